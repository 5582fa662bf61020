import { expect, test } from '@playwright/test';
import { readDoc } from '../support/backend';
import { addEmployee, addPendingClaim } from '../support/othersWrites';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open, switchUser } from './support';

const LEAVER = 'EMP077';
const REASON = 'Resigned: moved to another city';

test("an admin records a leaver: deactivated, and their pending claim leaves the manager's My queue", async ({ page }) => {
  test.setTimeout(180_000);
  const employee = await addEmployee(LEAVER, 'Leela Menon');
  const claim = await addPendingClaim(LEAVER, 'PA001');
  try {
    // Before: MGR001 (who reviews every queue) has the claim in My queue.
    await signIn(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    await expect(page.getByRole('radio', { name: /My queue/ })).toBeChecked();
    const link = page.getByRole('link', { name: `View Details of ${claim.claimId}` });
    await expect(link).toBeVisible({ timeout: 20_000 });

    await switchUser(page, 'ADM001');
    await open(page, `/employee/${LEAVER}`, 'Leela Menon');
    await page.getByRole('button', { name: 'Record Leaver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Leaver' });
    await expect(dialog).toContainText('will be deactivated for good');
    // The form says what is missing before anything is written.
    await dialog.getByRole('button', { name: 'Record Leaver' }).click();
    await expect(dialog.getByText('Please provide a reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill(REASON);
    await expectAccessible(page);
    await screenshots(page, 'leaver-dialog');
    await dialog.getByRole('button', { name: 'Record Leaver' }).click();
    const told = page.getByText('Leela Menon was recorded as a leaver. 1 claim awaiting review withdrawn.');
    await expect(told).toBeVisible({ timeout: 30_000 });
    // axe measures colours: a toast mid-fade fails contrast, so the page is checked once it has gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(`: ${REASON}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate Account' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'leaver-recorded');

    // The backend: deactivated with the day and the reason; the claim withdrawn with the reason.
    expect(await readDoc(`users/${LEAVER}`)).toMatchObject({ isActive: false, leftReason: REASON, pendingClaims: 0 });
    expect(await readDoc(`users/${LEAVER}/requestedClaims/${claim.claimId}`)).toMatchObject({
      status: 'withdrawn',
      managerComment: REASON,
    });

    // After: the claim is no longer in MGR001's My queue.
    await switchUser(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    await expect(page.getByRole('radio', { name: /My queue/ })).toBeChecked();
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveText(/^Pending \(\d+\)$/, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible({ timeout: 20_000 });
    await expect(link).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await employee.remove();
  }
});

test("the demo's leaver EMP902: left on a day with a reason, no account controls, and the trail's entry", async ({ page }) => {
  await signIn(page, 'ADM001');
  await open(page, '/employee/EMP902', 'Arjun Nair');
  await expect(page.getByText(/^Left on .+: Resigned: moved to Bengaluru$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Record Leaver' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Block Account|Unblock Account/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Audit entries' }).getByText('Leaver recorded').first()).toBeVisible({ timeout: 20_000 });
});
