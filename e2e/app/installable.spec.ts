import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../src/data/errors';
import { UPDATE_TEXTS } from '../../src/app/serviceWorker';
import { expectAccessible, screenshots, signIn } from '../support/session';

test.use({ serviceWorkers: 'allow' });

/** Resolves once the page's service worker is active, then reloads: the worker controls the reload. */
async function controlledAfterReload(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Every URL the service worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('the installable app', () => {
  test('has a manifest with its name, icons and theme, and a service worker that controls the page after one reload', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/signin');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'ICS Rewards',
      short_name: 'ICS Rewards',
      start_url: '/',
      display: 'standalone',
      theme_color: '#3730a3',
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    const sizes = (purpose: string) => manifest.icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(['512x512']);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe('image/png');
    }

    await controlledAfterReload(page);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(worker).toBe(`${baseURL}/sw.js`);
    await expect(page.getByText(UPDATE_TEXTS.available)).toHaveCount(0);
  });

  test('caches only its own files, and opened offline after one visit shows the shell with the offline message', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'EMP002');
    await controlledAfterReload(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

    // Firestore and Auth were read and written meanwhile: none of it is in a cache.
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
    expect(urls.filter((url) => /googleapis|identitytoolkit|securetoken|emulator|:(8|9)\d{3}\//.test(url))).toEqual([]);

    await context.setOffline(true);
    try {
      await page.goto('/dashboard');
      // The app's own page from the worker's cache, not the browser's error page: the profile waits
      // for the network and the connection banner says why.
      await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveTitle('ICS Rewards');
      await expect(page.getByRole('status').getByText('Loading your profile...')).toBeAttached();
      await expectAccessible(page);
      await screenshots(page, 'installable-offline');
    } finally {
      await context.setOffline(false);
    }
  });
});
