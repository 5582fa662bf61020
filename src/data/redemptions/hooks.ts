import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import type { UserProfile } from '@/domain/types';
import { keys } from '../keys';
import { ledgerKeys } from '../ledger/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import {
  cancelRedemption,
  countRedemptions,
  declineRedemption,
  listMyRedemptions,
  listRecentRedemptions,
  listRedemptionsPage,
  markRedemptionPaid,
  redeemPoints,
  searchRedemptions,
  type RedemptionFilter,
} from './api';

export function useRedemptionsOf(employeeId: string) {
  return useQuery({ queryKey: keys.myRedemptions(employeeId), queryFn: () => listMyRedemptions(db, employeeId) });
}

export const recentRedemptionsQuery = (employeeId: string, n: number) =>
  queryOptions({
    queryKey: [...keys.myRedemptions(employeeId), 'recent', n],
    queryFn: () => listRecentRedemptions(db, employeeId, n),
  });

export function useRecentRedemptions(employeeId: string, n: number, enabled = true) {
  return useQuery({ ...recentRedemptionsQuery(employeeId, n), enabled });
}

export function useRedemptionPages(filter: RedemptionFilter) {
  return useInfiniteQuery({
    queryKey: keys.redemptionPages(filter),
    queryFn: ({ pageParam }) => listRedemptionsPage(db, filter, pageParam),
    initialPageParam: null as DocumentSnapshot | null,
    getNextPageParam: (last) => last.cursor,
  });
}

/** Prefix search over every redemption of a status (the Redemption Centre search box). */
export function useRedemptionSearch(filter: RedemptionFilter, term: string) {
  return useQuery({
    queryKey: keys.redemptionSearch(filter, term.trim()),
    queryFn: () => searchRedemptions(db, filter, term),
    enabled: term.trim().length > 0,
  });
}

/** A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount). */
export function useRedemptionCount(filter: RedemptionFilter) {
  return useQuery({ queryKey: keys.redemptionCount(filter), queryFn: () => countRedemptions(db, filter) });
}

/** Redeem: the balance drops at once on screen and comes back if the write fails (spec section 4). */
export function useRedeem() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const profileKey = keys.profile(me.uid);
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
        qc.invalidateQueries({ queryKey: keys.redemptionsAll() }),
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
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.redemptionsAll() }),
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
        qc.invalidateQueries({ queryKey: keys.redemptionsAll() }),
        qc.invalidateQueries({ queryKey: keys.user(v.employeeId) }),
        qc.invalidateQueries({ queryKey: keys.users() }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(v.employeeId) }),
      ]),
  });
}

/** The owner cancels their own pending redemption; the points come back in the same transaction. */
export function useCancelRedemption() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (redemptionId: string) => cancelRedemption(db, me.employeeId, redemptionId),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.profile(me.uid) }),
        qc.invalidateQueries({ queryKey: keys.redemptionsAll() }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(me.employeeId) }),
      ]),
  });
}
