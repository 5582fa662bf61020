import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { clearFirestore, clearAuth, runCommand, startCommand, ROOT, type RunningEmulators } from '../scripts/emulators';
import { seedDemo } from '../scripts/seed';

export type LighthouseScores = Record<'signin' | 'dashboard', { performance: number; accessibility: number }>;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Lighthouse (performance, accessibility; Lighthouse's default mobile profile with simulated
 * throttling) on the production build served locally with the production headers:
 * /signin signed out, and /dashboard signed in as EMP001 (the sign-in is done first in the
 * same browser profile, which Lighthouse then reuses).
 */
export async function runLighthouse(running: RunningEmulators): Promise<LighthouseScores> {
  await clearFirestore(running.env);
  await clearAuth(running.env);
  await seedDemo(running.env);
  const port = Number(process.env.BENCH_PREVIEW_PORT ?? 4773);
  const viteEnv = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_AUTH_PORT: String(running.authPort),
    VITE_EMULATOR_FIRESTORE_PORT: String(running.firestorePort),
    VITE_EMULATOR_PROJECT_ID: running.projectId,
  };
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const built = await runCommand(vite, ['build', '--outDir', 'dist-bench', '--emptyOutDir'], { env: viteEnv });
  if (built !== 0) throw new Error('vite build failed');
  const preview = startCommand(vite, ['preview', '--outDir', 'dist-bench', '--port', String(port), '--strictPort'], {
    env: viteEnv,
  });
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'ics-lh-'));
  const debugPort = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/signin`);
    const flags = {
      port: debugPort,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const score = (r: Awaited<ReturnType<typeof lighthouse>>) => ({
      performance: Math.round((r?.lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((r?.lhr.categories.accessibility?.score ?? 0) * 100),
    });
    const signin = score(await lighthouse(`${base}/signin`, flags));

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/signin`);
    await page.getByLabel('Employee ID').fill('EMP001');
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByText('Recent Requests').first().waitFor({ timeout: 30_000 });
    const dashboard = score(await lighthouse(`${base}/dashboard`, flags));
    const result = { signin, dashboard };
    console.log(
      `Lighthouse (mobile, simulated throttling): /signin performance ${signin.performance}, accessibility ${signin.accessibility}; ` +
        `/dashboard performance ${dashboard.performance}, accessibility ${dashboard.accessibility}`,
    );
    return result;
  } finally {
    await context.close();
    await preview.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
