import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Signs in through the form, as a person would, and waits for the shell. */
export async function signIn(page: Page, employeeId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Employee ID').fill(employeeId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached({ timeout: 20_000 });
}

export async function signOut(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

/**
 * Every finite animation and CSS transition of the page has finished: axe measures colours, and what
 * it sees mid-fade depends on the machine's speed. CI's holidays.spec failed on a settled success
 * toast: sonner's rich text colours are under 4.5:1 (src/index.css darkens them). Spinners spin for
 * ever and are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // At most 5 s: a paused animation never finishes, and axe then reports what it sees.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

/** axe, once the page's animations have settled: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Screenshots at desktop and phone widths into e2e/screenshots/. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `e2e/screenshots/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e/screenshots/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(original);
}
