/**
 * Local Firebase emulators without `firebase emulators:start` for Firestore.
 *
 * - Auth: firebase-tools (`emulators:start --only auth`) with a generated config so the port is ours.
 * - Firestore: Google's emulator jar run directly with `java` (FIRESTORE_EMULATOR_JAR, the Debian
 *   package `google-cloud-cli-firestore-emulator`, or gcloud's install), falling back to
 *   firebase-tools on machines with Java 21+ and internet.
 *
 * Library: `startEmulators()`, `clearFirestore()`, `clearAuth()`, `startCommand()`, `runCommand()`.
 * CLI:     tsx scripts/emulators.ts [--auth-port N] [--firestore-port N] [--watch] [--rules FILE]
 *                                   [--project ID] [-- cmd args...]
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { createServer } from 'node:net';
import { constants as osConstants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_PROJECT_ID = 'demo-ics-rewards';
const BIN = path.join(ROOT, 'node_modules', '.bin');
const FIREBASE_BIN = path.join(BIN, 'firebase');
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const JAR_IN_SDK = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const INSTALL_HINT =
  'Install Java and the Firestore emulator with:\n' +
  '  apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator\n' +
  '(or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator.jar).';

/** A problem the user can fix (missing program, busy port, bad rules): print the message, not a stack. */
export class EmulatorError extends Error {
  override name = 'EmulatorError';
}

export type EmulatorEnv = {
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  GCLOUD_PROJECT: string;
  EMULATOR_PROJECT_ID: string;
};

export interface StartEmulatorsOptions {
  projectId?: string;
  authPort: number;
  firestorePort: number;
  /** Defaults to env FIRESTORE_RULES_FILE, else firestore.rules in the repository root. */
  rulesFile?: string;
  /** Reload the rules into the running emulator whenever the file changes. */
  watchRules?: boolean;
  log?: (s: string) => void;
  /** How long both emulators get to answer; default 180 s (env EMULATOR_START_TIMEOUT_MS): the Auth emulator needs ~20 s on a quiet machine, minutes on a loaded one. */
  timeoutMs?: number;
}

export interface RunningEmulators {
  env: EmulatorEnv;
  projectId: string;
  authPort: number;
  firestorePort: number;
  /** Which Firestore emulator runs: a jar path, or 'firebase-tools'. */
  firestoreEmulator: string;
  /** Resolves (with a message) if an emulator dies while it should be running. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Process management: every process started here is tracked and stopped on exit or signal.
// ---------------------------------------------------------------------------------------------

interface Tracked {
  name: string;
  child: ChildProcess;
  /** Own process group (emulators): the whole group is signalled. */
  group: boolean;
  exited: Promise<number>;
  hasExited: () => boolean;
  stop: () => Promise<void>;
}

const tracked = new Set<Tracked>();
/** Temporary directories to remove even when the process exits without stopping the emulators. */
const workDirs = new Set<string>();
const shutdownHooks = new Set<() => Promise<void>>();
let handlersInstalled = false;
let shuttingDown = false;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function signalNumber(signal: NodeJS.Signals): number {
  return osConstants.signals[signal] ?? 1;
}

