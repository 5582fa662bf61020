import { serverTimestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase/firestore/lite';
import { insufficientPointsMessage, ledgerEntryId } from '@/domain/ledger';
import { DataError } from '../errors';
import { refs } from '../refs';
import type { Data } from '../schema/common';
import { ledgerWrites, type LedgerMaker, type LedgerPosting } from '../schema/ledger';
import { profileWrites } from '../schema/users';

/**
 * The one writer of the points ledger. Every balance change is: a new entry
 * `users/{id}/ledger/{entryId}`, the balance moved by exactly its points, and `lastLedgerEntry`
 * naming it, in the same transaction (or, for the opening entry, the sign-up batch). The rules
 * accept none of the three alone (docs/data-model.md). The documents are built by
 * schema/ledger.ts and schema/users.ts.
 */
export type { LedgerMaker, LedgerPosting } from '../schema/ledger';

export interface OpenLedger {
  readonly employeeId: string;
  /** The balance this transaction read: the one way the balance is read. */
  readonly balance: number;
  /** The profile as this transaction read it (its other counters, e.g. pendingClaims). */
  readonly profile: Data;
  /**
   * Writes the entry and moves the balance; returns the balance after. Throws 'insufficient-points'
   * rather than going below zero. Once per transaction: the rules tie one entry to one change.
   * `alsoOnProfile`: other fields of the profile changed in the same write (one write per document).
   */
  post(posting: LedgerPosting, alsoOnProfile?: Data): number;
}

/** A stored balance, read tolerantly: anything but a finite number counts as 0. */
export function balanceOf(data: { points?: unknown } | undefined): number {
  const points = data?.points;
  return typeof points === 'number' && Number.isFinite(points) ? points : 0;
}

/**
 * Reads the employee's balance inside `tx`. Call it after the transaction's other reads and before
 * any of its writes (Firestore transactions read first, then write).
 */
export async function openLedger(tx: Transaction, db: Firestore, employeeId: string): Promise<OpenLedger> {
  const userRef = refs.user(db, employeeId);
  const snap = await tx.get(userRef);
  if (!snap.exists()) throw new DataError('Employee not found', 'not-found');
  const profile = snap.data() ?? {};
  const balance = balanceOf(profile);
  let posted = false;
  return {
    employeeId,
    balance,
    profile,
    post(posting, alsoOnProfile = {}) {
      if (posted) throw new Error('One ledger entry per transaction');
      if (!Number.isInteger(posting.points)) throw new DataError('Points must be a whole number.', 'invalid');
      const after = balance + posting.points;
      if (after < 0) throw new DataError(insufficientPointsMessage(balance, -posting.points), 'insufficient-points');
      posted = true;
      tx.set(refs.ledgerEntry(db, employeeId, posting.entryId), ledgerWrites.post(posting, after, serverTimestamp()));
      tx.update(userRef, { ...alsoOnProfile, ...profileWrites.balance(after, posting.entryId, serverTimestamp()) });
      return after;
    },
  };
}

/** Sign-up's opening entry, made by the newcomer, written into the sign-up batch. */
export function postOpening(batch: WriteBatch, db: Firestore, newcomer: LedgerMaker): void {
  batch.set(refs.ledgerEntry(db, newcomer.employeeId, ledgerEntryId.opening()), ledgerWrites.opening(newcomer, serverTimestamp()));
}
