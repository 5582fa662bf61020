import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';
import { clearFirestore, clearAuth, type RunningEmulators } from '../scripts/emulators';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium';
import { ROOT } from '../scripts/lib/paths';
import { waitForUrl } from '../scripts/lib/ports';
import { runCommand, startCommand } from '../scripts/lib/processes';
import { DEMO_PASSWORD, seedDemo } from '../scripts/seed';
import { LIVE_START } from '../src/data/live/startWhenSettled';
import type { LighthouseSettings } from './options';
import { lighthouseRoutes, type LighthouseRoute } from './routes';
import { adminDb, seedOrganisation } from './seedOrg';

export interface PageScores {
  performance: number;
  accessibility: number;
  /** every run's performance score; `performance` is their median */
  runs: number[];
  /** the median run's metrics, in ms (CLS unitless) */
  metrics: Record<string, number>;
  /** who was signed in (absent: a first visit, signed out) */
  user?: string;
  /** why the route could not be measured (its scores are then 0) */
  error?: string;
}
export interface LighthouseScores {
  /** by the path Lighthouse opened */
  routes: Record<string, PageScores>;
  /** Lighthouse's BenchmarkIndex of this machine, and the CPU slowdown it calls for */
  calibration: { benchmarkIndex: number; cpuSlowdownMultiplier: number; pinned: boolean };
  /** one run of each route with Lighthouse's fixed 4x CPU slowdown, for comparison */
  fixed4x: Record<string, number>;
}

/**
 * Lighthouse's mobile profile slows the CPU 4x, calibrated for a fast desktop (BenchmarkIndex
 * about 1,500); on a slower host it should be less, or the host's own slowness counts twice.
 * This is Lighthouse's CPU throttling calculator (docs/throttling.md, "calibrating the CPU
 * slowdown multiplier"): 1,533 -> 4x, 1,300 -> 3x, 800 -> 2x, 150 -> 1x, capped at the default 4x.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const m =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(4, Math.max(1, m)) * 10) / 10;
}

const REPORT_DIR = path.join(ROOT, 'bench/lighthouse');
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
] as const;

/** How many times a signed-in route is opened before it is measured (its cache, the emulator's warm-up). */
const WARM_OPENS = 3;

/** The organisation the staff routes are measured on: the demo's accounts and this many employees more. */
export const LIGHTHOUSE_ORG_EMPLOYEES = 1000;

/**
 * Lighthouse (performance, accessibility; Lighthouse's default mobile profile with simulated
 * throttling) on the production build served locally with the production headers, on the demo
 * organisation plus LIGHTHOUSE_ORG_EMPLOYEES bench employees: /signin as a first visit (signed out,
 * storage cleared), every other route as the returning user bench/routes.ts names (signed in
 * through the sign-in form in a browser profile of their own, which Lighthouse then reuses; the
 * route opened once before, so its hashed assets are cached as Firebase Hosting allows).
 */
