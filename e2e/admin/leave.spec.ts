import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

/**
 * The holiday the journey sets: the next working day of this month (the calendar shows no later
 * month), else, at a month's end, the last one before today; never a Sunday (off already, and its
 * calendar state says so). Removed again at the end.
 */
function holidayDay(now: Date): Date {
  for (let i = 1; i <= 7; i++) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
    if (d.getMonth() !== now.getMonth()) break;
    if (d.getDay() !== 0) return d;
  }
  for (let i = 1; ; i++) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - i);
    if (d.getDay() !== 0) return d;
  }
}

/** YYYY-MM-DD of a local date. */
const keyOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test("an employee's leave day approved by their manager is On leave: never missing, never missed; an admin's holiday ahead shows too", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const today = keyOf(new Date());
  const ahead = holidayDay(new Date());
  const holiday = keyOf(ahead);

  // An admin sets a holiday ahead.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'ADM001');
  await open(admin, '/ics-employee-centre', 'Employee Centre');
  await admin.getByRole('tab', { name: 'Holidays' }).click();
  await admin.getByLabel('Date').fill(holiday);
  await admin.getByLabel('Name').fill('Leave journey day');
  await admin.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(admin.getByText(/Leave journey day on .* is a holiday\./)).toBeVisible({ timeout: 20_000 });

  // EMP001 (queue M1) asks for today off.
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'EMP001');
  await open(employee, '/productivity', 'Daily Productivity');
  await employee.getByRole('button', { name: 'Ask for Leave' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Ask for Leave' });
  await dialog.getByLabel('First day').fill(today);
  await dialog.getByLabel('Last day').fill(today);
  await dialog.getByLabel('Reason').fill('Fever');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(employee.getByText('Leave request sent to your reviewer.')).toBeVisible({ timeout: 20_000 });
  await expect(employee.getByText('Pending')).toBeVisible();
  // Axe once the toast has gone (mid-fade its colours are not the page's).
  await expect(employee.getByText('Leave request sent to your reviewer.')).toBeHidden({ timeout: 20_000 });
  await expectAccessible(employee);

  // MGR001 reviews M1: approves it.
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'MGR001');
  await open(manager, '/ics-employee-centre', 'Employee Centre');
  await manager.getByRole('tab', { name: 'Leave requests' }).click();
  // EMP001's request: the demo's older request of EMP003 (M1) is listed first (oldest first).
  await manager.getByRole('listitem').filter({ hasText: '(EMP001)' }).getByRole('button', { name: /^Approve leave of / }).click();
  await manager.getByRole('dialog', { name: 'Approve leave' }).getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('Leave approved.')).toBeVisible({ timeout: 20_000 });
  await expect(manager.getByText('Leave approved.')).toBeHidden({ timeout: 20_000 });
  await expectAccessible(manager);
  await screenshots(manager, 'leave-requests');

  // Today's lists: EMP001 is On leave, not Missing.
  await open(manager, '/ics-employee-centre', 'Employee Centre');
  await manager.getByRole('button', { name: 'Show Productivity Graph' }).click();
  await expect(manager.getByText('Total Reports')).toBeVisible({ timeout: 20_000 });
  await manager.locator('#graph-day').selectOption(today);
  await manager.getByRole('button', { name: 'View Reports' }).click();
  const lists = manager.getByRole('dialog', { name: 'Productivity Reports' });
  await expect(lists.getByRole('list', { name: 'On leave' }).getByText('EMP001')).toBeVisible({ timeout: 20_000 });
  await expect(lists.getByRole('list', { name: 'Missing Reports' }).getByText('EMP001')).toHaveCount(0);
  await expectAccessible(manager);
  await screenshots(manager, 'day-lists-on-leave');

  // EMP001's calendar: today On leave, the holiday ahead a holiday; the bell says so.
  await employee.reload();
  await expect(employee.locator(`[data-day="${today}"]`)).toHaveAttribute('data-state', 'leave', { timeout: 20_000 });
  await expect(employee.getByText('You are on approved leave today: no report is expected.')).toBeVisible();
  await expect(employee.locator(`[data-day="${holiday}"]`)).toHaveAttribute('data-state', 'holiday');
  await expectAccessible(employee);
  await screenshots(employee, 'my-leave');

  // The holiday removed again, so later journeys see the demo's calendar.
  await admin.getByRole('button', { name: 'Remove Leave journey day' }).click();
  await admin.getByRole('dialog', { name: 'Remove holiday' }).getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByRole('button', { name: 'Remove Leave journey day' })).toHaveCount(0, { timeout: 20_000 });
});
