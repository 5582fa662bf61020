import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

/** YYYY-MM-DD of a local date. */
const keyOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The most recent working day at least two days back that the demo has not made a holiday. */
async function pastWorkingDay(page: Page): Promise<string> {
  for (let back = 2; back < 20; back++) {
    const d = new Date();
    d.setDate(d.getDate() - back);
    if (d.getDay() === 0) continue;
    const key = keyOf(d);
    if ((await page.locator(`#graph-day option[value="${key}"]`).count()) === 1) return key;
  }
  throw new Error('no working day in the graph');
}

/** The admin's own calendar (ADM001 files no reports), on the month of `day`. */
async function calendarCell(page: Page, day: string) {
  await open(page, '/productivity', 'Daily Productivity');
  const cell = page.locator(`[data-day="${day}"]`);
  // The calendar shows once the reports have loaded: this month, with today in it.
  await expect(page.locator(`[data-day="${keyOf(new Date())}"]`)).toBeVisible({ timeout: 20_000 });
  if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Previous month' }).click();
  return cell;
}

test('an admin sets a holiday: every calendar shows it, never missed, and the graph leaves it out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'ADM001');
  await open(page, '/ics-employee-centre', 'Employee Centre');
  await page.getByRole('button', { name: 'Show Productivity Graph' }).click();
  await expect(page.getByText('Total Reports')).toBeVisible({ timeout: 20_000 });
  const day = await pastWorkingDay(page);
  await expect(await calendarCell(page, day)).toHaveAttribute('data-state', 'missed');

  await open(page, '/ics-employee-centre', 'Employee Centre');
  await page.getByRole('tab', { name: 'Holidays' }).click();
  // The demo's national holidays show among this year's.
  await expect(page.getByText('Republic Day')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Name').fill('Flood closure');
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(page.getByText(/Flood closure on .* is a holiday\./)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'holidays');

  const cell = await calendarCell(page, day);
  await expect(cell).toHaveAttribute('data-state', 'holiday');
  await expect(cell.getByRole('img')).toHaveAccessibleName(/: Holiday \(Flood closure\)$/);
  await expectAccessible(page);

  await open(page, '/ics-employee-centre', 'Employee Centre');
  await page.getByRole('button', { name: 'Show Productivity Graph' }).click();
  await expect(page.getByText('Total Reports')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(`#graph-day option[value="${day}"]`)).toHaveCount(0);

  // Removed again: a working day, missed as before.
  await page.getByRole('tab', { name: 'Holidays' }).click();
  await page.getByRole('button', { name: 'Remove Flood closure' }).click();
  await page.getByRole('dialog', { name: 'Remove holiday' }).getByRole('button', { name: 'Remove' }).click();
  // Removed once the app says so (the button hides while the removal is on its way: leaving the page
  // then would abandon it).
  await expect(page.getByText('Flood closure was removed.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Remove Flood closure' })).toHaveCount(0);
  await expect(await calendarCell(page, day)).toHaveAttribute('data-state', 'missed');
});
