import { getDocs, limit, query, serverTimestamp, where, type Firestore } from 'firebase/firestore/lite';
import type { RosterFields } from '@/domain/roster';
import type { Role } from '@/domain/roles';
import type { RosterEntry } from '@/domain/types';
import { rosterWrites, toRoster } from '../schema/roster';
import { profileWrites } from '../schema/users';
import { DataError } from '../errors';
import { recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWriteTransaction } from '../transaction';
import { writeAudited } from '../audit/writer';
import type { LedgerMaker } from '../schema/ledger';

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
 * Rows per transaction of saveRosterEntries: each row costs the rules two distinct document look-ups
 * (its audit entry, its roster entry after the write; its profile's rule reads the same roster entry),
 * and the caller's link and profile two more, within the 20 of one transaction.
 */
export const ROSTER_ROWS_PER_WRITE = 9;

/**
 * Where roster rows come from: the add/edit form (`roster.create` / `roster.update`) or a CSV import
 * (`roster.import`, one audit entry per row, so that the audit filtered by an employee ID finds it).
 */
export type RosterSource = 'form' | 'import';

/**
 * Provisions new employees and updates existing entries (a CSV re-import updates, never duplicates:
 * the document id is the employee id). An entry whose employee has signed up copies its organisation
 * fields to the profile in the same transaction, as the rules require. Every written row has its own
 * audit entry. `existing` are the current entries (listRoster), so only changed entries are written.
 * Rows are written ROSTER_ROWS_PER_WRITE at a time (a failure leaves the earlier groups written: the
 * counts say how far it got only on success; a retry skips the written rows as unchanged).
 */
export async function saveRosterEntries(
  db: Firestore,
  by: LedgerMaker,
  entries: readonly RosterFields[],
  existing: readonly RosterEntry[],
  source: RosterSource = 'form',
): Promise<{ created: number; updated: number; unchanged: number }> {
  if (entries.length > 200) throw new Error('At most 200 roster entries at a time');
  const current = new Map(existing.map((e) => [e.employeeId, e]));
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const changed = entries.filter((entry) => {
    const before = current.get(entry.employeeId);
    if (before && sameEntry(before, entry)) {
      counts.unchanged += 1;
      return false;
    }
    return true;
  });
  for (let i = 0; i < changed.length; i += ROSTER_ROWS_PER_WRITE) {
    const group = changed.slice(i, i + ROSTER_ROWS_PER_WRITE);
    const done = await runWriteTransaction(db, async (tx) => {
      const rows = await Promise.all(
        group.map(async (entry) => {
          const stored = (await tx.get(refs.rosterEntry(db, entry.employeeId))).data();
          const signedUp = stored ? (await tx.get(refs.user(db, entry.employeeId))).exists() : false;
          return { entry, stored, signedUp };
        }),
      );
      recordReads('roster', group.length);
      recordReads('users/{id}', rows.filter((r) => r.stored).length);
      let created = 0;
      for (const { entry, stored, signedUp } of rows) {
        const { employeeId, ...fields } = entry;
        writeAudited(tx, db, {
          action: source === 'import' ? 'roster.import' : stored ? 'roster.update' : 'roster.create',
          target: { kind: 'roster', id: employeeId },
          stored,
          data: stored ? rosterWrites.update(fields) : rosterWrites.create(entry, by.employeeId, serverTimestamp()),
          by,
        });
        if (signedUp) tx.update(refs.user(db, employeeId), profileWrites.org(fields, serverTimestamp()));
        if (!stored) created += 1;
      }
      return { created, updated: group.length - created };
    });
    counts.created += done.created;
    counts.updated += done.updated;
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
 * An admin changes another employee's role, audited: the roster entry and the profile in one
 * transaction (the role is an organisation field; the rules accept the profile's only as a copy of the
 * roster's, so all of them are copied).
 */
export async function changeRole(db: Firestore, by: LedgerMaker, employeeId: string, userRole: Role, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const snap = await tx.get(refs.rosterEntry(db, employeeId));
    recordReads('roster', 1);
    const data = snap.data();
    if (!data) throw new DataError('This employee has no roster entry.', 'not-found');
    const entry = { ...toRoster(snap.id, data), userRole };
    writeAudited(tx, db, {
      action: 'role.change',
      target: { kind: 'roster', id: employeeId },
      stored: data,
      data: rosterWrites.role(userRole),
      by,
      reason,
    });
    tx.update(refs.user(db, employeeId), profileWrites.org(entry, serverTimestamp()));
  });
}
