import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { config, firebaseApp } from './app';

/**
 * The full Firestore SDK, for realtime listeners only (src/data/live). Loaded after sign-in, in
 * its own chunk: reads and writes stay on Firestore Lite (src/firebase/firestore.ts), so the
 * sign-in route and the first page do not carry this SDK.
 */
export const liveDb: Firestore = initializeFirestore(firebaseApp, {});

if (config.mode === 'emulators') {
  connectFirestoreEmulator(liveDb, config.firestoreHost, config.firestorePort);
}
