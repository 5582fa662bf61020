import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { UserProfile } from '@/domain/types';
import { refreshIfReviewedMeanwhile } from '../refresh';
import { useSecondaryReadTurn } from '../secondary';
import { ledgerKeys } from '../ledger/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { profileKeys } from '../session/queries';
import { userKeys } from '../users/queries';
import { cancelRedemption, declineRedemption, markRedemptionPaid, redeemPoints, type RedemptionFilter } from './api';
import { redemptionKeys, redemptionQueries } from './queries';

export function useRedemptionsOf(employeeId: string) {
  return useQuery(redemptionQueries.of(employeeId));
}

export function useRecentRedemptions(employeeId: string, n: number) {
  return useQuery(redemptionQueries.recent(employeeId, n));
}

/** An employee's detail page: their redemptions, a bounded page at a time ('Load more'). */
export function useRedemptionPagesOf(employeeId: string) {
  return useInfiniteQuery(redemptionQueries.pagesOf(employeeId));
}

export function useRedemptionPages(filter: RedemptionFilter) {
  return useInfiniteQuery(redemptionQueries.pages(filter));
}

/** Prefix search over every redemption of a status (the Redemption Centre search box). */
export function useRedemptionSearch(filter: RedemptionFilter, term: string) {
  return useQuery(redemptionQueries.search(filter, term));
}

/**
 * A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount). A
 * secondary read (src/data/secondary.ts): it starts after the page's own.
 */
export function useRedemptionCount(filter: RedemptionFilter, options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const turn = useSecondaryReadTurn(enabled);
  return useQuery({ ...redemptionQueries.count(filter), enabled: enabled && turn });
}

/** Redeem: the balance drops at once on screen and comes back if the write fails (spec section 4). */
export function useRedeem() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const profileKey = profileKeys.of(me.uid);
  return useMutation({
    mutationFn: (points: number) => redeemPoints(db, me, points),
    onMutate: async (points) => {
      await qc.cancelQueries({ queryKey: profileKey });
      const previous = qc.getQueryData<UserProfile | null>(profileKey);
      if (previous) qc.setQueryData(profileKey, { ...previous, points: previous.points - points });
      return { previous };
    },
    onError: (_e, _points, ctx) => {
      if (ctx?.previous) qc.setQueryData(profileKey, ctx.previous);
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: profileKey }),
        qc.invalidateQueries({ queryKey: redemptionKeys.of(me.employeeId) }),
        qc.invalidateQueries({ queryKey: redemptionKeys.everyone }),
        qc.invalidateQueries({ queryKey: userKeys.detail(me.employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.list }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(me.employeeId) }),
      ]),
  });
}

export function useMarkRedemptionPaid() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; redemptionId: string; paidDetails: string }) =>
      markRedemptionPaid(db, actorOf(me), v.employeeId, v.redemptionId, v.paidDetails),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: redemptionKeys.of(v.employeeId) }),
        qc.invalidateQueries({ queryKey: redemptionKeys.everyone }),
      ]),
    onError: (e, v) => refreshIfReviewedMeanwhile(qc, e, [redemptionKeys.of(v.employeeId), redemptionKeys.everyone]),
  });
}

export function useDeclineRedemption() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; redemptionId: string; reason: string }) =>
      declineRedemption(db, actorOf(me), v.employeeId, v.redemptionId, v.reason),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: redemptionKeys.of(v.employeeId) }),
        qc.invalidateQueries({ queryKey: redemptionKeys.everyone }),
        qc.invalidateQueries({ queryKey: userKeys.detail(v.employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.list }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(v.employeeId) }),
      ]),
    onError: (e, v) => refreshIfReviewedMeanwhile(qc, e, [redemptionKeys.of(v.employeeId), redemptionKeys.everyone]),
  });
}

/** The owner cancels their own pending redemption; the points come back in the same transaction. */
export function useCancelRedemption() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (redemptionId: string) => cancelRedemption(db, me, redemptionId),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: profileKeys.of(me.uid) }),
        qc.invalidateQueries({ queryKey: redemptionKeys.of(me.employeeId) }),
        qc.invalidateQueries({ queryKey: redemptionKeys.everyone }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(me.employeeId) }),
      ]),
    onError: (e) => refreshIfReviewedMeanwhile(qc, e, [redemptionKeys.of(me.employeeId)]),
  });
}

// The dashboard prefetch (session/pageData.ts) takes the factory from here: the signed-in shell's
// chunk then holds this module, and the dashboard loads no extra chunk for its hooks.
export { redemptionQueries } from './queries';
