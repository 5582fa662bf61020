import { expect, test, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { OFFLINE_MESSAGE, UNCONFIRMED_MESSAGE } from '../../src/data/errors';
import { STILL_SAVING_MESSAGE } from '../../src/ui/StillSaving';
import { open } from '../admin/support';
import { backend } from '../support/backend';
import { pointsOf } from '../support/othersWrites';
import { expectAccessible, signIn } from '../support/session';

/**
 * A slow network is not an offline one (issue 45, item 1). Every commit of Firestore Lite (a
 * transaction's or a batch's `documents:commit`) is held by the browser for 6 s before it goes to the
 * server: the app says it is still saving, never that it is offline, and reports what happened; and a
 * commit that lands but whose answer is lost, tried again by the user, files and redeems once.
 * EMP005 files and redeems here (no other browser test reads EMP005's points).
 */
const EMPLOYEE = 'EMP005';
const AUTO = 'Customer complaint resolved';
const COMMITS = /\/documents:commit/;

/** The auto claim credited its 25 points once, the ledger summing to the balance; the success dialog closed. */
async function expectCreditedOnce(before: Awaited<ReturnType<typeof pointsOf>>, success: Locator) {
  const credited = await pointsOf(EMPLOYEE);
  expect(credited.balance).toBe(before.balance + 25);
  expect(credited.entries).toBe(before.entries + 1);
  expect(credited.ledgerSum).toBe(credited.balance);
  await success.getByRole('button', { name: 'Continue Earning Points' }).click();
  return credited;
}

test.describe('slow commits', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an auto claim and a redemption on a 6 s commit: still saving, never offline, once each, the balance right', async ({
    page,
  }) => {
    const before = await pointsOf(EMPLOYEE);
    const claimsBefore = await claimIdsOf(EMPLOYEE);
    const offline = watchFor(page, OFFLINE_MESSAGE);
    await signIn(page, EMPLOYEE);
    await open(page, '/earn', /^Earn Points$/);
    await delayCommits(page, 6_000);

    const form = await openAutoClaim(page);
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    const saving = form.getByRole('button', { name: 'Submitting...' });
    await expect(saving).toBeDisabled();
    // The second press while it saves: the button takes none.
    await saving.click({ force: true });
    await expect(form.getByRole('status').filter({ hasText: STILL_SAVING_MESSAGE })).toBeVisible({ timeout: 5_000 });
    await expectAccessible(page);
    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success).toBeVisible({ timeout: 60_000 });
    const claimId = (await success.getByTestId('claim-reference').textContent()) ?? '';
    expect(await claimIdsOf(EMPLOYEE)).toEqual([...claimsBefore, claimId].sort());
    const credited = await expectCreditedOnce(before, success);

    await open(page, '/redeem', 'Redeem Rewards');
    const redemptionsBefore = await redemptionIdsOf(EMPLOYEE);
    await page.getByRole('button', { name: 'Redeem 100 points' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Redemption' });
    await confirm.getByRole('button', { name: 'Yes, Redeem' }).click();
    await expect(confirm.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(confirm.getByText(STILL_SAVING_MESSAGE)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('dialog', { name: 'Redemption Requested!' })).toBeVisible({ timeout: 60_000 });
    expect((await redemptionIdsOf(EMPLOYEE)).length).toBe(redemptionsBefore.length + 1);
    const redeemed = await pointsOf(EMPLOYEE);
    expect(redeemed.balance).toBe(credited.balance - 100);
    expect(redeemed.ledgerSum).toBe(redeemed.balance);
    expect(offline.seen()).toBe(false);
  });

  test('a commit that lands while the connection drops: the app says it may have been saved; pressed again, the claim is filed and the redemption taken once', async ({
    page,
    context,
  }) => {
    const before = await pointsOf(EMPLOYEE);
    const claimsBefore = await claimIdsOf(EMPLOYEE);
    await signIn(page, EMPLOYEE);
    await open(page, '/earn', /^Earn Points$/);

    await loseNextCommitAnswer(page, context);
    const form = await openAutoClaim(page);
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(page.getByText(`Failed to submit claim. Please try again. Error: ${UNCONFIRMED_MESSAGE}`)).toBeVisible({
      timeout: 20_000,
    });
    // It landed: one claim on the server, credited once, and the form still open.
    const landed = await claimIdsOf(EMPLOYEE);
    expect(landed.length).toBe(claimsBefore.length + 1);
    await context.setOffline(false);
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success).toBeVisible({ timeout: 60_000 });
    const claimId = (await success.getByTestId('claim-reference').textContent()) ?? '';
    expect(await claimIdsOf(EMPLOYEE)).toEqual(landed);
    expect(landed).toContain(claimId);
    const credited = await expectCreditedOnce(before, success);

    await open(page, '/redeem', 'Redeem Rewards');
    const redemptionsBefore = await redemptionIdsOf(EMPLOYEE);
    const redeem = async () => {
      await page.getByRole('button', { name: 'Redeem 100 points' }).click();
      await page.getByRole('dialog', { name: 'Confirm Redemption' }).getByRole('button', { name: 'Yes, Redeem' }).click();
    };
    await loseNextCommitAnswer(page, context);
    await redeem();
    await expect(page.getByText(UNCONFIRMED_MESSAGE, { exact: true })).toBeVisible({ timeout: 20_000 });
    expect((await redemptionIdsOf(EMPLOYEE)).length).toBe(redemptionsBefore.length + 1);
    await context.setOffline(false);
    await redeem();
    await expect(page.getByRole('dialog', { name: 'Redemption Requested!' })).toBeVisible({ timeout: 60_000 });
    expect((await redemptionIdsOf(EMPLOYEE)).length).toBe(redemptionsBefore.length + 1);
    const redeemed = await pointsOf(EMPLOYEE);
    expect(redeemed.balance).toBe(credited.balance - 100);
    expect(redeemed.entries).toBe(credited.entries + 1);
    expect(redeemed.ledgerSum).toBe(redeemed.balance);
  });
});

