import { expect, test, type Page } from '@playwright/test';
import { backend } from '../support/backend';
import { signedInRouteTable, type RouteKey, type RouteRow } from '../support/routes';
import { signIn } from '../support/session';
import {
  banner,
  CODE_OFFLINE,
  expectComplete,
  expectContentOrOffline,
  expectSameDocument,
  markWindow,
  setNetwork,
} from './support';

/**
 * Every signed-in route (e2e/support/routes.ts): an employee opens the ones every role may open, an
 * admin the guarded ones.
 */
const TABLE = signedInRouteTable({ employeeId: 'EMP006', name: 'Pooja Deshmukh' }, 'EMP006-001');
const ROUTES = Object.fromEntries(
  (Object.keys(TABLE) as RouteKey[]).map((key) => [key, { ...TABLE[key], as: TABLE[key].area ? 'ADM001' : 'EMP001' }]),
) as Record<RouteKey, RouteRow & { as: 'EMP001' | 'ADM001' }>;

/**
 * When the network drops, in ms after the page loaded: while its code and first reads arrive, and
 * around the realtime channel's start (2 to 8 s after the page, once it is quiet).
 */
const DROPS_MS = [200, 1_000, 3_000, 8_000];

/** The signed-in user's name as the header shows it; the test changes it while offline. */
async function setName(employeeId: string, name: string): Promise<void> {
  await backend().doc(`users/${employeeId}`).update({ name });
}

/**
 * Opens the route, then at each moment: the network drops; within 10 s the screen shows its content
 * or says it is offline (never only a spinner, never the browser's offline page); the network
 * returns; within 10 s the screen is complete, without a reload. At the last moment someone changes
 * the user's name meanwhile: back online, the header shows the new one (the screen is current).
 */
async function dropAndRecover(page: Page, employeeId: string, path: string, heading: string | RegExp) {
  const original = String((await backend().doc(`users/${employeeId}`).get()).data()?.name);
  await page.goto(path);
  const loaded = Date.now();
  await markWindow(page);
  for (const [i, at] of DROPS_MS.entries()) {
    const wait = at - (Date.now() - loaded);
    if (wait > 0) await page.waitForTimeout(wait);
    await setNetwork(page.context(), false);
    await expectContentOrOffline(page, heading);
    const last = i === DROPS_MS.length - 1;
    const renamed = `${original} Renamed`;
    if (last) await setName(employeeId, renamed);
    await setNetwork(page.context(), true);
    await expectComplete(page, heading);
    if (last) {
      await expect(page.getByRole('banner').getByText(renamed)).toBeVisible({ timeout: 10_000 });
      await setName(employeeId, original);
    }
  }
  await expectSameDocument(page);
}

test.describe('the network drops at any moment, on every signed-in route', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const role of ['EMP001', 'ADM001'] as const) {
    const keys = (Object.keys(ROUTES) as RouteKey[]).filter((key) => ROUTES[key].as === role);
    test(`as ${role}: ${keys.join(', ')}`, async ({ page }) => {
      await signIn(page, role);
      for (const key of keys) {
        const { path, heading } = ROUTES[key];
        await test.step(key, () => dropAndRecover(page, role, path, heading));
      }
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByText(CODE_OFFLINE)).toHaveCount(0);
    });
  }
});
