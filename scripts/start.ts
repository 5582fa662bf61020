/**
 * `npm start`: the whole app locally, offline. Emulators (Auth 9099, Firestore 8080; override with
 * DEV_AUTH_PORT / DEV_FIRESTORE_PORT) with the rules reloaded on every save, the demo
 * organisation seeded, and the Vite dev server on http://127.0.0.1:5173. Ctrl-C stops everything.
 */
import {
  EmulatorError,
  envPort,
  portIsFree,
  printError,
  shutdown,
  startCommand,
  startEmulators,
} from './emulators';
import { DEMO_PASSWORD, DEMO_USERS, demoEmail, seedDemo } from './seed';
import { watchVerificationLinks } from './verificationLinks';

const APP_URL = 'http://127.0.0.1:5173';
const VITE_PORT = 5173;

async function waitForUrl(url: string, exited: Promise<number>, timeoutMs: number): Promise<boolean> {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (!done && Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
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
  const rows = DEMO_USERS.map((u) => [u.id, u.userRole, u.fullName, demoEmail(u.id), notes(u)]);
  const header = ['Employee ID', 'Role', 'Name', 'E-mail', 'Notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  const authPort = envPort('DEV_AUTH_PORT', 9099);
  const firestorePort = envPort('DEV_FIRESTORE_PORT', 8080);
  if (!(await portIsFree(VITE_PORT))) {
    throw new EmulatorError(`Port ${VITE_PORT} is already in use: is \`npm start\` or \`npm run dev\` already running?`);
  }

  const emulators = await startEmulators({ authPort, firestorePort, watchRules: true });
  await seedDemo(emulators.env);
  watchVerificationLinks(`http://${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}`, emulators.projectId);

  const vite = startCommand('vite', [], {
    env: {
      ...process.env,
      VITE_USE_EMULATORS: 'true',
      VITE_EMULATOR_AUTH_PORT: String(authPort),
      VITE_EMULATOR_FIRESTORE_PORT: String(firestorePort),
      VITE_EMULATOR_PROJECT_ID: emulators.projectId,
    },
  });
  if (await waitForUrl(APP_URL, vite.exited, 60_000)) {
    console.log(`\n  ICS Rewards is running at ${APP_URL}\n`);
    console.log(`  Demo logins (password for all: ${DEMO_PASSWORD}; sign in with the employee ID or the e-mail):\n`);
    console.log(loginTable());
    console.log(`\n  The Firestore rules reload whenever the rules file changes. Press Ctrl-C to stop.\n`);
  }

  const outcome = await Promise.race([
    // 130/143: Ctrl-C or SIGTERM reached Vite too; the signal handler is already stopping everything.
    vite.exited.then((code) => ({ code, message: [0, 130, 143].includes(code) ? '' : `Vite exited with code ${code}.` })),
    emulators.crashed.then((message) => ({ code: 1, message })),
  ]);
  if (outcome.message) console.error(`\n✖ ${outcome.message}`);
  await vite.stop();
  await emulators.stop();
  return outcome.code;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    printError(error);
    await shutdown();
    process.exit(1);
  },
);
