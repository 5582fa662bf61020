import { Timestamp, increment, serverTimestamp, type DocumentReference, type FieldValue, type Firestore } from 'firebase/firestore/lite';
import { approvalTexts } from '@/domain/approvalRules';
import { REVIEWABLE_CLAIM_STATUSES, approvalStepOf, canApproveNow } from '@/domain/claims';
import { toDayKey } from '@/domain/dates';
import { ledgerEntryId } from '@/domain/ledger';
import type { Claim, Redemption } from '@/domain/types';
import type { AuditAction } from '@/domain/audit';
import { writeAudited } from './audit/writer';
import { DataError } from './errors';
import { openBudget } from './budgets/spend';
import { openLedger, type LedgerMaker, type LedgerPosting } from './ledger/writer';
import { refs, type Actor } from './refs';
import { claimWrites, toClaim } from './schema/claims';
import type { Data } from './schema/common';
import { redemptionWrites, toRedemption } from './schema/redemptions';
import { DECIDED_CLAIM_STATUSES, queueOfClaim, reviewTimesIdOf, reviewTimesWrites } from './schema/reviewTimes';
import { pendingClaimsOf, profileWrites } from './schema/users';
import { runWriteTransaction } from './transaction';

/**
 * The status changes of claims and redemptions (approve, reject, withdraw; pay, decline, cancel) are
 * one transaction: read the request, check it is still in a status it may leave, and write the schema
 * builder's change (status, day, signature), with the ledger posting that goes with it, if any. The
 * table below says, for each change, what differs; `runReview` does the rest, for single and bulk review.
 */

/** The kind of request a change applies to. */
interface RequestKind<D> {
  ref: (db: Firestore, employeeId: string, id: string) => DocumentReference;
  read: (path: string, id: string, data: Data) => D;
  notFound: string;
  /** The request left its from-statuses meanwhile (a bulk review counts it 'already reviewed'). */
  notPending: string;
  /** A reviewer's own request. */
  ownRequest: string;
  /**
   * The ledger entry that settles a request of this id: a legacy request awaiting review (not
   * `pending`) that an earlier path already settled is not awaiting review after all.
   */
  settledBy?: (id: string) => string;
  /**
   * The statuses counted by the owner's pending counter (users/{e}.pendingClaims): a change that leaves
   * them moves it down by one, in the same transaction.
   */
  counted?: readonly string[];
  /**
   * The statuses that decide a request whose wait the turnaround counts (reviewTimes, in the same
   * transaction): a claim's credit or rejection.
   */
  decided?: readonly string[];
}

const CLAIM: RequestKind<Claim> = {
  ref: refs.claim,
  read: toClaim,
  notFound: 'Claim not found',
  notPending: 'This claim has already been reviewed.',
  ownRequest: 'You cannot review your own claim.',
  settledBy: ledgerEntryId.earned,
  counted: REVIEWABLE_CLAIM_STATUSES,
  decided: DECIDED_CLAIM_STATUSES,
};

const REDEMPTION: RequestKind<Redemption> = {
  ref: refs.redemption,
  read: toRedemption,
  notFound: 'Redemption not found',
  notPending: 'This redemption has already been processed.',
  ownRequest: 'You cannot process your own redemption.',
};

/** One row of the table: a status change of one kind of request. */
export interface Review<D, C extends { status: string }> {
  kind: RequestKind<D>;
  /** The stored statuses it may leave (as the rules see them). */
  from: readonly string[];
  /** The status it writes (the builder's `status`), or the statuses it may write, chosen by the request. */
  to: C['status'];
  /** The reviewer, who may not change their own request; absent for the owner's own change. */
  reviewer?: Actor;
  /** A required text (a reason, payment details): trimmed, and `missing` when blank. */
  note?: { text: string; missing: string };
  /**
   * The schema builder's update: status, day, signature (`note` is the trimmed text). It may depend on
   * the request as read (a two-approval claim's first approval), and refuse it by throwing.
   */
  change: (note: string, today: string, at: FieldValue, request: D) => C;
  /** The balance change in the same transaction, if any (null: none for this request): `id` is the request's. */
  posting?: (request: D, id: string) => LedgerPosting | null;
  /** The queue whose month's budget the posting spends (a claim's credit: its own queue; null: none). */
  spends?: (request: D) => string | null;
  /**
   * An admin's change the owner's profile records under an audit entry of this action (its pending
   * counter moves with the request, even when it stays at 0, so the entry names the request).
   */
  audit?: { action: AuditAction; by: LedgerMaker };
}

