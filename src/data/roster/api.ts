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
import { ROSTER_ROWS_PER_BATCH } from '../limits';
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

/** One roster row's writes: the entry, and the profile of an employee who has signed up. */
export interface RosterRowWrites {
  employeeId: string;
  kind: 'created' | 'updated';
  entry: { create: RosterFields } | { update: Omit<RosterFields, 'employeeId'> };
  profile: Omit<RosterFields, 'employeeId'> | null;
}

/**
 * What an import writes, row by row, in batches of at most ROSTER_ROWS_PER_BATCH rows (a row's writes
 * stay in one batch: the profile's rules read the entry after the batch). `existing` are the current
 * entries, `signedUp` the employee ids that have a profile. Unchanged rows write nothing.
 */
export function rosterBatches(
  entries: readonly RosterFields[],
  existing: readonly RosterEntry[],
  signedUp: ReadonlySet<string>,
): { batches: RosterRowWrites[][]; unchanged: number } {
  const current = new Map(existing.map((e) => [e.employeeId, e]));
  const rows: RosterRowWrites[] = [];
  let unchanged = 0;
  for (const entry of entries) {
    const before = current.get(entry.employeeId);
    const { employeeId, ...fields } = entry;
    if (!before) rows.push({ employeeId, kind: 'created', entry: { create: entry }, profile: null });
    else if (sameEntry(before, entry)) unchanged += 1;
    else
      rows.push({
        employeeId,
        kind: 'updated',
        entry: { update: fields },
        profile: signedUp.has(employeeId) ? fields : null,
      });
  }
  const batches: RosterRowWrites[][] = [];
  for (let i = 0; i < rows.length; i += ROSTER_ROWS_PER_BATCH) batches.push(rows.slice(i, i + ROSTER_ROWS_PER_BATCH));
  return { batches, unchanged };
}

/**
 * Provisions new employees and updates existing entries (a CSV re-import updates, never duplicates:
 * the document id is the employee id). An entry whose employee has signed up copies its organisation
 * fields to the profile in the same batch, as the rules require. `existing` are the current entries
 * (listRoster), so only changed entries are written, in batches small enough for production's limit on
 * the rules' look-ups (rosterBatches); a batch that fails leaves the earlier ones written, and a re-run
 * writes only what is still different. At most 200 entries per call.
 */
export async function saveRosterEntries(
  db: Firestore,
  actorId: string,
  entries: readonly RosterFields[],
  existing: readonly RosterEntry[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  if (entries.length > 200) throw new Error('At most 200 roster entries at a time');
  const known = new Set(existing.map((e) => e.employeeId));
  const candidates = entries.filter((e) => known.has(e.employeeId));
  const found = await Promise.all(candidates.map(async (e) => (await getDoc(refs.user(db, e.employeeId))).exists()));
  recordReads('users/{id}', candidates.length);
  const signedUp = new Set(candidates.filter((_, i) => found[i]).map((e) => e.employeeId));
  const { batches, unchanged } = rosterBatches(entries, existing, signedUp);
  const counts = { created: 0, updated: 0, unchanged };
  for (const rows of batches) {
    const batch = writeBatch(db);
    for (const row of rows) {
      const ref = refs.rosterEntry(db, row.employeeId);
      if ('create' in row.entry) batch.set(ref, rosterWrites.create(row.entry.create, actorId, serverTimestamp()));
      else batch.update(ref, rosterWrites.update(row.entry.update));
      if (row.profile) batch.update(refs.user(db, row.employeeId), profileWrites.org(row.profile, serverTimestamp()));
    }
    await runWrite(() => batch.commit());
    for (const row of rows) counts[row.kind] += 1;
  }
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
