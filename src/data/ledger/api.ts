import { getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import type { LedgerEntry } from '@/domain/types';
import { toLedgerEntry } from '../converters';
import { recordReads } from '../readMeter';
import { refs } from '../refs';

/** A user's ledger, oldest first: the explanation of every point of the balance. */
export async function listLedger(db: Firestore, employeeId: string): Promise<LedgerEntry[]> {
  const snap = await getDocs(query(refs.ledger(db, employeeId), orderBy('createdAt', 'asc')));
  recordReads('ledger', snap.size);
  return snap.docs.map((d) => toLedgerEntry(d.ref.path, d.id, d.data()));
}

export function ledgerSum(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + e.points, 0);
}
