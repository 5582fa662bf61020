import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { redemptionKeys } from './queries';
import {
  findRedemptions,
  listPayouts,
  reconciliationTotals,
  type ReconciliationRange,
} from './reconciliation';

/** Under redemptionKeys.all: paying or declining a redemption refreshes the totals too. */
export const reconciliationKeys = {
  all: () => [...redemptionKeys.all, 'reconciliation'] as const,
  totals: (range: ReconciliationRange) => [...reconciliationKeys.all(), 'totals', range] as const,
  find: (term: string) => [...reconciliationKeys.all(), 'find', term] as const,
};

export const reconciliationQueries = {
  totals: (range: ReconciliationRange) =>
    queryOptions({
      queryKey: reconciliationKeys.totals(range),
      queryFn: () => reconciliationTotals(db, range),
    }),
  find: (term: string) =>
    queryOptions({
      queryKey: reconciliationKeys.find(term),
      queryFn: () => findRedemptions(db, term),
      enabled: term.length > 0,
    }),
};

export function useReconciliationTotals(range: ReconciliationRange) {
  return useQuery(reconciliationQueries.totals(range));
}

export function useRedemptionFind(term: string) {
  return useQuery(reconciliationQueries.find(term.trim().toUpperCase()));
}

/** Every payout of the range for the CSV, page by page, with progress; cancelled by `signal`. */
export function fetchPayouts(
  range: ReconciliationRange,
  onProgress: (n: number) => void,
  signal: AbortSignal,
) {
  return listPayouts(db, range, onProgress, signal);
}
