import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, screenshots } from '../support/session';
import { authAccountExists, openVerificationLink } from '../support/verification';

test.describe('signed-out screens', () => {
  test('EMP009 (provisioned) signs up, verifies through the emailed link, completes step 2 and lands on the dashboard', async ({
    page,
  }) => {
    const email = 'emp009@ics-rewards.test';

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'signup-step1');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Welcome1!');
    await page.getByLabel('Confirm Password').fill('Welcome2!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('Welcome1!');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 1 sent the verification mail: nothing else is reachable until the mailbox is verified.
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'I have verified' }).click();
    await expect(page.getByText('Your email is not verified yet.')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'signup-verify');
    await openVerificationLink(page, email);
    await page.getByRole('button', { name: 'I have verified' }).click();

    // Step 2: the roster's organisation fields, read-only; the personal fields to fill.
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({
      timeout: 20_000,
    });
    // A reload between verifying and step 2 comes back to step 2, not to 'Profile not found'.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('EMP009')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Iyer');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Designation')).toHaveValue('Cafe Executive');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Number is required')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'signup-step2');

    await page.getByLabel('Phone Number').fill('9811100022');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Date of Birth').click();
    await page.getByRole('combobox', { name: 'Choose the Year' }).selectOption('1996');
    await page.getByRole('combobox', { name: 'Choose the Month' }).selectOption({ label: 'March' });
    await page
      .getByRole('grid')
      .getByRole('button', { name: /March 14th, 1996/ })
      .click();
    await expect(page.getByLabel('Date of Birth')).toContainText('Mar 14, 1996');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByTestId('dashboard-points')).toHaveText('50');
    await expect(page.getByRole('region', { name: 'Your profile' }).getByText('EMP009')).toBeVisible();
  });

  test('an address nobody provisioned is refused once verified, and its Auth account is removed', async ({
    page,
  }) => {
    const email = `new${String(Date.now()).slice(-6)}@ics-rewards.test`;
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Welcome1!');
    await page.getByLabel('Confirm Password').fill('Welcome1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible({ timeout: 20_000 });
    await openVerificationLink(page, email);
    await page.getByRole('button', { name: 'I have verified' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not provisioned: contact your admin' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect.poll(() => authAccountExists(email), { timeout: 10_000 }).toBe(false);
  });

  test('signing up with a mailbox that already has an account shows the failure', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('emp002@ics-rewards.test');
    await page.getByLabel('Password', { exact: true }).fill('Welcome1!');
    await page.getByLabel('Confirm Password').fill('Welcome1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '❌ Error' });
    await expect(alert).toContainText('Failed to create account: An account with this email already exists.');
  });

  test('forgot password sends the reset email', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'forgot-password');
    await page.getByLabel('Email').fill('emp006@ics-rewards.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('✓ Email Sent!')).toBeVisible();
    await expect(page.getByText('Check your inbox for password reset instructions')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'forgot-password-sent');
    await page.getByRole('link', { name: '← Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the blocked EMP900 is signed out with the blocked message', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Employee ID').fill('EMP900');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '❌ Error' });
    await expect(alert).toContainText('Your account has been blocked. Kindly contact admin for assistance.', {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'signin-blocked');
  });

  test('the inactive EMP901 sees Account Deactivated, is signed out, and Back to Login works', async ({
    page,
  }) => {
    await page.goto('/signin');
    await page.getByLabel('Employee ID').fill('EMP901');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Account Deactivated' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText('Your account has been deactivated. Kindly contact admin for assistance.'),
    ).toBeVisible();
    // After the 500 ms sign-out the deactivated screen stays until 'Back to Login'.
    await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible({ timeout: 5_000 });
    await expectAccessible(page);
    await screenshots(page, 'account-deactivated');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
