import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { balanceKeys } from '../ledger/queries';
import { approveRequest, rejectRequest, setThreshold } from '../ledger/fourEyes';
import { invalidateAll, refreshIfReviewedMeanwhile } from '../refresh';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { useCount, useList } from '../lists';
import { setBudget, type BudgetSetting } from './api';
import { budgetKeys, budgetQueries, fourEyesKeys } from './queries';

export { budgetKeys } from './queries';

/** Every queue's month: budget (or unlimited) and spent (Manage Requests' bars, the budget screen). */
export function useQueueBudgets(month: string) {
  return useQuery(budgetQueries.month(month));
}

/** What a queue's claims awaiting review would cost: a sum() beside the page's own reads. */
export function useCommitted(queue: string) {
  return useCount(budgetQueries.committed(queue));
}

/**
 * The month report (this month and the 12 before); committed only for readers of claims. Each line
 * also says what its queue repeats every month (the Set Budget form shares this query).
 */
export function useBudgetReport(month: string, withCommitted: boolean) {
  return useList(budgetQueries.report(month, withCommitted));
}

export function useSetBudget() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: BudgetSetting & { reason?: string }) => setBudget(db, actorOf(me), s, s.reason),
    onSuccess: () => invalidateAll(qc, [budgetKeys.all]),
  });
}

export function useFourEyesThreshold() {
  return useQuery(budgetQueries.threshold());
}

export function useSetThreshold() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ threshold, reason }: { threshold: number; reason: string }) => setThreshold(db, actorOf(me), threshold, reason),
    onSuccess: () => invalidateAll(qc, [fourEyesKeys.threshold()]),
  });
}

/** One employee's adjustments of today (IST), summed by size: with the threshold, whether the next waits. */
export function useAdjustmentDayTotal(employeeId: string) {
  return useQuery(budgetQueries.dayTotal(employeeId));
}

/** Adjustments awaiting a second admin. */
export function usePendingAdjustments() {
  return useList(budgetQueries.pendingAdjustments());
}

export function useDecideAdjustment() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: string; employeeId: string; decision: 'approve' | 'reject'; reason?: string }): Promise<void> => {
      if (v.decision === 'approve') await approveRequest(db, actorOf(me), v.id);
      else await rejectRequest(db, actorOf(me), v.id, v.reason ?? '');
    },
    onSuccess: (_r, v) => invalidateAll(qc, [fourEyesKeys.all, ...balanceKeys(v.employeeId)]),
    onError: (e) => refreshIfReviewedMeanwhile(qc, e, [fourEyesKeys.all]),
  });
}
