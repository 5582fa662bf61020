import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The connection banner's words (src/app/ConnectionBanner.tsx): one for offline, one for a slow first load. */
export const OFFLINE_BANNER = /^You appear to be offline\. Check your connection and try again\. What is on screen stays/;
export const SLOW_BANNER = 'This is taking longer than usual. Check your connection, or try again.';

export function banner(page: Page) {
  return page.getByTestId('connection-banner');
}

/** Every busy indicator (role status) of the page's main area, with its words. */
export async function spinnerTexts(page: Page): Promise<string[]> {
  return page.locator('main [role="status"]').evaluateAll((els) =>
    els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => (el.textContent ?? '').trim()),
  );
}

/** Takes the browser off the network (navigator.onLine turns false, every request fails) or back on. */
export async function setNetwork(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
}

/** The offline banner shows (once), within `timeout`. */
export async function expectOfflineBanner(page: Page, timeout = 10_000): Promise<void> {
  await expect(banner(page)).toHaveCount(1, { timeout });
  await expect(banner(page)).toContainText(OFFLINE_BANNER, { timeout });
}

/** The banner is gone (the network is back and nothing waits), within `timeout`. */
export async function expectNoBanner(page: Page, timeout = 10_000): Promise<void> {
  await expect(banner(page)).toHaveCount(0, { timeout });
}

/** The tab never reloaded itself: the marker set on the window at the start is still there. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}
