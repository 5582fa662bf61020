import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from './support/session';

test.describe('sign-in through the whole pipe', () => {
  test('EMP001 signs in and the shell shows their name and points from Firestore', async ({ page }) => {
    await page.goto('/anything');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Local demo')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'signin');

    await signIn(page, 'emp001');
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header.getByText(/\d+ pts/)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Navigation drawer' }).getByText('Sign Out')).toBeVisible();
  });

  test('a wrong password shows the error under ❌ Error', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Employee ID').fill('EMP001');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('❌ Error');
    await expect(alert).toContainText('Invalid employee ID or password.');
  });
});
