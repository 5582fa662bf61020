import { expect, test } from '@playwright/test';
import { HEARD_TEXT } from '../../src/data/live/heardText';
import { openListening } from '../network/support';
import { pendingClaimOf } from '../support/backend';
import { addPendingClaim } from '../support/othersWrites';
import { signIn } from '../support/session';
import { headerPoints } from './support';

test.describe('fresh data without reloads', () => {
  test.describe.configure({ timeout: 120_000 });

  test("an employee's open dashboard, never reloaded, shows MGR001's approval within 10 s", async ({
    browser,
  }) => {
    // A claim still pending when this runs (other journeys review some of the seed's).
    const { employeeId, claimId } = await pendingClaimOf(['EMP006', 'EMP001', 'EMP002', 'EMP008']);
    const employee = await (await browser.newContext()).newPage();
    await signIn(employee, employeeId);
    await expect(employee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeAttached();
    const before = await headerPoints(employee);
    // The bell's label says its count once it is known.
    const bell = employee.getByRole('button', { name: /^Notifications, / });
    await expect(bell).toBeVisible();
    const newBefore = /(\d+) new/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? '0';
    const navigations: string[] = [];
    employee.on('framenavigated', (frame) => {
      if (frame === employee.mainFrame()) navigations.push(frame.url());
    });

    const manager = await (await browser.newContext()).newPage();
    await signIn(manager, 'MGR001');
    await manager.goto(`/manage-requests/detail/${employeeId}-${claimId}`);
    await expect(manager.getByRole('heading', { name: 'Request Details' })).toBeVisible({ timeout: 20_000 });
    await manager.getByRole('button', { name: 'Approve' }).click();
    const confirm = manager.getByRole('dialog', { name: 'Approve Claim' });
    const points = Number(/credited (\d+) points/.exec((await confirm.textContent()) ?? '')?.[1]);
    expect(points).toBeGreaterThan(0);
    await confirm.getByRole('button', { name: 'Yes, Approve' }).click();
    await expect(manager.getByText(/^Claim approved successfully!/)).toBeVisible({ timeout: 20_000 });

    // No reload, no navigation: the header and the drawer follow the ledger within 10 s.
    await expect(employee.locator('header').getByText(`${before + points} pts`, { exact: true })).toBeVisible(
      {
        timeout: 10_000,
      },
    );
    // The bell counts the approval within the same 10 s and lists it when opened.
    await expect(bell).toHaveAccessibleName(`Notifications, ${Number(newBefore) + 1} new`, {
      timeout: 10_000,
    });
    await bell.click();
    const panel = employee.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel.getByRole('link', { name: new RegExp(`Claim approved: \\+${points} points.*${claimId}`) }),
    ).toBeVisible();
    await employee.screenshot({ path: 'e2e/screenshots/bell-open-desktop.png' });
    await employee.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications, none new');
    expect(navigations).toEqual([]);
    await employee.screenshot({ path: 'e2e/screenshots/live-balance-desktop.png' });
    await employee.context().close();
    await manager.context().close();
  });
});

test.describe('fresh data on staff screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a reviewer's open Manage Requests says within 10 s that a claim was filed, and 'Show' lists it", async ({ page }) => {
    await signIn(page, 'MGR001');
    await openListening(page, '/manage-requests', 'Manage Requests');
    const claim = await addPendingClaim('EMP002', 'PA001');
    try {
      await expect(page.getByText(HEARD_TEXT.claims)).toBeVisible({ timeout: 10_000 });
      await page.screenshot({ path: 'e2e/screenshots/heard-changes-desktop.png' });
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page.getByRole('link', { name: `View Details of ${claim.claimId}` })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText(HEARD_TEXT.claims)).toHaveCount(0);
    } finally {
      await claim.remove();
    }
  });
});
