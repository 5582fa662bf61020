import {
  count,
  getAggregate,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { Redemption } from '@/domain/types';
import { toRedemption } from '../schema/redemptions';
import { recordReads } from '../readMeter';
import { pointsLiability } from '../insights/api';
import { fetchAllPages } from '../paging';
import { refs } from '../refs';

/**
 * Finance reconciliation (Redemption Centre): totals of a day range by `count()`/`sum()` aggregations
 * (1 read each per started 1,000 entries), the organisation's points liability from the month totals
 * (pointsLiability: 2 reads at any organisation size), the range's payouts page by page for the CSV, and exact search across all redemptions.
 */

/** Which day the range applies to: the request's, or the day it was paid (declined: the day declined). */
export type ReconciliationBasis = 'requested' | 'settled';

export interface ReconciliationRange {
  basis: ReconciliationBasis;
  /** Day keys, both included; '' leaves that end open. */
  from: string;
  to: string;
}

export interface Totals {
  count: number;
  points: number;
}

export interface ReconciliationTotals {
  paid: Totals;
  declined: Totals;
  /** Pending now, whatever the range: the outstanding liability of requested payouts. */
  pendingNow: Totals;
  /** Sum of every balance: what the organisation owes in points. */
  organisationLiability: number;
}

function dayField(status: 'paid' | 'declined', basis: ReconciliationBasis): string {
  if (basis === 'requested') return 'requestedDate';
  return status === 'paid' ? 'paidDate' : 'declinedDate';
}

function inRange(status: 'paid' | 'declined', range: ReconciliationRange): QueryConstraint[] {
  const field = dayField(status, range.basis);
  const c: QueryConstraint[] = [where('status', '==', status)];
  if (range.from) c.push(where(field, '>=', range.from));
  if (range.to) c.push(where(field, '<=', range.to));
  return c;
}

async function totalsOf(db: Firestore, constraints: QueryConstraint[], label: string): Promise<Totals> {
  const snap = await getAggregate(query(refs.allRedemptions(db), ...constraints), {
    count: count(),
    points: sum('pointsRedeemed'),
  });
  const { count: n, points } = snap.data();
  recordReads(label, Math.max(1, Math.ceil(n / 1000)));
  return { count: n, points };
}

export async function reconciliationTotals(
  db: Firestore,
  range: ReconciliationRange,
): Promise<ReconciliationTotals> {
  const [paid, declined, pendingNow, liability] = await Promise.all([
    totalsOf(db, inRange('paid', range), 'reconciliation paid'),
    totalsOf(db, inRange('declined', range), 'reconciliation declined'),
    totalsOf(db, [where('status', '==', 'pending')], 'reconciliation pending'),
    pointsLiability(db),
  ]);
  return { paid, declined, pendingNow, organisationLiability: liability };
}

/** One page of the range's payouts (status paid), in day order, continued after `cursor`. */
export async function listPayoutsPage(
  db: Firestore,
  range: ReconciliationRange,
  cursor: DocumentSnapshot | null,
  pageSize = 200,
): Promise<{ items: Redemption[]; cursor: DocumentSnapshot | null }> {
  const c = [...inRange('paid', range), orderBy(dayField('paid', range.basis))];
  if (cursor) c.push(startAfter(cursor));
  c.push(limit(pageSize));
  const snap = await getDocs(query(refs.allRedemptions(db), ...c));
  recordReads('reconciliation payouts page', snap.size);
  return {
    items: snap.docs.map((d) => toRedemption(d.ref.path, d.id, d.data())),
    cursor: snap.size === pageSize ? (snap.docs[snap.size - 1] ?? null) : null,
  };
}

/**
 * Every payout of the range, page by page (never only the loaded pages), reporting how many are in;
 * stops when `signal` is aborted.
 */
export async function listPayouts(
  db: Firestore,
  range: ReconciliationRange,
  onProgress: (fetched: number) => void,
  signal?: AbortSignal,
  pageSize = 200,
): Promise<Redemption[]> {
  return fetchAllPages((cursor) => listPayoutsPage(db, range, cursor, pageSize), onProgress, signal);
}

/** Exact reference ID or employee ID, across every redemption of every status (newest first). */
export async function findRedemptions(db: Firestore, term: string): Promise<Redemption[]> {
  const t = term.trim().toUpperCase();
  if (!t) return [];
  const snaps = await Promise.all(
    ['referenceId', 'employeeId'].map((field) =>
      getDocs(query(refs.allRedemptions(db), where(field, '==', t), limit(100))),
    ),
  );
  const byPath = new Map<string, Redemption>();
  for (const snap of snaps) {
    recordReads('redemptions exact search', snap.size);
    for (const d of snap.docs) byPath.set(d.ref.path, toRedemption(d.ref.path, d.id, d.data()));
  }
  return [...byPath.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
