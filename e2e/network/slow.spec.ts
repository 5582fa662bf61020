import { expect, test, type Page } from '@playwright/test';
import { signedInPaths } from '../../src/domain/routes';
import { signIn } from '../support/session';
import { banner, SLOW_BANNER, spinners } from './support';

/** A poor mobile connection: 1.5 s round trips, 40 KB/s each way. */
const SLOW = { offline: false, latency: 1_500, downloadThroughput: 40_000, uploadThroughput: 40_000 };

/** The screens staff open all day. */
const SCREENS = [
  { path: signedInPaths.manageRequests, heading: 'Manage Requests' },
  { path: signedInPaths.requestDetail('EMP006', 'EMP006-001'), heading: 'Request Details' },
  { path: signedInPaths.redemptionCentre, heading: 'Redemption Centre' },
  { path: signedInPaths.dashboard, heading: 'Dashboard' },
];

/**
 * Watches the screen until it is complete: every spinner has words, and none stays for more than
 * 5 s without the words about the connection beside it.
 */
async function watchUntilComplete(page: Page, heading: string): Promise<void> {
  // Since when the same spinner (by its words) has shown.
  let spinning = null as { words: string; since: number } | null;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [shown, title, slowSaid] = await Promise.all([
      spinners(page),
      page.getByRole('heading', { level: 1, name: heading }).isVisible(),
      banner(page).filter({ hasText: SLOW_BANNER }).isVisible(),
    ]);
    for (const words of shown) expect(words, 'a spinner has words').not.toBe('');
    const now = Date.now();
    const words = shown.join(' | ');
    if (shown.length === 0) spinning = null;
    else if (spinning?.words !== words) spinning = { words, since: now };
    if (spinning && now - spinning.since > 5_500) {
      expect(slowSaid, `after 5 s of '${shown.join("', '")}' the screen says the connection is slow`).toBe(true);
    }
    if (title && shown.length === 0) return;
    expect(now, `${heading} completes on a slow connection`).toBeLessThan(deadline);
    await page.waitForTimeout(250);
  }
}

test('a slow connection: no spinner without words, and after 5 s the screen says why', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, 'MGR001');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  for (const { path, heading } of SCREENS) {
    await test.step(path, async () => {
      await page.goto(path, { waitUntil: 'commit' });
      await watchUntilComplete(page, heading);
    });
  }
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(banner(page)).toHaveCount(0, { timeout: 10_000 });
});
