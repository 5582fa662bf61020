/**
 * The Firestore emulator: Google's jar run directly with `java` (FIRESTORE_EMULATOR_JAR, the Debian
 * package `google-cloud-cli-firestore-emulator`, or gcloud's install), falling back to firebase-tools
 * on machines with Java 21+ and internet (it downloads the jar).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { emulatorDelete, projectOf, requireHost } from './emulatorHttp';
import { launchEmulator, type EmulatorProcess } from './emulatorProcess';
import { EmulatorError } from './errors';
import { startWithFirebaseTools } from './firebaseTools';
import { freePort, HOST } from './ports';

const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const JAR_IN_SDK = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const INSTALL_HINT =
  'Install Java and the Firestore emulator with:\n' +
  '  apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator\n' +
  '(or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator.jar).';

export type FirestoreLauncher = { kind: 'jar'; java: string; jar: string } | { kind: 'firebase-tools' };

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

/** Finds Java and the emulator, or throws an EmulatorError that says what to install. */
export function findFirestoreEmulator(): FirestoreLauncher {
  const java = javaCommand();
  const javaVersion = javaMajorVersion(java);
  if (javaVersion === undefined) {
    throw new EmulatorError(
      `The Firestore emulator needs Java, but \`${java} -version\` could not be run.\n${INSTALL_HINT}`,
    );
  }
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new EmulatorError(
        `FIRESTORE_EMULATOR_JAR is set to ${fromEnv}, but that file does not exist.\n${INSTALL_HINT}`,
      );
    }
    return { kind: 'jar', java, jar: fromEnv };
  }
  const looked = [DEBIAN_JAR];
  if (existsSync(DEBIAN_JAR)) return { kind: 'jar', java, jar: DEBIAN_JAR };

  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  const sdkRoot = gcloud.status === 0 ? gcloud.stdout.trim() : '';
  if (sdkRoot) {
    const jar = path.join(sdkRoot, JAR_IN_SDK);
    looked.push(jar);
    if (existsSync(jar)) return { kind: 'jar', java, jar };
  }

  if (javaVersion >= 21) return { kind: 'firebase-tools' };
  throw new EmulatorError(
    `The Cloud Firestore emulator was not found (looked at FIRESTORE_EMULATOR_JAR, ${looked.join(', ')}).\n` +
      `${INSTALL_HINT}\n` +
      `firebase-tools could download it instead, but only with Java 21+ (found: ${javaVersion}) and internet access.`,
  );
}

export async function startFirestoreEmulator(
  launcher: FirestoreLauncher,
  setup: { projectId: string; port: number; rulesFile: string; workDir: string },
  log: (s: string) => void,
): Promise<EmulatorProcess> {
  if (launcher.kind === 'jar') {
    return launchEmulator(
      'Firestore',
      launcher.java,
      [
        '-Duser.language=en',
        '-cp',
        launcher.jar,
        FIRESTORE_MAIN_CLASS,
        'start',
        `--host=${HOST}`,
        `--port=${setup.port}`,
        `--rules=${setup.rulesFile}`,
      ],
      setup.workDir,
      log,
    );
  }
  return startWithFirebaseTools(
    'Firestore',
    'firestore',
    {
      projectId: setup.projectId,
      workDir: setup.workDir,
      emulators: { firestore: { host: HOST, port: setup.port, websocketPort: await freePort() } },
      config: { firestore: { rules: setup.rulesFile } },
    },
    log,
  );
}

/** Deletes every Firestore document of the project in the emulator. */
export async function clearFirestore(env: Record<string, string | undefined>): Promise<void> {
  const host = requireHost(env, 'FIRESTORE_EMULATOR_HOST');
  await emulatorDelete(
    `http://${host}/emulator/v1/projects/${projectOf(env)}/databases/(default)/documents`,
    'the Firestore emulator',
  );
}
