/**
 * Real clients for the data-layer tests: one FirebaseApp per person, signed in to the Auth emulator,
 * with Firestore Lite (what the app uses) pointed at the Firestore emulator.
 */
import { ORGANISATION_ID, organisationWrites } from '@/data/schema/organisation';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  applyActionCode,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { latestVerificationCode } from '../../scripts/verificationLinks';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { Actor } from '@/data/refs';
import { findRosterEntryByEmail, saveRosterEntries } from '@/data/roster/api';
import { rosterWrites } from '@/data/schema/roster';
import { ROSTER_TOTALS_ID, rosterTotalsWrites } from '@/data/schema/rosterTotals';
import type { LedgerMaker } from '@/data/schema/ledger';
import { createProfile, getProfileByUid } from '@/data/users/api';
import type { Role } from '@/domain/roles';
import { rosterEntrySchema, type RosterFields } from '@/domain/roster';
import type { UserProfile } from '@/domain/types';
import { personalSchema } from '@/domain/schemas';
import { authEmulatorUrl, clearAuthAccounts, firestoreEmulator, PROJECT_ID } from './emulator';
import { createRulesEnv } from './rules';

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

/**
 * Sign-up step 1 in a new app of its own: creates the Auth account of an employee id (its company
 * mailbox unless `email` says otherwise) and, unless `verified: false`, verifies the mailbox the
 * way a person does: the verification mail's code (read from the Auth emulator) is applied, then the
 * user reloaded and the ID token refreshed so the rules see email_verified.
 */
export async function createAccount(
  employeeId: string,
  options: { verified?: boolean; email?: string } = {},
): Promise<AppUser> {
  const { app, db } = newApp();
  const email = options.email ?? mailboxOf(employeeId);
  const auth = getAuth(app);
  const cred = await createUserWithEmailAndPassword(auth, email, PASSWORD);
  if (options.verified ?? true) await verifyMailbox(auth);
  return { app, db, uid: cred.user.uid, email, employeeId };
}

/** Sends the verification mail, opens its link (applies the code), reloads and refreshes the token. */
export async function verifyMailbox(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('verifyMailbox: nobody is signed in');
  await sendEmailVerification(user);
  const code = await latestVerificationCode(authEmulatorUrl(), PROJECT_ID, user.email);
  if (!code) throw new Error(`no verification code for ${user.email}`);
  await applyActionCode(auth, code.oobCode);
  await reload(user);
  await user.getIdToken(true);
}

/** Signs an existing account in from a new app (a second browser tab or device). */
export async function signIn(employeeId: string): Promise<AppUser> {
  const { app, db } = newApp();
  const email = mailboxOf(employeeId);
  const cred = await signInWithEmailAndPassword(getAuth(app), email, PASSWORD);
  return { app, db, uid: cred.user.uid, email, employeeId };
}

/**
 * A profile as an older version of the app left it (no nameLower, director, lastProductivityDate, no
 * personal document): written with the rules off, to prove the app still reads it.
 */
export function legacyProfile(employeeId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id: employeeId,
    employeeId,
    name,
    fullName: name,
    email: mailboxOf(employeeId),
    designation: 'Associate',
    departments: ['HR'],
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    points: 0,
    ...extra,
  };
}

/** A test employee as the ledger and the audit trail sign them: their id and roster name (rosterRow). */
export function makerOf(employeeId: string): LedgerMaker {
  return { employeeId, name: `Name ${employeeId}` };
}

/** The personal fields every test employee signs up with. */
export const PERSONAL = personalSchema.parse({ number: '9876543210', gender: 'Female', dob: '1992-03-04' });

/** What an admin provisions for a test employee (a roster import row): `Name {employeeId}`, its mailbox. */
export function rosterRow(
  employeeId: string,
  userRole: Role = 'employee',
  reviewQueues: string[] = [],
  departments: string[] = ['HR'],
): RosterFields {
  return rosterEntrySchema.parse({
    employeeId,
    email: mailboxOf(employeeId),
    fullName: `Name ${employeeId}`,
    designation: 'Associate',
    departments,
    userRole,
    reviewQueues,
  });
}

