import { expect, test, type Page } from '@playwright/test';
import type { Role } from '../../src/domain/roles';
import { expectComplete } from '../network/support';
import { routesOf, signedInRouteTable } from '../support/routes';
import { signIn } from '../support/session';
import { setUpWidest, WIDEST_ACTIVITY, type Widest } from '../support/widest';

const PHONE = { width: 390, height: 844 };
/** The demo employee who holds the widest data, and a demo user of each role. */
const EMPLOYEE = { employeeId: 'EMP006', name: 'Pooja Deshmukh' };
const USERS: Record<Role, string> = { employee: EMPLOYEE.employeeId, manager: 'MGR001', finance: 'FIN001', admin: 'ADM001' };

/** How far the page scrolls sideways, and the elements that stick out past the viewport's right edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    // A wide table inside its own horizontal scroller (overflow-x auto or scroll, itself within the
    // screen) scrolls in its box, not the page: the person swipes the table, never the page.
    const inScroller = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if ((x === 'auto' || x === 'scroll') && p.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !inScroller(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`);
    return { sideways: root.scrollWidth - width, culprits };
  });
}

/** The header's parts (menu button, title, badge, bell, balance) that cover one another, in pairs. */
async function headerOverlaps(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const parts = [...header.querySelectorAll<HTMLElement>(':scope > div > *')]
      .map((el) => ({ name: (el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName, box: el.getBoundingClientRect() }))
      .filter((p) => p.box.width > 0 && p.box.height > 0);
    const overlaps: string[] = [];
    parts.forEach((a, i) =>
      parts.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`'${a.name}' and '${b.name}'`);
      }),
    );
    return overlaps;
  });
}

/** Whether a toast covers the page's title (the page scrolled to the top). */
async function toastCoversTitle(page: Page): Promise<boolean> {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The toast has finished sliding in when its box stops moving.
  let previous = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await toast.boundingBox());
      const settled = now === previous;
      previous = now;
      return settled;
    })
    .toBe(true);
  const [t, h] = await Promise.all([toast.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
  if (!t || !h) throw new Error('the toast or the title is not on screen');
  return t.y < h.y + h.height && h.y < t.y + t.height && t.x < h.x + h.width && h.x < t.x + t.width;
}

let widest: Widest;

test.beforeAll(async () => {
  widest = await setUpWidest(EMPLOYEE.employeeId, USERS.admin);
});
test.afterAll(async () => {
  await widest.restore();
});

test.describe('at 390 px no signed-in page scrolls sideways, with the widest data', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a toast does not cover the page's title", async ({ page }) => {
    // The finance demo user has fewer points than the largest tier: choosing it says so in a toast.
    await signIn(page, USERS.finance);
    await page.setViewportSize(PHONE);
    await page.goto(signedInRouteTable(EMPLOYEE, widest.claimId).redeem.path);
    // aria-disabled, yet it answers a click with the reason: Playwright clicks it only when forced.
    await page.getByRole('button', { name: 'Insufficient points for 2000' }).click({ force: true });
    expect(await toastCoversTitle(page)).toBe(false);
  });

  test("the Employee Centre's other tabs (ADM001): Employees, Holidays, Leave requests", async ({ page }) => {
    // The roster's table scrolls inside its card; its cells' visually hidden texts once widened the page.
    await signIn(page, USERS.admin);
    await page.setViewportSize(PHONE);
    const { path, heading } = signedInRouteTable(EMPLOYEE, widest.claimId).employeeCentre;
    await page.goto(path);
    await expectComplete(page, heading);
    for (const [tab, shown] of [
      ['Employees', page.getByRole('table', { name: 'Employee roster' })],
      ['Holidays', page.getByRole('heading', { name: /holiday/i }).first()],
      ['Leave requests', page.getByRole('tabpanel', { name: 'Leave requests' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(shown).toBeVisible({ timeout: 20_000 });
      const { sideways, culprits } = await overflow(page);
      expect(sideways, `${tab} at ${PHONE.width} px: ${culprits.join(', ')}`).toBe(0);
    }
  });

  for (const role of Object.keys(USERS) as Role[]) {
    test(`as ${role} (${USERS[role]})`, async ({ page }) => {
      // Signed in at the desktop width (the drawer is on screen there), then a phone.
      await signIn(page, USERS[role]);
      await page.setViewportSize(PHONE);
      const table = signedInRouteTable(EMPLOYEE, widest.claimId);
      for (const key of routesOf(table, role)) {
        await test.step(key, async () => {
          const { path, heading } = table[key];
          await page.goto(path);
          await expectComplete(page, heading);
          if (role === 'employee' && key === 'dashboard') {
            // The widest data is on screen: the longest title heads Recent Requests, the 6-digit balance.
            const recent = page.getByRole('listitem').filter({ hasText: widest.claimId });
            await expect(recent.getByText(WIDEST_ACTIVITY.name, { exact: true })).toBeVisible();
            await expect(page.getByTestId('dashboard-points')).toHaveText(String(widest.balance));
          }
          if (key === 'manageRequests') {
            await expect(page.getByText(widest.claimId).first()).toBeVisible();
          }
          expect(await overflow(page), `${path} at ${PHONE.width} px`).toEqual({ sideways: 0, culprits: [] });
          expect(await headerOverlaps(page), `the header of ${path}`).toEqual([]);
          if (key === 'dashboard' || key === 'manageRequests') {
            await page.screenshot({ path: `e2e/screenshots/phone-width-${role}-${key}.png`, fullPage: true });
          }
        });
      }
    });
  }
});
