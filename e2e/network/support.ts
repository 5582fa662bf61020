import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { open } from '../admin/support';
import { OFFLINE_MESSAGE } from '../../src/data/errors';

/** The connection banner's words (src/app/ConnectionBanner.tsx): one for offline, one for a slow first load. */
export const OFFLINE_BANNER = /^You appear to be offline\. Check your connection and try again\. What is on screen stays/;
export const SLOW_BANNER = 'This is taking longer than usual. Check your connection, or try again.';

export function banner(page: Page) {
  return page.getByTestId('connection-banner');
}

/** What an error boundary says when a page's code could not load offline (src/app/ErrorBoundary.tsx). */
export const CODE_OFFLINE = 'This page could not be loaded without a network. It loads by itself when the connection returns.';

/** The spinners (role status with the spinning mark) the page shows, with their words. */
export async function spinners(page: Page): Promise<string[]> {
  return page.locator('[role="status"]:has(.animate-spin)').evaluateAll((els) =>
    els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => (el.textContent ?? '').trim()),
  );
}

/** What the screen shows now: its heading, any spinner, an offline message, a load error. */
async function screenState(page: Page, heading: string | RegExp) {
  const [title, spinning, offline, codeOffline, loadErrors] = await Promise.all([
    page.getByRole('heading', { level: 1, name: heading }).isVisible(),
    spinners(page),
    banner(page).isVisible(),
    page.getByText(CODE_OFFLINE).isVisible(),
    page.locator('main [role="alert"]').filter({ hasText: /could not|failed/i }).count(),
  ]);
  return { title, spinning, offline: offline || codeOffline, loadErrors };
}

/** Within 10 s: the screen's content (its heading, no spinner) or a clear offline message. */
export async function expectContentOrOffline(page: Page, heading: string | RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const s = await screenState(page, heading);
      return s.offline || (s.title && s.spinning.length === 0);
    }, { timeout: 10_000, message: 'the screen shows its content or says it is offline' })
    .toBe(true);
}

/** Within 10 s: the heading, no spinner, no offline message, no load error. */
export async function expectComplete(page: Page, heading: string | RegExp): Promise<void> {
  await expect
    .poll(() => screenState(page, heading), { timeout: 10_000, message: 'the screen is complete' })
    .toEqual({ title: true, spinning: [], offline: false, loadErrors: 0 });
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

/**
 * A write's own answer when the network is gone (a toast, or a line of the screen's own): the
 * banner says the same with more words, so match it exactly.
 */
export function offlineAnswer(page: Page, prefix = '') {
  return page.getByText(`${prefix}${OFFLINE_MESSAGE}`, { exact: true });
}

/**
 * Opens the page, then waits until its realtime channel has opened its connection (Firestore's
 * Listen channel), counting only the page's own requests, not the previous one's.
 */
export async function openListening(page: Page, path: string, heading: string) {
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  page.on('framenavigated', onNavigated);
  try {
    const channel = page.waitForRequest(
      (r) => committed && /google\.firestore\.v1\.Firestore\/Listen\/channel/.test(r.url()),
      { timeout: 30_000 },
    );
    await open(page, path, heading);
    await channel;
  } finally {
    page.off('framenavigated', onNavigated);
  }
}
