/** The Auth emulator: pure Node, inside firebase-tools. */
import { emulatorDelete, projectOf, requireHost } from './emulatorHttp';
import type { EmulatorProcess } from './emulatorProcess';
import { startWithFirebaseTools } from './firebaseTools';
import { HOST } from './ports';

export function startAuthEmulator(
  setup: { projectId: string; port: number; workDir: string },
  log: (s: string) => void,
): Promise<EmulatorProcess> {
  return startWithFirebaseTools(
    'Auth',
    'auth',
    {
      projectId: setup.projectId,
      workDir: setup.workDir,
      emulators: { auth: { host: HOST, port: setup.port } },
    },
    log,
  );
}

/** Deletes every account of the project in the Auth emulator. */
export async function clearAuth(env: Record<string, string | undefined>): Promise<void> {
  const host = requireHost(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  await emulatorDelete(`http://${host}/emulator/v1/projects/${projectOf(env)}/accounts`, 'the Auth emulator');
}