export async function runLighthouse(
  running: RunningEmulators,
  settings: LighthouseSettings,
): Promise<LighthouseScores> {
  const chromiumPath = findChromium().path;
  await clearFirestore(running.env);
  await clearAuth(running.env);
  await seedDemo(running.env);
  const org = await seedOrganisation(adminDb(running.projectId), LIGHTHOUSE_ORG_EMPLOYEES, { staff: false });
  console.log(
    `Lighthouse organisation: the demo's accounts + ${org.employees.toLocaleString('en-US')} employees (${org.documents.toLocaleString('en-US')} documents in ${org.seconds.toFixed(1)} s)`,
  );
  const port = settings.previewPort;
  const viteEnv = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_AUTH_PORT: String(running.authPort),
    VITE_EMULATOR_FIRESTORE_PORT: String(running.firestorePort),
    VITE_EMULATOR_PROJECT_ID: running.projectId,
  };
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const built = await runCommand(vite, ['build', '--outDir', 'dist-bench', '--emptyOutDir'], {
    env: viteEnv,
  });
  if (built !== 0) throw new Error('vite build failed');
  const preview = startCommand(
    vite,
    ['preview', '--outDir', 'dist-bench', '--port', String(port), '--strictPort'],
    {
      env: viteEnv,
    },
  );
  const debugPort = settings.debugPort;
  const base = `http://127.0.0.1:${port}`;
  // One browser profile per signed-in user (and one signed out); Lighthouse drives the open one.
  const state: { browser: { context: BrowserContext; dir: string } | null } = { browser: null };
  const openBrowser = async () => {
    await closeBrowser();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ics-lh-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: chromiumPath,
      headless: true,
      args: ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    });
    state.browser = { context, dir };
    return context;
  };
  const closeBrowser = async () => {
    if (!state.browser) return;
    const { context, dir } = state.browser;
    state.browser = null;
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await openBrowser();
    if ((await waitForUrl(`${base}/signin`, { timeoutMs: 30_000 })) !== 'ready') {
      throw new Error(`${base}/signin did not answer within 30 s`);
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    // Lighthouse's default mobile network (slow 4G), read off its first run; only the CPU
    // multiplier is calibrated.
    let defaults: Record<string, unknown> = {};
    let lastTrace: unknown;
    const once = async (route: LighthouseRoute, cpuSlowdownMultiplier?: number) => {
      const config =
        cpuSlowdownMultiplier === undefined
          ? undefined
          : {
              extends: 'lighthouse:default' as const,
              settings: { throttling: { ...defaults, cpuSlowdownMultiplier } },
            };
      const flags = {
        port: debugPort,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance', 'accessibility'],
        // A first visit clears storage and cache; a signed-in user keeps their session and cache.
        disableStorageReset: route.user !== null,
        // With the traces kept, V8's CPU samples too: which functions the blocking time is.
        ...(settings.keepTraces ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      };
      const r = await lighthouse(`${base}${route.path}`, flags, config);
      if (!r) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      if (settings.keepTraces) lastTrace = r.artifacts.Trace;
      return r.lhr;
    };
    const perf = (lhr: { categories: { performance?: { score: number | null } } }) =>
      Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const audit = async (route: LighthouseRoute, cpu: number): Promise<PageScores> => {
      const runs: { performance: number; accessibility: number; metrics: Record<string, number> }[] = [];
      for (let i = 0; i < settings.runs; i++) {
        const lhr = await once(route, cpu);
        writeFileSync(path.join(REPORT_DIR, `${route.key}-${i + 1}.json`), JSON.stringify(lhr));
        if (settings.keepTraces)
          writeFileSync(path.join(REPORT_DIR, `${route.key}-${i + 1}.trace.json`), JSON.stringify(lastTrace));
        const metrics: Record<string, number> = {};
        for (const m of METRICS) metrics[m] = Math.round((lhr.audits[m]?.numericValue ?? 0) * 1000) / 1000;
        runs.push({
          performance: perf(lhr),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          metrics,
        });
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const mid = sorted[Math.floor(sorted.length / 2)] ?? runs[0];
      if (!mid) throw new Error('no Lighthouse run');
      return { ...mid, runs: runs.map((r) => r.performance), ...(route.user ? { user: route.user } : {}) };
    };

    // Calibration: Lighthouse measures the host's BenchmarkIndex on every run; /signin signed out.
    const signIn = lighthouseRoutes()[0];
    if (!signIn) throw new Error('no /signin route');
    const first = await once(signIn);
    defaults = { ...first.configSettings.throttling };
    writeFileSync(path.join(REPORT_DIR, 'signIn-4x.json'), JSON.stringify(first));
    const benchmarkIndex = Math.round(first.environment.benchmarkIndex);
    // BENCH_CPU_SLOWDOWN pins the multiplier (4 = Lighthouse's default), for comparing builds.
    const pinned = settings.cpuSlowdown !== undefined;
    const cpu = settings.cpuSlowdown ?? cpuSlowdownFor(benchmarkIndex);
    console.log(
      `Lighthouse: BenchmarkIndex ${benchmarkIndex} -> CPU slowdown ${cpu}x (Lighthouse's fixed 4x: /signin ${perf(first)}); ` +
        `${settings.routes.length} routes x ${settings.runs} runs`,
    );
    const result: LighthouseScores = {
      routes: {},
      calibration: { benchmarkIndex, cpuSlowdownMultiplier: cpu, pinned },
      fixed4x: {},
    };
    const users = [...new Set(settings.routes.map((r) => r.user))];
    for (const user of users) {
      const context = user === null ? (state.browser?.context ?? (await openBrowser())) : await openBrowser();
      let page = context.pages()[0] ?? (await context.newPage());
      if (user !== null) {
        await page.goto(`${base}/signin`);
        await page.getByLabel('Employee ID').fill(user);
        await page.getByLabel('Password').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
        await page.getByText('Recent Requests').first().waitFor({ timeout: 30_000 });
      }
      for (const route of settings.routes.filter((r) => r.user === user)) {
        let scores: PageScores;
        try {
          if (user !== null) {
            // The returning user has opened this page before: its code is in the cache. And the emulator
            // has served its queries before: its Java query engine is several times slower on its first
            // runs of a query over thousands of documents (the Insights' waiting count()s over the
            // organisation's claims: 4.0 s cold, 1.4-1.9 s from the fourth run), which Firestore itself,
            // always warm and index-backed, is not.
            for (let i = 0; i < WARM_OPENS; i++) {
              await page.goto(`${base}${route.path}`);
              await page.locator('main h1').first().waitFor({ timeout: 30_000 });
              // The last time, the realtime chunk loads and is cached; before it, the first queries' answers.
              await page.waitForTimeout(i === WARM_OPENS - 1 ? LIVE_START.maxDelayMs + 1000 : 3000);
            }
            // Then the warm tab leaves the app: left open, it kept its realtime channel, timers and re-renders
            // running beside the measured tab, in the same renderer process (the site's tabs share one), as
            // long tasks of the measured page.
            await page.goto('about:blank');
          }
          scores = await audit(route, cpu);
        } catch (error) {
          // A route that crashes the tab or never renders fails its targets; the others are still measured.
          const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
          console.log(`Lighthouse ${route.path}${user ? ` as ${user}` : ''}: FAILED (${message})`);
          result.routes[route.path] = {
            performance: 0,
            accessibility: 0,
            runs: [],
            metrics: {},
            ...(user ? { user } : {}),
            error: message,
          };
          if (page.isClosed() || message.includes('crashed')) page = await context.newPage();
          continue;
        }
        result.routes[route.path] = scores;
        if (route.key === 'signIn') result.fixed4x[route.path] = perf(first);
        else {
          const at4x = await once(route);
          writeFileSync(path.join(REPORT_DIR, `${route.key}-4x.json`), JSON.stringify(at4x));
          result.fixed4x[route.path] = perf(at4x);
        }
        const m = scores.metrics;
        console.log(
          `Lighthouse ${route.path}${user ? ` as ${user}` : ''} (mobile, simulated slow 4G, CPU ${cpu}x, median of ${scores.runs.join(', ')}): ` +
            `performance ${scores.performance}, accessibility ${scores.accessibility}; FCP ${Math.round(m['first-contentful-paint'] ?? 0)} ms, ` +
            `LCP ${Math.round(m['largest-contentful-paint'] ?? 0)} ms, TBT ${Math.round(m['total-blocking-time'] ?? 0)} ms, ` +
            `CLS ${m['cumulative-layout-shift'] ?? 0}, SI ${Math.round(m['speed-index'] ?? 0)} ms; fixed 4x: ${result.fixed4x[route.path]}`,
        );
      }
    }
    console.log(`Lighthouse reports: bench/lighthouse/*.json`);
    return result;
  } finally {
    await closeBrowser();
    await preview.stop();
  }
}