/** Earn Points' auto activity, its claim form open and filled in (description, today). */
async function openAutoClaim(page: Page) {
  await page.getByRole('button', { name: `Claim Points: ${AUTO}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Claim Points' });
  await form.getByLabel('Description').fill('Resolved complaint CMP-4501 about the lift within the hour.');
  await form.getByLabel('Completion Date').click();
  await page.getByRole('grid').getByRole('button', { name: /^Today, / }).click();
  return form;
}

/** Every commit waits `ms` in the browser before it goes to the server (a slow network). */
async function delayCommits(page: Page, ms: number): Promise<void> {
  await page.route(COMMITS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * The next commit reaches the server and is applied; then the connection drops (the browser goes
 * offline) and its answer never arrives. Later commits go through.
 */
async function loseNextCommitAnswer(page: Page, context: BrowserContext): Promise<void> {
  let done = false;
  await page.route(COMMITS, async (route: Route) => {
    if (done) return route.continue();
    done = true;
    await route.fetch();
    await context.setOffline(true);
    await route.abort('connectionreset');
  });
}

/** Whether `text` ever showed on the page (watched from now on). */
function watchFor(page: Page, text: string) {
  let seen = false;
  const check = async () => {
    if (await page.getByText(text).count().catch(() => 0)) seen = true;
  };
  const timer = setInterval(() => void check(), 250);
  page.once('close', () => clearInterval(timer));
  return {
    seen: () => {
      clearInterval(timer);
      return seen;
    },
  };
}

async function claimIdsOf(employeeId: string): Promise<string[]> {
  const snap = await backend().collection(`users/${employeeId}/requestedClaims`).select().get();
  return snap.docs.map((d) => d.id).sort();
}

async function redemptionIdsOf(employeeId: string): Promise<string[]> {
  const snap = await backend().collection(`users/${employeeId}/redemptionRequests`).select().get();
  return snap.docs.map((d) => d.id).sort();
}
