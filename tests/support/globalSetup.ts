/**
 * Global setup of the 'emulator' project: starts each run with no saved rules-coverage parts, and at the
 * end merges the parts the test files saved (see ruleCoverage.ts), prints the summary and writes it to
 * coverage/firestore-rules/. When every rules and data-layer test file ran and passed, an `allow` never
 * seen both ways or an expression no test evaluated fails the run.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  clearCoverageParts,
  COVERAGE_DIR,
  formatSummary,
  readCoverageParts,
  summarise,
} from './ruleCoverage';

const TESTS = path.resolve(import.meta.dirname, '..');

/** The test files whose coverage counts: every file under tests/rules and tests/data. */
function coverageFiles(): string[] {
  return ['rules', 'data'].flatMap((dir) =>
    readdirSync(path.join(TESTS, dir))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(TESTS, dir, f)),
  );
}

export default function setup(project: TestProject) {
  clearCoverageParts();
  return () => {
    const parts = readCoverageParts();
    if (parts.length === 0) return;
    const summary = summarise(parts);
    const text = formatSummary(summary, parts.length);
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(path.join(COVERAGE_DIR, 'summary.txt'), `${text}\n`);
    writeFileSync(path.join(COVERAGE_DIR, 'summary.json'), JSON.stringify(summary, null, 2));

    const modules = project.vitest.state.getTestModules().filter((m) => m.project.name === project.name);
    const passed = new Set(modules.filter((m) => m.ok()).map((m) => m.moduleId));
    const complete = coverageFiles().every((f) => passed.has(f));
    const where = path.relative(process.cwd(), path.join(COVERAGE_DIR, 'summary.txt'));
    // A partial run leaves most rules unreached: print the headline only, the details are in the file.
    console.log(`\n${complete ? text : `${text.split('\n')[0]} (partial run; details in ${where})`}\n`);
    if (complete && (summary.unevaluated.length > 0 || summary.oneSidedAllows.length > 0)) {
      // A teardown that throws is only logged by Vitest: set the exit code so the run fails.
      console.error(
        '✖ Firestore rules coverage has gaps (above): add a test that reaches them, or remove the dead rule.',
      );
      process.exitCode = 1;
    }
  };
}
