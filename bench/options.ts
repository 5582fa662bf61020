/** `npm run bench` options: its flags (node:util parseArgs) and its BENCH_* environment variables. */
import { parseFlags, parseInteger, parseIntegerList } from '../scripts/lib/args';
import { EmulatorError } from '../scripts/lib/errors';
import { envPort } from '../scripts/lib/ports';
import { selectRoutes, type LighthouseRoute } from './routes';

export const DEFAULT_SIZES = '10,100,1000,10000';
/**
 * The integrity check reads every profile and sums every ledger (about 25 min at 10,000 employees on
 * the emulator): measured up to this size; above it, its figures are the largest measured size's
 * scaled by the organisation (it visits everyone: 2 reads per employee, bench/results.json shows it).
 */
export const INTEGRITY_MAX_EMPLOYEES = 1000;

/**
 * The sizes to measure: an organisation above INTEGRITY_MAX_EMPLOYEES bills the integrity check from
 * a smaller measured size, so a run of only larger sizes is refused before anything is seeded (a run
 * of 100,000 alone seeded for 27 minutes and then could not print its bill).
 */
function benchSizes(value: string): number[] {
  const sizes = parseIntegerList(value, '--sizes');
  if (sizes.length > 0 && Math.min(...sizes) > INTEGRITY_MAX_EMPLOYEES)
    throw new EmulatorError(
      `--sizes needs a size of at most ${INTEGRITY_MAX_EMPLOYEES} employees: the integrity check is measured there and scaled to the larger ones (e.g. --sizes ${INTEGRITY_MAX_EMPLOYEES},${sizes.join(',')})`,
    );
  return sizes;
}

export const BENCH_USAGE = `Usage: npm run bench -- [--sizes 10,100,1000,10000] [--runs N] [--baseline-runs N]
                        [--skip-lighthouse | --lighthouse-only] [--routes LIST] [--lighthouse-runs N]

  --sizes LIST          organisation sizes to seed and measure (default ${DEFAULT_SIZES})
  --runs N              runs per screen; the median is reported (default 5)
  --baseline-runs N     runs of the old app's loads (0: none; default: --runs; 1 from 1,000 employees on;
                        none above 1,000, where a query per employee takes minutes)
  --skip-lighthouse     reads and times only
  --lighthouse-only     Lighthouse only (no organisations)
  --routes LIST         Lighthouse on these routes only, by path, pattern or route key
                        (e.g. /dashboard,/history; default: /signin and every signed-in route)
  --lighthouse-runs N   Lighthouse runs per route; the median is reported (default 5)

Environment: BENCH_AUTH_PORT (9699), BENCH_FIRESTORE_PORT (8680), BENCH_PREVIEW_PORT (4773),
BENCH_DEBUG_PORT (9333), BENCH_LIGHTHOUSE_RUNS (5; --lighthouse-runs wins), BENCH_LIGHTHOUSE_TRACE=1
(keep traces), BENCH_CPU_SLOWDOWN (1-20: pin Lighthouse's CPU multiplier instead of calibrating it).`;

export interface LighthouseSettings {
  previewPort: number;
  /** Chromium's remote-debugging port, which Lighthouse drives. */
  debugPort: number;
  /** Runs per page. Lighthouse's own advice (docs/variability.md): scores vary between runs; the median of 5 is the stable figure. */
  runs: number;
  /** Also keep each run's Chrome trace (for chrome://tracing or Perfetto). */
  keepTraces: boolean;
  /** Pinned CPU slowdown multiplier; undefined: calibrated from the machine's BenchmarkIndex. */
  cpuSlowdown: number | undefined;
  /** The routes to measure (--routes; default every route of bench/routes.ts). */
  routes: LighthouseRoute[];
}

export interface BenchOptions {
  sizes: number[];
  runs: number;
  /** From --baseline-runs; undefined: `runs`, and 1 from 1,000 employees on (see baselineRuns). */
  baselineRuns: number | undefined;
  /** undefined with --skip-lighthouse. */
  lighthouse: LighthouseSettings | undefined;
  authPort: number;
  firestorePort: number;
}

export type BenchCli = { help: true } | ({ help: false } & BenchOptions);

function cpuSlowdown(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!(n >= 1 && n <= 20))
    throw new EmulatorError(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20, not '${value}'`);
  return n;
}

export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BenchCli {
  const values = parseFlags(argv, {
    sizes: { type: 'string', default: DEFAULT_SIZES },
    runs: { type: 'string', default: '5' },
    'baseline-runs': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-only': { type: 'boolean', default: false },
    routes: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return { help: true };
  if (values['skip-lighthouse'] && values['lighthouse-only']) {
    throw new EmulatorError('--skip-lighthouse and --lighthouse-only exclude each other (try --help)');
  }
  if (values['skip-lighthouse'] && (values.routes !== undefined || values['lighthouse-runs'] !== undefined)) {
    throw new EmulatorError(
      '--routes and --lighthouse-runs choose what Lighthouse measures: not with --skip-lighthouse',
    );
  }
  const baseline = values['baseline-runs'];
  const lighthouseRuns = values['lighthouse-runs'] ?? env.BENCH_LIGHTHOUSE_RUNS;
  return {
    help: false,
    sizes: values['lighthouse-only'] ? [] : benchSizes(values.sizes),
    runs: parseInteger(values.runs, '--runs'),
    baselineRuns: baseline === undefined ? undefined : parseInteger(baseline, '--baseline-runs', 0),
    lighthouse: values['skip-lighthouse']
      ? undefined
      : {
          previewPort: envPort('BENCH_PREVIEW_PORT', 4773, env),
          debugPort: envPort('BENCH_DEBUG_PORT', 9333, env),
          runs: lighthouseRuns
            ? parseInteger(
                lighthouseRuns,
                values['lighthouse-runs'] === undefined ? 'BENCH_LIGHTHOUSE_RUNS' : '--lighthouse-runs',
              )
            : 5,
          keepTraces: env.BENCH_LIGHTHOUSE_TRACE === '1',
          cpuSlowdown: cpuSlowdown(env.BENCH_CPU_SLOWDOWN),
          routes: selectRoutes(
            values.routes
              ?.split(',')
              .map((r) => r.trim())
              .filter((r) => r !== ''),
          ),
        },
    authPort: envPort('BENCH_AUTH_PORT', 9699, env),
    firestorePort: envPort('BENCH_FIRESTORE_PORT', 8680, env),
  };
}

/**
 * Runs of the old app's loads for an organisation: they issue one query per employee, the emulator
 * serves them slowly, and their read counts do not vary between runs, so from 1,000 employees on
 * they are timed once, and above 1,000 not at all (10,000 queries per screen take minutes), unless
 * --baseline-runs says otherwise.
 */
export function baselineRuns(
  options: Pick<BenchOptions, 'runs' | 'baselineRuns'>,
  employees: number,
): number {
  return options.baselineRuns ?? (employees > 1000 ? 0 : employees >= 1000 ? 1 : options.runs);
}
