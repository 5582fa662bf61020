import {
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  collection,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { istDayKey } from '@/domain/ist';
import type { AdjustmentData } from '@/domain/schemas';
import { DataError } from '../errors';
import { recordReads } from '../readMeter';
import { refs, type Actor } from '../refs';
import {
  adjustmentRequestWrites,
  fourEyesWrites,
  toAdjustmentRequest,
  toFourEyesThreshold,
  type AdjustmentRequest,
} from '../schema/fourEyes';
import { toProfile } from '../schema/users';
import { adjustmentDayWrites, toAdjustmentDayTotal } from '../schema/adjustmentDays';
import { writeAudited } from '../audit/writer';
import { runWriteTransaction } from '../transaction';
import { freeAdjustmentId } from './adjustmentIds';
import { openLedger } from './writer';

/**
 * Four eyes on adjustments (docs/product.md#four-eyes): an admin's credit or debit past the threshold
 * (settings/fourEyes, 500 until set), or one that brings the employee's adjustments of the IST day
 * (summed by size) past it, is recorded as adjustmentRequests/{id} and moves the balance only when a
 * second admin approves it, through the ordinary adjustment entry (sourceRef: the request).
 */
export const fourEyesRefs = {
  threshold: (db: Firestore) => doc(db, 'settings', 'fourEyes'),
  requests: (db: Firestore) => collection(db, 'adjustmentRequests'),
  request: (db: Firestore, id: string) => doc(db, 'adjustmentRequests', id),
};

/** At most this many pending requests are listed (oldest first by id order; a handful in practice). */
export const PENDING_REQUESTS_LIMIT = 50;

/** The threshold inside a transaction. */
export async function readThreshold(tx: Transaction, db: Firestore): Promise<number> {
  return toFourEyesThreshold((await tx.get(fourEyesRefs.threshold(db))).data());
}

export async function getThreshold(db: Firestore): Promise<number> {
  const snap = await getDoc(fourEyesRefs.threshold(db));
  recordReads('four-eyes threshold', 1);
  return toFourEyesThreshold(snap.data());
}

/**
 * The employee's adjustment figure of today in IST (users/{e}/adjustmentDays/{day}), read inside `tx`
 * before its writes; `record` moves it by the adjustment's size, which the rules require with every
 * adjustment entry.
 */
export interface AdjustmentDay {
  readonly total: number;
  record(entryId: string, points: number): void;
}

export async function readAdjustmentDay(tx: Transaction, db: Firestore, employeeId: string): Promise<AdjustmentDay> {
  const day = istDayKey(new Date());
  const ref = refs.adjustmentDay(db, employeeId, day);
  const total = toAdjustmentDayTotal((await tx.get(ref)).data());
  return {
    total,
    record: (entryId, points) => tx.set(ref, adjustmentDayWrites.move(day, total, entryId, points, serverTimestamp())),
  };
}

/** Today's adjustment figure of an employee (the adjustment dialog's four-eyes notice). */
export async function getAdjustmentDayTotal(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getDoc(refs.adjustmentDay(db, employeeId, istDayKey(new Date())));
  recordReads("an employee's adjustments today", 1);
  return toAdjustmentDayTotal(snap.data());
}

/** Admins set the threshold, audited. */
export async function setThreshold(db: Firestore, actor: Actor, threshold: number, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const stored = (await tx.get(fourEyesRefs.threshold(db))).data();
    writeAudited(tx, db, {
      action: 'fourEyes.set',
      target: { kind: 'settings', id: fourEyesRefs.threshold(db).id },
      stored,
      data: fourEyesWrites.threshold(threshold, actor.employeeId, serverTimestamp()),
      by: makerOf(actor),
      reason,
    });
  });
}

/** Who signs an audit entry: the admin's employee id and own name. */
const makerOf = (actor: Actor) => ({ employeeId: actor.employeeId, name: actor.name });

/**
 * Records a pending request for `input` inside `tx`; returns its id: `id` when given (the id an earlier
 * commit of the same attempt may have written, src/data/attempts.ts), else a new one.
 */
