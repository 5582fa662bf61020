/**
 * `npm run test:e2e [-- playwright args]`: emulators on their own ports (E2E_AUTH_PORT 9299,
 * E2E_FIRESTORE_PORT 8280), the demo seed, a production build in dist-e2e pointed at those
 * emulators, then `playwright test` (which serves dist-e2e with `vite preview` on E2E_PREVIEW_PORT,
 * 4273). Every argument goes to `playwright test`.
 * The browser is CHROMIUM_PATH, else Playwright's own Chromium, else /usr/bin/chromium
 * (scripts/lib/chromium.ts); with none of them it stops before building, saying what to install.
 * The tests get E2E_FIRESTORE_HOST / E2E_AUTH_HOST / E2E_PROJECT_ID (and the usual
 * FIRESTORE_EMULATOR_HOST etc.) to reseed or inspect data with firebase-admin.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROJECT_ID, startEmulators, type RunningEmulators } from './emulators';
import { findChromium } from './lib/chromium';
import { EmulatorError, printError } from './lib/errors';
import { ROOT } from './lib/paths';
import { envPort, portIsFree } from './lib/ports';
import { runCommand, shutdown, startCommand } from './lib/processes';
import { seedDemo } from './seed';

async function main(playwrightArgs: string[]): Promise<number> {
  const authPort = envPort('E2E_AUTH_PORT', 9299);
  const firestorePort = envPort('E2E_FIRESTORE_PORT', 8280);
  const previewPort = envPort('E2E_PREVIEW_PORT', 4273);
  const browser = findChromium();
  console.log(`[e2e] Chromium: ${browser.path} (${browser.source})`);
  if (!(await portIsFree(previewPort))) {
    throw new EmulatorError(`Port ${previewPort} (vite preview for the e2e tests) is already in use.`);
  }
  const viteEnv = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_AUTH_PORT: String(authPort),
    VITE_EMULATOR_FIRESTORE_PORT: String(firestorePort),
    VITE_EMULATOR_PROJECT_ID: process.env.E2E_PROJECT_ID ?? DEFAULT_PROJECT_ID,
  };

  // The build and the emulators' start-up overlap; both take a while.
  console.log('[e2e] building dist-e2e and starting the emulators');
  const build = startCommand(
    'vite',
    ['build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: viteEnv,
    },
  );
  let emulators: RunningEmulators;
  try {
    emulators = await startEmulators({
      authPort,
      firestorePort,
      projectId: viteEnv.VITE_EMULATOR_PROJECT_ID,
    });
  } catch (error) {
    await build.stop();
    throw error;
  }
  try {
    const buildCode = await build.exited;
    if (buildCode !== 0) {
      console.error(`\n✖ vite build failed (exit ${buildCode})`);
      return buildCode;
    }
    console.log('[e2e] dist-e2e built');
    await seedDemo(emulators.env);
    mkdirSync(path.join(ROOT, 'e2e', 'screenshots'), { recursive: true });
    const code = await runCommand('playwright', ['test', ...playwrightArgs], {
      env: {
        ...viteEnv,
        ...emulators.env,
        CHROMIUM_PATH: browser.path,
        E2E_PREVIEW_PORT: String(previewPort),
        E2E_FIRESTORE_HOST: emulators.env.FIRESTORE_EMULATOR_HOST,
        E2E_AUTH_HOST: emulators.env.FIREBASE_AUTH_EMULATOR_HOST,
        E2E_PROJECT_ID: emulators.projectId,
      },
    });
    if (code !== 0) printFailedPages();
    return code;
  } finally {
    await emulators.stop();
  }
}

/**
 * What each failed test's page showed (Playwright's error-context.md: the accessibility snapshot at
 * the failure), printed so that a CI log, whose test-results folder is gone, says what the screen held.
 */
function printFailedPages(): void {
  const results = path.join(ROOT, 'test-results');
  if (!existsSync(results)) return;
  for (const dir of readdirSync(results)) {
    const file = path.join(results, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    console.log(`\n[e2e] the page of ${dir} at its failure:\n${readFileSync(file, 'utf8').slice(0, 20_000)}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (error: unknown) => {
    printError(error);
    await shutdown();
    process.exit(1);
  },
);
