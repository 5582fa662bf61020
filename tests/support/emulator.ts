/** Where the emulators run: set by scripts/emulators.ts (or by hand, see docs/data-model.md). */
export const PROJECT_ID = process.env.EMULATOR_PROJECT_ID ?? 'demo-ics-rewards';

function hostPort(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): {
  host: string;
  port: number;
} {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set. Run the emulator tests through the launcher: npx tsx scripts/emulators.ts -- npx vitest run --project emulator`,
    );
  }
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

export function firestoreEmulator(): { host: string; port: number } {
  return hostPort('FIRESTORE_EMULATOR_HOST');
}

export function authEmulator(): { host: string; port: number } {
  return hostPort('FIREBASE_AUTH_EMULATOR_HOST');
}

export function authEmulatorUrl(): string {
  const { host, port } = authEmulator();
  return `http://${host}:${port}`;
}

/** Deletes every Auth-emulator account of the project. */
export async function clearAuthAccounts(): Promise<void> {
  const response = await fetch(`${authEmulatorUrl()}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok)
    throw new Error(`Could not clear the Auth emulator: ${response.status} ${await response.text()}`);
}
