import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, signOut } from '../support/session';

/** The balance the header shows ('N pts'). */
export async function balance(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/^\d+ pts$/)
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** Signs the current user out and another one in, in the same tab. */
export async function switchUser(page: Page, employeeId: string): Promise<void> {
  await signOut(page);
  await signIn(page, employeeId);
}

/** Opens a page of the app and waits until its main heading shows. */
export async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Waits until an element is enabled and its CSS transitions have finished (axe measures colours). */
export async function settled(locator: Locator): Promise<void> {
  await expect(locator).toBeEnabled();
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}
