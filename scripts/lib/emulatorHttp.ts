/** The emulators' own REST calls (wipe data, load rules), with their errors as readable EmulatorErrors. */
import { EmulatorError } from './errors';

export const DEFAULT_PROJECT_ID = 'demo-ics-rewards';

/** Emulator admin calls can be slow on a busy machine (the first rules compile takes 20 s at load 10). */
const ADMIN_CALL_TIMEOUT_MS = 120_000;

export function projectOf(env: Record<string, string | undefined>): string {
  return env.EMULATOR_PROJECT_ID ?? env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
}

export function requireHost(
  env: Record<string, string | undefined>,
  name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST',
): string {
  const host = env[name];
  if (!host) throw new EmulatorError(`${name} is not set: start the emulators first (npm run emulators).`);
  return host;
}

export async function emulatorFetch(url: string, init: RequestInit, what: string): Promise<Response> {
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

export async function emulatorDelete(url: string, what: string): Promise<void> {
  const response = await emulatorFetch(url, { method: 'DELETE' }, `clear ${what}`);
  if (!response.ok) {
    throw new EmulatorError(`Could not clear ${what} (${response.status}): ${await response.text()}`);
  }
}
