/** `npm run bench` options: its flags (node:util parseArgs) and its BENCH_* environment variables. */
import { parseFlags, parseInteger, parseIntegerList } from '../scripts/lib/args';
import { EmulatorError } from '../scripts/lib/errors';
import { envPort } from '../scripts/lib/ports';

export const BENCH_USAGE = `Usage: npm run bench -- [--sizes 10,100,1000] [--runs N] [--baseline-runs N] [--skip-lighthouse | --lighthouse-only]

  --sizes LIST        organisation sizes to seed and measure (default 10,100,1000)
  --runs N            runs per screen; the median is reported (default 5)
  --baseline-runs N   runs of the old app's loads (default: --runs, and 1 from 1,000 employees on)
  --skip-lighthouse   reads and times only
  --lighthouse-only   Lighthouse only (no organisations)

Environment: BENCH_AUTH_PORT (9699), BENCH_FIRESTORE_PORT (8680), BENCH_PREVIEW_PORT (4773),
BENCH_DEBUG_PORT (9333), BENCH_LIGHTHOUSE_RUNS (5), BENCH_LIGHTHOUSE_TRACE=1 (keep traces),
BENCH_CPU_SLOWDOWN (1-20: pin Lighthouse's CPU multiplier instead of calibrating it).`;

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
    sizes: { type: 'string', default: '10,100,1000' },
    runs: { type: 'string', default: '5' },
    'baseline-runs': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return { help: true };
  if (values['skip-lighthouse'] && values['lighthouse-only']) {
    throw new EmulatorError('--skip-lighthouse and --lighthouse-only exclude each other (try --help)');
  }
  const baseline = values['baseline-runs'];
  return {
    help: false,
    sizes: values['lighthouse-only'] ? [] : parseIntegerList(values.sizes, '--sizes'),
    runs: parseInteger(values.runs, '--runs'),
    baselineRuns: baseline === undefined ? undefined : parseInteger(baseline, '--baseline-runs'),
    lighthouse: values['skip-lighthouse']
      ? undefined
      : {
          previewPort: envPort('BENCH_PREVIEW_PORT', 4773, env),
          debugPort: envPort('BENCH_DEBUG_PORT', 9333, env),
          runs: env.BENCH_LIGHTHOUSE_RUNS
            ? parseInteger(env.BENCH_LIGHTHOUSE_RUNS, 'BENCH_LIGHTHOUSE_RUNS')
            : 5,
          keepTraces: env.BENCH_LIGHTHOUSE_TRACE === '1',
          cpuSlowdown: cpuSlowdown(env.BENCH_CPU_SLOWDOWN),
        },
    authPort: envPort('BENCH_AUTH_PORT', 9699, env),
    firestorePort: envPort('BENCH_FIRESTORE_PORT', 8680, env),
  };
}

/**
 * Runs of the old app's loads for an organisation: they issue one query per employee, the emulator
 * serves them slowly, and their read counts do not vary between runs, so from 1,000 employees on
 * they are timed once (unless --baseline-runs says otherwise).
 */
export function baselineRuns(
  options: Pick<BenchOptions, 'runs' | 'baselineRuns'>,
  employees: number,
): number {
  return options.baselineRuns ?? (employees >= 1000 ? 1 : options.runs);
}
