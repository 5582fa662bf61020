import {
  getAggregate,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  sum,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { needsSecondAdmin } from '@/domain/budgets';
import { PAGE_SIZE } from '@/domain/constants';
import {
  adjustmentBelowZeroMessage,
  dayRangeBounds,
  reversalMismatchMessage,
  type DayRange,
} from '@/domain/ledger';
import type { AdjustmentData } from '@/domain/schemas';
import type { LedgerEntry } from '@/domain/types';
import { claimWrites, toClaim } from '../schema/claims';
import { toLedgerEntry } from '../schema/ledger';
import { DataError } from '../errors';
import { fetchAllPages, fetchPage, type Page } from '../paging';
import { recordReads } from '../readMeter';
import { runWriteTransaction } from '../transaction';
import { attemptLog } from '../attempts';
import { refs, type Actor } from '../refs';
import { freeAdjustmentId } from './adjustmentIds';
import { fourEyesRefs, readAdjustmentDay, readThreshold, recordRequest } from './fourEyes';
import { openLedger } from './writer';

/** A user's ledger, oldest first: the explanation of every point of the balance. */
export async function listLedger(db: Firestore, employeeId: string): Promise<LedgerEntry[]> {
  const snap = await getDocs(query(refs.ledger(db, employeeId), orderBy('createdAt', 'asc')));
  recordReads('ledger', snap.size);
  return snap.docs.map((d) => toLedgerEntry(d.ref.path, d.id, d.data()));
}

/** createdAt within a day range (the statement, the audit trail). */
export function rangeConstraints(range: DayRange): QueryConstraint[] {
  const { from, to } = dayRangeBounds(range);
  const c: QueryConstraint[] = [];
  if (from) c.push(where('createdAt', '>=', Timestamp.fromDate(from)));
  if (to) c.push(where('createdAt', '<', Timestamp.fromDate(to)));
  return c;
}

/** The Points Statement: one page of a user's ledger in a day range, newest first. */
export function listLedgerPage(
  db: Firestore,
  employeeId: string,
  range: DayRange,
  cursor: DocumentSnapshot | null = null,
  pageSize = PAGE_SIZE,
): Promise<Page<LedgerEntry>> {
  return fetchPage(
    (d) => refs.ledger(d, employeeId),
    db,
    rangeConstraints(range),
    cursor,
    pageSize,
    'ledger page',
    (d) => toLedgerEntry(d.ref.path, d.id, d.data()),
  );
}

/**
 * Every entry of a day range, newest first, fetched page by page (the statement's CSV covers the whole
 * range, not only the loaded pages). Stops early when `signal` is aborted.
 */
export async function listLedgerRange(
  db: Firestore,
  employeeId: string,
  range: DayRange,
  onProgress?: (fetched: number) => void,
  signal?: AbortSignal,
  pageSize = 200,
): Promise<LedgerEntry[]> {
  return fetchAllPages((cursor) => listLedgerPage(db, employeeId, range, cursor, pageSize), onProgress, signal);
}

/**
 * The sum of a user's ledger points by a `sum()` aggregation: 1 read per started 1,000 entries, without
 * reading the entries (the integrity check).
 */
export async function ledgerTotal(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getAggregate(refs.ledger(db, employeeId), { total: sum('points') });
  recordReads('ledger sum of one employee', 1);
  return snap.data().total;
}

export function ledgerSum(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + e.points, 0);
}

/** What an adjustment did: credited at once, or recorded for a second admin (four eyes). */
export type AdjustmentOutcome = { kind: 'credited'; entryId: string } | { kind: 'pending'; requestId: string };

/**
 * An admin's adjustment of another employee's balance: ledger entry `adjustment-{n}` with the reason,
 * the balance moved by exactly its signed points (never below zero), in one transaction. With a claim
 * id it reverses that paid claim: exactly minus its points, and the claim's `reversedBy` names the
 * entry in the same transaction, so a claim is reversed once (the rules check all of it). Every
 * adjustment moves the employee's figure of the IST day by its size; a credit or debit that brings
 * that figure past the four-eyes threshold is not made: it is recorded as a pending request for a
 * second admin (fourEyes.ts). A reversal is exact and once, and not held back. `attemptKey` (one per
 * opening of the adjustment form, src/data/attempts.ts): the same attempt tried again returns what an
 * earlier commit of it did instead of adjusting twice.
 */
export async function adjustPoints(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  input: AdjustmentData,
  attemptKey?: string,
): Promise<AdjustmentOutcome> {
  if (actor.employeeId === employeeId)
    throw new DataError('You cannot adjust your own points.', 'own-request');
  const log = attemptLog(attemptKey);
  return runWriteTransaction(db, async (tx): Promise<AdjustmentOutcome> => {
    const done = await log?.earlier<AdjustmentOutcome>(tx);
    if (done) return done;
    const [threshold, day] = await Promise.all([readThreshold(tx, db), readAdjustmentDay(tx, db, employeeId)]);
    if (!input.claimId && needsSecondAdmin(input.points, threshold, day.total)) {
      const [retryId] = log?.retryIds(fourEyesRefs.requests(db)) ?? [];
      const requestId = await recordRequest(tx, db, actor, employeeId, input, retryId);
      const outcome: AdjustmentOutcome = { kind: 'pending', requestId };
      return log ? log.creates(fourEyesRefs.request(db, requestId), outcome) : outcome;
    }
    const claimRef = input.claimId ? refs.claim(db, employeeId, input.claimId) : null;
    const [entryId, claimSnap] = await Promise.all([
      freeAdjustmentId(tx, db, employeeId, log?.retryIds(refs.ledger(db, employeeId))),
      claimRef ? tx.get(claimRef) : Promise.resolve(null),
    ]);
    const ledger = await openLedger(tx, db, employeeId);
    if (claimRef && claimSnap) {
      const data = claimSnap.data();
      if (!data) throw new DataError('Claim not found', 'not-found');
      const claim = toClaim(claimRef.path, claimSnap.id, data);
      if (claim.status !== 'paid') throw new DataError('Only a paid claim can be reversed.', 'invalid');
      if (claim.reversedBy) throw new DataError('This claim has already been reversed.', 'conflict');
      if (input.points !== -claim.points)
        throw new DataError(reversalMismatchMessage(claim.points), 'invalid');
    }
    if (ledger.balance + input.points < 0)
      throw new DataError(adjustmentBelowZeroMessage(ledger.balance, input.points), 'insufficient-points');
    ledger.post({
      entryId,
      type: 'adjustment',
      points: input.points,
      sourceRef: input.claimId ?? '',
      by: actor,
      reason: input.reason,
    });
    day.record(entryId, input.points);
    if (claimRef) tx.update(claimRef, claimWrites.reverse(entryId, serverTimestamp()));
    const outcome: AdjustmentOutcome = { kind: 'credited', entryId };
    return log ? log.creates(refs.ledgerEntry(db, employeeId, entryId), outcome) : outcome;
  }, { attempt: log });
}
