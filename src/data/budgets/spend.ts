import { doc, increment, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { budgetId, budgetLeft, fitsBudget, overBudgetMessage, type QueueBudget } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { DataError } from '../errors';
import { budgetWrites, creditRef, queueBudgetOf, toBudget, toBudgetDefault, BUDGET_QUEUES } from '../schema/budgets';

/** budgets/{queue}_{month} and budgetDefaults/{queue} (docs/data-model.md#budgets). */
export const budgetRefs = {
  month: (db: Firestore, queue: string, month: string) => doc(db, 'budgets', budgetId(queue, month)),
  default: (db: Firestore, queue: string) => doc(db, 'budgetDefaults', queue),
};

export interface OpenBudget {
  /** The month as this transaction read it. */
  readonly state: QueueBudget;
  /**
   * Spends `points` for the credit of claim `claimId` of `employeeId`: writes the month (opening it from
   * the default on its first credit). Throws 'over-budget', saying what is left, when it would not fit.
   * A queue without a budget is unlimited: nothing is written.
   */
  spend(points: number, employeeId: string, claimId: string, by: string): void;
}

/**
 * Reads this month's budget of `queue` inside `tx` (before the transaction's writes). Every credit of a
 * claim calls this and `spend` in the same transaction as its ledger posting: the rules refuse a claim's
 * credit that does not spend its queue's budget (spendsBudget in firestore.rules).
 */
export async function openBudget(tx: Transaction, db: Firestore, queue: string, now = new Date()): Promise<OpenBudget> {
  const month = istMonthKey(now);
  const limited = BUDGET_QUEUES.includes(queue);
  const monthRef = budgetRefs.month(db, limited ? queue : 'none', month);
  const [stored, fallback] = limited
    ? await Promise.all([tx.get(monthRef), tx.get(budgetRefs.default(db, queue))])
    : [null, null];
  const storedData = stored?.data();
  const fallbackData = fallback?.data();
  const state = queueBudgetOf(
    queue,
    month,
    storedData ? toBudget(monthRef.id, storedData) : null,
    fallbackData ? toBudgetDefault(queue, fallbackData) : null,
  );
  let spent = false;
  return {
    state,
    spend(points, employeeId, claimId, by) {
      if (spent) throw new Error('One credit per budget per transaction');
      if (!fitsBudget(state, points))
        throw new DataError(overBudgetMessage(queue, budgetLeft(state) ?? 0, points), 'over-budget');
      if (state.budget === null) return;
      spent = true;
      const credit = creditRef(employeeId, claimId);
      const after = state.spent + points;
      if (state.fromDefault) tx.set(monthRef, budgetWrites.open(queue, month, state.budget, after, credit, by, serverTimestamp()));
      else tx.update(monthRef, budgetWrites.spend(after, credit, by, serverTimestamp()));
    },
  };
}

/**
 * An employee's automatic approval spends its queue's month without reading it (employees may not read
 * budgets): an increment of this month's document by the claim's points. The rules check the result as
 * they check any credit (never past the budget); the commit fails when the month has no document.
 */
export function spendUnread(
  tx: Transaction,
  db: Firestore,
  queue: string,
  points: number,
  employeeId: string,
  claimId: string,
  now = new Date(),
): void {
  tx.update(
    budgetRefs.month(db, queue, istMonthKey(now)),
    budgetWrites.spend(increment(points), creditRef(employeeId, claimId), employeeId, serverTimestamp()),
  );
}
