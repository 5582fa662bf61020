import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { headerPoints, openScreen } from './support';

test.describe('redeeming points', () => {
  test('EMP007 redeems 100: the balance drops by 100 and the request is under Previous Redemptions', async ({
    page,
  }) => {
    await signIn(page, 'EMP007');
    await openScreen(page, '/redeem', 'Redeem Rewards');
    await expect(page.getByText('1 Point = ₹1')).toBeVisible();
    const before = Number(await page.getByTestId('redeem-points').textContent());
    expect(before).toBeGreaterThanOrEqual(100);
    expect(await headerPoints(page)).toBe(before);
    // Tiers above the balance read 'Insufficient points'.
    for (const tier of [100, 250, 500, 1000, 2000]) {
      const redeem = page.getByRole('button', { name: `Redeem ${tier} points` });
      const insufficient = page.getByRole('button', { name: `Insufficient points for ${tier}` });
      await expect(tier <= before ? redeem : insufficient).toBeVisible();
    }
    await expectAccessible(page);
    await screenshots(page, 'redeem');

    await page.getByRole('button', { name: 'Redeem 100 points' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Redemption' })
      .getByRole('button', { name: 'Yes, Redeem' })
      .click();
    const success = page.getByRole('dialog', { name: 'Redemption Requested!' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    const reference = (await success.getByTestId('redemption-reference').textContent()) ?? '';
    expect(reference).toMatch(/^RD-EMP007-\d{3}$/);
    // The dialog hides the page from assistive technology, so the header is found by its tag.
    await expect(page.locator('header').getByText(`${before - 100} pts`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'redeem-success');

    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      success.getByRole('button', { name: 'Save as PDF' }).click(),
    ]);
    await expect(receipt.getByRole('heading', { name: 'Redemption Receipt' })).toBeVisible();
    await expect(receipt.getByText(reference)).toBeVisible();
    await expect(receipt.getByText('₹100').first()).toBeVisible();
    await receipt.screenshot({ path: 'e2e/screenshots/redeem-receipt.png' });
    await receipt.close();

    await success.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('tab', { name: 'Previous Redemptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('₹100');
    await expect(row.getByRole('button', { name: `Print Receipt ${reference}` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'redeem-history');

    await page.reload();
    await expect(page.getByTestId('redeem-points')).toHaveText(String(before - 100), { timeout: 20_000 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-points')).toHaveText(String(before - 100), { timeout: 20_000 });
    await expect(page.getByRole('cell', { name: reference })).toBeVisible();
  });
});
