import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { config, firebaseApp } from './app';

/** Firestore Lite: one-shot reads through React Query need no realtime channel or offline cache. */
export const db: Firestore = getFirestore(firebaseApp);

if (config.mode === 'emulators') {
  connectFirestoreEmulator(db, config.firestoreHost, config.firestorePort);
}
