/**
 * Which Chromium the browser tests (playwright.config.ts, scripts/e2e.ts) and the bench's Lighthouse run
 * use: CHROMIUM_PATH, else Playwright's own Chromium (`npx playwright install chromium`), else the
 * system's /usr/bin/chromium (Debian's `chromium` package, what CI installs).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { EmulatorError } from './errors';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags for a headless Chromium on a closed network, as root: no sandbox, and no background traffic to retry. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface ChromiumChoice {
  path: string;
  source: 'CHROMIUM_PATH' | 'Playwright' | 'system';
}

export interface ChromiumLookup {
  env: NodeJS.ProcessEnv;
  /** Where Playwright's own Chromium is (or would be) installed; undefined if Playwright cannot say. */
  playwrightPath: string | undefined;
  exists: (file: string) => boolean;
}

/** The Chromium to use, or an EmulatorError that says how to install one. */
export function resolveChromium({ env, playwrightPath, exists }: ChromiumLookup): ChromiumChoice {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!exists(fromEnv))
      throw new EmulatorError(`CHROMIUM_PATH is set to ${fromEnv}, but that file does not exist.`);
    return { path: fromEnv, source: 'CHROMIUM_PATH' };
  }
  if (playwrightPath && exists(playwrightPath)) return { path: playwrightPath, source: 'Playwright' };
  if (exists(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  throw new EmulatorError(
    `No Chromium for the browser tests: CHROMIUM_PATH is not set, Playwright's Chromium is not installed` +
      `${playwrightPath ? ` (${playwrightPath})` : ''} and ${SYSTEM_CHROMIUM} does not exist.\n` +
      'Install one:\n' +
      "  npx playwright install chromium    (Playwright's own build; needs to download it)\n" +
      '  apt-get install chromium           (the system package, e.g. on Debian)\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // a platform Playwright has no build for
  }
}

/** resolveChromium on this machine. */
export function findChromium(): ChromiumChoice {
  return resolveChromium({ env: process.env, playwrightPath: playwrightChromium(), exists: existsSync });
}
