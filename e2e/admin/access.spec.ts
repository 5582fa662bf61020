import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';

const PAGE_DENIED = "You don't have permission to access this page.";

test.describe('an employee on the restricted routes', () => {
  // Journeys switch users several times; give a loaded machine room.
  test.describe.configure({ timeout: 120_000 });

  test('EMP001 gets Access Denied or the redirect on each route', async ({ page }) => {
    await signIn(page, 'EMP001');
    for (const route of [
      '/manage-requests',
      '/manage-requests/detail/EMP005-EMP005-001',
      '/ics-employee-centre',
      '/points-manager',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(PAGE_DENIED)).toBeVisible();
    }
    await expectAccessible(page);

    await page.goto('/redemption-centre');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("You don't have permission to access the Redemption Centre.")).toBeVisible();
    await expect(
      page.getByText('This feature is only available to administrators, managers, and finance team members.'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'access-denied-redemption-centre');

    await page.goto('/employee/EMP005');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    // The drawer offers none of these screens to an employee.
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const label of ['Manage Requests', 'Redemption Centre', 'Employee Centre', 'Point Activities']) {
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    }
  });

  test('FIN001 reaches the Redemption Centre but not the manager screens', async ({ page }) => {
    await signIn(page, 'FIN001');
    await page.goto('/redemption-centre');
    await expect(page.getByRole('heading', { level: 1, name: 'Redemption Centre' })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto('/manage-requests');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 20_000 });
    await page.goto('/employee/EMP001');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });
});
