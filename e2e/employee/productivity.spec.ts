import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { openScreen } from './support';

function todayKey(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('daily productivity', () => {
  test("EMP004 files today's report and the submit button goes", async ({ page }) => {
    await signIn(page, 'EMP004');
    await openScreen(page, '/productivity', 'Daily Productivity');
    await expect(page.getByText("You haven't submitted today's report yet")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Report Submitted');
    await expect(page.getByRole('button', { name: /^View All Reports \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reports' }).getByRole('listitem')).toHaveCount(7);
    const today = page.locator(`[data-day="${todayKey()}"]`);
    await expect(today).toHaveAttribute('data-state', 'today');
    await expectAccessible(page);
    await screenshots(page, 'productivity');

    await page.getByRole('list', { name: 'Reports' }).getByRole('button').first().click();
    const tasks = page.getByRole('dialog', { name: 'Daily Tasks' });
    await expect(tasks.getByText('Tasks:')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'productivity-daily-tasks');
    await tasks.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.locator('[data-state="submitted"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();

    await page.getByRole('button', { name: "Submit Today's Report" }).click();
    const form = page.getByRole('dialog', { name: 'Daily Productivity Report' });
    const submit = form.getByRole('button', { name: 'Submit Report' });
    await expect(submit).toBeDisabled();
    await form
      .getByLabel('Tasks Done Today in Brief')
      .fill('Onboarded two new joiners and updated the leave register.');
    await expect(submit).toBeEnabled();
    await expectAccessible(page);
    await screenshots(page, 'productivity-submit');
    await submit.click();

    await expect(page.getByText("Today's report has been submitted")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: "Submit Today's Report" })).toHaveCount(0);
    await expect(today).toHaveAttribute('data-state', 'submitted');
    await page.reload();
    await expect(page.getByText("Today's report has been submitted")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: "Submit Today's Report" })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'productivity-filed');
  });
});