/** A row, its types inferred: `to` must be the status its builder writes. */
const row = <D, C extends { status: string }>(r: Review<D, C>): Review<D, C> => r;

/** A posting of `points(request)` as entry `{type}-{id}` (ledgerEntryId), referring to the request. */
const credit =
  <D>(type: 'earned' | 'refund' | 'cancel', points: (request: D) => number, by: LedgerMaker) =>
  (request: D, id: string): LedgerPosting => ({ entryId: ledgerEntryId[type](id), type, points: points(request), sourceRef: id, by });

const pointsOfClaim = (c: Claim) => c.points;
const pointsOfRedemption = (r: Redemption) => r.pointsRedeemed;
const PENDING = ['pending'] as const;
const REASON = 'Please provide a reason';

/** The six changes: who makes it, from and to which status, its builder, its text, its ledger posting. */
export const reviews = {
  /**
   * A reviewer approves a claim awaiting review: paid, and `claim-{id}` credits its points. A two-approval
   * claim's first approval only records the reviewer (awaiting_second, nothing credited); its second must
   * be another reviewer's.
   */
  approveClaim: (reviewer: Actor) =>
    row<Claim, ReturnType<typeof claimWrites.approve> | ReturnType<typeof claimWrites.firstApprove>>({
      kind: CLAIM, reviewer, from: REVIEWABLE_CLAIM_STATUSES, to: 'paid',
      change: (_note, today, at, claim) => {
        const step = approvalStepOf(claim);
        if (step === 'first') return claimWrites.firstApprove(reviewer, today, at);
        if (!canApproveNow(claim, reviewer.employeeId)) throw new DataError(approvalTexts.sameReviewer, 'same-reviewer');
        return claimWrites.approve(reviewer, today, at);
      },
      posting: (claim, id) => (approvalStepOf(claim) === 'first' ? null
        : { ...credit('earned', pointsOfClaim, reviewer)(claim, id), claim: { queue: claim.managerId, activityId: claim.activityId } }),
      spends: (claim) => (approvalStepOf(claim) === 'first' ? null : claim.managerId) }),
  /** A reviewer rejects a claim awaiting review with a reason; no balance change. */
  rejectClaim: (reviewer: Actor, reason: string) =>
    row({ kind: CLAIM, reviewer, from: REVIEWABLE_CLAIM_STATUSES, to: 'rejected', note: { text: reason, missing: REASON },
      change: (note, today, at) => claimWrites.reject(reviewer, note, today, at) }),
  /** The owner withdraws their own pending claim; no balance change. */
  withdrawClaim: () =>
    row({ kind: CLAIM, from: PENDING, to: 'withdrawn', change: (_note, today, at) => claimWrites.withdraw(today, at) }),
  /**
   * An admin withdraws a claim awaiting review of an employee who left, the leaving reason (`reason`,
   * their profile's) as its comment; audited on their profile with the counter's move.
   */
  withdrawLeaversClaim: (admin: Actor, reason: string) =>
    row({ kind: CLAIM, reviewer: admin, from: REVIEWABLE_CLAIM_STATUSES, to: 'withdrawn',
      note: { text: reason, missing: 'This employee has not left.' },
      change: (note, today, at) => claimWrites.withdrawForLeaver(note, today, at),
      audit: { action: 'leaver.claimWithdrawn', by: admin } }),
  /** Finance marks a pending payout paid with the payment details; no balance change. */
  payRedemption: (processor: Actor, details: string) =>
    row({ kind: REDEMPTION, reviewer: processor, from: PENDING, to: 'paid',
      note: { text: details, missing: 'Please provide payment details' },
      change: (note, today, at) => redemptionWrites.pay(processor, note, today, at) }),
  /** A pending payout declined with a reason: `refund-{id}` gives the points back. */
  declineRedemption: (processor: Actor, reason: string) =>
    row({ kind: REDEMPTION, reviewer: processor, from: PENDING, to: 'declined', note: { text: reason, missing: REASON },
      change: (note, today, at) => redemptionWrites.decline(processor, note, today, at),
      posting: credit('refund', pointsOfRedemption, processor) }),
  /** The owner cancels their own pending redemption: `cancel-{id}` gives the points back. */
  cancelRedemption: (owner: LedgerMaker) =>
    row({ kind: REDEMPTION, from: PENDING, to: 'cancelled',
      change: (_note, today, at) => redemptionWrites.cancel(today, at),
      posting: credit('cancel', pointsOfRedemption, owner) }),
};

