import { expect, test, type Page, type Route } from '@playwright/test';
import { backend } from '../support/backend';
import { DEMO_PASSWORD, expectAccessible, screenshots } from '../support/session';
import { authAccountExists, openVerificationLink } from '../support/verification';

/** Every failed request (status 400 and above) and console error of the page, from now on. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text()}`);
  });
  return failures;
}

/** Sign-up step 1 with this address, up to the 'Verify your email' screen. */
async function signUpStepOne(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Welcome1!');
  await page.getByLabel('Confirm Password').fill('Welcome1!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible({ timeout: 20_000 });
}

/** Signs in through the form with a full address (no shell to wait for: the caller says what comes). */
async function signInWith(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Employee ID').fill(email);
  await page.getByLabel('Password').fill('Welcome1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('signed-out screens', () => {
  test('EMP009 (provisioned) signs up, verifies through the emailed link, completes step 2 and lands on the dashboard', async ({
    page,
  }) => {
    // Three screens, each checked with axe and photographed at two widths: longer than the default.
    test.setTimeout(120_000);
    const email = 'emp009@ics-rewards.test';
    const failures = watchFailures(page);

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
    // No request of the whole sign-up was refused, and nothing was logged as an error.
    expect(failures).toEqual([]);
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

  test('a reload while the verified token is still on its way comes back to step 2, and Back starts sign-up over', async ({
    page,
  }) => {
    const email = 'emp010@ics-rewards.test';
    await signUpStepOne(page, email);
    await openVerificationLink(page, email);
    // 'I have verified' reloads the user (verified) and then fetches a token that says so: hold that
    // fetch, and reload the page meanwhile (the stored session then has the old, unverified token).
    const held: Route[] = [];
    let hold = true;
    let refreshStarted: () => void = () => undefined;
    const refreshing = new Promise<void>((resolve) => (refreshStarted = resolve));
    await page.route('**/securetoken.googleapis.com/**', async (route) => {
      if (!hold) return route.continue();
      held.push(route);
      refreshStarted();
    });
    await page.getByRole('button', { name: 'I have verified' }).click();
    await refreshing;
    hold = false;
    await page.reload();
    for (const route of held) await route.abort().catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('EMP010')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Rohan Mehta');

    // Back: the unfinished account (no profile yet) is removed and step 1 shows again, where the
    // same address can sign up anew.
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => authAccountExists(email), { timeout: 10_000 }).toBe(false);
    await signUpStepOne(page, email);
  });

  test('an unverified account signing in sees Verify; unprovisioned and verified, signing in removes it, and after provisioning sign-up works', async ({
    page,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const email = `late${suffix}@ics-rewards.test`;
    await signUpStepOne(page, email);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // An existing account whose mailbox is not verified lands on the Verify screen, and only there.
    await signInWith(page, email);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // Verified while signed out, then signing in: nobody provisioned the address, so the person is
    // told to contact an admin and the account is removed (no 'Profile not found' dead end).
    await openVerificationLink(page, email);
    await signInWith(page, email);
    const alert = page.getByRole('alert').filter({ hasText: 'not provisioned: contact your admin' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Profile not found')).toHaveCount(0);
    await expect.poll(() => authAccountExists(email), { timeout: 10_000 }).toBe(false);

    // Once an admin provisions the address, signing up again works through to step 2.
    const employeeId = `LATE${suffix}`;
    await backend().doc(`roster/${employeeId}`).set({
      employeeId,
      email,
      fullName: 'Late Joiner',
      designation: 'Analyst',
      departments: ['HR'],
      userRole: 'employee',
      reviewQueues: [],
      createdAt: new Date(),
      createdBy: 'ADM001',
    });
    await signUpStepOne(page, email);
    await openVerificationLink(page, email);
    await page.getByRole('button', { name: 'I have verified' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(employeeId)).toBeVisible();
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
