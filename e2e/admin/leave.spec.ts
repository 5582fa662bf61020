import { expect, test } from '@playwright/test';
import { readDoc } from '../support/backend';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

/**
 * The holiday the journey sets: the next working day of this month (the calendar shows no later
 * month), else, at a month's end, the last day before today that EMP001 did not report (a reported day
 * shows as reported, whatever else it is: a Sunday does). Removed again at the end.
 */
async function holidayDay(now: Date, leaveDay: string): Promise<Date> {
  for (let i = 1; i <= 7; i++) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
    if (d.getMonth() !== now.getMonth()) break;
    if (d.getDay() !== 0) return d;
  }
  for (let i = 1; ; i++) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - i);
    if (keyOf(d) !== leaveDay && !(await readDoc(`users/EMP001/productivityReports/${keyOf(d)}`))) return d;
  }
}

/** YYYY-MM-DD of a local date. */
const keyOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The journey's today: the real one when it is a working day; on a day off (a Sunday, a company holiday:
 * leave there grants nothing, and every earlier working day of the week may already be reported, which
 * an approval does not grant) the next working day at 10:00, which the three browsers take as their
 * clock (the server's own time is a day or two behind, within what leave may be asked ahead).
 */
async function journeyToday(real: Date): Promise<Date> {
  for (let i = 0; ; i++) {
    const d = new Date(real.getFullYear(), real.getMonth(), real.getDate() + i, i === 0 ? real.getHours() : 10);
    if (d.getDay() !== 0 && !(await readDoc(`holidays/${keyOf(d)}`))) return i === 0 ? real : d;
  }
}

test("an employee's leave day approved by their manager is On leave: never missing, never missed; an admin's holiday ahead shows too", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const real = new Date();
  const now = await journeyToday(real);
  const leaveDay = keyOf(now);
  const holiday = keyOf(await holidayDay(now, leaveDay));
  /** A signed-out browser whose clock says the journey's today. */
  const newPage = async () => {
    const context = await browser.newContext();
    if (now !== real) await context.clock.setSystemTime(now);
    return context.newPage();
  };

  // An admin sets a holiday ahead.
  const admin = await newPage();
  await signIn(admin, 'ADM001');
  await open(admin, '/ics-employee-centre', 'Employee Centre');
  await admin.getByRole('tab', { name: 'Holidays' }).click();
  await admin.getByLabel('Date').fill(holiday);
  await admin.getByLabel('Name').fill('Leave journey day');
  await admin.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(admin.getByText(/Leave journey day on .* is a holiday\./)).toBeVisible({ timeout: 20_000 });

  // EMP001 (queue M1) asks for the leave day off.
  const employee = await newPage();
  await signIn(employee, 'EMP001');
  await open(employee, '/productivity', 'Daily Productivity');
  await employee.getByRole('button', { name: 'Ask for Leave' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Ask for Leave' });
  await dialog.getByLabel('First day').fill(leaveDay);
  await dialog.getByLabel('Last day').fill(leaveDay);
  await dialog.getByLabel('Reason').fill('Fever');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(employee.getByText('Leave request sent to your reviewer.')).toBeVisible({ timeout: 20_000 });
  await expect(employee.getByText('Pending')).toBeVisible();
  // Axe once the toast has gone (mid-fade its colours are not the page's).
  await expect(employee.getByText('Leave request sent to your reviewer.')).toBeHidden({ timeout: 20_000 });
  await expectAccessible(employee);

  // MGR001 reviews M1: approves it.
  const manager = await newPage();
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

  // The leave day's lists: EMP001 is On leave, not Missing.
  await open(manager, '/ics-employee-centre', 'Employee Centre');
  await manager.getByRole('button', { name: 'Show Productivity Graph' }).click();
  await expect(manager.getByText('Total Reports')).toBeVisible({ timeout: 20_000 });
  await manager.locator('#graph-day').selectOption(leaveDay);
  await manager.getByRole('button', { name: 'View Reports' }).click();
  const lists = manager.getByRole('dialog', { name: 'Productivity Reports' });
  await expect(lists.getByRole('list', { name: 'On leave' }).getByText('EMP001')).toBeVisible({ timeout: 20_000 });
  await expect(lists.getByRole('list', { name: 'Missing Reports' }).getByText('EMP001')).toHaveCount(0);
  await expectAccessible(manager);
  await screenshots(manager, 'day-lists-on-leave');

  // EMP001's calendar: today On leave, the holiday ahead a holiday; the page says so.
  await employee.reload();
  await expect(employee.locator(`[data-day="${leaveDay}"]`)).toHaveAttribute('data-state', 'leave', { timeout: 20_000 });
  await expect(employee.getByText('You are on approved leave today: no report is expected.')).toBeVisible();
  await expect(employee.locator(`[data-day="${holiday}"]`)).toHaveAttribute('data-state', 'holiday');
  await expectAccessible(employee);
  await screenshots(employee, 'my-leave');

  // The holiday removed again, so later journeys see the demo's calendar.
  await admin.getByRole('button', { name: 'Remove Leave journey day' }).click();
  await admin.getByRole('dialog', { name: 'Remove holiday' }).getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByRole('button', { name: 'Remove Leave journey day' })).toHaveCount(0, { timeout: 20_000 });
});
