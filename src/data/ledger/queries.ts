import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import type { DayRange } from '@/domain/ledger';
import type { AdjustmentData } from '@/domain/schemas';
import { db } from '@/firebase/firestore';
import { claimKeys } from '../claims/queries';
import { userKeys } from '../users/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { adjustPoints, listLedgerPage, listLedgerRange } from './api';

/** Ledger query keys, general to specific: every balance change invalidates `of(employeeId)` or `all`. */
export const ledgerKeys = {
  all: ['ledger'] as const,
  of: (employeeId: string) => [...ledgerKeys.all, employeeId] as const,
  statement: (employeeId: string, range: DayRange) =>
    [...ledgerKeys.of(employeeId), 'statement', range] as const,
};

export const ledgerQueries = {
  /** The Points Statement: pages of the ledger in a day range, newest first, continued by a cursor. */
  statement: (employeeId: string, range: DayRange) =>
    infiniteQueryOptions({
      queryKey: ledgerKeys.statement(employeeId, range),
      queryFn: ({ pageParam }) => listLedgerPage(db, employeeId, range, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
};

export function useStatement(employeeId: string, range: DayRange) {
  return useInfiniteQuery(ledgerQueries.statement(employeeId, range));
}

/** The whole range for the CSV, page by page (not only the loaded pages), reporting progress. */
export function fetchStatementRange(
  employeeId: string,
  range: DayRange,
  onProgress: (fetched: number) => void,
  signal: AbortSignal,
) {
  return listLedgerRange(db, employeeId, range, onProgress, signal);
}

/** An admin's adjustment (or reversal) of another employee's balance. */
export function useAdjustPoints(employeeId: string) {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentData) => adjustPoints(db, actorOf(me), employeeId, input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ledgerKeys.of(employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.detail(employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.all }),
        qc.invalidateQueries({ queryKey: claimKeys.of(employeeId) }),
      ]),
  });
}
