import { getCount, query, where, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { ledgerEntryId } from '@/domain/ledger';
import { DataError } from '../errors';
import { recordCount } from '../readMeter';
import { refs } from '../refs';
import { firstFreeId } from '../transaction';

/**
 * The next adjustment number: the count of the employee's adjustments + 1 (a count(), 1 read). The entry
 * is created with a create-only write, so a number taken meanwhile makes us try the next one.
 */
async function nextAdjustmentNumber(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getCount(query(refs.ledger(db, employeeId), where('type', '==', 'adjustment')));
  const n = snap.data().count;
  recordCount('adjustments of one employee', n);
  return n + 1;
}

/**
 * A free `adjustment-{n}` for the employee inside `tx` (five tries from the count + 1), after the ids
 * an earlier commit of the same attempt may have written (`retry`, src/data/attempts.ts), so that a
 * retry collides with that commit instead of adjusting twice.
 */
export async function freeAdjustmentId(
  tx: Transaction,
  db: Firestore,
  employeeId: string,
  retry: readonly string[] = [],
): Promise<string> {
  // Counted inside the runner, so that a network that stops answering meets its deadline here too.
  const n = await nextAdjustmentNumber(db, employeeId);
  const candidates = [...retry, ...Array.from({ length: 5 }, (_, i) => ledgerEntryId.adjustment(n + i))];
  const entryId = await firstFreeId(tx, candidates, (id) => refs.ledgerEntry(db, employeeId, id));
  if (!entryId) throw new DataError('Could not allocate an adjustment number. Please try again.', 'conflict');
  return entryId;
}

