import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayRange } from '@/domain/ledger';
import type { AdjustmentData } from '@/domain/schemas';
import { db } from '@/firebase/firestore';
import { fourEyesKeys } from '../budgets/queries';
import { claimKeys } from '../claims/queries';
import { invalidateAll } from '../refresh';
import { useAttemptKeys } from '../attempts';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { adjustPoints, listLedgerRange } from './api';
import { checkLedgerIntegrity, type IntegrityProgress } from './integrity';
import { balanceKeys, ledgerQueries } from './queries';

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

/** An admin's adjustment (or reversal) of another employee's balance; a reversal marks the claim too. */
export function useAdjustPoints(employeeId: string) {
  const me = useCurrentUser();
  const qc = useQueryClient();
  // Pressing again after a failure is the same attempt: never two adjustments (src/data/attempts.ts).
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (input: AdjustmentData) => adjustPoints(db, actorOf(me), employeeId, input, attempts.keyFor(employeeId)),
    onSuccess: () => {
      attempts.succeeded(employeeId);
      return invalidateAll(qc, [...balanceKeys(employeeId), claimKeys.of(employeeId), fourEyesKeys.all]);
    },
  });
}

/** Admins: the integrity check over every profile (src/data/ledger/integrity.ts). */
export function useLedgerIntegrityCheck() {
  return useMutation({
    mutationFn: (v: { onProgress: (p: IntegrityProgress) => void; signal: AbortSignal }) =>
      checkLedgerIntegrity(db, v.onProgress, v.signal),
  });
}
