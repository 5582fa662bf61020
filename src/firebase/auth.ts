import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import { config, firebaseApp } from './app';

/** Minimal Auth: local persistence only, no popup/redirect resolver, so the sign-in route stays small. */
export const auth: Auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (config.mode === 'emulators') {
  connectAuthEmulator(auth, config.authHost, { disableWarnings: true });
}
