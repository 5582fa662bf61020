import { increment, serverTimestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase/firestore/lite';
import { istMonthKey } from '@/domain/ist';
import { NO_QUEUE, monthTotalsId, totalsDepartment } from '@/domain/insights';
import { insufficientPointsMessage, ledgerEntryId } from '@/domain/ledger';
import { DataError } from '../errors';
import { refs } from '../refs';
import type { Data } from '../schema/common';
import { ledgerWrites, type LedgerMaker, type LedgerPosting } from '../schema/ledger';
import { earnerMarkWrites, monthTotalsWrites, type TotalsCredit } from '../schema/monthTotals';
import { profileWrites } from '../schema/users';

/**
 * The one writer of the points ledger. Every balance change is: a new entry
 * `users/{id}/ledger/{entryId}`, the balance moved by exactly its points, `lastLedgerEntry`
 * naming it, and the month total of the employee's department moved by the same points, in the same
 * transaction (or, for the opening entry, the sign-up batch). The rules accept none of them alone
 * (docs/data-model.md). The documents are built by schema/ledger.ts, schema/users.ts and
 * schema/monthTotals.ts.
 */
export type { LedgerMaker, LedgerPosting } from '../schema/ledger';

export interface OpenLedger {
  readonly employeeId: string;
  /** The balance this transaction read: the one way the balance is read. */
  readonly balance: number;
  /** The profile as this transaction read it (its other counters, e.g. pendingClaims). */
  readonly profile: Data;
  /**
   * Writes the entry and moves the balance and the month total; returns the balance after. Throws
   * 'insufficient-points' rather than going below zero. Once per transaction: the rules tie one entry to
   * one change. `alsoOnProfile`: other fields of the profile changed in the same write (one write per
   * document).
   */
  post(posting: LedgerPosting, alsoOnProfile?: Data): number;
}

/** A stored balance, read tolerantly: anything but a finite number counts as 0. */
export function balanceOf(data: { points?: unknown } | undefined): number {
  const points = data?.points;
  return typeof points === 'number' && Number.isFinite(points) ? points : 0;
}

/**
 * Writes a posting's move of its month total (an increment, unread) and, for the employee's first credit
 * of the month, the participation marker.
 */
function postTotals(
  write: (ref: ReturnType<typeof refs.monthTotal>, data: Data, merge: boolean) => void,
  db: Firestore,
  employeeId: string,
  departments: unknown,
  posting: Pick<LedgerPosting, 'entryId' | 'type' | 'points'>,
  credit: TotalsCredit | undefined,
  now: Date,
): void {
  const month = istMonthKey(now);
  const department = totalsDepartment(departments);
  const move = { employeeId, entryId: posting.entryId, type: posting.type, points: posting.points, credit };
  write(refs.monthTotal(db, monthTotalsId(month, department)), monthTotalsWrites.post(month, department, move, increment, serverTimestamp()), true);
  if (credit?.firstOfMonth)
    write(refs.earnedMonth(db, employeeId, month), earnerMarkWrites.mark(month, department, posting.entryId), false);
}

/**
 * Reads the employee's balance inside `tx`. Call it after the transaction's other reads and before
 * any of its writes (Firestore transactions read first, then write). `credits`: the posting may be a
 * claim's credit, so this month's participation marker is read too.
 */
export async function openLedger(
  tx: Transaction,
  db: Firestore,
  employeeId: string,
  options: { credits?: boolean } = {},
): Promise<OpenLedger> {
  const now = new Date();
  const month = istMonthKey(now);
  const userRef = refs.user(db, employeeId);
  const snap = await tx.get(userRef);
  if (!snap.exists()) throw new DataError('Employee not found', 'not-found');
  const profile = snap.data() ?? {};
  // The month total is not read: the posting increments it blind (the rules see the result at commit).
  // Reading it made it a document every posting of the department conflicts on: in the 200-operation
  // race all employees are in one department, and 2-3 of 200 postings lost 30 attempts in a row. A
  // credit reads the employee's own marker of the month (participation), which only they contend on.
  const mark = options.credits ? await tx.get(refs.earnedMonth(db, employeeId, month)) : null;
  const balance = balanceOf(profile);
  let posted = false;
  return {
    employeeId,
    balance,
    profile,
    post(posting, alsoOnProfile = {}) {
      if (posted) throw new Error('One ledger entry per transaction');
      if (!Number.isInteger(posting.points)) throw new DataError('Points must be a whole number.', 'invalid');
      if (posting.type === 'earned' && !mark) throw new Error('A credit opens the ledger with { credits: true }');
      const after = balance + posting.points;
      if (after < 0) throw new DataError(insufficientPointsMessage(balance, -posting.points), 'insufficient-points');
      posted = true;
      tx.set(refs.ledgerEntry(db, employeeId, posting.entryId), ledgerWrites.post(posting, after, serverTimestamp()));
      tx.update(userRef, { ...alsoOnProfile, ...profileWrites.balance(after, posting.entryId, serverTimestamp()) });
      const credit = posting.type === 'earned' && mark
        ? { queue: posting.claim?.queue || NO_QUEUE, activityId: posting.claim?.activityId ?? '', firstOfMonth: !mark.exists() }
        : undefined;
      postTotals((ref, data, merge) => (merge ? tx.set(ref, data, { merge: true }) : tx.set(ref, data)), db, employeeId, profile.departments, posting, credit, now);
      return after;
    },
  };
}

/** Sign-up's opening entry, made by the newcomer, written into the sign-up batch with its month total. */
export function postOpening(batch: WriteBatch, db: Firestore, newcomer: LedgerMaker, departments: readonly string[]): void {
  const opening = ledgerWrites.opening(newcomer, serverTimestamp());
  batch.set(refs.ledgerEntry(db, newcomer.employeeId, ledgerEntryId.opening()), opening);
  postTotals(
    (ref, data, merge) => (merge ? batch.set(ref, data, { merge: true }) : batch.set(ref, data)),
    db,
    newcomer.employeeId,
    departments,
    { entryId: ledgerEntryId.opening(), type: 'opening', points: opening.points },
    undefined,
    new Date(),
  );
}
