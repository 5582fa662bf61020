/**
 * `npm start [-- --auth-port N --firestore-port N --port N]`: the whole app locally, offline.
 * Emulators (Auth 9099, Firestore 8080; also DEV_AUTH_PORT / DEV_FIRESTORE_PORT) with the rules
 * reloaded on every save, the demo organisation seeded, and the Vite dev server on
 * http://127.0.0.1:5173 (also DEV_PORT). Ctrl-C stops everything.
 */
import { startEmulators } from './emulators';
import { parseFlags } from './lib/args';
import { EmulatorError, printError } from './lib/errors';
import { isMainModule } from './lib/paths';
import { envPort, HOST, parsePort, portIsFree, waitForUrl } from './lib/ports';
import { shutdown, startCommand } from './lib/processes';
import { formatTable } from './lib/table';
import { DEMO_PASSWORD, DEMO_USERS, demoEmail, seedDemo } from './seed';
import { watchVerificationLinks } from './verificationLinks';

export const START_USAGE =
  'Usage: npm start [-- --auth-port N] [--firestore-port N] [--port N]\n' +
  'Defaults: DEV_AUTH_PORT or 9099, DEV_FIRESTORE_PORT or 8080, DEV_PORT or 5173 (the app).';

export type StartCli =
  { help: true } | { help: false; authPort: number; firestorePort: number; appPort: number };

export function parseStartArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): StartCli {
  const values = parseFlags(argv, {
    'auth-port': { type: 'string' },
    'firestore-port': { type: 'string' },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return { help: true };
  const port = (flag: 'auth-port' | 'firestore-port' | 'port', name: string, fallback: number) => {
    const value = values[flag];
    return value === undefined ? envPort(name, fallback, env) : parsePort(value, `--${flag}`);
  };
  return {
    help: false,
    authPort: port('auth-port', 'DEV_AUTH_PORT', 9099),
    firestorePort: port('firestore-port', 'DEV_FIRESTORE_PORT', 8080),
    appPort: port('port', 'DEV_PORT', 5173),
  };
}

function loginTable(): string {
  const notes = (u: (typeof DEMO_USERS)[number]) =>
    [
      u.designation === 'Director' ? 'Director' : '',
      u.userStatus === 'blocked' ? 'blocked' : '',
      u.isActive ? '' : 'inactive',
    ]
      .filter(Boolean)
      .join(', ');
  return formatTable(
    DEMO_USERS.map((u) => [u.id, u.userRole, u.fullName, demoEmail(u.id), notes(u)]),
    { header: ['Employee ID', 'Role', 'Name', 'E-mail', 'Notes'], indent: 2 },
  );
}

async function main(argv: string[]): Promise<number> {
  const cli = parseStartArgs(argv);
  if (cli.help) {
    console.log(START_USAGE);
    return 0;
  }
  const { authPort, firestorePort, appPort } = cli;
  const appUrl = `http://${HOST}:${appPort}`;
  if (!(await portIsFree(appPort))) {
    throw new EmulatorError(
      `Port ${appPort} is already in use: is \`npm start\` or \`npm run dev\` already running?`,
    );
  }

  const emulators = await startEmulators({ authPort, firestorePort, watchRules: true });
  await seedDemo(emulators.env);
  watchVerificationLinks(`http://${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}`, emulators.projectId);

  const vite = startCommand('vite', ['--port', String(appPort)], {
    env: {
      ...process.env,
      VITE_USE_EMULATORS: 'true',
      VITE_EMULATOR_AUTH_PORT: String(authPort),
      VITE_EMULATOR_FIRESTORE_PORT: String(firestorePort),
      VITE_EMULATOR_PROJECT_ID: emulators.projectId,
    },
  });
  if ((await waitForUrl(appUrl, { timeoutMs: 60_000, stopWhen: vite.hasExited })) === 'ready') {
    console.log(`\n  ICS Rewards is running at ${appUrl}\n`);
    console.log(
      `  Demo logins (password for all: ${DEMO_PASSWORD}; sign in with the employee ID or the e-mail):\n`,
    );
    console.log(loginTable());
    console.log(`\n  The Firestore rules reload whenever the rules file changes. Press Ctrl-C to stop.\n`);
  }

  const outcome = await Promise.race([
    // 130/143: Ctrl-C or SIGTERM reached Vite too; the signal handler is already stopping everything.
    vite.exited.then((code) => ({
      code,
      message: [0, 130, 143].includes(code) ? '' : `Vite exited with code ${code}.`,
    })),
    emulators.crashed.then((message) => ({ code: 1, message })),
  ]);
  if (outcome.message) console.error(`\n✖ ${outcome.message}`);
  await vite.stop();
  await emulators.stop();
  return outcome.code;
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
