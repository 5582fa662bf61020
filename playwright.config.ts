import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium';
import { envPort } from './scripts/lib/ports';

/** `npm run test:e2e` (scripts/e2e.ts) starts and seeds the emulators and builds dist-e2e first. */
const PORT = envPort('E2E_PREVIEW_PORT', 4273);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Failure screenshots land in test-results/; tests write their own screenshots to e2e/screenshots/.
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    // The build registers a service worker (scripts/pwa.ts); Playwright's routing and the journeys'
    // network drops see every request only without it. e2e/app/installable.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // CHROMIUM_PATH, else Playwright's own Chromium, else /usr/bin/chromium (scripts/lib/chromium.ts).
        launchOptions: { executablePath: findChromium().path, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --outDir dist-e2e --port ${PORT} --strictPort`,
    cwd: import.meta.dirname,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
