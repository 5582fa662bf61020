import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, screenshots, signIn, signOut } from '../support/session';
import { definition, openScreen } from './support';

test.describe('profile', () => {
  test('EMP007 edits the profile and it is still saved after a reload', async ({ page }) => {
    await signIn(page, 'EMP007');
    await openScreen(page, '/profile', 'Profile');
    await expect(definition(page, 'Employee ID')).toHaveText('EMP007');
    await expectAccessible(page);
    await screenshots(page, 'profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Phone Number')).toHaveAttribute(
      'placeholder',
      'Enter 10-digit mobile number',
    );
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'profile-edit');

    // Organisation fields are the roster's: read-only, 'managed by admin' (docs/product.md#identity-and-sign-up).
    await expect(page.getByLabel('Designation')).toHaveAttribute('readonly', '');
    await expect(page.getByText('Designation: managed by admin')).toBeVisible();
    await page.getByLabel('Phone Number').fill('9000012345');
    await page.getByLabel('Gender').selectOption('Others');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toHaveCount(0);

    await page.reload();
    await expect(definition(page, 'Phone Number')).toHaveText('9000012345', { timeout: 20_000 });
    await expect(definition(page, 'Gender')).toHaveText('Others');
    await expect(definition(page, 'Designation')).toHaveText('IT Support Engineer');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone Number').fill('9111111111');
    await page.getByRole('button', { name: 'Cancel Changes' }).click();
    await expect(definition(page, 'Phone Number')).toHaveText('9000012345');
  });

  test('EMP008 changes the password and signs in with the new one', async ({ page }) => {
    await signIn(page, 'EMP008');
    await openScreen(page, '/profile', 'Profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('All fields are required')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'profile-change-password');

    await dialog.getByLabel('Current Password').fill('wrong-password');
    await dialog.getByLabel('New Password', { exact: true }).fill('Brand-new-1');
    await dialog.getByLabel('Confirm New Password').fill('Brand-new-1');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect', { timeout: 20_000 });

    await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toHaveCount(0);

    await signOut(page);
    await page.getByLabel('Employee ID').fill('EMP008');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid employee ID or password.');

    await signIn(page, 'EMP008', 'Brand-new-1');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
