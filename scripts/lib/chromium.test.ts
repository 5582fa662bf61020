import { describe, expect, it } from 'vitest';
import { resolveChromium, SYSTEM_CHROMIUM } from './chromium';
import { EmulatorError } from './errors';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const existing =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('resolveChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(
      resolveChromium({
        env: { CHROMIUM_PATH: '/opt/chrome' },
        playwrightPath: PLAYWRIGHT,
        exists: existing('/opt/chrome', PLAYWRIGHT, SYSTEM_CHROMIUM),
      }),
    ).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops when CHROMIUM_PATH names a file that does not exist, rather than using another browser', () => {
    expect(() =>
      resolveChromium({
        env: { CHROMIUM_PATH: '/nope' },
        playwrightPath: PLAYWRIGHT,
        exists: existing(PLAYWRIGHT, SYSTEM_CHROMIUM),
      }),
    ).toThrow(new EmulatorError('CHROMIUM_PATH is set to /nope, but that file does not exist.'));
  });

  it("then Playwright's own Chromium when it is installed", () => {
    expect(
      resolveChromium({ env: {}, playwrightPath: PLAYWRIGHT, exists: existing(PLAYWRIGHT, SYSTEM_CHROMIUM) }),
    ).toEqual({
      path: PLAYWRIGHT,
      source: 'Playwright',
    });
  });

  it('then /usr/bin/chromium', () => {
    for (const playwrightPath of [PLAYWRIGHT, undefined]) {
      expect(
        resolveChromium({ env: { CHROMIUM_PATH: '' }, playwrightPath, exists: existing(SYSTEM_CHROMIUM) }),
      ).toEqual({
        path: SYSTEM_CHROMIUM,
        source: 'system',
      });
    }
  });

  it('with none, says how to install one', () => {
    const lookup = () => resolveChromium({ env: {}, playwrightPath: PLAYWRIGHT, exists: existing() });
    expect(lookup).toThrow(EmulatorError);
    expect(lookup).toThrow(/npx playwright install chromium/);
    expect(lookup).toThrow(/apt-get install chromium/);
    expect(lookup).toThrow(/CHROMIUM_PATH/);
  });
});
