import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { openScreen } from './support';

/** The box of an element on screen. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

async function profileParts(page: Page) {
  await openScreen(page, '/profile', 'Profile');
  const summary = page
    .getByRole('button', { name: 'Change Password' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  const details = page
    .locator('dt', { hasText: 'Employee ID' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(details).toBeVisible({ timeout: 20_000 });
  return { summary: await box(summary), details: await box(details) };
}

test.describe('layouts the product describes', () => {
  test('the profile: summary beside the details on desktop, above them on a phone', async ({ page }) => {
    await signIn(page, 'EMP006');
    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await profileParts(page);
    expect(desktop.summary.x + desktop.summary.width).toBeLessThanOrEqual(desktop.details.x);
    expect(Math.abs(desktop.summary.y - desktop.details.y)).toBeLessThan(2);

    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await profileParts(page);
    expect(phone.summary.y + phone.summary.height).toBeLessThanOrEqual(phone.details.y);
    expect(Math.abs(phone.summary.x - phone.details.x)).toBeLessThan(2);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the report list scrolls at a fixed height when all reports are shown', async ({ page }) => {
    await signIn(page, 'EMP004');
    await openScreen(page, '/productivity', 'Daily Productivity');
    await page.getByRole('button', { name: /^View All Reports \(\d+\)$/ }).click();
    const list = page.getByRole('list', { name: 'Reports' });
    await expect(list.getByRole('listitem').nth(7)).toBeAttached();
    const sizes = await list.evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
    }));
    expect(sizes.maxHeight).toBe('448px');
    expect(sizes.overflowY).toBe('auto');
    expect(sizes.client).toBeLessThanOrEqual(448);
  });

  test("the graph's tooltip names the day and its reports", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'MGR001');
    await openScreen(page, '/ics-employee-centre', 'Employee Centre');
    await page.getByRole('button', { name: 'Show Productivity Graph' }).click();
    const line = page.locator('.recharts-line');
    await expect(line).toBeVisible({ timeout: 30_000 });
    const chart = await box(page.locator('.recharts-surface').first());
    // Across the plot: the tooltip follows the pointer and names a day with its count.
    const tooltip = page.locator('.recharts-tooltip-wrapper');
    await page.mouse.move(chart.x + chart.width * 0.6, chart.y + chart.height / 2);
    await expect(tooltip).toHaveText(/^.+: \d+ reports?$/, { timeout: 10_000 });
  });
});
