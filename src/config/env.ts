import * as z from 'zod/mini';
import { DEMO_EMAIL_DOMAIN } from '@/domain/constants';

/** Start-up configuration: a real Firebase project when VITE_FIREBASE_* are set, else the emulators. */
const required = () => z.string().check(z.minLength(1));
const realProject = z.object({
  VITE_FIREBASE_API_KEY: required(),
  VITE_FIREBASE_AUTH_DOMAIN: required(),
  VITE_FIREBASE_PROJECT_ID: required(),
  VITE_FIREBASE_APP_ID: required(),
});

export type AppConfig =
  | {
      mode: 'emulators';
      projectId: string;
      authHost: string;
      firestoreHost: string;
      firestorePort: number;
      emailDomain: string;
    }
  | {
      mode: 'production';
      firebase: { apiKey: string; authDomain: string; projectId: string; appId: string };
      emailDomain: string;
    };

type Env = Record<string, string | boolean | undefined>;

export class ConfigError extends Error {}

export function readConfig(env: Env): AppConfig {
  const str = (k: string) => (typeof env[k] === 'string' ? (env[k] as string) : undefined);
  const emailDomain = str('VITE_EMPLOYEE_EMAIL_DOMAIN') || DEMO_EMAIL_DOMAIN;
  const firebaseKeys = Object.keys(realProject.shape);
  const anyFirebase = firebaseKeys.some((k) => str(k));
  if (str('VITE_USE_EMULATORS') === 'true' || !anyFirebase) {
    const authPort = Number(str('VITE_EMULATOR_AUTH_PORT') || 9099);
    const firestorePort = Number(str('VITE_EMULATOR_FIRESTORE_PORT') || 8080);
    return {
      mode: 'emulators',
      projectId: str('VITE_EMULATOR_PROJECT_ID') || 'demo-ics-rewards',
      authHost: `http://127.0.0.1:${authPort}`,
      firestoreHost: '127.0.0.1',
      firestorePort,
      emailDomain,
    };
  }
  const parsed = realProject.safeParse(Object.fromEntries(firebaseKeys.map((k) => [k, str(k)])));
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new ConfigError(
      `Firebase configuration is incomplete: set ${missing} (or VITE_USE_EMULATORS=true for the local emulators).`,
    );
  }
  const e = parsed.data;
  return {
    mode: 'production',
    firebase: {
      apiKey: e.VITE_FIREBASE_API_KEY,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: e.VITE_FIREBASE_PROJECT_ID,
      appId: e.VITE_FIREBASE_APP_ID,
    },
    emailDomain,
  };
}
