import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../scripts/lib/errors';
import { baselineRuns, parseBenchArgs } from './options';
import { lighthouseRoutes } from './routes';

const DEFAULT_LIGHTHOUSE = {
  previewPort: 4773,
  debugPort: 9333,
  runs: 5,
  keepTraces: false,
  cpuSlowdown: undefined,
  routes: lighthouseRoutes(),
};

describe('parseBenchArgs', () => {
  it('defaults to 10, 100, 1,000 and 10,000 employees, 5 runs, Lighthouse on every route, and the bench ports', () => {
    expect(parseBenchArgs([], {})).toEqual({
      help: false,
      sizes: [10, 100, 1000, 10000],
      runs: 5,
      baselineRuns: undefined,
      lighthouse: DEFAULT_LIGHTHOUSE,
      authPort: 9699,
      firestorePort: 8680,
    });
  });

  it('reads --sizes, --runs, --baseline-runs and --skip-lighthouse', () => {
    expect(
      parseBenchArgs(['--sizes', '10,100', '--runs=3', '--baseline-runs', '2', '--skip-lighthouse'], {}),
    ).toMatchObject({
      sizes: [10, 100],
      runs: 3,
      baselineRuns: 2,
      lighthouse: undefined,
    });
  });

  it("refuses sizes all above the integrity check's largest, before seeding anything", () => {
    expect(() => parseBenchArgs(['--sizes', '100000', '--skip-lighthouse'], {})).toThrow(EmulatorError);
    expect(() => parseBenchArgs(['--sizes', '100000', '--skip-lighthouse'], {})).toThrow(/--sizes 1000,100000/);
    expect(parseBenchArgs(['--sizes', '1000,100000', '--skip-lighthouse'], {})).toMatchObject({ sizes: [1000, 100000] });
  });

  it('measures no organisation with --lighthouse-only', () => {
    expect(parseBenchArgs(['--lighthouse-only'], {})).toMatchObject({
      sizes: [],
      lighthouse: DEFAULT_LIGHTHOUSE,
    });
  });

  it('reads the BENCH_* variables', () => {
    expect(
      parseBenchArgs([], {
        BENCH_AUTH_PORT: '9304',
        BENCH_FIRESTORE_PORT: '8304',
        BENCH_PREVIEW_PORT: '4304',
        BENCH_DEBUG_PORT: '9334',
        BENCH_LIGHTHOUSE_RUNS: '3',
        BENCH_LIGHTHOUSE_TRACE: '1',
        BENCH_CPU_SLOWDOWN: '4',
      }),
    ).toMatchObject({
      authPort: 9304,
      firestorePort: 8304,
      lighthouse: { previewPort: 4304, debugPort: 9334, runs: 3, keepTraces: true, cpuSlowdown: 4 },
    });
  });

  it('refuses bad values before anything starts', () => {
    expect(() => parseBenchArgs(['--sizes', '10,x'], {})).toThrow(
      new EmulatorError('--sizes: x is not a whole number of at least 1'),
    );
    expect(() => parseBenchArgs(['--runs', '0'], {})).toThrow(EmulatorError);
    expect(() => parseBenchArgs(['--skip-lighthouse', '--lighthouse-only'], {})).toThrow(
      /exclude each other/,
    );
    expect(() => parseBenchArgs([], { BENCH_CPU_SLOWDOWN: '30' })).toThrow(
      new EmulatorError("BENCH_CPU_SLOWDOWN must be a number from 1 to 20, not '30'"),
    );
    expect(() => parseBenchArgs(['--fast'], {})).toThrow(EmulatorError);
  });

  it('reads --routes (by path, pattern or route key, in the table order) and --lighthouse-runs', () => {
    const options = parseBenchArgs(
      [
        '--lighthouse-only',
        '--routes',
        '/history, /dashboard,/employee/:employeeId,requestDetail',
        '--lighthouse-runs',
        '2',
      ],
      { BENCH_LIGHTHOUSE_RUNS: '7' },
    );
    if (options.help || !options.lighthouse) throw new Error('expected Lighthouse settings');
    expect(options.lighthouse.runs).toBe(2);
    expect(options.lighthouse.routes.map((r) => [r.path, r.user])).toEqual([
      ['/dashboard', 'EMP001'],
      ['/history', 'EMP001'],
      ['/manage-requests/detail/EMP0001-EMP0001-001', 'MGR001'],
      ['/employee/EMP0001', 'MGR001'],
    ]);
  });

  it('refuses an unknown route, a bad --lighthouse-runs, and Lighthouse flags with --skip-lighthouse', () => {
    expect(() => parseBenchArgs(['--routes', '/dashboard,/nowhere'], {})).toThrow(
      /--routes: unknown route \/nowhere; known: \/signin, \/dashboard/,
    );
    expect(() => parseBenchArgs(['--lighthouse-runs', '0'], {})).toThrow(
      new EmulatorError('--lighthouse-runs: 0 is not a whole number of at least 1'),
    );
    expect(() => parseBenchArgs(['--skip-lighthouse', '--routes', '/dashboard'], {})).toThrow(
      /not with --skip-lighthouse/,
    );
    expect(() => parseBenchArgs(['--skip-lighthouse', '--lighthouse-runs', '2'], {})).toThrow(
      /not with --skip-lighthouse/,
    );
  });

  it('answers --help', () => {
    expect(parseBenchArgs(['--help'], {})).toEqual({ help: true });
  });
});

describe('baselineRuns', () => {
  it('times the old app once at 1,000 employees and not above, unless --baseline-runs says otherwise', () => {
    expect(baselineRuns({ runs: 5, baselineRuns: undefined }, 100)).toBe(5);
    expect(baselineRuns({ runs: 5, baselineRuns: undefined }, 1000)).toBe(1);
    expect(baselineRuns({ runs: 5, baselineRuns: undefined }, 10000)).toBe(0);
    expect(baselineRuns({ runs: 5, baselineRuns: 3 }, 1000)).toBe(3);
    expect(baselineRuns({ runs: 5, baselineRuns: 2 }, 10000)).toBe(2);
  });

  it('--baseline-runs 0 skips the old app at every size (its thousand queries at once time out on a loaded machine)', () => {
    const options = parseBenchArgs(['--baseline-runs', '0', '--skip-lighthouse'], {});
    if (options.help) throw new Error('expected options');
    expect(baselineRuns(options, 1000)).toBe(0);
    expect(() => parseBenchArgs(['--baseline-runs=-1'], {})).toThrow('--baseline-runs: -1 is not a whole number of at least 0');
  });
});
