import { useQuery } from '@tanstack/react-query';
import { insightsQueries } from './queries';

export { ALL_QUEUES } from './api';
export { insightsKeys } from './queries';

/** The month totals up to `to` (every department). */
export function useMonthTotals(to: string) {
  return useQuery(insightsQueries.totals(to));
}

/** Rupees paid out per month of the range (finance and admins: every department). */
export function usePaidOut(months: readonly string[], wanted: boolean) {
  return useQuery({ ...insightsQueries.paidOut(months), enabled: wanted });
}

/** Claims waiting longer than three days now, per queue. */
export function useWaitingLong(queues: readonly string[]) {
  return useQuery(insightsQueries.waiting(queues));
}

/** Active employees now (participation's share). */
export function useActiveEmployees(wanted: boolean) {
  return useQuery({ ...insightsQueries.active(), enabled: wanted });
}

/** Every queue's decisions by hours waited, for the months `from`..`to` (review turnaround). */
export function useReviewTimes(from: string, to: string) {
  return useQuery(insightsQueries.reviewTimes(from, to));
}