/** True while any process of the group (or the process itself) is alive. */
function alive(pid: number, group: boolean): boolean {
  if (pid <= 0) return false;
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

async function waitUntilGone(pid: number, group: boolean, ms: number, hasExited: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    // A group can outlive its leader; a plain child is gone once Node has seen it exit.
    if (group ? !alive(pid, true) : hasExited() || !alive(pid, false)) return true;
    await sleep(100);
  }
  return false;
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

/** Synchronous last resort (process 'exit'): SIGKILL whatever is still running. */
function killAllNow(): void {
  for (const t of tracked) {
    if (t.group || !t.hasExited()) sendSignal(t.child.pid, t.group, 'SIGKILL');
  }
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
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

interface TrackOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Own process group, output captured (emulators). Otherwise the terminal is shared (commands). */
  group: boolean;
  stdio?: StdioOptions;
  onOutput?: (chunk: string) => void;
}

function track(name: string, command: string, args: string[], options: TrackOptions): Tracked {
  installHandlers();
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    detached: options.group,
    stdio: options.stdio ?? (options.group ? ['ignore', 'pipe', 'pipe'] : 'inherit'),
  });
  let exitedFlag = false;
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      exitedFlag = true;
      const reason = error.code === 'ENOENT' ? `command not found: ${command}` : error.message;
      options.onOutput?.(`${reason}\n`);
      if (!options.group) console.error(`✖ ${name}: ${reason}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      exitedFlag = true;
      resolve(code ?? (signal ? 128 + signalNumber(signal) : 1));
    });
  });
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => options.onOutput?.(chunk));
  child.stderr?.on('data', (chunk: string) => options.onOutput?.(chunk));

  let stopping: Promise<void> | undefined;
  const entry: Tracked = {
    name,
    child,
    group: options.group,
    exited,
    hasExited: () => exitedFlag,
    stop: () => {
      stopping ??= (async () => {
        const pid = child.pid;
        if (pid !== undefined) {
          const isGone = () => (options.group ? !alive(pid, true) : exitedFlag);
          if (!isGone()) {
            sendSignal(pid, options.group, 'SIGTERM');
            if (!(await waitUntilGone(pid, options.group, 5000, () => exitedFlag))) {
              sendSignal(pid, options.group, 'SIGKILL');
              await waitUntilGone(pid, options.group, 3000, () => exitedFlag);
            }
          }
        }
        tracked.delete(entry);
      })();
      return stopping;
    },
  };
  tracked.add(entry);
  void exited.then(() => {
    // A plain command that has exited needs no more stopping; a group may still have members.
    if (!options.group) tracked.delete(entry);
  });
  return entry;
}

function withBinPath(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PATH: `${BIN}${path.delimiter}${env.PATH ?? ''}` };
}

export interface CommandHandle {
  child: ChildProcess;
  /** Exit code (128 + signal number when killed by a signal, 127 when the command is missing). */
  exited: Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts a command sharing this terminal (so Ctrl-C reaches it directly), with node_modules/.bin on
 * PATH. It is sent SIGTERM (then SIGKILL after 5 s) if this process is interrupted.
 */
export function startCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; stdio?: StdioOptions } = {},
): CommandHandle {
  const t = track(command, command, args, {
    env: withBinPath(options.env ?? process.env),
    cwd: options.cwd,
    group: false,
    stdio: options.stdio,
  });
  return { child: t.child, exited: t.exited, stop: t.stop };
}

/** Runs a command to completion and returns its exit code. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  return startCommand(command, args, options).exited;
}

// ---------------------------------------------------------------------------------------------
// Finding Java and the Firestore emulator
// ---------------------------------------------------------------------------------------------

function javaCommand(): string {
  if (process.env.JAVA) return process.env.JAVA;
  const home = process.env.JAVA_HOME;
  if (home && existsSync(path.join(home, 'bin', 'java'))) return path.join(home, 'bin', 'java');
  return 'java';
}

/** Java's major version, or undefined when `java` cannot be run. */
function javaMajorVersion(java: string): number | undefined {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

type FirestoreLauncher = { kind: 'jar'; jar: string } | { kind: 'firebase-tools' };

function findFirestoreEmulator(): FirestoreLauncher {
  const looked: string[] = [];
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new EmulatorError(`FIRESTORE_EMULATOR_JAR is set to ${fromEnv}, but that file does not exist.\n${INSTALL_HINT}`);
    }
    return { kind: 'jar', jar: fromEnv };
  }
  looked.push(DEBIAN_JAR);
  if (existsSync(DEBIAN_JAR)) return { kind: 'jar', jar: DEBIAN_JAR };

  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  const sdkRoot = gcloud.status === 0 ? gcloud.stdout.trim() : '';
  if (sdkRoot) {
    const jar = path.join(sdkRoot, JAR_IN_SDK);
    looked.push(jar);
    if (existsSync(jar)) return { kind: 'jar', jar };
  }

  const java = javaMajorVersion(javaCommand());
  if (java !== undefined && java >= 21) return { kind: 'firebase-tools' };
  throw new EmulatorError(
    `The Cloud Firestore emulator was not found (looked at FIRESTORE_EMULATOR_JAR, ${looked.join(', ')}).\n` +
      `${INSTALL_HINT}\n` +
      `firebase-tools could download it instead, but only with Java 21+ (found: ${java ?? 'none'}) and internet access.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Ports, HTTP
// ---------------------------------------------------------------------------------------------

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function displayPath(file: string): string {
  const relative = path.relative(ROOT, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

function tail(lines: string[], n = 25): string {
  return lines.join('').split('\n').slice(-n).join('\n').trim();
}

function projectOf(env: Record<string, string | undefined>): string {
  return env.EMULATOR_PROJECT_ID ?? env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
}

function requireHost(env: Record<string, string | undefined>, name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = env[name];
  if (!host) throw new EmulatorError(`${name} is not set: start the emulators first (npm run emulators).`);
  return host;
}

/** Emulator admin calls can be slow on a busy machine (the first rules compile takes 20 s at load 10). */
const ADMIN_CALL_TIMEOUT_MS = 120_000;

async function emulatorFetch(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(ADMIN_CALL_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${ADMIN_CALL_TIMEOUT_MS / 1000} s (is the machine overloaded?)`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new EmulatorError(`Could not ${what} at ${url}: ${reason}`);
  }
}

async function emulatorDelete(url: string, what: string): Promise<void> {
  const response = await emulatorFetch(url, { method: 'DELETE' }, `clear ${what}`);
  if (!response.ok) {
    throw new EmulatorError(`Could not clear ${what} (${response.status}): ${await response.text()}`);
  }
}

/** Deletes every Firestore document of the project in the emulator. */
export async function clearFirestore(env: Record<string, string | undefined>): Promise<void> {
  const host = requireHost(env, 'FIRESTORE_EMULATOR_HOST');
  await emulatorDelete(
    `http://${host}/emulator/v1/projects/${projectOf(env)}/databases/(default)/documents`,
    'the Firestore emulator',
  );
}

/** Deletes every account of the project in the Auth emulator. */
export async function clearAuth(env: Record<string, string | undefined>): Promise<void> {
  const host = requireHost(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  await emulatorDelete(`http://${host}/emulator/v1/projects/${projectOf(env)}/accounts`, 'the Auth emulator');
}

/** Loads rules into the emulator; throws an EmulatorError carrying the compiler's message. */
export async function loadRules(firestoreHost: string, projectId: string, rulesFile: string): Promise<void> {
  const content = readFileSync(rulesFile, 'utf8');
  const response = await emulatorFetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: path.basename(rulesFile), content }] } }),
    },
    `load ${displayPath(rulesFile)} into the Firestore emulator`,
  );
  if (response.ok) return;
  const text = await response.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
  } catch {
    // not JSON: keep the text
  }
  throw new EmulatorError(`${displayPath(rulesFile)}: ${message.trim()}`);
}

