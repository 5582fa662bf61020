import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { balance, open, settled, switchUser } from './support';

test.describe('Redemption Centre', () => {
  // Journeys switch users several times; give a loaded machine room.
  test.describe.configure({ timeout: 120_000 });

  test('FIN001 marks a redemption paid with payment details and downloads its receipt', async ({ page }) => {
    await signIn(page, 'FIN001');
    await open(page, '/redemption-centre', 'Redemption Centre');
    await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/^Showing \d+ redemptions?$/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'redemption-centre');

    await page.getByLabel('Search').fill('rohit');
    await expect(page.getByText('Showing 1 redemption')).toBeVisible();
    const button = page.getByRole('button', { name: /^Mark as Paid RD-EMP005-/ });
    const reference = ((await button.getAttribute('aria-label')) ?? '').replace('Mark as Paid ', '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Paid' });
    await expect(dialog).toContainText('Please provide payment details');
    await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide payment details');
    await expectAccessible(page);
    await screenshots(page, 'redemption-centre-mark-paid-empty');
    await dialog.getByLabel('Payment Details').fill('NEFT UTR HDFC0001234 on today');
    const confirm = dialog.getByRole('button', { name: 'Confirm Payment' });
    await settled(confirm);
    await expectAccessible(page);
    await screenshots(page, 'redemption-centre-mark-paid');
    await confirm.click();
    await expect(page.getByText('Redemption marked as paid successfully!')).toBeVisible();
    await expect(page.getByText('No redemptions match your search')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByRole('tab', { name: /^Paid/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toContainText('NEFT UTR HDFC0001234 on today');
    // Signatures show 'Name (ID)'; a payout is signed by the full name (docs/product.md#redemptions).
    await expect(card).toContainText('Paid byAnil Suresh Mehta (FIN001)');
    const popupPromise = page.waitForEvent('popup');
    await card.getByRole('button', { name: `Download Receipt ${reference}` }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Redemption Receipt' })).toBeVisible();
    await expect(popup.getByText(reference)).toBeVisible();
    await expect(popup.getByText('NEFT UTR HDFC0001234 on today')).toBeVisible();
    await popup.screenshot({ path: 'e2e/screenshots/redemption-receipt.png' });
    await popup.close();
    await screenshots(page, 'redemption-centre-paid');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^redemptions-paid-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('FIN001 declines a redemption and EMP001 gets the points back', async ({ page }) => {
    await signIn(page, 'EMP001');
    const before = await balance(page);

    await switchUser(page, 'FIN001');
    await open(page, '/redemption-centre', 'Redemption Centre');
    await page.getByLabel('Search').fill('EMP001');
    const button = page.getByRole('button', { name: /^Decline RD-EMP001-/ }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Decline Redemption' });
    const refunded = Number(/(\d+) points will be refunded/.exec((await dialog.textContent()) ?? '')?.[1]);
    expect(refunded).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: 'Decline Redemption' })).toBeDisabled();
    await dialog
      .getByLabel('Reason for declining')
      .fill('Bank account details do not match the employee record.');
    await dialog.getByRole('button', { name: 'Decline Redemption' }).click();
    await expect(
      page.getByText(`Redemption declined. ${refunded} points were refunded to Sneha Patil.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByRole('tab', { name: /^Declined/ }).click();
    await expect(
      page.getByText('Bank account details do not match the employee record.').first(),
    ).toBeVisible();
    await expectAccessible(page);

    await switchUser(page, 'EMP001');
    expect(await balance(page)).toBe(before + refunded);
  });
});
