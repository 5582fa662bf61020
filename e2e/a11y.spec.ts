import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, screenshots, signIn } from './support/session';

/**
 * Axe reports no violation of any impact (minor included) on any signed-in screen, at
 * desktop and phone width, each screen opened by the role that uses it. Every screen is checked
 * before the test fails, so one run lists everything there is to fix.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  /** Opens the screen (the page is signed in as the right role) and waits until it has loaded. */
  open: (page: Page) => Promise<void>;
  /** Puts the screen into a further state worth checking (a tab, a graph). */
  then?: { name: string; run: (page: Page) => Promise<void> };
  screenshot?: string;
}

/** Nothing is loading any more and no CSS transition is running (axe measures colours). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  await animationsSettled(page);
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached({ timeout: 20_000 });
  await settled(page);
}

async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${where}: ${v.id} [${v.impact ?? 'unknown'}] ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

async function checkAll(page: Page, employeeId: string, screens: readonly Screen[]): Promise<void> {
  await signIn(page, employeeId);
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const s of screens) {
      await test.step(`${s.name} (${size.name})`, async () => {
        await s.open(page);
        found.push(...(await violations(page, `${employeeId} ${s.name} ${size.name}`)));
        if (s.then) {
          await s.then.run(page);
          await settled(page);
          found.push(...(await violations(page, `${employeeId} ${s.name}, ${s.then.name} ${size.name}`)));
        }
      });
    }
  }
  for (const s of screens) {
    if (s.screenshot) {
      await s.open(page);
      await screenshots(page, s.screenshot);
    }
  }
  expect(found).toEqual([]);
}

test.describe('axe: no violations of any impact on every signed-in screen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('employee screens as EMP001', async ({ page }) => {
    await checkAll(page, 'EMP001', [
      { name: 'Dashboard', open: (p) => visit(p, '/dashboard', 'Dashboard') },
      { name: 'Earn Points', open: (p) => visit(p, '/earn', 'Earn Points') },
      { name: 'Daily Productivity', open: (p) => visit(p, '/productivity', 'Daily Productivity') },
      {
        name: 'Redeem Rewards',
        open: (p) => visit(p, '/redeem', 'Redeem Rewards'),
        then: {
          name: 'Previous Redemptions',
          run: (p) => p.getByRole('tab', { name: 'Previous Redemptions' }).click(),
        },
      },
      {
        name: 'Points History',
        open: (p) => visit(p, '/history', 'Points History'),
        then: {
          name: 'Approved Requests',
          // Phones show tabs; desktop shows both lists at once.
          run: async (p) => {
            const tab = p.getByRole('tab', { name: 'Approved Requests' });
            if (await tab.count()) await tab.click();
          },
        },
        screenshot: 'history-statuses',
      },
      { name: 'Profile', open: (p) => visit(p, '/profile', 'Profile') },
    ]);
  });

  test('Manage Requests, request detail, Employee Centre and employee detail as MGR001', async ({ page }) => {
    await checkAll(page, 'MGR001', [
      { name: 'Manage Requests', open: (p) => visit(p, '/manage-requests', 'Manage Requests') },
      {
        name: 'Request detail',
        open: async (p) => {
          await visit(p, '/manage-requests', 'Manage Requests');
          await p
            .getByRole('link', { name: /^View Details of / })
            .first()
            .click();
          await expect(p.getByRole('heading', { level: 1, name: 'Request Details' })).toBeVisible();
          await expect(
            p.getByRole('region', { name: 'Activity terms' }).getByRole('definition').first(),
          ).toBeVisible();
          await settled(p);
        },
        screenshot: 'request-detail',
      },
      {
        name: 'Employee Centre',
        open: (p) => visit(p, '/ics-employee-centre', 'Employee Centre'),
        then: {
          name: 'graph',
          run: async (p) => {
            await p.getByRole('button', { name: 'Show Productivity Graph' }).click();
            await expect(p.getByText('Total Reports')).toBeVisible({ timeout: 20_000 });
          },
        },
      },
      { name: 'Employee detail', open: (p) => visit(p, '/employee/EMP001', /.+/) },
    ]);
  });

  test('Redemption Centre as FIN001', async ({ page }) => {
    await checkAll(page, 'FIN001', [
      {
        name: 'Redemption Centre',
        open: (p) => visit(p, '/redemption-centre', 'Redemption Centre'),
        then: { name: 'Paid', run: (p) => p.getByRole('tab', { name: /^Paid/ }).click() },
      },
    ]);
  });

  test("round 3's screens as ADM001: every Employee Centre tab, Insights (its charts), Audit Trail, Budgets", async ({
    page,
  }) => {
    const tab = (name: string): Screen => ({
      name: `Employee Centre, ${name}`,
      open: async (p) => {
        await visit(p, '/ics-employee-centre', 'Employee Centre');
        await p.getByRole('tab', { name }).click();
        await settled(p);
      },
    });
    await checkAll(page, 'ADM001', [
      tab('Employees'),
      tab('Holidays'),
      tab('Leave requests'),
      {
        name: 'Insights',
        open: async (p) => {
          await visit(p, '/insights', 'Insights');
          await expect(p.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
          await settled(p);
        },
        then: {
          name: 'a table',
          run: (p) =>
            p.getByRole('region', { name: 'Points per month' }).getByRole('button', { name: 'Show table' }).click(),
        },
      },
      { name: 'Audit Trail', open: (p) => visit(p, '/audit', 'Audit Trail') },
      { name: 'Budgets', open: (p) => visit(p, '/budgets', 'Budgets') },
    ]);
  });

  test("Manage Requests while its code and then its list load: one main, one h1 (MGR001)", async ({ page }) => {
    await signIn(page, 'MGR001');
    const found: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // The page's code held back: the routes' 'Loading...' inside the frame.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(/ManageRequestsPage[^/]*\.js$/, async (route) => {
        await held;
        // The request may have been dropped meanwhile (the page left): nothing to continue then.
        await route.continue().catch(() => {});
      });
      // A fresh load of the page, so its chunk is not in the module cache: the frame shows, the page's
      // 'Loading...' inside it. (A link inside the app keeps the old page up while the next one loads:
      // the router navigates in a transition.)
      await page.goto('/manage-requests');
      // The signed-in frame (its header; a phone has no drawer until 'Open menu').
      await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ })).toBeVisible();
      found.push(...(await violations(page, `Manage Requests, code loading ${size.name}`)));
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      release();
      await page.unroute(/ManageRequestsPage[^/]*\.js$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Requests' })).toBeVisible({ timeout: 20_000 });
      // A fresh load with the claims' queries held back: the list's loading state.
      let releaseQueries = () => {};
      const queriesHeld = new Promise<void>((r) => (releaseQueries = r));
      await page.route(/:runQuery|:runAggregationQuery/, async (route) => {
        await queriesHeld;
        await route.continue().catch(() => {});
      });
      await page.goto('/manage-requests');
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ }).first()).toBeVisible({ timeout: 20_000 });
      found.push(...(await violations(page, `Manage Requests, list loading ${size.name}`)));
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      releaseQueries();
      await page.unroute(/:runQuery|:runAggregationQuery/);
    }
    expect(found).toEqual([]);
  });

  test('Point Activities and account controls as ADM001', async ({ page }) => {
    await checkAll(page, 'ADM001', [
      { name: 'Point Activities', open: (p) => visit(p, '/points-manager', 'Point Activities') },
      { name: 'Employee detail with account controls', open: (p) => visit(p, '/employee/EMP002', /.+/) },
    ]);
  });
});
