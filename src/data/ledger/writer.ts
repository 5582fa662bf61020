import { serverTimestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase/firestore/lite';
import { OPENING_POINTS } from '@/domain/constants';
import { insufficientPointsMessage, ledgerEntryId, type LedgerType } from '@/domain/ledger';
import { DataError } from '../errors';
import { refs } from '../refs';

/**
 * The one writer of the points ledger. Every balance change is: a new entry
 * `users/{id}/ledger/{entryId}`, the balance moved by exactly its points, and `lastLedgerEntry`
 * naming it, in the same transaction (or, for the opening entry, the sign-up batch). The rules
 * accept none of the three alone (docs/data-model.md).
 */
export interface LedgerPosting {
  /** From `ledgerEntryId` (domain/ledger.ts). */
  entryId: string;
  type: LedgerType;
  /** Signed whole points. */
  points: number;
  /** What the entry refers to: a claim id, a redemption id, 'opening', or '' for a plain adjustment. */
  sourceRef: string;
  /**
   * Whoever causes the change (the caller): stored as `createdBy` (their employee ID) and
   * `createdByName` (their display name), so every reader of the statement can show 'Name (ID)'.
   */
  by: LedgerMaker;
  /** Required for adjustments (1..500 characters). */
  reason?: string;
}

/** The caller as the ledger records them; the rules accept only their own id and profile name. */
export interface LedgerMaker {
  employeeId: string;
  name: string;
}

export interface OpenLedger {
  readonly employeeId: string;
  /** The balance this transaction read: the one way the balance is read. */
  readonly balance: number;
  /**
   * Writes the entry and moves the balance; returns the balance after. Throws 'insufficient-points'
   * rather than going below zero. Once per transaction: the rules tie one entry to one change.
   */
  post(posting: LedgerPosting): number;
}

/** A stored balance, read tolerantly: anything but a finite number counts as 0. */
export function balanceOf(data: { points?: unknown } | undefined): number {
  const points = data?.points;
  return typeof points === 'number' && Number.isFinite(points) ? points : 0;
}

function entryData(posting: LedgerPosting, balanceAfter: number) {
  return {
    type: posting.type,
    points: posting.points,
    balanceAfter,
    sourceRef: posting.sourceRef,
    createdAt: serverTimestamp(),
    createdBy: posting.by.employeeId,
    createdByName: posting.by.name,
    ...(posting.reason === undefined ? {} : { reason: posting.reason }),
  };
}

/**
 * Reads the employee's balance inside `tx`. Call it after the transaction's other reads and before
 * any of its writes (Firestore transactions read first, then write).
 */
export async function openLedger(tx: Transaction, db: Firestore, employeeId: string): Promise<OpenLedger> {
  const userRef = refs.user(db, employeeId);
  const snap = await tx.get(userRef);
  if (!snap.exists()) throw new DataError('Employee not found', 'not-found');
  const balance = balanceOf(snap.data());
  let posted = false;
  return {
    employeeId,
    balance,
    post(posting) {
      if (posted) throw new Error('One ledger entry per transaction');
      if (!Number.isInteger(posting.points)) throw new DataError('Points must be a whole number.', 'invalid');
      const after = balance + posting.points;
      if (after < 0) throw new DataError(insufficientPointsMessage(balance, -posting.points), 'insufficient-points');
      posted = true;
      tx.set(refs.ledgerEntry(db, employeeId, posting.entryId), entryData(posting, after));
      tx.update(userRef, { points: after, lastLedgerEntry: posting.entryId, updatedAt: serverTimestamp() });
      return after;
    },
  };
}

/**
 * Sign-up's opening entry of OPENING_POINTS, made by the newcomer (their profile's id and name), written
 * into the sign-up batch; returns the profile's
 * balance fields, which the batch's profile must carry.
 */
export function postOpening(
  batch: WriteBatch,
  db: Firestore,
  newcomer: LedgerMaker,
): { points: number; lastLedgerEntry: string } {
  const entryId = ledgerEntryId.opening();
  batch.set(
    refs.ledgerEntry(db, newcomer.employeeId, entryId),
    entryData({ entryId, type: 'opening', points: OPENING_POINTS, sourceRef: 'opening', by: newcomer }, OPENING_POINTS),
  );
  return { points: OPENING_POINTS, lastLedgerEntry: entryId };
}
