import type { Firestore } from 'firebase/firestore/lite';
import { mapWithConcurrency } from '@/domain/pool';
import type { UserProfile } from '@/domain/types';
import { countProfiles, listProfilesPage } from '../users/directory';
import { getUser } from '../users/api';
import { ledgerTotal } from './api';

/** How many `sum()` aggregations run at once. */
export const INTEGRITY_CONCURRENCY = 8;
/** Profiles read per page: at most this many are held at a time, whatever the organisation's size. */
export const INTEGRITY_PAGE_SIZE = 100;

export interface LedgerMismatch {
  employeeId: string;
  name: string;
  balance: number;
  ledgerSum: number;
}

export interface IntegrityProgress {
  checked: number;
  /** Profiles when the check started (count()). */
  total: number;
}

export interface IntegrityResult {
  checked: number;
  mismatches: LedgerMismatch[];
  /** Documents read: the count, the profile pages, one sum() per profile and the re-reads of suspects. */
  reads: number;
}

/**
 * Walks every profile page by page (INTEGRITY_PAGE_SIZE at a time, never the whole directory in memory)
 * and compares each balance with the sum of its ledger (`sum('points')`, 1 read up to 1,000 entries),
 * at most INTEGRITY_CONCURRENCY in flight. A suspect is re-read before it is reported (its balance may
 * have moved since its page was read). Stops between requests once `signal` is aborted.
 */
export async function checkLedgerIntegrity(
  db: Firestore,
  onProgress: (p: IntegrityProgress) => void,
  signal?: AbortSignal,
  pageSize: number = INTEGRITY_PAGE_SIZE,
): Promise<IntegrityResult> {
  const total = await countProfiles(db);
  let reads = 1;
  let checked = 0;
  const mismatches: LedgerMismatch[] = [];
  onProgress({ checked, total });
  let cursor: Parameters<typeof listProfilesPage>[1] = null;
  do {
    if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
    const page = await listProfilesPage(db, cursor, pageSize);
    reads += Math.max(1, page.items.length);
    const base = checked;
    const totals = await mapWithConcurrency(
      page.items,
      INTEGRITY_CONCURRENCY,
      (u) => ledgerTotal(db, u.employeeId),
      (n) => onProgress({ checked: base + n, total: Math.max(total, base + n) }),
      signal,
    );
    reads += page.items.length;
    checked += page.items.length;
    const suspects = page.items.filter((u, i) => totals[i] !== u.points);
    reads += suspects.length * 2;
    mismatches.push(...(await confirm(db, suspects)));
    cursor = page.cursor;
  } while (cursor);
  onProgress({ checked, total: Math.max(total, checked) });
  return { checked, mismatches, reads };
}

async function confirm(db: Firestore, suspects: readonly UserProfile[]): Promise<LedgerMismatch[]> {
  const confirmed = await Promise.all(
    suspects.map(async (u) => {
      const [fresh, ledgerSum] = await Promise.all([getUser(db, u.employeeId), ledgerTotal(db, u.employeeId)]);
      const balance = fresh?.points ?? u.points;
      return balance === ledgerSum ? null : { employeeId: u.employeeId, name: u.name, balance, ledgerSum };
    }),
  );
  return confirmed.filter((m): m is LedgerMismatch => m !== null);
}
