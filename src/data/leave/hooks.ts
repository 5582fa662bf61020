import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { defaultManagerFor } from '@/domain/constants';
import { isDirector } from '@/domain/directors';
import type { LeaveInput, LeaveRequest } from '@/domain/leave';
import type { UserProfile } from '@/domain/types';
import { invalidateAll } from '../refresh';
import { useCurrentUser } from '../session/currentUser';
import { userKeys } from '../users/queries';
import { useAttemptKeys } from '../attempts';
import { approveLeave, askLeave, refuseLeave, withdrawLeave } from './api';
import { leaveKeys, leaveQueries } from './queries';

/** The queues whose leave a reviewer decides: an admin every queue (undefined), a manager their own. */
export function leaveQueuesOf(me: Pick<UserProfile, 'userRole' | 'reviewQueues'>): readonly string[] | undefined {
  return me.userRole === 'admin' ? undefined : me.reviewQueues;
}

/** My leave requests, newest first, in pages. */
export function useMyLeave() {
  const me = useCurrentUser();
  return useInfiniteQuery(leaveQueries.mine(me.employeeId));
}

/** The requests waiting for me (my queues; an admin's: every queue), oldest first, in pages. */
export function usePendingLeave() {
  const me = useCurrentUser();
  return useInfiniteQuery(leaveQueries.pending(leaveQueuesOf(me)));
}

export function usePendingLeaveCount() {
  const me = useCurrentUser();
  return useQuery(leaveQueries.pendingCount(leaveQueuesOf(me)));
}

/** An employee's granted leave days of the calendar month of `month`, as a set of day keys. */
export function useMonthLeave(employeeId: string, month: Date): ReadonlySet<string> {
  const { data } = useQuery(leaveQueries.daysOfMonth(employeeId, month));
  return new Set((data ?? []).map((d) => d.day));
}

/** Asks for leave; pressing again after a failure is the same attempt (never two requests). */
export function useAskLeave() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (input: LeaveInput) =>
      askLeave(
        db,
        {
          employeeId: me.employeeId,
          name: me.name,
          director: isDirector(me),
          queue: defaultManagerFor(me.departments),
        },
        input,
        attempts.keyFor('leave'),
      ),
    onSuccess: () => {
      attempts.succeeded('leave');
      return invalidateAll(qc, [leaveKeys.of(me.employeeId)]);
    },
  });
}

export function useWithdrawLeave() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withdrawLeave(db, me.employeeId, id),
    onSuccess: () => invalidateAll(qc, [leaveKeys.of(me.employeeId)]),
  });
}

/** A reviewer's decision: approve, or refuse with a reason. */
export function useDecideLeave() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const by = { employeeId: me.employeeId, name: me.name };
  return useMutation({
    mutationFn: ({ request, refuse }: { request: LeaveRequest; refuse?: string }) =>
      refuse === undefined ? approveLeave(db, by, request).then(() => undefined) : refuseLeave(db, by, request, refuse),
    onSettled: (_data, _error, { request }) =>
      invalidateAll(qc, [leaveKeys.all, leaveKeys.of(request.employeeId), userKeys.list]),
  });
}
