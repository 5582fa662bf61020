/** One emulator as a process group: its recent output kept for error messages, and waiting until it serves. */
import { EmulatorError } from './errors';
import { waitForUrl } from './ports';
import { startProcessGroup, type ProcessHandle } from './processes';

export interface EmulatorProcess {
  /** 'Auth' or 'Firestore', for messages. */
  name: string;
  process: ProcessHandle;
  /** The last lines it printed (for error messages). */
  lastOutput(lines?: number): string;
}

/**
 * Starts an emulator in `workDir` with its output captured (EMULATOR_DEBUG=1 also logs it).
 * TMPDIR is the work directory: firebase-tools keeps its hub locator (tmp/hub-{project}.json) there, and
 * a private one keeps parallel launchers for the same project from seeing each other.
 */
export function launchEmulator(
  name: string,
  command: string,
  args: string[],
  workDir: string,
  log: (s: string) => void,
): EmulatorProcess {
  const output: string[] = [];
  const debug = process.env.EMULATOR_DEBUG === '1';
  const handle = startProcessGroup(command, args, {
    cwd: workDir,
    env: { ...process.env, TMPDIR: workDir, NO_COLOR: '1', FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1' },
    onOutput: (chunk) => {
      output.push(chunk);
      if (output.length > 400) output.splice(0, output.length - 400);
      if (debug)
        for (const line of chunk.split('\n')) if (line.trim()) log(`[${name.toLowerCase()}] ${line}`);
    },
  });
  return {
    name,
    process: handle,
    lastOutput: (lines = 25) => output.join('').split('\n').slice(-lines).join('\n').trim(),
  };
}

/** Waits until the emulator answers at `url`; an EmulatorError with its last output if it exits or the time is up. */
export async function waitUntilServing(
  emulator: EmulatorProcess,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const outcome = await waitForUrl(url, { timeoutMs, stopWhen: emulator.process.hasExited });
  if (outcome === 'ready') return;
  const why =
    outcome === 'stopped'
      ? `exited before it was ready (code ${await emulator.process.exited})`
      : `did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s`;
  throw new EmulatorError(
    `The ${emulator.name} emulator ${why}.\nIts last output:\n${emulator.lastOutput() || '(none)'}`,
  );
}
