import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { backend } from '../support/backend';
import { expectAccessible, screenshots, signIn, signOut } from '../support/session';
import { headerPoints, openScreen } from './support';

/** Opens the owner's statement: a tab of Points History at every width. */
async function openStatement(page: Page): Promise<void> {
  await openScreen(page, '/history', 'Points History');
  await page.getByRole('tab', { name: 'Points Statement' }).click();
}

/** The statement's rows (newest first) as 'Type Points Balance' strings. */
async function statementRows(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Points Statement' }).getByRole('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  const rows = table.locator('tbody tr');
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('td');
    out.push(
      `${await cells.nth(1).textContent()} ${await cells.nth(2).textContent()} ${await cells.nth(3).textContent()}`,
    );
  }
  return out;
}

async function redeem100(page: Page): Promise<string> {
  await openScreen(page, '/redeem', 'Redeem Rewards');
  await page.getByRole('button', { name: 'Redeem 100 points' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Redemption' })
    .getByRole('button', { name: 'Yes, Redeem' })
    .click();
  const success = page.getByRole('dialog', { name: 'Redemption Requested!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const reference = (await success.getByTestId('redemption-reference').textContent()) ?? '';
  await success.getByRole('button', { name: 'Done' }).click();
  return reference;
}

test.describe('the ledger in people’s hands', () => {
  test('EMP002 redeems, FIN001 declines: the statement shows Redeemed then Refund and the balance back', async ({
    page,
  }) => {
    await signIn(page, 'EMP002');
    const before = await headerPoints(page);
    const reference = await redeem100(page);
    await signOut(page);

    await signIn(page, 'FIN001');
    await openScreen(page, '/redemption-centre', 'Redemption Centre');
    await page.getByLabel('Search').fill(reference);
    await page.getByRole('button', { name: `Decline ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Redemption' });
    await dialog.getByLabel('Reason for declining').fill('Bank details missing');
    await dialog.getByRole('button', { name: 'Decline Redemption' }).click();
    await expect(page.getByText(/Redemption declined\./)).toBeVisible({ timeout: 20_000 });
    await signOut(page);

    await signIn(page, 'EMP002');
    await openStatement(page);
    const rows = await statementRows(page);
    expect(rows.slice(0, 2)).toEqual([`Refund +100 ${before}`, `Redeemed -100 ${before - 100}`]);
    expect(await headerPoints(page)).toBe(before);
    // Who made each entry, as 'Name (ID)', though EMP002 cannot read FIN001's profile.
    const statement = page.getByRole('region', { name: 'Points Statement' });
    const refund = statement.locator('tbody tr').first();
    await expect(refund.locator('td').nth(5)).toHaveText(/^\S.* \(FIN001\)$/);
    await expect(statement.locator('tbody tr').nth(1).locator('td').nth(5)).toHaveText(/^\S.* \(EMP002\)$/);
    await expectAccessible(page);
    await screenshots(page, 'points-statement');
    // What it refers to opens the redemption in Redeem Rewards' history.
    await refund.getByRole('link', { name: `Redemption ${reference} declined` }).click();
    await expect(page).toHaveURL(new RegExp(`/redeem\\?redemption=${reference}$`));
    const row = page.locator('li[aria-current="true"]');
    await expect(row).toContainText(reference);
    await expect(row).toContainText('Bank details missing');
  });

  test('EMP003 cancels a pending redemption and gets the points back', async ({ page }) => {
    await signIn(page, 'EMP003');
    const before = await headerPoints(page);
    const reference = await redeem100(page);
    await page.getByRole('button', { name: `Cancel Request ${reference}` }).click();
    await page
      .getByRole('dialog', { name: 'Cancel Redemption' })
      .getByRole('button', { name: 'Yes, Cancel It' })
      .click();
    await expect(page.getByText('Redemption cancelled. 100 points are back in your balance.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('Cancelled');
    await expect(page.locator('header').getByText(`${before} pts`, { exact: true })).toBeVisible();
    await screenshots(page, 'redeem-cancelled');
    await openStatement(page);
    expect((await statementRows(page)).slice(0, 2)).toEqual([
      `Cancelled +100 ${before}`,
      `Redeemed -100 ${before - 100}`,
    ]);
  });

  test('ADM001 reverses a paid claim of EMP001: the statement shows it with the reason', async ({ page }) => {
    await signIn(page, 'ADM001');
    await openScreen(page, '/employee/EMP001', /./);
    // A 100-point claim: the balance covers its reversal (the rules refuse going below zero).
    const reverse = page
      .getByRole('list', { name: 'Paid claims' })
      .getByRole('listitem')
      .filter({ hasText: '· 100 pts' })
      .first()
      .getByRole('button', { name: /^Reverse approval EMP001-/ });
    await expect(reverse).toBeVisible({ timeout: 20_000 });
    await reverse.click();
    const dialog = page.getByRole('dialog', { name: 'Reverse Approval' });
    await dialog.getByLabel('Reason').fill('Approved by mistake: duplicate of an earlier claim');
    await screenshots(page, 'reverse-approval');
    await dialog.getByRole('button', { name: 'Save Adjustment' }).click();
    await expect(page.getByText(/Adjustment of -\d+ points recorded for/)).toBeVisible({ timeout: 20_000 });
    // The employee detail loads its statement on demand (the first load stays within 60 reads).
    await page.getByRole('button', { name: 'Show points statement' }).click();
    const statement = page.getByRole('region', { name: 'Points Statement' });
    await expect(statement.locator('tbody tr').first()).toContainText('Adjustment');
    await expect(statement.locator('tbody tr').first()).toContainText(
      'Approved by mistake: duplicate of an earlier claim',
    );
    await expect(statement.locator('tbody tr').first().locator('td').nth(5)).toHaveText(/^\S.* \(ADM001\)$/);
    // axe runs on the page, not on a toast fading in or out.
    await expect(page.getByText(/Adjustment of -\d+ points recorded for/)).toBeHidden({ timeout: 20_000 });
    await expectAccessible(page);
    await screenshots(page, 'employee-statement');
    // For staff, what it refers to opens the reversed claim's request detail page.
    await statement
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Reversal of claim EMP001-/ })
      .click();
    await expect(page).toHaveURL(/\/manage-requests\/detail\/EMP001-EMP001-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("FIN001 exports October's payouts as one CSV of the whole range while the page loaded 20", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const now = new Date();
    const year = now.getMonth() >= 9 ? now.getFullYear() : now.getFullYear() - 1;
    const october = (day: number) => `${year}-10-${String(day).padStart(2, '0')}`;
    const added = await addOctoberPayouts('EMP006', 25, october);
    expect(added).toBe(25);

    await signIn(page, 'FIN001');
    await openScreen(page, '/redemption-centre', 'Redemption Centre');
    await page.getByRole('tab', { name: /^Paid/ }).click();
    // The list loads one page of 20, more on request.
    await expect(page.getByText('Showing 20 redemptions')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();

    await page.getByRole('button', { name: 'Show reconciliation' }).click();
    await page.getByLabel('Range applies to').selectOption({ label: 'Paid / declined date' });
    await page.getByLabel('From', { exact: true }).fill(october(1));
    await page.getByLabel('To', { exact: true }).fill(october(31));
    const hint = page.getByText(/^\d+ payouts$/);
    await expect(hint).toBeVisible({ timeout: 20_000 });
    const count = Number((await hint.textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(25);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export payouts CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`payouts-settled-${october(1)}-to-${october(31)}.csv`);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows.length - 1).toBe(count);
    await expect(page.getByText(`Exported ${count} payouts.`)).toBeVisible();
    await screenshots(page, 'reconciliation-october');
  });

  test('the integrity check over the demo org reports every balance consistent', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'ADM001');
    await openScreen(page, '/ics-employee-centre', /Employee Centre/);
    await page.getByRole('button', { name: 'Run integrity check' }).click();
    await expect(page.getByText(/^All \d+ balances match their ledgers\.$/)).toBeVisible({ timeout: 60_000 });
  });
});

/**
 * Paid October redemptions of one employee, written with firebase-admin as the app's own writes would
 * leave them (redemption paid by FIN001, its `redemption-{id}` ledger entry), with one admin adjustment
 * crediting them first: the balance ends where it was and the ledger stays consistent.
 */
async function addOctoberPayouts(employeeId: string, n: number, october: (day: number) => string) {
  const db = backend();
  const userRef = db.doc(`users/${employeeId}`);
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(userRef)).data();
    if (!user) throw new Error(`No profile ${employeeId}`);
    let balance = Number(user.points);
    const at = (day: number) => Timestamp.fromDate(new Date(`${october(day)}T10:00:00Z`));
    // The entries are written now (the statement's running balance stays in order); the payouts are October's.
    const written = Date.now();
    let order = 0;
    const stamp = () => Timestamp.fromMillis(written + order++);
    const entry = (id: string, data: Record<string, unknown>) =>
      tx.set(db.doc(`users/${employeeId}/ledger/${id}`), data);
    const credit = 100 * n;
    balance += credit;
    entry('adjustment-900', {
      type: 'adjustment',
      points: credit,
      balanceAfter: balance,
      sourceRef: '',
      reason: 'October payouts (browser test)',
      createdAt: stamp(),
      createdBy: 'ADM001',
      createdByName: 'Rajesh Sharma',
    });
    let last = 'adjustment-900';
    for (let i = 0; i < n; i++) {
      const id = `RD-${employeeId}-9${String(i).padStart(2, '0')}`;
      const day = 2 + (i % 28);
      tx.set(db.doc(`users/${employeeId}/redemptionRequests/${id}`), {
        id,
        referenceId: id,
        employeeId,
        employeeName: user.name,
        department: user.department ?? '',
        amount: 100,
        pointsRedeemed: 100,
        rewardName: 'Cash payout ₹100',
        status: 'paid',
        requestedDate: october(day),
        paidDate: october(day),
        paidBy: 'Anil Suresh Mehta',
        paidById: 'FIN001',
        paidDetails: `NEFT UTR OCT${i}`,
        createdAt: at(day),
        updatedAt: at(day),
      });
      balance -= 100;
      last = `redemption-${id}`;
      entry(last, {
        type: 'redeemed',
        points: -100,
        balanceAfter: balance,
        sourceRef: id,
        createdAt: stamp(),
        createdBy: employeeId,
        createdByName: user.name,
      });
    }
    tx.update(userRef, { points: balance, lastLedgerEntry: last });
    return n;
  });
}
