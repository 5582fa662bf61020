import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { ClaimData } from '@/domain/schemas';
import { activityKeys } from '../activities/queries';
import { isDataError } from '../errors';
import { ledgerKeys } from '../ledger/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { userKeys } from '../users/queries';
import { approveClaim, rejectClaim, submitClaim, withdrawClaim, type ClaimFilter } from './api';
import { claimKeys, claimQueries } from './queries';

/** A user's claims, newest first (own history, or an employee's detail page for managers). */
export function useClaimsOf(employeeId: string) {
  return useQuery(claimQueries.of(employeeId));
}

/** Dashboard: the first n claims and the total, without reading every claim. */
export function useRecentClaims(employeeId: string, n: number) {
  return useQuery(claimQueries.recent(employeeId, n));
}

export function useClaimCountOf(employeeId: string) {
  return useQuery(claimQueries.countOf(employeeId));
}

export function useClaim(employeeId: string, claimId: string) {
  return useQuery(claimQueries.detail(employeeId, claimId));
}

/** Manage Requests: pages of a status, loaded one at a time. */
export function useClaimPages(filter: ClaimFilter) {
  return useInfiniteQuery(claimQueries.pages(filter));
}

/** A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount). */
export function useClaimCount(filter: ClaimFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...claimQueries.count(filter), ...options });
}

export function useSubmitClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { activityId: string; input: ClaimData }) => submitClaim(db, me, v.activityId, v.input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: claimKeys.of(me.employeeId) }),
        qc.invalidateQueries({ queryKey: claimKeys.everyone }),
      ]),
    // An activity deactivated (or removed) meanwhile: read the catalogue again so that it disappears.
    onError: (e) =>
      isDataError(e, 'inactive-activity', 'not-found')
        ? qc.invalidateQueries({ queryKey: activityKeys.all })
        : undefined,
  });
}

export function useApproveClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; claimId: string }) =>
      approveClaim(db, actorOf(me), v.employeeId, v.claimId),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: claimKeys.of(v.employeeId) }),
        qc.invalidateQueries({ queryKey: claimKeys.everyone }),
        qc.invalidateQueries({ queryKey: userKeys.detail(v.employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.list }),
        qc.invalidateQueries({ queryKey: ledgerKeys.of(v.employeeId) }),
      ]),
    // Reviewed by someone else meanwhile: read it again, so the screen shows its real status.
    onError: (e, v) =>
      isDataError(e, 'not-pending')
        ? Promise.all([
            qc.invalidateQueries({ queryKey: claimKeys.of(v.employeeId) }),
            qc.invalidateQueries({ queryKey: claimKeys.everyone }),
          ])
        : undefined,
  });
}

export function useRejectClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; claimId: string; reason: string }) =>
      rejectClaim(db, actorOf(me), v.employeeId, v.claimId, v.reason),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: claimKeys.of(v.employeeId) }),
        qc.invalidateQueries({ queryKey: claimKeys.everyone }),
      ]),
    // Reviewed by someone else meanwhile: read it again, so the screen shows its real status.
    onError: (e, v) =>
      isDataError(e, 'not-pending')
        ? Promise.all([
            qc.invalidateQueries({ queryKey: claimKeys.of(v.employeeId) }),
            qc.invalidateQueries({ queryKey: claimKeys.everyone }),
          ])
        : undefined,
  });
}

// The dashboard prefetch (session/pageData.ts) takes the factory from here: the signed-in shell's
// chunk then holds this module, and the dashboard loads no extra chunk for its hooks.
export { claimQueries } from './queries';

/** The owner withdraws their own pending claim (no balance change). */
export function useWithdrawClaim() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => withdrawClaim(db, me.employeeId, claimId),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: claimKeys.of(me.employeeId) }),
        qc.invalidateQueries({ queryKey: claimKeys.everyone }),
      ]),
  });
}
