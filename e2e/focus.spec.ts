import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/** A keyboard user who closes a dialog with Escape carries on from the button that opened it. */
test.describe('keyboard focus', () => {
  test('Escape returns focus to the opener: Claim Points on Earn, Claim Details in Points History', async ({
    page,
  }) => {
    await signIn(page, 'EMP001');
    await page.goto('/earn');
    const claim = page.getByRole('button', { name: /^Claim Points: / }).first();
    await claim.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Claim Points' });
    await expect(form).toBeVisible();
    await expect(form.locator(':focus')).toHaveCount(1); // focus is trapped inside
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(claim).toBeFocused();

    await page.goto('/history');
    const item = page.getByRole('list', { name: 'Pending Requests' }).getByRole('button').first();
    await item.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Claim Details' });
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(item).toBeFocused();
  });

  test("'Skip to main content' is the first stop of Tab and moves focus to the page", async ({ page }) => {
    await signIn(page, 'EMP001');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/history');
      await expect(page.getByRole('heading', { level: 1, name: 'Points History' })).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
  });
});
