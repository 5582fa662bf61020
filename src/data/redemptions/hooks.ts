import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { UserProfile } from '@/domain/types';
import { invalidateAll, refreshIfReviewedMeanwhile } from '../refresh';
import { useAttemptKeys } from '../attempts';
import { useCount, useList, usePages } from '../lists';
import { balanceKeys } from '../ledger/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { profileKeys } from '../session/queries';
import {
  cancelRedemption,
  declineRedemption,
  markRedemptionPaid,
  redeemPoints,
  type RedemptionFilter,
} from './api';
import { redemptionKeys, redemptionQueries } from './queries';

/** The redemption lists a payout of `employeeId` is in: theirs and everyone's (the Redemption Centre). */
const payoutKeys = (employeeId: string) => [redemptionKeys.of(employeeId), redemptionKeys.everyone];

export function useRedemptionsOf(employeeId: string) {
  return useQuery(redemptionQueries.of(employeeId));
}

/** Dashboard, employee detail: the latest n redemptions (a list). */
export function useRecentRedemptions(employeeId: string, n: number) {
  return useList(redemptionQueries.recent(employeeId, n));
}

/** An employee's detail page: their redemptions, a bounded page at a time ('Load more'; a paginated list). */
export function useRedemptionPagesOf(employeeId: string) {
  return usePages(redemptionQueries.pagesOf(employeeId));
}

/** The Redemption Centre: pages of a status (a paginated list). */
export function useRedemptionPages(filter: RedemptionFilter) {
  return usePages(redemptionQueries.pages(filter));
}

/** Prefix search over every redemption of a status (the Redemption Centre search box). */
export function useRedemptionSearch(filter: RedemptionFilter, term: string) {
  return useQuery(redemptionQueries.search(filter, term));
}

/**
 * A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount); a count,
 * after the page's own reads.
 */
export function useRedemptionCount(filter: RedemptionFilter, options: { enabled?: boolean } = {}) {
  return useCount(redemptionQueries.count(filter), options.enabled ?? true);
}

/** Redeem: the balance drops at once on screen and comes back if the write fails (docs/product.md#redemptions). */
export function useRedeem() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const profileKey = profileKeys.of(me.uid);
  const refresh = () =>
    invalidateAll(qc, [profileKey, ...payoutKeys(me.employeeId), ...balanceKeys(me.employeeId)]);
  // Pressing again after a failure is the same attempt: never two redemptions (src/data/attempts.ts).
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (points: number) => redeemPoints(db, me, points, attempts.keyFor(String(points))),
    onMutate: async (points) => {
      await qc.cancelQueries({ queryKey: profileKey });
      const previous = qc.getQueryData<UserProfile | null>(profileKey);
      if (previous) qc.setQueryData(profileKey, { ...previous, points: previous.points - points });
      return { previous };
    },
    onSuccess: (_r, points) => {
      attempts.succeeded(String(points));
      return refresh();
    },
    // Not waited for: the network that failed the write may not answer the refresh either.
    onError: (_e, _points, ctx) => {
      if (ctx?.previous) qc.setQueryData(profileKey, ctx.previous);
      void refresh();
    },
  });
}

export function useMarkRedemptionPaid() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; redemptionId: string; paidDetails: string }) =>
      markRedemptionPaid(db, actorOf(me), v.employeeId, v.redemptionId, v.paidDetails),
    onSuccess: (_r, v) => invalidateAll(qc, payoutKeys(v.employeeId)),
    onError: (e, v) => refreshIfReviewedMeanwhile(qc, e, payoutKeys(v.employeeId)),
  });
}

export function useDeclineRedemption() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; redemptionId: string; reason: string }) =>
      declineRedemption(db, actorOf(me), v.employeeId, v.redemptionId, v.reason),
    onSuccess: (_r, v) => invalidateAll(qc, [...payoutKeys(v.employeeId), ...balanceKeys(v.employeeId)]),
    onError: (e, v) => refreshIfReviewedMeanwhile(qc, e, payoutKeys(v.employeeId)),
  });
}

/** The owner cancels their own pending redemption; the points come back in the same transaction. */
export function useCancelRedemption() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (redemptionId: string) => cancelRedemption(db, me, redemptionId),
    onSuccess: () =>
      invalidateAll(qc, [
        profileKeys.of(me.uid),
        ...payoutKeys(me.employeeId),
        ...balanceKeys(me.employeeId),
      ]),
    onError: (e) => refreshIfReviewedMeanwhile(qc, e, payoutKeys(me.employeeId)),
  });
}

