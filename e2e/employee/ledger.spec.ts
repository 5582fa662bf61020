import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshots, signIn, signOut } from '../support/session';
import { headerPoints, openScreen } from './support';

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
    await openScreen(page, '/history', 'Points History');
    const rows = await statementRows(page);
    expect(rows.slice(0, 2)).toEqual([`Refund +100 ${before}`, `Redeemed -100 ${before - 100}`]);
    expect(await headerPoints(page)).toBe(before);
    await expectAccessible(page);
    await screenshots(page, 'points-statement');
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
    await openScreen(page, '/history', 'Points History');
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
    const statement = page.getByRole('region', { name: 'Points Statement' });
    await expect(statement.locator('tbody tr').first()).toContainText('Adjustment');
    await expect(statement.locator('tbody tr').first()).toContainText(
      'Approved by mistake: duplicate of an earlier claim',
    );
    await expectAccessible(page);
    await screenshots(page, 'employee-statement');
  });
});
