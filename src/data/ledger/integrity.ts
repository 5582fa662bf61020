import { useMutation } from '@tanstack/react-query';
import { mapWithConcurrency } from '@/domain/pool';
import type { UserProfile } from '@/domain/types';
import { db } from '@/firebase/firestore';
import { getUser } from '../users/api';
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
  const suspects = users.filter((u, i) => totals[i] !== u.points);
  // The directory may be older than the ledger (a balance changed since it loaded): re-read before reporting.
  const confirmed = await Promise.all(
    suspects.map(async (u) => {
      const [fresh, ledgerSum] = await Promise.all([
        getUser(db, u.employeeId),
        ledgerTotal(db, u.employeeId),
      ]);
      const balance = fresh?.points ?? u.points;
      return balance === ledgerSum ? null : { employeeId: u.employeeId, name: u.name, balance, ledgerSum };
    }),
  );
  return confirmed.filter((m): m is LedgerMismatch => m !== null);
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
