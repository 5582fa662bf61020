import {
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { RosterFields } from '@/domain/roster';
import type { Role } from '@/domain/roles';
import type { RosterEntry } from '@/domain/types';
import { rosterWrites, toRoster } from '../schema/roster';
import { profileWrites } from '../schema/users';
import { DataError } from '../errors';
import { recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWrite } from '../transaction';

/**
 * Sign-up step 2: the roster entry of the caller's verified mailbox, or null when nobody provisioned it.
 * The rules let the verified owner of the address read exactly this query.
 */
export async function findRosterEntryByEmail(db: Firestore, email: string): Promise<RosterEntry | null> {
  const snap = await getDocs(query(refs.roster(db), where('email', '==', email.toLowerCase()), limit(1)));
  recordReads('roster', Math.max(snap.size, 1));
  const found = snap.docs[0];
  return found ? toRoster(found.id, found.data()) : null;
}

/** Every roster entry, by employee id (admins). */
export async function listRoster(db: Firestore): Promise<RosterEntry[]> {
  const snap = await getDocs(refs.roster(db));
  recordReads('roster', snap.size);
  return snap.docs
    .map((d) => toRoster(d.id, d.data()))
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId));
}

/**
 * Provisions new employees and updates existing entries (a CSV re-import updates, never duplicates:
 * the document id is the employee id). An entry whose employee has signed up copies its organisation
 * fields to the profile in the same batch, as the rules require. `existing` are the current entries
 * (listRoster), so only changed entries are written. At most 200 entries per call (2 writes each).
 */
export async function saveRosterEntries(
  db: Firestore,
  actorId: string,
  entries: readonly RosterFields[],
  existing: readonly RosterEntry[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  if (entries.length > 200) throw new Error('At most 200 roster entries at a time');
  const current = new Map(existing.map((e) => [e.employeeId, e]));
  const profiles = await Promise.all(
    entries.map(async (e) =>
      current.has(e.employeeId) ? (await getDoc(refs.user(db, e.employeeId))).exists() : false,
    ),
  );
  recordReads('users/{id}', entries.filter((e) => current.has(e.employeeId)).length);
  const batch = writeBatch(db);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  entries.forEach((entry, i) => {
    const before = current.get(entry.employeeId);
    const { employeeId, ...fields } = entry;
    if (!before) {
      batch.set(refs.rosterEntry(db, employeeId), rosterWrites.create(entry, actorId, serverTimestamp()));
      counts.created += 1;
      return;
    }
    if (sameEntry(before, entry)) {
      counts.unchanged += 1;
      return;
    }
    batch.update(refs.rosterEntry(db, employeeId), rosterWrites.update(fields));
    if (profiles[i]) batch.update(refs.user(db, employeeId), profileWrites.org(fields, serverTimestamp()));
    counts.updated += 1;
  });
  if (counts.created + counts.updated > 0) await batch.commit();
  return counts;
}

function sameEntry(a: RosterEntry, b: RosterFields): boolean {
  const list = (v: readonly string[]) => [...v].sort().join('|');
  return (
    a.email === b.email &&
    a.fullName === b.fullName &&
    a.designation === b.designation &&
    a.userRole === b.userRole &&
    list(a.departments) === list(b.departments) &&
    list(a.reviewQueues) === list(b.reviewQueues)
  );
}

/**
 * An admin changes another employee's role: the roster entry and the profile in one batch (the role
 * is an organisation field; the rules accept the profile's only as a copy of the roster's, so all of
 * them are copied).
 */
export async function changeRole(db: Firestore, employeeId: string, userRole: Role): Promise<void> {
  await runWrite(async () => {
    const snap = await getDoc(refs.rosterEntry(db, employeeId));
    recordReads('roster', 1);
    const data = snap.data();
    if (!data) throw new DataError('This employee has no roster entry.', 'not-found');
    const entry = { ...toRoster(snap.id, data), userRole };
    const batch = writeBatch(db);
    batch.update(refs.rosterEntry(db, employeeId), rosterWrites.role(userRole));
    batch.update(refs.user(db, employeeId), profileWrites.org(entry, serverTimestamp()));
    await batch.commit();
  });
}
