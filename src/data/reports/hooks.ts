import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { useCurrentUser } from '../session/currentUser';
import { ownProfileKeys } from '../session/queries';
import { invalidateAll } from '../refresh';
import { useCount, useList } from '../lists';
import { usePrimaryRead } from '../secondary';
import { userKeys } from '../users/queries';
import type { ProductivityReport } from '@/domain/types';
import { editTodaysReport, fileTodaysReport } from './api';
import { reportKeys, reportQueries } from './queries';

export { useReportDraft } from './draft';
export { useShownStreak } from './streak';

/** One employee's reports, newest first (their Daily Productivity page: a list). */
export function useReportsOf(employeeId: string) {
  return useList(reportQueries.of(employeeId));
}

export function useFileReport() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tasks: string) => fileTodaysReport(db, me, tasks),
    onSuccess: () =>
      invalidateAll(qc, [
        reportKeys.of(me.employeeId),
        reportKeys.everyone,
        ...ownProfileKeys(me),
        userKeys.list,
      ]),
  });
}

/** The owner corrects today's report (editTodaysReport); their list and the managers' day lists refresh. */
export function useEditReport() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ report, tasks }: { report: ProductivityReport; tasks: string }) =>
      editTodaysReport(db, me.employeeId, report, tasks),
    onSuccess: () => invalidateAll(qc, [reportKeys.of(me.employeeId), reportKeys.everyone]),
  });
}

/** Reports per day over everyone but Directors (the 30-day graph): the month totals' counters, at most 12 reads. */
export function useReportCounts(dayKeys: readonly string[]) {
  return useQuery(reportQueries.counts(dayKeys));
}

/** That day's reports (Directors' left out), in pages; `null` (no day chosen) reads nothing. */
export function useReportsForDay(dayKey: string | null) {
  return useInfiniteQuery(reportQueries.day(dayKey));
}

/**
 * One employee's reports of a calendar month (the employee detail's calendar): the page's own
 * content, so no count starts while it is being read (secondary.ts `usePrimaryRead`). Not a
 * deferred list: another month keeps the calendar on screen (placeholder data).
 */
export function useReportsInRange(employeeId: string, from: string, to: string) {
  const query = useQuery(reportQueries.range(employeeId, from, to));
  usePrimaryRead(query);
  return query;
}

/** How many reports an employee has filed: a count, after the page's own reads. */
export function useReportCountOf(employeeId: string) {
  return useCount(reportQueries.countOf(employeeId));
}
