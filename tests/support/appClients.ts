/**
 * Real clients for the data-layer tests: one FirebaseApp per person, signed in to the Auth emulator,
 * with Firestore Lite (what the app uses) pointed at the Firestore emulator.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import type { Actor } from '@/data/refs';
import { createProfile } from '@/data/users/api';
import { profileSchema } from '@/domain/schemas';
import { authEmulatorUrl, firestoreEmulator, PROJECT_ID } from './emulator';

// Denials are expected in these tests: keep the SDK from logging each one.
setLogLevel('silent');

export const PASSWORD = 'Passw0rd!';
export const EMAIL_DOMAIN = 'ics-rewards.test';

export interface AppUser {
  app: FirebaseApp;
  db: Firestore;
  uid: string;
  email: string;
  employeeId: string;
}

const apps = new Set<FirebaseApp>();
let counter = 0;

function newApp(): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `data-layer-${++counter}`,
  );
  apps.add(app);
  connectAuthEmulator(getAuth(app), authEmulatorUrl(), { disableWarnings: true });
  const db = getFirestore(app);
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(db, host, port);
  return { app, db };
}

export function mailboxOf(employeeId: string): string {
  return `${employeeId.toLowerCase()}@${EMAIL_DOMAIN}`;
}

/** Creates the Auth account of an employee id (sign-up step 1) in a new app of its own. */
export async function createAccount(employeeId: string): Promise<AppUser> {
  const { app, db } = newApp();
  const email = mailboxOf(employeeId);
  const cred = await createUserWithEmailAndPassword(getAuth(app), email, PASSWORD);
  return { app, db, uid: cred.user.uid, email, employeeId };
}

/** Signs an existing account in from a new app (a second browser tab or device). */
export async function signIn(employeeId: string): Promise<AppUser> {
  const { app, db } = newApp();
  const email = mailboxOf(employeeId);
  const cred = await signInWithEmailAndPassword(getAuth(app), email, PASSWORD);
  return { app, db, uid: cred.user.uid, email, employeeId };
}

/**
 * Sign-up step 1 (Auth account) and step 2 (createProfile) exactly as the app does them: an employee
 * named `Name {employeeId}` with 50 points and the opening ledger entry.
 */
export async function signUpWithProfile(
  employeeId: string,
  departments: string[] = ['HR'],
): Promise<AppUser> {
  const account = await createAccount(employeeId);
  const data = profileSchema.parse({
    employeeId: employeeId.toLowerCase(),
    name: `Name ${employeeId}`,
    number: '9876543210',
    designation: 'Associate',
    departments,
    gender: 'Female',
    dob: '1992-03-04',
  });
  await createProfile(account.db, { uid: account.uid, email: account.email }, data);
  return account;
}

export function actorOf(user: AppUser, name: string): Actor {
  return { employeeId: user.employeeId, name, fullName: name, email: user.email };
}

export async function deleteAllApps(): Promise<void> {
  await Promise.all([...apps].map((app) => deleteApp(app)));
  apps.clear();
}
