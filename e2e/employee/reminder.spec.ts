import { expect, test } from '@playwright/test';
import { parseDay } from '../../src/domain/dates';
import { isWorkingDay } from '../../src/domain/calendar';
import { DEFAULT_REMINDER_HOUR, REMINDER_TEXTS } from '../../src/domain/reminder';
import { istDayKey } from '../../src/domain/ist';
import { DEMO_FIXED_HOLIDAYS } from '../../scripts/seed-data';
import { expectAccessible, screenshots, signIn } from '../support/session';

// EMP005: no other browser test files a report for them, and the demo seeds none for today.
const EMPLOYEE = 'EMP005';

test.describe('the daily report reminder', () => {
  test.describe.configure({ timeout: 120_000 });

  test("after the reminder hour EMP005 sees the banner and the bell's item, files, and both are gone", async ({
    page,
  }) => {
    // Today in India as the rules see it (their time is the server's, unchanged); the browser's clock is
    // set to 18:00 IST of that day, past the default hour, whatever the real time.
    const today = istDayKey(new Date());
    await page.clock.setFixedTime(new Date(`${today}T18:00:00+05:30`));
    const holidays = new Map(DEMO_FIXED_HOLIDAYS.map((h) => [`${today.slice(0, 4)}-${h.monthDay}`, h.name]));
    const day = parseDay(today);
    expect(day).not.toBeNull();

    await signIn(page, EMPLOYEE);
    const banner = page.getByRole('region', { name: 'Report reminder' });
    if (!day || !isWorkingDay(day, holidays)) {
      // A Sunday or a holiday: nobody is reminded (src/domain/reminder.test.ts covers the rest).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(banner).toHaveCount(0);
      return;
    }
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText(REMINDER_TEXTS.banner);
    expect(DEFAULT_REMINDER_HOUR).toBeLessThan(18);
    await expectAccessible(page);
    await screenshots(page, 'reminder-banner');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell.getByRole('link', { name: REMINDER_TEXTS.bell })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await banner.getByRole('link', { name: REMINDER_TEXTS.action }).click();
    const form = page.getByRole('dialog', { name: 'Daily Productivity Report' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel('Tasks Done Today in Brief').fill('Closed the November vendor reconciliation and filed the GST returns.');
    await form.getByRole('button', { name: 'Submit Report' }).click();

    await expect(page.getByText("Today's report has been submitted")).toBeVisible({ timeout: 20_000 });
    await expect(form).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    // Gone on the other pages too, without a reload, and from the bell.
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(bell).toBeVisible();
    await expect(bell.getByRole('link', { name: REMINDER_TEXTS.bell })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await screenshots(page, 'reminder-filed');
  });
});
