import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { myQueues, REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { canAccess } from '@/domain/roles';
import type { ClaimData } from '@/domain/schemas';
import { activityKeys } from '../activities/queries';
import { budgetKeys } from '../budgets/queries';
import { isDataError } from '../errors';
import { useCount, useList, usePages } from '../lists';
import { invalidateAll, refreshIfReviewedMeanwhile } from '../refresh';
import { useAttemptKeys } from '../attempts';
import { balanceKeys } from '../ledger/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import {
  approveClaim,
  rejectClaim,
  reviewClaims,
  fileClaim,
  withdrawClaim,
  type BulkItem,
  type ClaimFilter,
} from './api';
import { claimKeys, claimQueries } from './queries';

/** A user's claims, newest first (own history, or an employee's detail page for managers). */
export function useClaimsOf(employeeId: string) {
  return useQuery(claimQueries.listOf(employeeId));
}

/** Dashboard, employee detail: the first n claims and the total, without reading every claim (a list). */
export function useRecentClaims(employeeId: string, n: number) {
  return useList(claimQueries.recent(employeeId, n));
}

/** An employee's detail page: their claims, a bounded page at a time ('Load more'; a paginated list). */
export function useClaimPagesOf(employeeId: string) {
  return usePages(claimQueries.pagesOf(employeeId));
}

/** How many claims an employee has: a count, after the page's own reads. */
export function useClaimCountOf(employeeId: string) {
  return useCount(claimQueries.countOf(employeeId));
}

export function useClaim(employeeId: string, claimId: string) {
  return useQuery(claimQueries.detail(employeeId, claimId));
}

/** Manage Requests: pages of a status, loaded one at a time (a paginated list). */
export function useClaimPages(filter: ClaimFilter) {
  return usePages(claimQueries.pages(filter));
}

/**
 * A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount); a count,
 * after the page's own reads.
 */
export function useClaimCount(filter: ClaimFilter) {
  return useCount(claimQueries.count(filter));
}

/**
 * The claim lists a claim of `employeeId` is in: theirs and everyone's (Manage Requests). Submitting,
 * rejecting and withdrawing change these only; they also show a claim reviewed by someone else meanwhile.
 */
const reviewKeys = (employeeId: string) => [claimKeys.of(employeeId), claimKeys.everyone];

/** What approving a claim of `employeeId` changes: its lists, their balance and the queue's budget. */
const approvalKeys = (employeeId: string) => [...reviewKeys(employeeId), ...balanceKeys(employeeId), budgetKeys.all];

/** The claim dialog of an `auto` activity: this month's automatic approvals used (1 read; off for other rules). */
export function useAutoApprovalsUsed(employeeId: string, activityId: string, enabled: boolean) {
  return useQuery({ ...claimQueries.autoUsed(employeeId, activityId), enabled });
}

/**
 * Files a claim (see fileClaim: pending, or approved at once). Its lists, the profile's pending count and,
 * approved at once, the balance change.
 */
export function useSubmitClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  // Pressing again after a failure is the same attempt: never two claims (src/data/attempts.ts).
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (v: { activityId: string; input: ClaimData }) =>
      fileClaim(db, me, v.activityId, v.input, attempts.keyFor(v.activityId)),
    onSuccess: (_filing, v) => {
      attempts.succeeded(v.activityId);
      return invalidateAll(qc, approvalKeys(me.employeeId));
    },
    // An activity deactivated (or removed) meanwhile: read the catalogue again so that it disappears.
    onError: (e) =>
      isDataError(e, 'inactive-activity', 'not-found') ? invalidateAll(qc, [activityKeys.all]) : undefined,
  });
}

export function useApproveClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; claimId: string }) =>
      approveClaim(db, actorOf(me), v.employeeId, v.claimId),
    onSuccess: (_r, v) => invalidateAll(qc, approvalKeys(v.employeeId)),
    onError: (e, v) => refreshIfReviewedMeanwhile(qc, e, reviewKeys(v.employeeId)),
  });
}

export function useRejectClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; claimId: string; reason: string }) =>
      rejectClaim(db, actorOf(me), v.employeeId, v.claimId, v.reason),
    onSuccess: (_r, v) => invalidateAll(qc, reviewKeys(v.employeeId)),
    onError: (e, v) => refreshIfReviewedMeanwhile(qc, e, reviewKeys(v.employeeId)),
  });
}

export interface BulkReview {
  claims: readonly BulkItem[];
  decision: { action: 'approve' } | { action: 'reject'; reason: string };
  /** Called after each claim with how many are done. */
  onProgress?: (finished: number) => void;
}

/**
 * Approve or reject several claims: each is its own transaction (reviewClaims); the result says, per
 * claim, approved/rejected, already reviewed or failed. Afterwards every list and the balances of the
 * employees whose claims were approved are read again (also the ones reviewed meanwhile).
 */
export function useBulkReview() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const refresh = (v: BulkReview) => {
    const employees = [...new Set(v.claims.map((c) => c.employeeId))];
    return invalidateAll(
      qc,
      employees.flatMap((id) => (v.decision.action === 'approve' ? approvalKeys(id) : reviewKeys(id))),
    );
  };
  return useMutation({
    mutationFn: (v: BulkReview) => reviewClaims(db, actorOf(me), v.claims, v.decision, v.onProgress),
    // Neither is waited for: a bulk review succeeds with claims that failed for want of a network, which
    // would not answer the refresh either, and the results would wait for it for good.
    onSuccess: (_r, v) => void refresh(v),
    onError: (_e, v) => void refresh(v),
  });
}

/** The claims awaiting review in these queues (every queue when undefined): Manage Requests' Pending tab. */
export function pendingFilter(queues: readonly string[] | undefined): ClaimFilter {
  return queues
    ? { statuses: REVIEWABLE_CLAIM_STATUSES, managerIds: queues }
    : { statuses: REVIEWABLE_CLAIM_STATUSES };
}

/**
 * How many claims await review in my queue (the drawer's Manage Requests entry and the bell), a
 * count() stopped at TAB_COUNT_CAP: the same query as the Pending tab's count on 'My queue', so one
 * read serves all three. Null for who does not review claims.
 */
export function useMyQueuePendingCount() {
  const me = useCurrentUser();
  const reviews = canAccess(me.userRole, 'manageRequests');
  const count = useCount(claimQueries.count(pendingFilter(myQueues(me.reviewQueues))), reviews);
  return reviews ? (count.data ?? null) : null;
}

/** Manage Requests search: pages of claims found by employee ID, reference or name prefix. */
export function useClaimSearch(filter: ClaimFilter, term: string) {
  return usePages(claimQueries.search(filter, term));
}


/** The owner withdraws their own pending claim (no balance change). */
export function useWithdrawClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => withdrawClaim(db, me.employeeId, claimId),
    onSuccess: () => invalidateAll(qc, reviewKeys(me.employeeId)),
    onError: (e) => refreshIfReviewedMeanwhile(qc, e, reviewKeys(me.employeeId)),
  });
}
