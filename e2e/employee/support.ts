import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a screen by URL and waits for its main heading. */
export async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached({ timeout: 20_000 });
}

/** The balance in the header ('N pts'). */
export async function headerPoints(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/^\d+ pts$/)
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** Picks a day in the open react-day-picker popover by its accessible name. */
export async function pickDay(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('grid').getByRole('button', { name }).click();
}

/** A field's value in a read-only definition list (Profile, Claim Details). */
export function definition(scope: Page | Locator, label: string): Locator {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}
