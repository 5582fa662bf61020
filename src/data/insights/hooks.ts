import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toDayKey } from '@/domain/dates';
import { holidayMap } from '@/domain/holidays';
import { reportRates, type ReportRate } from '@/domain/reportRate';
import { holidayQueries } from '../holidays/queries';
import { useCount } from '../lists';
import { usePrimaryRead } from '../secondary';
import { insightsQueries } from './queries';

export { ALL_QUEUES } from './api';
export { insightsKeys } from './queries';

/**
 * Insights' reads: the month totals are the screen's own (its tables); the rest are figures beside them,
 * secondary reads (lists.ts `useCount`) that start one at a time after the totals' in idle moments: the
 * screen mounting used to start 19 requests (12 paid-out sums among them) in the one task that committed
 * it, the longest task of its load on a phone-speed CPU (Lighthouse's total blocking time).
 */

/** The month totals up to `to` (every department). */
export function useMonthTotals(to: string) {
  const totals = useQuery(insightsQueries.totals(to));
  usePrimaryRead(totals);
  return totals;
}

/** Rupees paid out per month of the range (finance and admins: every department). */
export function usePaidOut(months: readonly string[], wanted: boolean) {
  return useCount(insightsQueries.paidOut(months), wanted);
}

/** Claims waiting longer than three days now, per queue. */
export function useWaitingLong(queues: readonly string[]) {
  return useCount(insightsQueries.waiting(queues));
}

/** Active employees now, in total and by department (the kept headcounts: participation's share, the reports' headcount). */
export function useActiveEmployees(wanted: boolean) {
  return useCount(insightsQueries.active(), wanted);
}

/** Every queue's decisions by hours waited, for the months `from`..`to` (review turnaround). */
export function useReviewTimes(from: string, to: string) {
  return useCount(insightsQueries.reviewTimes(from, to));
}

/**
 * The daily-report submission rate of each department and month of the range (reportRates): from the month
 * totals and the active employees the screen reads anyway, and the range's company holidays (not working
 * days: one read per holiday, one when there is none). `wanted`: whether the active employees and the
 * holidays are read (not in a queue's view). Expected reports wait for both (`pending`).
 */
export function useReportRates(
  to: string,
  months: readonly string[],
  departments: readonly string[],
  wanted: boolean,
): { rates: ReportRate[] | undefined; active: number | undefined; pending: boolean } {
  const totals = useMonthTotals(to);
  const active = useActiveEmployees(wanted);
  const today = toDayKey(new Date());
  const holidays = useCount(holidayQueries.range(`${months[0] ?? to}-01`, today), wanted);
  const days = useMemo(() => (holidays.data ? holidayMap(holidays.data) : null), [holidays.data]);
  const rates = useMemo(
    () =>
      totals.data
        ? reportRates(totals.data, months, departments, today, days ? (active.data?.byDepartment ?? null) : null, days ?? undefined)
        : undefined,
    [totals.data, months, departments, today, active.data, days],
  );
  return { rates, active: active.data?.total, pending: wanted && (active.isPending || holidays.isPending) };
}