export async function recordRequest(
  tx: Transaction,
  db: Firestore,
  actor: Actor,
  employeeId: string,
  input: AdjustmentData,
  id?: string,
): Promise<string> {
  const userSnap = await tx.get(refs.user(db, employeeId));
  const data = userSnap.data();
  if (!data) throw new DataError('Employee not found', 'not-found');
  const ref = id ? fourEyesRefs.request(db, id) : doc(fourEyesRefs.requests(db));
  writeAudited(tx, db, {
    action: 'adjustment.request',
    target: { kind: 'adjustmentRequests', id: ref.id },
    stored: undefined,
    data: adjustmentRequestWrites.request({ employeeId, name: toProfile(employeeId, data).name }, input.points, input.reason, actor, serverTimestamp()),
    by: makerOf(actor),
    reason: input.reason,
  });
  return ref.id;
}

/** The requests awaiting a second admin (at most PENDING_REQUESTS_LIMIT). */
export async function listPendingRequests(db: Firestore): Promise<AdjustmentRequest[]> {
  const snap = await getDocs(query(fourEyesRefs.requests(db), where('status', '==', 'pending'), limit(PENDING_REQUESTS_LIMIT)));
  recordReads('pending adjustment requests', Math.max(1, snap.size));
  return snap.docs
    .map((d) => toAdjustmentRequest(d.id, d.data()))
    .sort((a, b) => (a.requestedAt?.getTime() ?? 0) - (b.requestedAt?.getTime() ?? 0));
}

/** Reads a pending request that `actor` may decide: not theirs, not about them (and the stored document). */
async function decidable(tx: Transaction, db: Firestore, actor: Actor, id: string): Promise<AdjustmentRequest & { stored: DocumentData }> {
  const snap = await tx.get(fourEyesRefs.request(db, id));
  const data = snap.data();
  if (!data) throw new DataError('Adjustment request not found', 'not-found');
  const request = { ...toAdjustmentRequest(id, data), stored: data };
  if (request.status !== 'pending') throw new DataError('This adjustment has already been decided.', 'not-pending');
  if (request.requestedBy === actor.employeeId)
    throw new DataError('You asked for this adjustment: a second admin must approve it.', 'own-request');
  if (request.employeeId === actor.employeeId) throw new DataError('You cannot adjust your own points.', 'own-request');
  return request;
}

/**
 * A second admin approves: the adjustment entry moves the balance (a credit, or a debit never below zero)
 * and the day's figure, and the request names it, in one transaction.
 */
export async function approveRequest(db: Firestore, actor: Actor, id: string): Promise<string> {
  return runWriteTransaction(db, async (tx) => {
    const request = await decidable(tx, db, actor, id);
    const entryId = await freeAdjustmentId(tx, db, request.employeeId);
    const day = await readAdjustmentDay(tx, db, request.employeeId);
    const ledger = await openLedger(tx, db, request.employeeId);
    ledger.post({ entryId, type: 'adjustment', points: request.points, sourceRef: id, by: actor, reason: request.reason });
    day.record(entryId, request.points);
    writeAudited(tx, db, {
      action: 'adjustment.approve',
      target: { kind: 'adjustmentRequests', id },
      stored: request.stored,
      data: adjustmentRequestWrites.approve(entryId, actor, serverTimestamp()),
      by: makerOf(actor),
      reason: request.reason,
    });
    return entryId;
  });
}

/** A second admin rejects: nothing is credited. `reason`: why (the audit entry's), '' if none given. */
export async function rejectRequest(db: Firestore, actor: Actor, id: string, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const request = await decidable(tx, db, actor, id);
    writeAudited(tx, db, {
      action: 'adjustment.reject',
      target: { kind: 'adjustmentRequests', id },
      stored: request.stored,
      data: adjustmentRequestWrites.reject(actor, serverTimestamp()),
      by: makerOf(actor),
      reason,
    });
  });
}