// ---------------------------------------------------------------------------------------------
// startEmulators
// ---------------------------------------------------------------------------------------------

interface EmulatorProcess {
  tracked: Tracked;
  output: string[];
}

function launchEmulator(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  log: (s: string) => void,
): EmulatorProcess {
  const output: string[] = [];
  const debug = process.env.EMULATOR_DEBUG === '1';
  const t = track(name, command, args, {
    cwd,
    group: true,
    // TMPDIR: firebase-tools keeps its hub locator (tmp/hub-{project}.json) there; a private one
    // keeps parallel launchers for the same project from seeing each other.
    env: { ...process.env, TMPDIR: cwd, NO_COLOR: '1', FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1' },
    onOutput: (chunk) => {
      output.push(chunk);
      if (output.length > 400) output.splice(0, output.length - 400);
      if (debug) for (const line of chunk.split('\n')) if (line.trim()) log(`[${name}] ${line}`);
    },
  });
  return { tracked: t, output };
}

async function waitForHttp(
  name: string,
  url: string,
  proc: EmulatorProcess,
  deadline: number,
  timeoutMs: number,
): Promise<void> {
  while (!(await answers(url))) {
    if (proc.tracked.hasExited()) {
      throw new EmulatorError(
        `The ${name} emulator exited before it was ready (code ${await proc.tracked.exited}).\n` +
          `Its last output:\n${tail(proc.output) || '(none)'}`,
      );
    }
    if (Date.now() > deadline) {
      throw new EmulatorError(
        `The ${name} emulator did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s.\n` +
          `Its last output:\n${tail(proc.output) || '(none)'}`,
      );
    }
    await sleep(250);
  }
}

export async function startEmulators(opts: StartEmulatorsOptions): Promise<RunningEmulators> {
  const projectId = opts.projectId ?? DEFAULT_PROJECT_ID;
  const log = opts.log ?? ((s: string) => console.log(`[emulators] ${s}`));
  const rulesFile = path.resolve(ROOT, opts.rulesFile ?? process.env.FIRESTORE_RULES_FILE ?? 'firestore.rules');
  const timeoutMs = opts.timeoutMs ?? Number(process.env.EMULATOR_START_TIMEOUT_MS ?? 180_000);
  const { authPort, firestorePort } = opts;

  if (!existsSync(rulesFile)) throw new EmulatorError(`Rules file not found: ${rulesFile}`);
  if (authPort === firestorePort) throw new EmulatorError(`The Auth and Firestore emulators need different ports (both ${authPort}).`);
  for (const [name, port] of [
    ['Auth', authPort],
    ['Firestore', firestorePort],
  ] as const) {
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new EmulatorError(`Invalid ${name} emulator port: ${port}`);
    if (!(await portIsFree(port))) {
      throw new EmulatorError(
        `Port ${port} (${name} emulator) on 127.0.0.1 is already in use: is another emulator, \`npm start\` or test run still going?\n` +
          'Stop it, or choose other ports (see --auth-port / --firestore-port and the *_PORT environment variables).',
      );
    }
  }
  if (!existsSync(FIREBASE_BIN)) throw new EmulatorError(`${FIREBASE_BIN} not found: run npm ci first.`);

  const java = javaCommand();
  if (javaMajorVersion(java) === undefined) {
    throw new EmulatorError(`The Firestore emulator needs Java, but \`${java} -version\` could not be run.\n${INSTALL_HINT}`);
  }
  const launcher = findFirestoreEmulator();

  const workDir = mkdtempSync(path.join(tmpdir(), 'ics-emulators-'));
  workDirs.add(workDir);
  const processes: EmulatorProcess[] = [];
  let stopping = false;
  let stopPromise: Promise<void> | undefined;
  let watcher: FSWatcher | undefined;
  let unregister: () => void = () => undefined;

  const stop = (): Promise<void> => {
    stopPromise ??= (async () => {
      stopping = true;
      watcher?.close();
      await Promise.allSettled(processes.map((p) => p.tracked.stop()));
      rmSync(workDir, { recursive: true, force: true });
      workDirs.delete(workDir);
      unregister();
    })();
    return stopPromise;
  };
  unregister = onShutdown(stop);

  const firebaseToolsConfig = async (name: string, emulators: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const file = path.join(workDir, `${name}.firebase.json`);
    const config = {
      ...extra,
      emulators: {
        ...emulators,
        // Private hub/logging ports, so that several launchers (npm start + npm test) can coexist.
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
      },
    };
    writeFileSync(file, JSON.stringify(config, null, 2));
    return file;
  };

  try {
    const started = Date.now();
    const deadline = started + timeoutMs;
    const authConfig = await firebaseToolsConfig('auth', { auth: { host: '127.0.0.1', port: authPort } });
    const auth = launchEmulator(
      'auth',
      process.execPath,
      [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', authConfig],
      workDir,
      log,
    );
    processes.push(auth);

    let firestore: EmulatorProcess;
    let firestoreEmulator: string;
    if (launcher.kind === 'jar') {
      firestoreEmulator = launcher.jar;
      firestore = launchEmulator(
        'firestore',
        java,
        [
          '-Duser.language=en',
          '-cp',
          launcher.jar,
          FIRESTORE_MAIN_CLASS,
          'start',
          '--host=127.0.0.1',
          `--port=${firestorePort}`,
          `--rules=${rulesFile}`,
        ],
        workDir,
        log,
      );
    } else {
      firestoreEmulator = 'firebase-tools';
      const config = await firebaseToolsConfig(
        'firestore',
        { firestore: { host: '127.0.0.1', port: firestorePort, websocketPort: await freePort() } },
        { firestore: { rules: rulesFile } },
      );
      firestore = launchEmulator(
        'firestore',
        process.execPath,
        [FIREBASE_BIN, 'emulators:start', '--only', 'firestore', '--project', projectId, '--config', config],
        workDir,
        log,
      );
    }
    processes.push(firestore);
    log(`starting Auth on 127.0.0.1:${authPort} and Firestore on 127.0.0.1:${firestorePort} (${firestoreEmulator})`);

    await Promise.all([
      waitForHttp('Auth', `http://127.0.0.1:${authPort}/`, auth, deadline, timeoutMs),
      waitForHttp('Firestore', `http://127.0.0.1:${firestorePort}/`, firestore, deadline, timeoutMs),
    ]);

    const firestoreHost = `127.0.0.1:${firestorePort}`;
    try {
      await loadRules(firestoreHost, projectId, rulesFile);
      log(`rules loaded from ${displayPath(rulesFile)}`);
    } catch (error) {
      if (!opts.watchRules || !(error instanceof EmulatorError)) throw error;
      // While developing, a broken rules file should not stop everything: fix it and it reloads.
      log(`✖ rules NOT loaded: ${error.message}`);
    }
    log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    if (opts.watchRules) {
      let timer: NodeJS.Timeout | undefined;
      let lastContent = readFileSync(rulesFile, 'utf8');
      const reload = () => {
        let content: string;
        try {
          content = readFileSync(rulesFile, 'utf8');
        } catch {
          return; // being replaced; a later event follows
        }
        if (content === lastContent) return;
        lastContent = content;
        loadRules(firestoreHost, projectId, rulesFile).then(
          () => log(`rules reloaded (${new Date().toLocaleTimeString()})`),
          (error: unknown) => log(`✖ rules NOT reloaded: ${error instanceof Error ? error.message : String(error)}`),
        );
      };
      // Watch the directory: editors often replace the file, which ends a watch on the file itself.
      watcher = watch(path.dirname(rulesFile), (_event, filename) => {
        if (filename !== null && filename.toString() !== path.basename(rulesFile)) return;
        clearTimeout(timer);
        timer = setTimeout(reload, 200);
      });
      watcher.unref();
    }

    const crashed = new Promise<string>((resolve) => {
      for (const [name, proc] of [
        ['Auth', auth],
        ['Firestore', firestore],
      ] as const) {
        void proc.tracked.exited.then((code) => {
          if (!stopping) resolve(`The ${name} emulator stopped unexpectedly (code ${code}).\n${tail(proc.output)}`);
        });
      }
    });

    return {
      env: {
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
        GCLOUD_PROJECT: projectId,
        EMULATOR_PROJECT_ID: projectId,
      },
      projectId,
      authPort,
      firestorePort,
      firestoreEmulator,
      crashed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

export function isMainModule(metaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(metaUrl);
}

export function envPort(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new EmulatorError(`${name}=${value} is not a port number.`);
  return port;
}

/** Prints an error the way the scripts do: a readable message for EmulatorError, the stack otherwise. */
export function printError(error: unknown): void {
  console.error(error instanceof EmulatorError ? `\n✖ ${error.message}` : error);
}

async function main(argv: string[]): Promise<number> {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  let authPort = envPort('EMULATOR_AUTH_PORT', 9199);
  let firestorePort = envPort('EMULATOR_FIRESTORE_PORT', 8180);
  let watchRules = false;
  let rulesFile: string | undefined;
  let projectId: string | undefined;
  for (let i = 0; i < own.length; i++) {
    const arg = own[i] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? own[++i];
      if (v === undefined) throw new EmulatorError(`${flag} needs a value`);
      return v;
    };
    const port = (): number => {
      const v = value();
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new EmulatorError(`${flag}: ${v} is not a port number`);
      return n;
    };
    switch (flag) {
      case '--auth-port':
        authPort = port();
        break;
      case '--firestore-port':
        firestorePort = port();
        break;
      case '--watch':
        watchRules = true;
        break;
      case '--rules':
        rulesFile = path.resolve(value());
        break;
      case '--project':
        projectId = value();
        break;
      case '-h':
      case '--help':
        console.log(
          'Usage: tsx scripts/emulators.ts [--auth-port N] [--firestore-port N] [--watch] [--rules FILE] [--project ID] [-- cmd args...]\n' +
            'Defaults: EMULATOR_AUTH_PORT or 9199, EMULATOR_FIRESTORE_PORT or 8180, firestore.rules, demo-ics-rewards.\n' +
            'With a command: runs it with FIRESTORE_EMULATOR_HOST etc. set, stops the emulators, exits with its code.',
        );
        return 0;
      default:
        throw new EmulatorError(`Unknown option ${arg} (try --help)`);
    }
  }

  const emulators = await startEmulators({ authPort, firestorePort, watchRules, rulesFile, projectId });
  if (command.length > 0) {
    const [cmd = '', ...args] = command;
    const code = await runCommand(cmd, args, { env: { ...process.env, ...emulators.env } });
    await emulators.stop();
    return code;
  }
  console.log('\nEmulators running. In another shell:');
  for (const [key, value] of Object.entries(emulators.env)) console.log(`  export ${key}=${value}`);
  console.log('Press Ctrl-C to stop.');
  const message = await emulators.crashed; // Ctrl-C exits through the signal handler
  console.error(`\n✖ ${message}`);
  await emulators.stop();
  return 1;
}

if (isMainModule(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    async (error: unknown) => {
      printError(error);
      await shutdown();
      process.exit(1);
    },
  );
}
