import { expect, test, type Page } from '@playwright/test';
import { isSunday } from '../../src/domain/streaks';
import { istDayKey } from '../../src/domain/ist';
import { screenshots, signIn } from '../support/session';
import { openScreen } from './support';

/** The number of days a streak figure ('12 days') shows. */
async function days(page: Page, testId: 'streak-current' | 'streak-best', within = page.locator('body')): Promise<number> {
  const figure = within.getByTestId(testId);
  await expect(figure).toHaveText(/^\d+ days?$/, { timeout: 20_000 });
  return Number((await figure.textContent())?.split(' ')[0]);
}

test.describe('report streaks', () => {
  test('EMP002 keeps a streak across the company day and their leave day, and filing today adds one', async ({ page }) => {
    // The demo: EMP002 reported on every working day of the last two weeks except the company
    // holiday (9 days ago) and their approved leave (2-3 days ago).
    await signIn(page, 'EMP002');
    await openScreen(page, '/productivity', 'Daily Productivity');
    const card = page.getByRole('region', { name: 'Report streak' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    const before = await days(page, 'streak-current', card);
    // Ten expected days since the company day's week began: the streak goes through both days off.
    expect(before).toBeGreaterThanOrEqual(10);
    expect(await days(page, 'streak-best', card)).toBeGreaterThanOrEqual(before);
    await expect(page.locator('[data-state="holiday"]').first()).toBeAttached();
    await screenshots(page, 'productivity-streak');

    await page.getByRole('button', { name: "Submit Today's Report" }).click();
    const form = page.getByRole('dialog', { name: 'Daily Productivity Report' });
    await form.getByLabel('Tasks Done Today in Brief').fill('Inspected the HVAC units on floors 3 and 4.');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText("Today's report has been submitted")).toBeVisible({ timeout: 20_000 });
    // A Sunday's report neither counts nor breaks (the demo has no holiday today).
    const expected = isSunday(istDayKey(new Date())) ? before : before + 1;
    await expect(card.getByTestId('streak-current')).toHaveText(`${expected} days`, { timeout: 20_000 });

    await openScreen(page, '/dashboard', 'Dashboard');
    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByTestId('streak-current')).toHaveText(`${expected} days`, { timeout: 20_000 });
  });
});
