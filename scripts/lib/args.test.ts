import { describe, expect, it } from 'vitest';
import { parseFlags, parseFlagsAndCommand, parseInteger, parseIntegerList } from './args';
import { EmulatorError } from './errors';

const OPTIONS = { watch: { type: 'boolean', default: false }, rules: { type: 'string' } } as const;

describe('parseFlags', () => {
  it('reads flags in both spellings', () => {
    expect(parseFlags(['--watch', '--rules', 'a.rules'], OPTIONS)).toEqual({ watch: true, rules: 'a.rules' });
    expect(parseFlags(['--rules=b.rules'], OPTIONS)).toEqual({ watch: false, rules: 'b.rules' });
  });

  it('turns an unknown flag, a missing value or a stray argument into a one-line EmulatorError', () => {
    expect(() => parseFlags(['--nope'], OPTIONS)).toThrow(EmulatorError);
    expect(() => parseFlags(['--nope'], OPTIONS)).toThrow(/Unknown option '--nope'.*\(try --help\)/);
    expect(() => parseFlags(['--rules'], OPTIONS)).toThrow(/--rules.*argument missing.*\(try --help\)/);
    expect(() => parseFlags(['stray'], OPTIONS)).toThrow(/stray.*\(try --help\)/);
  });
});

describe('parseFlagsAndCommand', () => {
  it('keeps everything after the first -- as the command, untouched', () => {
    expect(
      parseFlagsAndCommand(['--watch', '--', 'vitest', 'run', '--project', 'emulator', '--', 'x'], OPTIONS),
    ).toEqual({
      values: { watch: true },
      command: ['vitest', 'run', '--project', 'emulator', '--', 'x'],
    });
  });

  it('has no command without --', () => {
    expect(parseFlagsAndCommand(['--rules', 'r'], OPTIONS)).toEqual({
      values: { watch: false, rules: 'r' },
      command: [],
    });
  });

  it('refuses a command given without --', () => {
    expect(() => parseFlagsAndCommand(['vitest', 'run'], OPTIONS)).toThrow(
      new EmulatorError("Unexpected argument 'vitest': put a command after -- (try --help)"),
    );
  });

  it('refuses an unknown flag before -- but not after it', () => {
    expect(() => parseFlagsAndCommand(['--nope', '--', 'x'], OPTIONS)).toThrow(EmulatorError);
    expect(parseFlagsAndCommand(['--', '--nope'], OPTIONS).command).toEqual(['--nope']);
  });
});

describe('parseInteger / parseIntegerList', () => {
  it('accepts whole numbers from the minimum on', () => {
    expect(parseInteger('5', '--runs')).toBe(5);
    expect(parseInteger('0', '--x', 0)).toBe(0);
    expect(parseIntegerList('10, 100,1000', '--sizes')).toEqual([10, 100, 1000]);
  });

  it('names the flag when a value is not a whole number of at least the minimum', () => {
    for (const bad of ['', 'x', '1.5', '0', '-3']) {
      expect(() => parseInteger(bad, '--runs')).toThrow(
        new EmulatorError(`--runs: ${bad} is not a whole number of at least 1`),
      );
    }
    expect(() => parseIntegerList('10,,100', '--sizes')).toThrow(/--sizes/);
  });
});
