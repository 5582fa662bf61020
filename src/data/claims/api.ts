import {
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { searchKinds } from '@/domain/claims';
import { PAGE_SIZE, TAB_COUNT_CAP } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { claimId as makeClaimId } from '@/domain/referenceIds';
import type { ClaimData } from '@/domain/schemas';
import { cappedCount, type CappedCount } from '@/domain/tabCount';
import type { Claim, ClaimStatus, UserProfile } from '@/domain/types';
import { approvalTexts, autoCounterId, MAX_PENDING_CLAIMS } from '@/domain/approvalRules';
import { istMonthKey } from '@/domain/ist';
import { ledgerEntryId } from '@/domain/ledger';
import { toActivity } from '../schema/activities';
import { autoApprovalWrites, toAutoCount } from '../schema/autoApprovals';
import { pendingClaimsOf, profileWrites } from '../schema/users';
import { openLedger } from '../ledger/writer';
import { spendUnread } from '../budgets/spend';
import { claimWrites, toClaim } from '../schema/claims';
import { mapWithConcurrency } from '@/domain/pool';
import { DataError, firestoreCode, isDataError } from '../errors';
import { fetchPage, type Page } from '../paging';
import { recordCount, recordReads } from '../readMeter';
import { refs, type Actor } from '../refs';
import { firstFreeId, runWriteTransaction } from '../transaction';
import { attemptLog, type AttemptLog } from '../attempts';
import { reviews, runReview, type Review } from '../review';

/** Every claim of one employee, newest first: the owner's history, or a manager's view of it. */
export async function listClaimsOf(db: Firestore, employeeId: string): Promise<Claim[]> {
  const snap = await getDocs(query(refs.claims(db, employeeId), orderBy('createdAt', 'desc')));
  recordReads('own claims', snap.size);
  return snap.docs.map((d) => toClaim(d.ref.path, d.id, d.data()));
}

export async function getClaim(db: Firestore, employeeId: string, claimId: string): Promise<Claim | null> {
  const snap = await getDoc(refs.claim(db, employeeId, claimId));
  recordReads('claim', 1);
  const data = snap.data();
  return data ? toClaim(snap.ref.path, snap.id, data) : null;
}

/** The dashboard's first n claims, and the total for 'Showing 3 out of N requests' as a count(). */
export async function listRecentClaims(db: Firestore, employeeId: string, n: number): Promise<Claim[]> {
  const snap = await getDocs(query(refs.claims(db, employeeId), orderBy('createdAt', 'desc'), limit(n)));
  recordReads('recent claims', snap.size);
  return snap.docs.map((d) => toClaim(d.ref.path, d.id, d.data()));
}

export async function countClaimsOf(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getCount(refs.claims(db, employeeId));
  const n = snap.data().count;
  recordCount('own claims count', n);
  return n;
}

/**
 * The product's sequence: the number of existing claims + 1 (a count() aggregation, 1 read). Ordering by
 * document id descending instead is refused by the Firestore emulator ("descending key scans").
 */
async function nextClaimSequence(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getCount(refs.claims(db, employeeId));
  const n = snap.data().count;
  recordCount('claims of one employee', n);
  return n + 1;
}

/**
 * Five tries at the next numbers, then one that cannot collide (the rules accept any `{e}-NNN...`).
 * First the ids an earlier commit of the same attempt may have written (attempts.ts), so that a retry
 * and a commit still on its way collide on one claim instead of filing two.
 */
function claimIdCandidates(employeeId: string, sequence: number, retry: readonly string[] = []): string[] {
  return [
    ...retry,
    ...Array.from({ length: 5 }, (_, i) => makeClaimId(employeeId, sequence + i)),
    `${employeeId}-${Date.now()}`,
  ];
}

/** How a submitted claim was filed: awaiting review, approved at once, or awaiting review because the
 * activity's automatic approvals for this month are used up (`autoLimit` of them) or because its queue's
 * budget for the month cannot cover it. */
export type Filing =
  | { id: string; outcome: 'pending' }
  | { id: string; outcome: 'approved'; points: number }
  | { id: string; outcome: 'auto-limit'; autoLimit: number }
  | { id: string; outcome: 'over-budget'; queue: string };

/**
 * How an automatic approval meets its queue's budget. Employees may not read budgets, so the filing
 * tries what the rules accept: first spending the month ('spend': an increment of the month's document,
 * refused past the budget, and failing when the month is not open), then as for a queue without a
 * budget ('unlimited': refused when the queue has a budget or a repeating one this month), and when both
 * are refused the claim waits for a reviewer ('review'), who sees what is left and whose approval
 * spends it (opening the month from its repeating budget).
 */
const AUTO_BUDGET_TRIES = ['spend', 'unlimited'] as const;
type AutoBudget = (typeof AUTO_BUDGET_TRIES)[number] | 'review';

/** An automatic approval the rules refused under this try; the next try follows. */
class AutoBudgetRefused extends Error {}

/**
 * Submits a claim as `{employeeId}-{NNN}`: a create-only write (the transaction reads the id
 * first, so a second tab taking the same number makes this commit fail and the retry takes the next).
 * Points, name and approval rule are copied from the activity, which must be active. Pending, it moves
 * the employee's pending counter up by one (refused at MAX_PENDING_CLAIMS). An `auto` activity's claim
 * within this month's limit is filed paid instead, with its `claim-{id}` credit, the month's counter
 * of the activity moved by one and its queue's month budget spent (AUTO_BUDGET_TRIES), in the same
 * transaction; past the limit, or past what the budget has left, it is filed pending.
 *
 * `attemptKey` (made once per opening of the claim form, src/data/attempts.ts): the same attempt filed
 * again (a second press after an error, a re-run after a commit whose answer was lost) finds the claim
 * an earlier commit of it filed and returns that filing, instead of filing and crediting a second one.
 */
export async function fileClaim(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'department' | 'designation'>,
  activityId: string,
  input: ClaimData,
  attemptKey?: string,
): Promise<Filing> {
  const log = attemptLog(attemptKey);
  for (const budget of AUTO_BUDGET_TRIES) {
    try {
      return await fileOnce(db, profile, activityId, input, budget, log);
    } catch (error) {
      if (!(error instanceof AutoBudgetRefused)) throw error;
    }
  }
  return fileOnce(db, profile, activityId, input, 'review', log);
}

async function fileOnce(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'department' | 'designation'>,
  activityId: string,
  input: ClaimData,
  budget: AutoBudget,
  log: AttemptLog | undefined,
): Promise<Filing> {
  const e = profile.employeeId;
  let approving = false;
  try {
    return await runWriteTransaction(db, async (tx): Promise<Filing> => {
      approving = false;
      const filed = await log?.earlier<Filing>(tx);
      if (filed) return filed;
      // Counted inside the runner: offline, the count waits like any read, and the runner's deadline
      // ends the wait with the offline message instead of a submit that never answers.
      const sequence = await nextClaimSequence(db, e);
      const activitySnap = await tx.get(refs.activity(db, activityId));
      const activityData = activitySnap.data();
      if (!activityData) throw new DataError('Activity not found', 'not-found');
      const activity = toActivity(activitySnap.id, activityData);
      if (!activity.isActive) throw new DataError('This activity is no longer available.', 'inactive-activity');
      const now = new Date();
      const counterRef = refs.autoApprovals(db, e, autoCounterId(activity.id, istMonthKey(now)));
      const used = activity.approvalRule === 'auto' ? toAutoCount(counterRef.path, (await tx.get(counterRef)).data()) : 0;
      const auto = activity.approvalRule === 'auto' && used < activity.autoMonthlyLimit;
      const id = await firstFreeId(tx, claimIdCandidates(e, sequence, log?.retryIds(refs.claims(db, e))), (c) => refs.claim(db, e, c));
      if (!id) throw new DataError('Could not allocate a reference ID. Please try again.', 'conflict');
      const ledger = await openLedger(tx, db, e, { credits: activity.approvalRule === 'auto' });
      const submission = { id, employee: profile, activity, input, today: toDayKey(now) };
      /** What this commit files, noted in the attempt's log (the claim is the document it creates). */
      const filing = (f: Filing): Filing => (log ? log.creates(refs.claim(db, e, id), f) : f);
      const at = serverTimestamp();
      approving = auto && budget !== 'review';
      if (approving) {
        tx.set(refs.claim(db, e, id), claimWrites.submitApproved(submission, at));
        tx.set(counterRef, autoApprovalWrites.count(used + 1, id));
        if (budget === 'spend') spendUnread(tx, db, input.managerId, activity.points, e, id, now);
        ledger.post({ entryId: ledgerEntryId.earned(id), type: 'earned', points: activity.points, sourceRef: id, by: profile,
          claim: { queue: input.managerId, activityId: activity.id } });
        return filing({ id, outcome: 'approved', points: activity.points });
      }
      const pending = pendingClaimsOf(ledger.profile);
      if (pending >= MAX_PENDING_CLAIMS) throw new DataError(approvalTexts.pendingLimitReached, 'pending-limit');
      tx.set(refs.claim(db, e, id), claimWrites.submit(submission, at));
      tx.update(refs.user(db, e), profileWrites.pendingClaims(pending + 1, id, at));
      if (auto) return filing({ id, outcome: 'over-budget', queue: input.managerId });
      return filing(
        activity.approvalRule === 'auto'
          ? { id, outcome: 'auto-limit', autoLimit: activity.autoMonthlyLimit }
          : { id, outcome: 'pending' },
      );
    }, { attempt: log });
  } catch (error) {
    // 'not-found': the month to spend has no document (not open yet).
    const code = firestoreCode(error);
    if (approving && (code === 'permission-denied' || code === 'not-found')) throw new AutoBudgetRefused();
    throw error;
  }
}

/** fileClaim, when only the new claim's id matters. */
export async function submitClaim(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'department' | 'designation'>,
  activityId: string,
  input: ClaimData,
): Promise<string> {
  return (await fileClaim(db, profile, activityId, input)).id;
}

/**
 * How many of this month's automatic approvals of `activityId` the employee has used (1 read; the
 * claim dialog says whether the next claim is approved at once or waits).
 */
export async function getAutoApprovalsUsed(db: Firestore, employeeId: string, activityId: string): Promise<number> {
  const ref = refs.autoApprovals(db, employeeId, autoCounterId(activityId, istMonthKey(new Date())));
  const snap = await getDoc(ref);
  recordReads('auto approvals counter', 1);
  return toAutoCount(ref.path, snap.data());
}

/**
 * Approve: claim awaiting review -> paid, ledger entry `claim-{id}` and the balance raised by exactly
 * the claim's points, in one transaction (the rules accept none of the three alone). A legacy claim
 * (approved, under review) that was credited some other way is not credited twice.
 */
export async function approveClaim(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  claimId: string,
): Promise<Claim> {
  const { request, change } = await runReview(db, employeeId, claimId, reviews.approveClaim(actor));
  const { updatedAt: _written, ...review } = change;
  return { ...request, ...review };
}

/** Reject: awaiting review -> rejected with a required reason; no balance change. */
export async function rejectClaim(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  claimId: string,
  reason: string,
): Promise<void> {
  await runReview(db, employeeId, claimId, reviews.rejectClaim(actor, reason));
}

/** The owner withdraws their own pending claim: status `withdrawn`; no balance change. */
export async function withdrawClaim(db: Firestore, employeeId: string, claimId: string): Promise<void> {
  await runReview(db, employeeId, claimId, reviews.withdrawClaim());
}

/**
 * A Manage Requests list: claims in any of `statuses` (the Pending tab also holds the legacy
 * reviewable ones), of the review queues `managerIds` (absent: every queue; empty: none), created in
 * [from, to).
 */
export interface ClaimFilter {
  statuses: readonly ClaimStatus[];
  managerIds?: readonly string[];
  from?: Date | null;
  to?: Date | null;
}

/** `field == v` for one value, `field in [...]` for several (the same index serves both). */
function oneOf(field: string, values: readonly string[]): QueryConstraint {
  return values.length === 1 ? where(field, '==', values[0]) : where(field, 'in', [...values]);
}

/** Status and queue: the equality part of every Manage Requests query. */
function scopeConstraints(f: ClaimFilter): QueryConstraint[] {
  const c: QueryConstraint[] = [oneOf('status', f.statuses)];
  if (f.managerIds) c.push(oneOf('managerId', f.managerIds));
  return c;
}

function claimConstraints(f: ClaimFilter): QueryConstraint[] {
  const c = scopeConstraints(f);
  if (f.from) c.push(where('createdAt', '>=', Timestamp.fromDate(f.from)));
  if (f.to) c.push(where('createdAt', '<', Timestamp.fromDate(f.to)));
  return c;
}

/** A filter that can match nothing (no statuses, or an empty queue list): answered without a read. */
const matchesNothing = (f: ClaimFilter) => f.statuses.length === 0 || f.managerIds?.length === 0;

const labelOf = (f: ClaimFilter) => f.statuses.join('+');

export type { Page } from '../paging';

/** Manage Requests: one page of every employee's claims in a status, newest first (collection group). */
export async function listClaimsPage(
  db: Firestore,
  filter: ClaimFilter,
  cursor: DocumentSnapshot | null = null,
  pageSize = PAGE_SIZE,
): Promise<Page<Claim>> {
  if (matchesNothing(filter)) return { items: [], cursor: null };
  return fetchPage(
    refs.allClaims,
    db,
    claimConstraints(filter),
    cursor,
    pageSize,
    `claims page ${labelOf(filter)}`,
    (d) => toClaim(d.ref.path, d.id, d.data()),
  );
}

/**
 * Tab counts: a count() aggregation stopped at TAB_COUNT_CAP, so 1 read however many claims there
 * are; `capped` when it reached the cap (the tab shows '999+').
 */
export async function countClaims(db: Firestore, filter: ClaimFilter): Promise<CappedCount> {
  if (matchesNothing(filter)) return cappedCount(0);
  const snap = await getCount(query(refs.allClaims(db), ...claimConstraints(filter), limit(TAB_COUNT_CAP)));
  const n = snap.data().count;
  recordCount(`claims count ${labelOf(filter)}`, n);
  return cappedCount(n);
}

/** The three ways a search term finds claims, each its own paginated server query. */
export type SearchStream = 'employeeId' | 'referenceId' | 'name';

/** Where each stream of a search continues; a stream that is finished is absent. */
export type SearchCursor = Partial<Record<SearchStream, DocumentSnapshot | null>>;

export interface SearchPage {
  items: Claim[];
  /** null when every stream is finished. */
  cursor: SearchCursor | null;
}

/**
 * Search across every claim of the tab's statuses and queues (not just the loaded pages): the
 * employee ID (exact), the reference (exact) and the employee-name prefix, case-insensitively through
 * `employeeNameLower`. Each applicable stream is a server query of at most `pageSize`; the next page
 * continues the streams that filled theirs. Searches cover every date (the date filter does not apply).
 */
export async function searchClaimsPage(
  db: Firestore,
  filter: ClaimFilter,
  term: string,
  cursor: SearchCursor | null = null,
  pageSize = PAGE_SIZE,
): Promise<SearchPage> {
  const kinds = searchKinds(term);
  if (!kinds.namePrefix || matchesNothing(filter)) return { items: [], cursor: null };
  const scope = scopeConstraints(filter);
  const convert = (d: QueryDocumentSnapshot) => toClaim(d.ref.path, d.id, d.data());
  const streams: Record<SearchStream, QueryConstraint[] | null> = {
    employeeId: kinds.employeeId ? [...scope, where('employeeId', '==', kinds.employeeId), orderBy('createdAt', 'desc')] : null,
    referenceId: kinds.referenceId ? [...scope, where('referenceId', '==', kinds.referenceId), orderBy('createdAt', 'desc')] : null,
    name: [
      ...scope,
      where('employeeNameLower', '>=', kinds.namePrefix),
      where('employeeNameLower', '<=', `${kinds.namePrefix}\uf8ff`),
      orderBy('employeeNameLower'),
      orderBy('createdAt', 'desc'),
    ],
  };
  const open = (Object.keys(streams) as SearchStream[]).filter(
    (s) => streams[s] && (cursor === null || s in cursor),
  );
  const pages = await Promise.all(
    open.map(async (s) => {
      const constraints = [...(streams[s] ?? [])];
      const after = cursor?.[s];
      if (after) constraints.push(startAfter(after));
      constraints.push(limit(pageSize));
      const snap = await getDocs(query(refs.allClaims(db), ...constraints));
      recordReads(`claims search ${s}`, Math.max(1, snap.size));
      return { s, snap };
    }),
  );
  const byPath = new Map<string, Claim>();
  const next: SearchCursor = {};
  for (const { s, snap } of pages) {
    for (const d of snap.docs) byPath.set(d.ref.path, convert(d));
    if (snap.size === pageSize) next[s] = snap.docs[snap.size - 1] ?? null;
  }
  return { items: [...byPath.values()], cursor: Object.keys(next).length > 0 ? next : null };
}

/** What happened to one claim of a bulk review. */
export type BulkOutcome =
  | { outcome: 'approved' | 'rejected' }
  /** A two-approval claim's first approval: it now awaits a second reviewer. */
  | { outcome: 'first-approved' }
  | { outcome: 'already-reviewed' }
  /** The queue's month had too little left for it: nothing changed (the message says what is left). */
  | { outcome: 'over-budget'; message: string }
  | { outcome: 'failed'; error: unknown };

export interface BulkItem {
  employeeId: string;
  claimId: string;
}

const BULK_CONCURRENCY = 2;

/**
 * Bulk review: each claim is its own transaction, the same review as a single one (runReview), so a failure leaves that claim untouched and the others done.
 * Approving, the claims that fit their queue's budget are approved and the rest reported 'over budget'.
 * Two at a time: claims of one employee contend on the balance, which the runner retries.
 */
export async function reviewClaims(
  db: Firestore,
  actor: Actor,
  items: readonly BulkItem[],
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
  onDone?: (finished: number) => void,
): Promise<BulkOutcome[]> {
  return mapWithConcurrency(
    items,
    BULK_CONCURRENCY,
    async ({ employeeId, claimId }): Promise<BulkOutcome> => {
      try {
        const review: Review<Claim, { status: string }> =
          decision.action === 'approve' ? reviews.approveClaim(actor) : reviews.rejectClaim(actor, decision.reason);
        const { change } = await runReview(db, employeeId, claimId, review);
        if (change.status === 'awaiting_second') return { outcome: 'first-approved' };
        return { outcome: decision.action === 'approve' ? 'approved' : 'rejected' };
      } catch (error) {
        if (isDataError(error, 'over-budget')) return { outcome: 'over-budget', message: error.message };
        return isDataError(error, 'not-pending') ? { outcome: 'already-reviewed' } : { outcome: 'failed', error };
      }
    },
    onDone,
  );
}