/**
 * Bootstrap: the first admin's roster entry and the company's e-mail domain, written outside the rules
 * as `npm run migrate -- --admin ADM001 --email-domain ics-rewards.test` does; everyone else is provisioned by that admin (saveRosterEntries) once they have signed up.
 */
export async function provisionFirstAdmin(env: RulesTestEnvironment, employeeId = 'ADM001'): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(
      doc(ctx.firestore(), 'roster', employeeId),
      rosterWrites.create(rosterRow(employeeId, 'admin'), employeeId, serverTimestamp()),
    );
    // The migration counts the roster it leaves: this one entry.
    await setDoc(doc(ctx.firestore(), 'rosterTotals', ROSTER_TOTALS_ID), rosterTotalsWrites.whole(1, serverTimestamp()));
    // The company's e-mail domain, which the migration sets (roster mailboxes must be in it).
    await setDoc(doc(ctx.firestore(), 'settings', ORGANISATION_ID), organisationWrites.set(EMAIL_DOMAIN, serverTimestamp()));
  });
}

/**
 * Sign-up exactly as the app does it (docs/product.md#identity-and-sign-up): step 1 (Auth account, verified mailbox), the
 * roster entry of the mailbox, step 2 (createProfile with the personal fields): 50 points and the
 * opening ledger entry. The employee must have been provisioned (rosterRow, provisionFirstAdmin).
 */
export async function signUpWithProfile(employeeId: string): Promise<AppUser> {
  const account = await createAccount(employeeId);
  const roster = await findRosterEntryByEmail(account.db, account.email);
  if (!roster) throw new Error(`${employeeId} is not provisioned`);
  await createProfile(account.db, { uid: account.uid, email: account.email }, roster, PERSONAL);
  return account;
}

/**
 * The accounts a test file signed up, by employee ID: `signUp` them (signUpWithProfile, in order),
 * then `person(id)` (throws for one never signed up) and `profile(id)` (their profile as they read it).
 * `setUpOrganisation(rows)` first builds, from empty emulators, the organisation they belong to.
 */
export function signedUpPeople() {
  const people = new Map<string, AppUser>();
  const person = (employeeId: string): AppUser => {
    const p = people.get(employeeId);
    if (!p) throw new Error(`${employeeId} was not signed up`);
    return p;
  };
  const signUp = async (...employeeIds: string[]): Promise<void> => {
    for (const id of employeeIds) people.set(id, await signUpWithProfile(id));
  };
  return {
    person,
    signUp,
    /**
     * A new organisation on emptied emulators, built as the app builds one: the rules environment
     * (returned; close it with closeRulesEnv), Firestore and Auth cleared, the first admin ADM001
     * provisioned outside the rules (npm run migrate -- --admin) and signed up; the admin imports
     * `rows` into the roster (one saveRosterEntries), and each of them signs up, in the rows' order.
     */
    async setUpOrganisation(rows: readonly RosterFields[]): Promise<RulesTestEnvironment> {
      const env = await createRulesEnv();
      await env.clearFirestore();
      await clearAuthAccounts();
      await provisionFirstAdmin(env);
      await signUp('ADM001');
      await saveRosterEntries(person('ADM001').db, makerOf('ADM001'), rows, 'import');
      await signUp(...rows.map((row) => row.employeeId));
      return env;
    },
    async profile(employeeId: string): Promise<UserProfile> {
      const p = person(employeeId);
      const found = await getProfileByUid(p.db, p.uid);
      if (!found) throw new Error(`no profile for ${employeeId}`);
      return found;
    },
  };
}

/**
 * A database handle of the app's own SDK with the rules off: the emulator's `owner` token, which
 * rules-unit-testing's withSecurityRulesDisabled uses too (its handle is of the full SDK, which the
 * app's data layer, on the lite one, refuses). For data a test writes through the app's own functions
 * as older data, past what today's rules allow (a report of another day).
 */
export function ownerDb(): Firestore {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `data-layer-owner-${++counter}`);
  apps.add(app);
  const db = getFirestore(app);
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  return db;
}

export function actorOf(user: AppUser, name: string): Actor {
  return { employeeId: user.employeeId, name, fullName: name, email: user.email };
}

export async function deleteAllApps(): Promise<void> {
  await Promise.all([...apps].map((app) => deleteApp(app)));
  apps.clear();
}
