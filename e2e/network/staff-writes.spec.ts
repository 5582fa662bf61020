import { expect, test, type Locator, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { OFFLINE_MESSAGE } from '../../src/data/errors';
import { toDayKey } from '../../src/domain/dates';
import { open } from '../admin/support';
import { backend, claimState, readDoc } from '../support/backend';
import { addPendingClaim, addPendingRedemption, pointsOf } from '../support/othersWrites';
import { signIn } from '../support/session';
import { expectNoBanner, offlineAnswer, setNetwork, spinners } from './support';

/**
 * The writes of Daily Productivity and of the staff screens, tried without a network: each says it
 * is offline within 5 s and changes nothing on the server (read with firebase-admin), even once the
 * network is back; tried again online, the same write in the same screen happens exactly once.
 * Each test writes data no other browser test reads (its own claim or redemption, an employee no
 * other test files a report for or adjusts), and puts back what others could see.
 */

interface OfflineThenOnline<T> {
  /** The write, as the user does it. */
  act: () => Promise<void>;
  /** Doing it again once it failed (default: `act`). */
  retry?: () => Promise<void>;
  /** What the screen answers offline. */
  offline: Locator;
  /** What the screen answers when the write succeeded. */
  done: Locator;
  /** What the server holds that the write would change. */
  server: () => Promise<T>;
  /** The screenshot of the offline answer, in e2e/screenshots/network-offline-{shot}-desktop.png. */
  shot: string;
}

/** The write offline: its answer within 5 s, the server unchanged; back online, tried again, it succeeds. */
async function offlineThenOnline<T>(page: Page, { act, retry = act, offline, done, server, shot }: OfflineThenOnline<T>) {
  const before = await server();
  await setNetwork(page.context(), false);
  await act();
  await expect(offline).toBeVisible({ timeout: 5_000 });
  // The write is over: nothing spins on while the network stays away.
  await expect.poll(() => spinners(page), { timeout: 5_000 }).toEqual([]);
  await page.screenshot({ path: `e2e/screenshots/network-offline-${shot}-desktop.png` });
  expect<unknown>(await server()).toEqual(before);

  await setNetwork(page.context(), true);
  await expectNoBanner(page);
  // Nothing was queued to land when the network returned.
  expect<unknown>(await server()).toEqual(before);
  await retry();
  await expect(done).toBeVisible({ timeout: 20_000 });
  return before;
}

test.describe('staff writes without a network', () => {
  test.describe.configure({ timeout: 120_000 });

  test("Daily Productivity: today's report filed offline is not stored; filed again online it is stored once", async ({
    page,
  }) => {
    // EMP007: no other browser test files a report for them.
    const employeeId = 'EMP007';
    const day = toDayKey(new Date());
    const reports = backend().collection(`users/${employeeId}/productivityReports`);
    const tasks = 'Patched the front-desk printers and closed four helpdesk tickets.';
    const server = async () => ({
      today: await readDoc(`users/${employeeId}/productivityReports/${day}`),
      count: (await reports.count().get()).data().count,
      profile: await readDoc(`users/${employeeId}`),
    });
    expect((await server()).today).toBeUndefined();

    await signIn(page, employeeId);
    await open(page, '/productivity', 'Daily Productivity');
    await page.getByRole('button', { name: "Submit Today's Report" }).click();
    const form = page.getByRole('dialog', { name: 'Daily Productivity Report' });
    await form.getByLabel('Tasks Done Today in Brief').fill(tasks);

    const before = await offlineThenOnline(page, {
      act: () => form.getByRole('button', { name: 'Submit Report' }).click(),
      offline: offlineAnswer(page),
      shot: 'productivity',
      done: page.getByText("Today's report has been submitted"),
      server,
    });
    await expect(form).toHaveCount(0);
    const after = await server();
    expect(after.count).toBe(before.count + 1);
    expect(after.today).toMatchObject({ tasks, employeeId });
    expect(after.profile?.lastProductivityDate).toBe(day);
  });

  test('Manage Requests: a claim approved offline from the list stays pending; approved again online it is credited once', async ({
    page,
  }) => {
    // A claim of its own (DIR001 has none in the seed), so no other test reviews it.
    const employeeId = 'DIR001';
    const { claimId, points } = await addPendingClaim(employeeId, 'PA001');
    const server = async () => ({ claim: await claimState(employeeId, claimId), points: await pointsOf(employeeId) });

    await signIn(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    const select = page.getByRole('checkbox', { name: new RegExp(`^Select ${claimId} `) });
    await select.check();
    const results = page.getByRole('dialog', { name: 'Bulk review results' });
    const approve = async () => {
      await expect(select).toBeChecked();
      await page.getByRole('button', { name: 'Approve selected' }).click();
      await page
        .getByRole('dialog', { name: 'Approve 1 claim' })
        .getByRole('button', { name: 'Yes, approve 1 claim' })
        .click();
    };

    const before = await offlineThenOnline(page, {
      act: approve,
      // The failed claim stays selected once the results are closed: approving again is one click.
      retry: async () => {
        await results.getByRole('button', { name: 'Close', exact: true }).click();
        await approve();
      },
      offline: results.getByRole('listitem').filter({ hasText: claimId }).getByText(`Failed: ${OFFLINE_MESSAGE}`),
      shot: 'bulk-approve',
      done: results.getByRole('status').getByText('1 approved', { exact: true }),
      server,
    });
    expect(before.claim).toMatchObject({ status: 'pending', credited: false });
    await expect(results.getByRole('listitem').filter({ hasText: claimId })).toContainText('Approved');
    const after = await server();
    expect(after.claim).toEqual({ balance: before.claim.balance + points, status: 'paid', credited: true });
    expect(after.points.entries).toBe(before.points.entries + 1);
    expect(after.points.ledgerSum).toBe(after.points.balance);
  });

  test('Redemption Centre: a redemption declined offline stays pending; declined again online it is refunded once', async ({
    page,
  }) => {
    // A redemption of its own, requested as EMP003's Redeem Rewards would: no other test touches it.
    const employeeId = 'EMP003';
    const tier = 100;
    const { redemptionId } = await addPendingRedemption(employeeId, tier);
    const path = `users/${employeeId}/redemptionRequests/${redemptionId}`;
    const server = async () => ({
      redemption: await readDoc(path),
      refund: await readDoc(`users/${employeeId}/ledger/refund-${redemptionId}`),
      points: await pointsOf(employeeId),
    });

    await signIn(page, 'FIN001');
    await open(page, '/redemption-centre', 'Redemption Centre');
    await page.getByLabel('Search').fill(employeeId);
    await page.getByRole('button', { name: `Decline ${redemptionId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Redemption' });
    await dialog.getByLabel('Reason for declining').fill('The bank details on file are incomplete.');

    const before = await offlineThenOnline(page, {
      act: () => dialog.getByRole('button', { name: 'Decline Redemption' }).click(),
      offline: offlineAnswer(page),
      shot: 'decline',
      done: page.getByText(`Redemption declined. ${tier} points were refunded to Arjun Reddy.`),
      server,
    });
    expect(before.redemption?.status).toBe('pending');
    expect(before.refund).toBeUndefined();
    const after = await server();
    expect(after.redemption).toMatchObject({ status: 'declined', declinedById: 'FIN001' });
    expect(after.refund).toMatchObject({ type: 'refund', points: tier, sourceRef: redemptionId });
    expect(after.points.entries).toBe(before.points.entries + 1);
    expect(after.points.balance).toBe(before.points.balance + tier);
    expect(after.points.ledgerSum).toBe(after.points.balance);
  });

  test('Point Activities: an edit saved offline is not stored; saved again online it is stored', async ({ page }) => {
    // PA010: no other browser test edits it or reads its description. Put back afterwards.
    const path = 'pointActivities/PA010';
    const original = await readDoc(path);
    if (!original) throw new Error('The seed has no PA010');
    const description = 'Guide a new joiner through their first month, with a weekly check-in.';
    expect(original.description).not.toBe(description);

    await signIn(page, 'ADM001');
    await open(page, '/points-manager', 'Point Activities');
    await page.getByRole('button', { name: 'Edit PA010' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Point Activity' });
    await dialog.getByLabel('Description').fill(description);

    try {
      await offlineThenOnline(page, {
        act: () => dialog.getByRole('button', { name: 'Save Changes' }).click(),
        offline: offlineAnswer(page),
        shot: 'activity-edit',
        done: page.getByText('Point activity updated successfully.'),
        server: () => readDoc(path),
      });
      const { description: saved, updatedAt: _changed, lastAudit, ...rest } = (await readDoc(path)) ?? {};
      const { description: _was, updatedAt: _then, lastAudit: _last, ...restBefore } = original;
      expect(saved).toBe(description);
      expect(rest).toEqual(restBefore);
      // Recorded once, in the audit trail, with the description before and after.
      expect(await readDoc(`audit/${String(lastAudit)}`)).toMatchObject({
        action: 'activity.update',
        before: { description: original.description },
        after: { description },
        createdBy: 'ADM001',
      });
    } finally {
      await backend().doc(path).set(original);
    }
  });

  test('Employee detail: an adjustment offline is not recorded; recorded again online it is recorded once', async ({
    page,
  }) => {
    // EMP007: no other browser test reads their balance after this.
    const employeeId = 'EMP007';
    const reason = 'Covered the weekend server migration';
    const adjustments = backend().collection(`users/${employeeId}/ledger`).where('type', '==', 'adjustment');
    const server = async () => ({
      points: await pointsOf(employeeId),
      adjustments: (await adjustments.get()).docs.map((d) => d.id).sort(),
    });

    await signIn(page, 'ADM001');
    await open(page, `/employee/${employeeId}`, 'Vikram Rathore');
    await page.getByRole('button', { name: 'Adjust points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Points' });
    await dialog.getByLabel('Points (use a minus sign to deduct)').fill('25');
    await dialog.getByLabel('Reason').fill(reason);

    const before = await offlineThenOnline(page, {
      act: () => dialog.getByRole('button', { name: 'Save Adjustment' }).click(),
      offline: offlineAnswer(page),
      shot: 'adjustment',
      done: page.getByText('Adjustment of +25 points recorded for Vikram Rathore.'),
      server,
    });
    const after = await server();
    expect(after.points).toEqual({
      balance: before.points.balance + 25,
      ledgerSum: before.points.balance + 25,
      entries: before.points.entries + 1,
    });
    const added = after.adjustments.filter((id) => !before.adjustments.includes(id));
    expect(added).toHaveLength(1);
    expect(await readDoc(`users/${employeeId}/ledger/${added[0] ?? ''}`)).toMatchObject({
      points: 25,
      reason,
      createdBy: 'ADM001',
    });
  });

  test('Employee Centre: an employee added to the roster offline is not added; added again online they are added once', async ({
    page,
  }) => {
    // EMP050: no other test uses this id. Removed afterwards.
    const employeeId = 'EMP050';
    const email = 'emp050@ics-rewards.test';
    const roster = backend().collection('roster');
    const server = async () => ({
      entry: await readDoc(`roster/${employeeId}`),
      byEmail: (await roster.where('email', '==', email).count().get()).data().count,
    });
    expect(await server()).toEqual({ entry: undefined, byEmail: 0 });
    // The roster's kept total moves once, with the one entry added.
    const total = async () => Number((await readDoc('rosterTotals/all'))?.entries ?? 0);
    const before = await total();

    await signIn(page, 'ADM001');
    await open(page, '/ics-employee-centre', 'Employee Centre');
    await page.getByRole('tab', { name: 'Employees' }).click();
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const add = page.getByRole('dialog', { name: 'Add Employee' });
    await add.getByLabel('Employee ID').fill(employeeId);
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Full Name').fill('Farhan Qureshi');
    await add.getByLabel('Designation').fill('Site Supervisor');
    await add.getByLabel('Ixora FM', { exact: true }).check();

    try {
      await offlineThenOnline(page, {
        act: () => add.getByRole('button', { name: 'Add Employee' }).click(),
        offline: offlineAnswer(page),
        shot: 'roster-add',
        done: page.getByText(`${employeeId} was added to the roster.`),
        server,
      });
      expect(await server()).toEqual({
        entry: expect.objectContaining({ email, fullName: 'Farhan Qureshi', designation: 'Site Supervisor' }),
        byEmail: 1,
      });
      await expect(page.getByRole('table', { name: 'Employee roster' }).getByText(email)).toBeVisible();
      expect(await total()).toBe(before + 1);
    } finally {
      // Removed outside the app (entries are never deleted in it): the total follows.
      if (await readDoc(`roster/${employeeId}`)) {
        await backend().doc(`roster/${employeeId}`).delete();
        await backend().doc('rosterTotals/all').update({ entries: FieldValue.increment(-1) });
      }
    }
  });
});
