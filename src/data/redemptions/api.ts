import {
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { PAGE_SIZE, REDEMPTION_TIERS, TAB_COUNT_CAP } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { ledgerEntryId } from '@/domain/ledger';
import { nextSequence, redemptionId as makeRedemptionId } from '@/domain/referenceIds';
import { cappedCount, type CappedCount } from '@/domain/tabCount';
import type { Redemption, RedemptionStatus, UserProfile } from '@/domain/types';
import { fetchPage, type Page } from '../paging';
import { redemptionWrites, toRedemption } from '../schema/redemptions';
import { DataError } from '../errors';
import { recordCount, recordReads } from '../readMeter';
import { openLedger, type LedgerMaker } from '../ledger/writer';
import { refs, type Actor } from '../refs';
import { firstFreeId, runWriteTransaction } from '../transaction';
import { attemptLog } from '../attempts';
import { reviews, runReview } from '../review';

export async function listMyRedemptions(db: Firestore, employeeId: string): Promise<Redemption[]> {
  const snap = await getDocs(query(refs.redemptions(db, employeeId), orderBy('createdAt', 'desc')));
  recordReads('own redemptions', snap.size);
  return snap.docs.map((d) => toRedemption(d.ref.path, d.id, d.data()));
}

/** The dashboard's last n redemptions. */
export async function listRecentRedemptions(
  db: Firestore,
  employeeId: string,
  n: number,
): Promise<Redemption[]> {
  const snap = await getDocs(query(refs.redemptions(db, employeeId), orderBy('createdAt', 'desc'), limit(n)));
  recordReads('recent redemptions', snap.size);
  return snap.docs.map((d) => toRedemption(d.ref.path, d.id, d.data()));
}

/**
 * Redeem a tier: new `RD-{employeeId}-{NNN}` request, ledger entry `redemption-{id}` of minus
 * the points, and the balance lowered by exactly that, in one transaction; never below zero.
 * `attemptKey` (one per confirmation, src/data/attempts.ts): the same attempt tried again returns the
 * redemption an earlier commit of it requested, and takes the points once.
 */
export async function redeemPoints(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'department'>,
  points: number,
  attemptKey?: string,
): Promise<Redemption> {
  const log = attemptLog(attemptKey);
  if (!(REDEMPTION_TIERS as readonly number[]).includes(points)) {
    throw new DataError('Choose one of the redemption tiers.', 'invalid');
  }
  const { employeeId } = profile;
  const prefix = `RD-${employeeId}`;
  // A debit built on a balance another tab (or a claim's credit) changed meanwhile is refused by the
  // rules; the runner runs this again on the fresh balance, which may now be too low ('insufficient-points').
  return runWriteTransaction(db, async (tx) => {
    const requested = await log?.earlier<Redemption>(tx);
    if (requested) return requested;
    // Read inside the runner, so that a network that stops answering meets its deadline here too.
    const mine = await getDocs(
      query(refs.redemptions(db, employeeId), orderBy('createdAt', 'desc'), limit(50)),
    );
    recordReads('own redemption ids', mine.size);
    const sequence = nextSequence(
      mine.docs.map((d) => d.id),
      prefix,
    );
    const candidates = [
      // An earlier commit of this attempt first: a retry collides with it instead of redeeming twice.
      ...(log?.retryIds(refs.redemptions(db, employeeId)) ?? []),
      ...Array.from({ length: 5 }, (_, i) => makeRedemptionId(employeeId, sequence + i)),
      `${prefix}-${Date.now()}`,
    ];
    const [id, ledger] = await Promise.all([
      firstFreeId(tx, candidates, (c) => refs.redemption(db, employeeId, c)),
      openLedger(tx, db, employeeId),
    ]);
    if (!id) throw new DataError('Could not allocate a reference ID. Please try again.', 'conflict');
    const ref = refs.redemption(db, employeeId, id);
    const data = redemptionWrites.request(
      { id, employee: profile, points, today: toDayKey(new Date()) },
      serverTimestamp(),
    );
    ledger.post({
      entryId: ledgerEntryId.redeemed(id),
      type: 'redeemed',
      points: -points,
      sourceRef: id,
      by: profile,
    });
    tx.set(ref, data);
    const redemption = toRedemption(ref.path, id, { ...data, createdAt: new Date(), updatedAt: new Date() });
    return log ? log.creates(ref, redemption) : redemption;
  }, { attempt: log });
}

/** Finance marks a pending payout paid, with the payment details. */
export async function markRedemptionPaid(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  redemptionId: string,
  paidDetails: string,
): Promise<void> {
  await runReview(db, employeeId, redemptionId, reviews.payRedemption(actor, paidDetails));
}

/** Beyond the original app: decline a pending payout with a reason; the same transaction refunds the points. */
export async function declineRedemption(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  redemptionId: string,
  reason: string,
): Promise<void> {
  await runReview(db, employeeId, redemptionId, reviews.declineRedemption(actor, reason));
}

/**
 * The owner cancels their own pending redemption: status `cancelled`, ledger entry `cancel-{id}` of
 * its points and the balance raised by exactly that, in one transaction.
 */
export async function cancelRedemption(db: Firestore, owner: LedgerMaker, redemptionId: string): Promise<void> {
  await runReview(db, owner.employeeId, redemptionId, reviews.cancelRedemption(owner));
}

export interface RedemptionFilter {
  status: RedemptionStatus;
}

function redemptionConstraints(f: RedemptionFilter): QueryConstraint[] {
  return [where('status', '==', f.status)];
}

/** Redemption Centre: one page of every employee's redemptions in a status, newest first. */
export function listRedemptionsPage(
  db: Firestore,
  filter: RedemptionFilter,
  cursor: DocumentSnapshot | null = null,
  pageSize = PAGE_SIZE,
): Promise<Page<Redemption>> {
  return fetchPage(
    refs.allRedemptions,
    db,
    redemptionConstraints(filter),
    cursor,
    pageSize,
    `redemptions page ${filter.status}`,
    (d) => toRedemption(d.ref.path, d.id, d.data()),
  );
}

/** Tab counts: a count() stopped at TAB_COUNT_CAP (1 read at any size); `capped` when it reached it. */
export async function countRedemptions(db: Firestore, filter: RedemptionFilter): Promise<CappedCount> {
  const snap = await getCount(
    query(refs.allRedemptions(db), ...redemptionConstraints(filter), limit(TAB_COUNT_CAP)),
  );
  const n = snap.data().count;
  recordCount(`redemptions count ${filter.status}`, n);
  return cappedCount(n);
}

/**
 * Redemption Centre search beyond the loaded pages: Firestore has no substring search, so this
 * asks for prefixes of the reference ID, the employee ID (both upper case) and the employee name
 * (as typed and title-cased), at most `perField` each, merged newest first.
 */
export async function searchRedemptions(
  db: Firestore,
  filter: RedemptionFilter,
  term: string,
  perField = PAGE_SIZE,
): Promise<Redemption[]> {
  const t = term.trim();
  if (!t) return [];
  const titled = t.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const prefixes: [string, string][] = [
    ['referenceId', t.toUpperCase()],
    ['employeeId', t.toUpperCase()],
    ['employeeName', t],
  ];
  if (titled !== t) prefixes.push(['employeeName', titled]);
  const snaps = await Promise.all(
    prefixes.map(([field, prefix]) =>
      getDocs(
        query(
          refs.allRedemptions(db),
          ...redemptionConstraints(filter),
          where(field, '>=', prefix),
          where(field, '<=', `${prefix}\uf8ff`),
          orderBy(field),
          limit(perField),
        ),
      ),
    ),
  );
  const byPath = new Map<string, Redemption>();
  for (const snap of snaps) {
    recordReads(`redemptions search ${filter.status}`, snap.size);
    for (const d of snap.docs) byPath.set(d.ref.path, toRedemption(d.ref.path, d.id, d.data()));
  }
  return [...byPath.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
