import {
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { PersonalData } from '@/domain/schemas';
import type { RosterEntry, UserProfile } from '@/domain/types';
import { personalOf, personalWrites, type Personal } from '../schema/personal';
import { toProfile, profileWrites, type AccountChange } from '../schema/users';
import { uidWrites } from '../schema/uids';
import { moveHeadcounts } from './headcount';
import { postOpening } from '../ledger/writer';
import { recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWrite, runWriteTransaction } from '../transaction';
import { writeAudited } from '../audit/writer';
import { DataError } from '../errors';
import type { LedgerMaker } from '../schema/ledger';

/** The signed-in user's profile: `uids/{uid}` names the employee id. Null when there is none yet. */
/**
 * The signed-in user's profile. With `likelyEmployeeId` (the company mailbox's local part: sign-up
 * ties the two), that profile is read first and kept when it names this account: sign-up writes
 * the profile's `uid` and the `uids/{uid}` link together, and the rules let neither change, so the
 * profile proves the link without reading it (one read and one request at start-up instead of
 * two). Otherwise, and for profiles without a `uid`, the link decides.
 */
export async function getProfileByUid(
  db: Firestore,
  uid: string,
  likelyEmployeeId?: string,
): Promise<UserProfile | null> {
  if (likelyEmployeeId) {
    const guess = await getUser(db, likelyEmployeeId).catch(() => {
      recordReads('users/{id} refused', 1); // another's profile: refused (and billed)
      return undefined;
    });
    if (guess && guess.uid === uid) return guess;
  }
  const link = await getDoc(refs.uid(db, uid));
  recordReads('uids', 1);
  const employeeId = link.data()?.employeeId;
  if (typeof employeeId !== 'string') return null;
  return getUser(db, employeeId);
}

export async function getUser(db: Firestore, employeeId: string): Promise<UserProfile | null> {
  const snap = await getDoc(refs.user(db, employeeId));
  recordReads('users/{id}', 1);
  const data = snap.data();
  return data ? toProfile(snap.id, data) : null;
}

export function departmentOf(designation: string, departments: readonly string[]): string {
  return designation || departments[0] || '';
}

/**
 * Sign-up step 2: the profile, the `uids` link and the opening ledger entry of 50 points in one
 * batch. The rules accept it only as a whole, only for the verified owner of the roster entry's
 * mailbox, with the roster's organisation fields exactly (docs/product.md#identity-and-sign-up).
 */
export async function createProfile(
  db: Firestore,
  account: { uid: string; email: string },
  roster: RosterEntry,
  personal: PersonalData,
): Promise<void> {
  const employeeId = roster.employeeId;
  const at = serverTimestamp();
  const batch = writeBatch(db);
  const profile = profileWrites.signUp({ employeeId, roster, email: account.email, uid: account.uid }, at);
  batch.set(refs.user(db, employeeId), profile);
  moveHeadcounts((ref, data) => batch.set(ref, data, { merge: true }), db, employeeId, undefined, profile);
  postOpening(batch, db, { employeeId, name: profile.name }, profile.departments);
  batch.set(refs.personal(db, employeeId), personalWrites.save(personal, at));
  batch.set(refs.uid(db, account.uid), uidWrites.link(employeeId));
  await runWrite(() => batch.commit());
}

/**
 * The owner edits only the personal fields, in `users/{id}/private/personal` (docs/product.md#identity-and-sign-up);
 * organisation fields are the roster's (admins).
 */
export async function updateOwnProfile(
  db: Firestore,
  employeeId: string,
  input: PersonalData,
): Promise<void> {
  await runWrite(() => setDoc(refs.personal(db, employeeId), personalWrites.save(input, serverTimestamp())));
}

/**
 * The owner's confirmed mailbox change: the account now has the roster's new mailbox, verified (the
 * rules check both), and the profile takes it.
 */
export async function confirmOwnMailbox(db: Firestore, employeeId: string, email: string): Promise<void> {
  await runWrite(() => updateDoc(refs.user(db, employeeId), profileWrites.mailbox(email, serverTimestamp())));
}

/**
 * Phone, gender and date of birth of an employee (the owner, managers and admins may read them):
 * the personal document, or the fields a legacy profile still carries.
 */
export async function getPersonal(db: Firestore, profile: UserProfile): Promise<Personal> {
  const snap = await getDoc(refs.personal(db, profile.employeeId));
  recordReads('users/{id}/private/personal', 1);
  return personalOf(profile, snap.data());
}

/** Firestore's limit of values in one `in` filter. */
export const IN_MAX = 30;

/**
 * The personal data of a page of profiles (the Employee Centre's phone column): one collection-group
 * query on `private` by full document path per IN_MAX profiles, so one request for a page of PAGE_SIZE
 * (20) instead of one getDoc each. Reads stay one per document found. Keyed by employee ID; legacy
 * profiles without a personal document keep their own fields (personalOf).
 */
export async function getPersonalOfPage(
  db: Firestore,
  profiles: readonly UserProfile[],
): Promise<Record<string, Personal>> {
  const paths = [...new Set(profiles.map((p) => refs.personal(db, p.employeeId).path))];
  const chunks: string[][] = [];
  for (let i = 0; i < paths.length; i += IN_MAX) chunks.push(paths.slice(i, i + IN_MAX));
  const snaps = await Promise.all(
    chunks.map((chunk) => getDocs(query(refs.allPrivate(db), where(documentId(), 'in', chunk)))),
  );
  const found = new Map<string, DocumentData>();
  for (const snap of snaps) {
    recordReads('users/{id}/private/personal of a page', snap.size);
    for (const d of snap.docs) found.set(d.ref.path, d.data());
  }
  return Object.fromEntries(
    profiles.map((p) => [p.employeeId, personalOf(p, found.get(refs.personal(db, p.employeeId).path))]),
  );
}

export type { AccountChange };

/**
 * Admins block/unblock or (de)activate another user, audited with the admin's optional reason (the
 * profile is read in the transaction: the entry records its fields before). The role is the roster's (data/roster/api.ts).
 */
export async function updateAccount(
  db: Firestore,
  by: LedgerMaker,
  employeeId: string,
  change: AccountChange,
  reason = '',
): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const snap = await tx.get(refs.user(db, employeeId));
    recordReads('users/{id}', 1);
    const stored = snap.data();
    if (!stored) throw new DataError('Employee not found', 'not-found');
    const data = profileWrites.account(change, serverTimestamp());
    writeAudited(tx, db, { action: 'account.change', target: { kind: 'users', id: employeeId }, stored, data, by, reason });
    // Blocking, unblocking, deactivating or reactivating moves the department's active employees.
    moveHeadcounts((ref, d) => tx.set(ref, d, { merge: true }), db, employeeId, stored, { ...stored, ...data });
  });
}
