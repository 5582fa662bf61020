import { expect, test, type Page, type Route } from '@playwright/test';
import { claimState, pendingClaimOf, readDoc } from '../support/backend';
import { setBudgetLeft } from '../support/othersWrites';
import { signIn } from '../support/session';
import { open } from './support';

/** The write's own answer (a toast); the connection banner says it too, with more words. */
const OFFLINE = 'You appear to be offline. Check your connection and try again.';
/** A server that answers nothing before the commit is sent: nothing was saved (src/data/errors.ts). */
const NO_ANSWER = 'The server did not answer, so nothing was saved. Check your connection and try again.';
/** Employees whose pending claims no other browser test reviews. */
const OWNERS = ['EMP003', 'EMP008', 'EMP002'];

async function approve(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Approve' }).click();
  const started = Date.now();
  await page
    .getByRole('dialog', { name: 'Approve Claim' })
    .getByRole('button', { name: 'Yes, Approve' })
    .click();
  return started;
}

/**
 * The claim's queue gets exactly room for it this month (the demo's M2 has 60 points left, less than
 * its claims): these tests are about the network, not the budget. Put back after each test.
 */
let budgets: { restore(): Promise<void> }[] = [];
async function roomFor(employeeId: string, claimId: string, points: number) {
  const queue = String((await readDoc(`users/${employeeId}/requestedClaims/${claimId}`))?.managerId);
  budgets.push(await setBudgetLeft(queue, points));
}

test.describe('Approve without a network', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async () => {
    for (const b of budgets) await b.restore();
    budgets = [];
  });

  test('offline: the message within 5 s, the button usable again, nothing written; back online it succeeds once', async ({
    page,
    context,
  }) => {
    const { employeeId, claimId, points } = await pendingClaimOf(OWNERS);
    await roomFor(employeeId, claimId, points);
    const before = await claimState(employeeId, claimId);
    expect(before).toMatchObject({ status: 'pending', credited: false });

    await signIn(page, 'MGR001');
    await open(page, `/manage-requests/detail/${employeeId}-${claimId}`, 'Request Details');

    await context.setOffline(true);
    const started = await approve(page);
    await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await page.screenshot({ path: 'e2e/screenshots/approve-offline-desktop.png' });
    expect(await claimState(employeeId, claimId)).toEqual(before);

    await context.setOffline(false);
    await approve(page);
    await expect(page.getByText(new RegExp(`has been credited ${points} points\\.$`))).toBeVisible();
    await expect(page).toHaveURL(/\/manage-requests\?tab=paid$/);
    expect(await claimState(employeeId, claimId)).toEqual({
      balance: before.balance + points,
      status: 'paid',
      credited: true,
    });
  });

  test('an unreachable backend: the message within 5 s, and the abandoned approval never lands when it answers later', async ({
    page,
  }) => {
    const { employeeId, claimId, points } = await pendingClaimOf(OWNERS);
    await roomFor(employeeId, claimId, points);
    const before = await claimState(employeeId, claimId);

    await signIn(page, 'MGR001');
    await open(page, `/manage-requests/detail/${employeeId}-${claimId}`, 'Request Details');

    // Firestore Lite reads and commits a transaction with batchGet and commit: hold them unanswered.
    const held: Route[] = [];
    let answering = false;
    await page.route(/documents:(batchGet|commit)/, (route) =>
      answering ? route.continue() : void held.push(route),
    );
    const started = await approve(page);
    await expect(page.getByText(NO_ANSWER, { exact: true })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(held.length).toBeGreaterThan(0);

    // The backend answers after all: the read completes, the abandoned attempt must not commit.
    answering = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForTimeout(3_000);
    expect(await claimState(employeeId, claimId)).toEqual(before);

    await approve(page);
    await expect(page.getByText(new RegExp(`has been credited ${points} points\\.$`))).toBeVisible();
    expect(await claimState(employeeId, claimId)).toEqual({
      balance: before.balance + points,
      status: 'paid',
      credited: true,
    });
  });
});
