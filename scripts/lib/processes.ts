/**
 * Child processes, on execa. Every process started here is tracked and stopped when the script is
 * interrupted (Ctrl-C, SIGTERM, SIGHUP) or fails, after the registered shutdown hooks have run.
 *
 * - Commands (`startCommand`, `runCommand`) share this terminal, so Ctrl-C reaches them directly; they
 *   find node_modules/.bin first on PATH and are stopped with SIGTERM, then SIGKILL after 5 s.
 * - Process groups (`startProcessGroup`, for the emulators) run in a group of their own with their
 *   output captured; stopping signals the whole group (firebase-tools starts Java as its child).
 */
import { rmSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { execa, type Options, type ResultPromise } from 'execa';
import { EmulatorError } from './errors';
import { ROOT } from './paths';

interface Tracked {
  /** A group is signalled as a whole and may outlive its leader. */
  group: boolean;
  pid: number | undefined;
  hasExited: () => boolean;
  stop: () => Promise<void>;
}

const tracked = new Set<Tracked>();
/** Temporary directories to remove even when the process exits without stopping what used them. */
const tempDirs = new Set<string>();
const shutdownHooks = new Set<() => Promise<void>>();
let handlersInstalled = false;
let shuttingDown = false;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function signalNumber(signal: string): number {
  return (osConstants.signals as Record<string, number | undefined>)[signal] ?? 1;
}

/** A shell-style exit code: the code, 128 + the signal's number when killed, 127 when the command is missing. */
export function exitCodeOf(result: { exitCode?: number; signal?: string; code?: string }): number {
  if (result.exitCode !== undefined) return result.exitCode;
  if (result.signal !== undefined) return 128 + signalNumber(result.signal);
  return result.code === 'ENOENT' ? 127 : 1;
}

/** True while any process of the group (or the process itself) is alive. */
function alive(pid: number, group: boolean): boolean {
  try {
    process.kill(group ? -pid : pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sendSignal(pid: number | undefined, group: boolean, signal: NodeJS.Signals): void {
  // Never pid 0 (or -0): that would signal our own process group.
  if (pid === undefined || pid <= 0) return;
  try {
    process.kill(group ? -pid : pid, signal);
  } catch {
    // already gone
  }
}

async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (done()) return true;
    await sleep(100);
  }
  return done();
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      // Second Ctrl-C: do not wait any longer.
      killAllNow();
      process.exit(128 + signalNumber(signal));
    }
    void shutdown().finally(() => process.exit(128 + signalNumber(signal)));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  const onFatal = (error: unknown) => {
    console.error(error instanceof EmulatorError ? `\n✖ ${error.message}` : error);
    if (shuttingDown) {
      killAllNow();
      process.exit(1);
    }
    void shutdown().finally(() => process.exit(1));
  };
  process.on('uncaughtException', onFatal);
  process.on('unhandledRejection', onFatal);
  process.on('exit', killAllNow);
}

/**
 * Synchronous last resort (process 'exit'): SIGKILL every group still running and remove the temporary
 * directories. (Commands get execa's own clean-up: SIGTERM when this process exits.)
 */
function killAllNow(): void {
  for (const t of tracked) if (t.group) sendSignal(t.pid, true, 'SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

/** Runs the shutdown hooks (e.g. emulator stop) and stops every tracked process. */
export async function shutdown(): Promise<void> {
  shuttingDown = true;
  await Promise.allSettled([...shutdownHooks].map((hook) => hook()));
  await Promise.allSettled([...tracked].map((t) => t.stop()));
}

/** Registers work to do when the process is interrupted or fails; returns an unregister function. */
export function onShutdown(hook: () => Promise<void>): () => void {
  installHandlers();
  shutdownHooks.add(hook);
  return () => {
    shutdownHooks.delete(hook);
  };
}

/** Removes the directory when this process exits, however it exits; returns "remove it now". */
export function removeOnExit(dir: string): () => void {
  installHandlers();
  tempDirs.add(dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  };
}

export interface ProcessHandle {
  pid: number | undefined;
  /** Exit code (128 + signal number when killed by a signal, 127 when the command is missing). */
  exited: Promise<number>;
  hasExited(): boolean;
  stop(): Promise<void>;
}

interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

function spawnTracked(
  command: string,
  args: string[],
  group: boolean,
  options: Options,
  onSpawnError: (reason: string) => void,
) {
  installHandlers();
  const subprocess: ResultPromise = execa(command, args, {
    ...options,
    detached: group,
    reject: false,
    buffer: false,
    // A command gets SIGTERM, then SIGKILL after 5 s (execa); a group is stopped by stop() below.
    forceKillAfterDelay: group ? false : 5000,
    cleanup: !group,
  });
  let exitedFlag = false;
  const exited = subprocess.then((result) => {
    exitedFlag = true;
    if (result.failed && result.exitCode === undefined && result.signal === undefined) {
      onSpawnError(
        result.code === 'ENOENT'
          ? `command not found: ${command}`
          : (result.originalMessage ?? result.shortMessage ?? 'could not start'),
      );
    }
    return exitCodeOf(result);
  });
  const pid = subprocess.pid;
  let stopping: Promise<void> | undefined;
  const entry: Tracked = {
    group,
    pid,
    hasExited: () => exitedFlag,
    stop: () => {
      stopping ??= (async () => {
        if (group) {
          if (pid !== undefined && alive(pid, true)) {
            sendSignal(pid, true, 'SIGTERM');
            if (!(await waitUntil(() => !alive(pid, true), 5000))) {
              sendSignal(pid, true, 'SIGKILL');
              await waitUntil(() => !alive(pid, true), 3000);
            }
          }
        } else if (!exitedFlag) {
          subprocess.kill();
          await exited;
        }
        tracked.delete(entry);
      })();
      return stopping;
    },
  };
  tracked.add(entry);
  // A command that has exited needs no more stopping; a group may still have members.
  if (!group) void exited.then(() => tracked.delete(entry));
  const handle: ProcessHandle = { pid, exited, hasExited: entry.hasExited, stop: entry.stop };
  return { subprocess, handle };
}

/**
 * Starts a command sharing this terminal (so Ctrl-C reaches it directly), with node_modules/.bin first
 * on PATH. It is sent SIGTERM (then SIGKILL after 5 s) if this process is interrupted.
 */
export function startCommand(command: string, args: string[], options: SpawnOptions = {}): ProcessHandle {
  const { handle } = spawnTracked(
    command,
    args,
    false,
    {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      extendEnv: false,
      preferLocal: true,
      localDir: ROOT,
      stdio: 'inherit',
    },
    (reason) => console.error(`✖ ${command}: ${reason}`),
  );
  return handle;
}

/** Runs a command to completion and returns its exit code. */
export function runCommand(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return startCommand(command, args, options).exited;
}

/**
 * Starts a long-running server in a process group of its own, its output (and any spawn error) going to
 * `onOutput`. stop() sends the group SIGTERM, then SIGKILL after 5 s, and waits until all of it is gone.
 */
export function startProcessGroup(
  command: string,
  args: string[],
  options: SpawnOptions & { onOutput: (chunk: string) => void },
): ProcessHandle {
  const { subprocess, handle } = spawnTracked(
    command,
    args,
    true,
    {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      extendEnv: false,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
    (reason) => options.onOutput(`${reason}\n`),
  );
  for (const stream of [subprocess.stdout, subprocess.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => options.onOutput(chunk));
  }
  return handle;
}
