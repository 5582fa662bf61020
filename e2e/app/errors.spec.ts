import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';

/** Counts the main frame's page loads (a reload is one). */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test.describe('a part of the app that fails to load', () => {
  test('a page whose code is gone reloads once by itself, then shows the boundary inside the frame', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'EMP003');
    const drawer = page.getByRole('navigation', { name: 'Main' });

    // After a new deploy the old build's hashed files are gone: Earn Points' chunk cannot be fetched.
    await page.route('**/assets/EarnPage-*.js', (route) => route.abort());
    const pageLoads = countPageLoads(page);
    await drawer.getByRole('link', { name: 'Earn Points' }).click();

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Reloading the page usually fixes it/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page).toHaveURL(/\/earn$/);
    expect(pageLoads()).toBe(1); // the one automatic reload
    // No second reload follows, however long the boundary is up.
    await page.waitForTimeout(2_000);
    expect(pageLoads()).toBe(1);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'error-boundary');

    // The drawer stays usable: another page opens, and the boundary is gone.
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByTestId('dashboard-points')).toBeVisible();

    // Reload, pressed by hand while the file is still missing: the boundary again, not a blank page.
    await drawer.getByRole('link', { name: 'Earn Points' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
      timeout: 20_000,
    });
    expect(pageLoads()).toBe(2);

    // Once the file is there again, Reload shows the page.
    await page.unroute('**/assets/EarnPage-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Earn Points' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("toasts appear below the header, never over its 'Local demo' badge", async ({ page }) => {
    await signIn(page, 'EMP003');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/redeem');
      await page
        .getByRole('button', { name: /^Insufficient points for / })
        .last()
        .click({ force: true }); // aria-disabled, yet it explains itself with a toast when pressed
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Insufficient points!' });
      await expect(toast).toBeVisible();
      await expect(page.getByRole('banner').getByText('Local demo')).toBeVisible();
      const header = await page.getByRole('banner').boundingBox();
      const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
      expect(headerBottom).toBeGreaterThan(0);
      // Where it comes to rest once it has slid in.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0, { intervals: [200] })
        .toBeGreaterThanOrEqual(headerBottom);
      await page.waitForTimeout(500);
      expect((await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
      await page.screenshot({ path: `e2e/screenshots/toast-below-header-${viewport.width}.png` });
    }
  });
});
