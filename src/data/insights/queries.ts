import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { activeEmployees, listMonthTotals, listReviewTimes, paidOutByMonth, waitingLong } from './api';

/** Insights' query keys: every posting changes the totals; `all` is refreshed with the screen. */
export const insightsKeys = {
  all: ['insights'] as const,
  totals: (to: string) => [...insightsKeys.all, 'totals', to] as const,
  paidOut: (months: readonly string[]) => [...insightsKeys.all, 'paidOut', ...months] as const,
  waiting: (queues: readonly string[]) => [...insightsKeys.all, 'waiting', ...queues] as const,
  active: () => [...insightsKeys.all, 'active'] as const,
  reviewTimes: (from: string, to: string) => [...insightsKeys.all, 'reviewTimes', from, to] as const,
};

export const insightsQueries = {
  totals: (to: string) => queryOptions({ queryKey: insightsKeys.totals(to), queryFn: () => listMonthTotals(db, to) }),
  paidOut: (months: readonly string[]) =>
    queryOptions({ queryKey: insightsKeys.paidOut(months), queryFn: () => paidOutByMonth(db, months) }),
  waiting: (queues: readonly string[]) =>
    queryOptions({ queryKey: insightsKeys.waiting(queues), queryFn: () => waitingLong(db, queues) }),
  active: () => queryOptions({ queryKey: insightsKeys.active(), queryFn: () => activeEmployees(db) }),
  reviewTimes: (from: string, to: string) =>
    queryOptions({ queryKey: insightsKeys.reviewTimes(from, to), queryFn: () => listReviewTimes(db, from, to) }),
};
