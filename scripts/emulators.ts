/**
 * Local Firebase emulators without `firebase emulators:start` for Firestore.
 *
 * - Auth: firebase-tools (`emulators:start --only auth`) with a generated config so the port is ours
 *   (lib/authEmulator.ts, lib/firebaseTools.ts).
 * - Firestore: Google's emulator jar run directly with `java`, found as lib/firestoreEmulator.ts says.
 * - Rules: loaded once they answer, reloaded on change with --watch (lib/rules.ts).
 * - Processes: own process groups, stopped on exit or Ctrl-C (lib/processes.ts).
 *
 * Library: `startEmulators()` here; the helpers other scripts use are re-exported below.
 * CLI:     tsx scripts/emulators.ts [--auth-port N] [--firestore-port N] [--watch] [--rules FILE]
 *                                   [--project ID] [-- cmd args...]
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFlagsAndCommand } from './lib/args';
import { startAuthEmulator } from './lib/authEmulator';
import { DEFAULT_PROJECT_ID } from './lib/emulatorHttp';
import { waitUntilServing, type EmulatorProcess } from './lib/emulatorProcess';
import { EmulatorError, printError } from './lib/errors';
import { requireFirebaseTools } from './lib/firebaseTools';
import { findFirestoreEmulator, startFirestoreEmulator } from './lib/firestoreEmulator';
import { displayPath, isMainModule, ROOT } from './lib/paths';
import { envPort, HOST, parsePort, portIsFree } from './lib/ports';
import { onShutdown, removeOnExit, runCommand, shutdown } from './lib/processes';
import { loadRules, watchRules } from './lib/rules';

export { clearAuth } from './lib/authEmulator';
export { DEFAULT_PROJECT_ID } from './lib/emulatorHttp';
export { EmulatorError, printError } from './lib/errors';
export { clearFirestore } from './lib/firestoreEmulator';
export { isMainModule, ROOT } from './lib/paths';
export { envPort, portIsFree } from './lib/ports';
export {
  onShutdown,
  runCommand,
  shutdown,
  startCommand,
  type ProcessHandle as CommandHandle,
} from './lib/processes';
export { loadRules } from './lib/rules';

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

async function checkPorts(ports: { Auth: number; Firestore: number }): Promise<void> {
  if (ports.Auth === ports.Firestore) {
    throw new EmulatorError(`The Auth and Firestore emulators need different ports (both ${ports.Auth}).`);
  }
  for (const [name, port] of Object.entries(ports)) {
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new EmulatorError(`Invalid ${name} emulator port: ${port}`);
    if (!(await portIsFree(port))) {
      throw new EmulatorError(
        `Port ${port} (${name} emulator) on ${HOST} is already in use: is another emulator, \`npm start\` or test run still going?\n` +
          'Stop it, or choose other ports (see --auth-port / --firestore-port and the *_PORT environment variables).',
      );
    }
  }
}

export async function startEmulators(opts: StartEmulatorsOptions): Promise<RunningEmulators> {
  const projectId = opts.projectId ?? DEFAULT_PROJECT_ID;
  const log = opts.log ?? ((s: string) => console.log(`[emulators] ${s}`));
  const rulesFile = path.resolve(
    ROOT,
    opts.rulesFile ?? process.env.FIRESTORE_RULES_FILE ?? 'firestore.rules',
  );
  const timeoutMs = opts.timeoutMs ?? Number(process.env.EMULATOR_START_TIMEOUT_MS ?? 180_000);
  const { authPort, firestorePort } = opts;

  if (!existsSync(rulesFile)) throw new EmulatorError(`Rules file not found: ${rulesFile}`);
  await checkPorts({ Auth: authPort, Firestore: firestorePort });
  requireFirebaseTools();
  const launcher = findFirestoreEmulator();

  const workDir = mkdtempSync(path.join(tmpdir(), 'ics-emulators-'));
  const removeWorkDir = removeOnExit(workDir);
  const processes: EmulatorProcess[] = [];
  let stopping = false;
  let stopPromise: Promise<void> | undefined;
  let stopWatching: () => void = () => undefined;
  let unregister: () => void = () => undefined;

  const stop = (): Promise<void> => {
    stopPromise ??= (async () => {
      stopping = true;
      stopWatching();
      await Promise.allSettled(processes.map((p) => p.process.stop()));
      removeWorkDir();
      unregister();
    })();
    return stopPromise;
  };
  unregister = onShutdown(stop);

  try {
    const started = Date.now();
    const auth = await startAuthEmulator({ projectId, port: authPort, workDir }, log);
    processes.push(auth);
    const firestore = await startFirestoreEmulator(
      launcher,
      { projectId, port: firestorePort, rulesFile, workDir },
      log,
    );
    processes.push(firestore);
    const firestoreEmulator = launcher.kind === 'jar' ? launcher.jar : 'firebase-tools';
    log(
      `starting Auth on ${HOST}:${authPort} and Firestore on ${HOST}:${firestorePort} (${firestoreEmulator})`,
    );

    const remaining = () => timeoutMs - (Date.now() - started);
    await Promise.all([
      waitUntilServing(auth, `http://${HOST}:${authPort}/`, remaining()),
      waitUntilServing(firestore, `http://${HOST}:${firestorePort}/`, remaining()),
    ]);

    const firestoreHost = `${HOST}:${firestorePort}`;
    try {
      await loadRules(firestoreHost, projectId, rulesFile);
      log(`rules loaded from ${displayPath(rulesFile)}`);
    } catch (error) {
      if (!opts.watchRules || !(error instanceof EmulatorError)) throw error;
      // While developing, a broken rules file should not stop everything: fix it and it reloads.
      log(`✖ rules NOT loaded: ${error.message}`);
    }
    log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (opts.watchRules) stopWatching = watchRules(firestoreHost, projectId, rulesFile, log);

    const crashed = new Promise<string>((resolve) => {
      for (const emulator of [auth, firestore]) {
        void emulator.process.exited.then((code) => {
          if (!stopping)
            resolve(
              `The ${emulator.name} emulator stopped unexpectedly (code ${code}).\n${emulator.lastOutput()}`,
            );
        });
      }
    });

    return {
      env: {
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${authPort}`,
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

export const EMULATORS_USAGE =
  'Usage: tsx scripts/emulators.ts [--auth-port N] [--firestore-port N] [--watch] [--rules FILE] [--project ID] [-- cmd args...]\n' +
  'Defaults: EMULATOR_AUTH_PORT or 9199, EMULATOR_FIRESTORE_PORT or 8180, firestore.rules, demo-ics-rewards.\n' +
  'With a command: runs it with FIRESTORE_EMULATOR_HOST etc. set, stops the emulators, exits with its code.';

export type EmulatorsCli =
  | { help: true }
  | {
      help: false;
      authPort: number;
      firestorePort: number;
      watchRules: boolean;
      rulesFile: string | undefined;
      projectId: string | undefined;
      /** The command to run once the emulators answer; empty: keep them running until Ctrl-C. */
      command: string[];
    };

/** The emulator launcher's command line (flags, then an optional command after `--`). */
export function parseEmulatorsArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): EmulatorsCli {
  const { values, command } = parseFlagsAndCommand(argv, {
    'auth-port': { type: 'string' },
    'firestore-port': { type: 'string' },
    watch: { type: 'boolean', default: false },
    rules: { type: 'string' },
    project: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return { help: true };
  return {
    help: false,
    authPort:
      values['auth-port'] === undefined
        ? envPort('EMULATOR_AUTH_PORT', 9199, env)
        : parsePort(values['auth-port'], '--auth-port'),
    firestorePort:
      values['firestore-port'] === undefined
        ? envPort('EMULATOR_FIRESTORE_PORT', 8180, env)
        : parsePort(values['firestore-port'], '--firestore-port'),
    watchRules: values.watch,
    rulesFile: values.rules === undefined ? undefined : path.resolve(values.rules),
    projectId: values.project,
    command,
  };
}

async function main(argv: string[]): Promise<number> {
  const cli = parseEmulatorsArgs(argv);
  if (cli.help) {
    console.log(EMULATORS_USAGE);
    return 0;
  }
  const { command, ...options } = cli;
  const emulators = await startEmulators(options);
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