/**
 * The profile's pending counter after request `id` changes to `to`: one down (never below 0: claims filed
 * before the counter existed were never counted) when `to` leaves the counted statuses; null when
 * nothing changes (the rules refuse a profile write that changes nothing).
 */
function pendingCountDown(profile: Data, counted: readonly string[], to: string, id: string, at: FieldValue) {
  if (counted.includes(to)) return null;
  const before = pendingClaimsOf(profile);
  const after = Math.max(0, before - 1);
  if (after === before && profile.pendingClaimRef === id) return null;
  return profileWrites.pendingClaims(after, id, at);
}

/**
 * Runs one change of request `id` of `employeeId` in one write transaction (retried on contention by
 * the runner, so a request changed meanwhile is re-read and fails with 'not-pending'). Returns the
 * request as read and the change written.
 */
export async function runReview<D, C extends { status: string }>(
  db: Firestore,
  employeeId: string,
  id: string,
  review: Review<D, C>,
): Promise<{ request: D; change: C }> {
  const { kind, posting } = review;
  if (review.reviewer?.employeeId === employeeId) throw new DataError(kind.ownRequest, 'own-request');
  const note = review.note?.text.trim() ?? '';
  if (review.note && !note) throw new DataError(review.note.missing, 'invalid');
  return runWriteTransaction(db, async (tx) => {
    const ref = kind.ref(db, employeeId, id);
    // The profile: its balance for a posting, its pending counter for a counted request leaving review.
    const [snap, ledger] = await Promise.all([tx.get(ref), posting || kind.counted ? openLedger(tx, db, employeeId, { credits: Boolean(review.spends) }) : null]);
    const data = snap.data();
    if (!data) throw new DataError(kind.notFound, 'not-found');
    const status = data.status;
    const notPending = () => new DataError(kind.notPending, 'not-pending');
    if (typeof status !== 'string' || !review.from.includes(status)) throw notPending();
    if (kind.settledBy && status !== 'pending' && status !== 'awaiting_second'
      && (await tx.get(refs.ledgerEntry(db, employeeId, kind.settledBy(id)))).exists())
      throw notPending();
    const request = kind.read(ref.path, snap.id, data);
    const queue = review.spends?.(request) ?? null;
    const budget = queue ? await openBudget(tx, db, queue) : null;
    const at = serverTimestamp();
    const change = review.change(note, toDayKey(new Date()), at, request);
    const counter = ledger && kind.counted
      ? (pendingCountDown(ledger.profile, kind.counted, change.status, id, at)
        ?? (review.audit ? profileWrites.pendingClaims(pendingClaimsOf(ledger.profile), id, at) : null))
      : null;
    const entry = ledger && posting ? posting(request, id) : null;
    if (ledger && entry) {
      // A credit of a claim spends its queue's month first: over budget, nothing is written.
      budget?.spend(entry.points, employeeId, id, entry.by.employeeId);
      ledger.post(entry, counter ?? {});
    } else if (counter && review.audit && ledger) {
      const { action, by } = review.audit;
      writeAudited(tx, db, { action, target: { kind: 'users', id: employeeId }, stored: ledger.profile, data: counter, by, reason: note });
    } else if (counter) tx.update(refs.user(db, employeeId), counter);
    // A decision counts its wait in its queue's month (an increment, unread: decisions of one queue never
    // conflict); a legacy claim without a submission time is not counted (the rules ask it of none).
    if (kind.decided?.includes(change.status) && data.createdAt instanceof Timestamp) {
      const decision = { employeeId, claimId: id, queue: queueOfClaim(data.managerId), submitted: data.createdAt.toDate(), decided: new Date() };
      tx.set(refs.reviewTime(db, reviewTimesIdOf(decision)), reviewTimesWrites.decide(decision, increment, at), { merge: true });
    }
    tx.update(ref, change);
    return { request, change };
  });
}
