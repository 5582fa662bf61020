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

  test('/signin arrives prerendered: the form shows before any JavaScript, and what is typed then survives', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    // Hold the app's entry script back: what shows now is signin.html's own markup.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await page.getByLabel('Employee ID').fill('EMP001');
    await page.getByLabel('Password').fill('Passw0rd!');
    // Enter before the JavaScript must not submit the form natively (a GET with the password in it).
    await page.getByLabel('Password').press('Enter');
    expect(page.url()).not.toContain('Passw0rd');

    release();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByLabel('Employee ID')).toHaveValue('EMP001');
    await expect(page.getByLabel('Password')).toHaveValue('Passw0rd!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(problems, 'no hydration or script errors').toEqual([]);
  });
});
