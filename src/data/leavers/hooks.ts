import { useMutation, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { auditKeys } from '../audit/queries';
import { claimKeys } from '../claims/queries';
import { invalidateAll } from '../refresh';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { userKeys } from '../users/queries';
import { recordLeaver, withdrawLeaversClaims, type Leaving, type Withdrawal } from './api';

/** What a leaving changes: their profile, the directory and day lists, every claim queue, the trail. */
const leaverKeys = (employeeId: string) => [
  userKeys.detail(employeeId),
  userKeys.list,
  claimKeys.of(employeeId),
  claimKeys.everyone,
  auditKeys.all,
];

/**
 * Records that an employee left, then withdraws their claims awaiting review. Their profile and the
 * queues are refreshed whatever happened (a half-done withdrawal shows what is left to finish).
 */
export function useRecordLeaver(told: { onSuccess: (r: Withdrawal) => void; onError: (e: unknown) => void }) {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    // Told before the refresh: the screen changes under the form once the profile shows the leaver.
    onSuccess: told.onSuccess,
    onError: told.onError,
    mutationFn: async (v: { employeeId: string; leaving: Leaving }): Promise<Withdrawal> => {
      await recordLeaver(db, actorOf(me), v.employeeId, v.leaving);
      return withdrawLeaversClaims(db, actorOf(me), v.employeeId, v.leaving.reason);
    },
    onSettled: (_r, _e, v) => invalidateAll(qc, leaverKeys(v.employeeId)),
  });
}

/** Finishes a leaver's withdrawals that stopped half-way (their claims still awaiting review). */
export function useWithdrawLeaversClaims() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; reason: string }) =>
      withdrawLeaversClaims(db, actorOf(me), v.employeeId, v.reason),
    onSettled: (_r, _e, v) => invalidateAll(qc, leaverKeys(v.employeeId)),
  });
}
