import { initializeApp, type FirebaseApp } from 'firebase/app';
import { readConfig, type AppConfig } from '@/config/env';

/** The only place that decides emulator or real project. */
export const config: AppConfig = readConfig(import.meta.env);

export const isLocalDemo = config.mode === 'emulators';

export const firebaseApp: FirebaseApp = initializeApp(
  config.mode === 'production'
    ? config.firebase
    : { apiKey: 'demo-api-key', projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` },
);
