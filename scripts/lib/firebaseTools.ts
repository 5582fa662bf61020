/** Emulators run by firebase-tools (`firebase emulators:start --only X`) with a generated config. */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchEmulator, type EmulatorProcess } from './emulatorProcess';
import { EmulatorError } from './errors';
import { BIN } from './paths';
import { freePort, HOST } from './ports';

const FIREBASE_BIN = path.join(BIN, 'firebase');

export function requireFirebaseTools(): void {
  if (!existsSync(FIREBASE_BIN)) throw new EmulatorError(`${FIREBASE_BIN} not found: run npm ci first.`);
}

/**
 * Starts `firebase emulators:start --only <only>` in `workDir` with a config written there: the given
 * emulator settings plus private hub and logging ports, so that several launchers (npm start + npm test)
 * can run at once.
 */
export async function startWithFirebaseTools(
  name: string,
  only: 'auth' | 'firestore',
  setup: {
    projectId: string;
    workDir: string;
    emulators: Record<string, unknown>;
    config?: Record<string, unknown>;
  },
  log: (s: string) => void,
): Promise<EmulatorProcess> {
  const file = path.join(setup.workDir, `${only}.firebase.json`);
  const config = {
    ...setup.config,
    emulators: {
      ...setup.emulators,
      hub: { host: HOST, port: await freePort() },
      logging: { host: HOST, port: await freePort() },
      ui: { enabled: false },
    },
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return launchEmulator(
    name,
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', only, '--project', setup.projectId, '--config', file],
    setup.workDir,
    log,
  );
}
