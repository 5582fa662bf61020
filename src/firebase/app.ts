import { initializeApp, type FirebaseApp } from 'firebase/app';
import { readConfig, type AppConfig } from '@/config/env';

/** The only place that decides emulator or real project. */
function loadConfig(): { config: AppConfig; configError: string | null } {
  try {
    return { config: readConfig(import.meta.env), configError: null };
  } catch (e) {
    // Keep the modules loadable; the root shows the error instead of the app.
    return {
      config: readConfig({ VITE_USE_EMULATORS: 'true' }),
      configError: e instanceof Error ? e.message : String(e),
    };
  }
}

export const { config, configError } = loadConfig();

export const isLocalDemo = config.mode === 'emulators' && configError === null;

export const firebaseApp: FirebaseApp = initializeApp(
  config.mode === 'production'
    ? config.firebase
    : { apiKey: 'demo-api-key', projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` },
);
