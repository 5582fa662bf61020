import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import type { ClaimData } from '@/domain/schemas';
import { keys } from '../keys';
import { ledgerKeys } from '../ledger/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import {
  approveClaim,
  countClaims,
  countClaimsOf,
  getClaim,
  listClaimsPage,
  listMyClaims,
  listRecentClaims,
  rejectClaim,
  submitClaim,
  withdrawClaim,
  type ClaimFilter,
} from './api';

/** A user's claims, newest first (own history, or an employee's detail page for managers). */
export function useClaimsOf(employeeId: string) {
  return useQuery({ queryKey: keys.myClaims(employeeId), queryFn: () => listMyClaims(db, employeeId) });
}

/** Dashboard: the first n claims and the total, without reading every claim. */
export const recentClaimsQuery = (employeeId: string, n: number) =>
  queryOptions({ queryKey: [...keys.myClaims(employeeId), 'recent', n], queryFn: () => listRecentClaims(db, employeeId, n) });

export const claimCountOfQuery = (employeeId: string) =>
  queryOptions({ queryKey: [...keys.myClaims(employeeId), 'count'], queryFn: () => countClaimsOf(db, employeeId) });

export function useRecentClaims(employeeId: string, n: number) {
  return useQuery(recentClaimsQuery(employeeId, n));
}

export function useClaimCountOf(employeeId: string) {
  return useQuery(claimCountOfQuery(employeeId));
}

export function useClaim(employeeId: string, claimId: string) {
  return useQuery({ queryKey: keys.claim(employeeId, claimId), queryFn: () => getClaim(db, employeeId, claimId) });
}

/** Manage Requests: pages of a status, loaded one at a time. */
export function useClaimPages(filter: ClaimFilter) {
  return useInfiniteQuery({
    queryKey: keys.claimPages(filter),
    queryFn: ({ pageParam }) => listClaimsPage(db, filter, pageParam),
    initialPageParam: null as DocumentSnapshot | null,
    getNextPageParam: (last) => last.cursor,
  });
}

/** A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount). */
export function useClaimCount(filter: ClaimFilter) {
  return useQuery({ queryKey: keys.claimCount(filter), queryFn: () => countClaims(db, filter) });
}

export function useSubmitClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { activityId: string; input: ClaimData }) => submitClaim(db, me, v.activityId, v.input),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.claimsAll() }),
  });
}

export function useApproveClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; claimId: string }) => approveClaim(db, actorOf(me), v.employeeId, v.claimId),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.claimsAll() }),
        qc.invalidateQueries({ queryKey: keys.user(v.employeeId) }),
        qc.invalidateQueries({ queryKey: keys.users() }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(v.employeeId) }),
      ]),
  });
}

export function useRejectClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; claimId: string; reason: string }) =>
      rejectClaim(db, actorOf(me), v.employeeId, v.claimId, v.reason),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.claimsAll() }),
  });
}

/** The owner withdraws their own pending claim (no balance change). */
export function useWithdrawClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => withdrawClaim(db, me.employeeId, claimId),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.claimsAll() }),
  });
}
