import { expect, test, type Page } from '@playwright/test';
import { signedInPaths } from '../../src/domain/routes';
import { backend } from '../support/backend';
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

type RouteKey = keyof typeof signedInPaths;

/**
 * Every signed-in route (TypeScript asks for a row for each one of the route table): who opens
 * it, where, and the main heading its content shows.
 */
const ROUTES: Record<RouteKey, { as: 'EMP001' | 'ADM001'; path: string; heading: string | RegExp }> = {
  dashboard: { as: 'EMP001', path: signedInPaths.dashboard, heading: 'Dashboard' },
  earn: { as: 'EMP001', path: signedInPaths.earn, heading: 'Earn Points' },
  productivity: { as: 'EMP001', path: signedInPaths.productivity, heading: 'Daily Productivity' },
  redeem: { as: 'EMP001', path: signedInPaths.redeem, heading: 'Redeem Rewards' },
  history: { as: 'EMP001', path: signedInPaths.history, heading: 'Points History' },
  profile: { as: 'EMP001', path: signedInPaths.profile, heading: 'Profile' },
  manageRequests: { as: 'ADM001', path: signedInPaths.manageRequests, heading: 'Manage Requests' },
  requestDetail: {
    as: 'ADM001',
    path: signedInPaths.requestDetail('EMP006', 'EMP006-001'),
    heading: 'Request Details',
  },
  redemptionCentre: { as: 'ADM001', path: signedInPaths.redemptionCentre, heading: 'Redemption Centre' },
  employeeCentre: { as: 'ADM001', path: signedInPaths.employeeCentre, heading: 'Employee Centre' },
  employee: { as: 'ADM001', path: signedInPaths.employee('EMP006'), heading: 'Pooja Deshmukh' },
  pointsManager: { as: 'ADM001', path: signedInPaths.pointsManager, heading: 'Point Activities' },
};

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
