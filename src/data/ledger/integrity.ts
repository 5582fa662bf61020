import { useMutation } from '@tanstack/react-query';
import { mapWithConcurrency } from '@/domain/pool';
import type { UserProfile } from '@/domain/types';
import { db } from '@/firebase/firestore';
import { ledgerTotal } from './api';

/** How many `sum()` aggregations run at once. */
export const INTEGRITY_CONCURRENCY = 8;

export interface LedgerMismatch {
  employeeId: string;
  name: string;
  balance: number;
  ledgerSum: number;
}

/**
 * For every employee, the profile balance against the sum of their ledger (`sum('points')`, 1 read each
 * up to 1,000 entries), at most INTEGRITY_CONCURRENCY in flight. Returns the mismatches (none expected).
 */
export async function checkLedgerIntegrity(
  users: readonly UserProfile[],
  onProgress: (checked: number) => void,
  signal?: AbortSignal,
): Promise<LedgerMismatch[]> {
  const totals = await mapWithConcurrency(
    users,
    INTEGRITY_CONCURRENCY,
    (u) => ledgerTotal(db, u.employeeId),
    onProgress,
    signal,
  );
  return users.flatMap((u, i) => {
    const ledgerSum = totals[i] ?? 0;
    return ledgerSum === u.points
      ? []
      : [{ employeeId: u.employeeId, name: u.name, balance: u.points, ledgerSum }];
  });
}

export function useLedgerIntegrityCheck() {
  return useMutation({
    mutationFn: (v: {
      users: readonly UserProfile[];
      onProgress: (n: number) => void;
      signal: AbortSignal;
    }) => checkLedgerIntegrity(v.users, v.onProgress, v.signal),
  });
}
