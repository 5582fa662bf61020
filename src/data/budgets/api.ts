import {
  collection,
  count,
  getAggregate,
  getDocs,
  query,
  serverTimestamp,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { monthsBack, type QueueBudget } from '@/domain/budgets';
import { recordReads } from '../readMeter';
import { refs, type Actor } from '../refs';
import {
  BUDGET_QUEUES,
  budgetDefaultWrites,
  budgetWrites,
  queueBudgetOf,
  toBudget,
  toBudgetDefault,
  type StoredBudget,
} from '../schema/budgets';
import { removeAudited, writeAudited } from '../audit/writer';
import { runWriteTransaction } from '../transaction';
import { budgetRefs } from './spend';

/** How many months before this one the report shows. */
export const REPORT_MONTHS_BACK = 12;

const budgets = (db: Firestore) => collection(db, 'budgets');
const defaults = (db: Firestore) => collection(db, 'budgetDefaults');

/** The queues' defaults ('repeat every month'): one query, at most one document per queue. */
async function readDefaults(db: Firestore): Promise<Map<string, { budget: number }>> {
  const snap = await getDocs(defaults(db));
  recordReads('budget defaults', Math.max(1, snap.size));
  return new Map(snap.docs.map((d) => [d.id, toBudgetDefault(d.id, d.data())]));
}

/** The months' stored budgets from `oldest` on: one query, at most one document per queue and month. */
async function readMonths(db: Firestore, oldest: string): Promise<StoredBudget[]> {
  const snap = await getDocs(query(budgets(db), where('month', '>=', oldest)));
  recordReads('budgets', Math.max(1, snap.size));
  return snap.docs.map((d) => toBudget(d.id, d.data()));
}

/** What the claims awaiting review in `queue` would cost: a sum() and count() aggregation, 1 read per 1,000. */
export interface Committed {
  points: number;
  claims: number;
}

export async function committedOf(db: Firestore, queue: string): Promise<Committed> {
  const snap = await getAggregate(
    query(refs.allClaims(db), where('status', 'in', [...REVIEWABLE_CLAIM_STATUSES]), where('managerId', '==', queue)),
    { points: sum('points'), claims: count() },
  );
  const { points, claims } = snap.data();
  recordReads(`pending cost ${queue}`, Math.max(1, Math.ceil(claims / 1000)));
  return { points, claims };
}

/** Every queue's month: its stored document, else its default (nothing spent), else unlimited. */
export async function getQueueBudgets(db: Firestore, month: string): Promise<QueueBudget[]> {
  const [stored, fallback] = await Promise.all([readMonths(db, month), readDefaults(db)]);
  return BUDGET_QUEUES.map((q) =>
    queueBudgetOf(q, month, stored.find((b) => b.queue === q && b.month === month) ?? null, fallback.get(q) ?? null),
  );
}

/** One line of the month report. */
export interface BudgetReportLine extends QueueBudget {
  /** The claims awaiting review now: they can only be credited into the current month. */
  committed: number | null;
  /** The queue's repeating budget ('repeat every month'), null when it repeats none. */
  repeats: number | null;
}

/**
 * The finance/admin month report: every queue, `month` and the REPORT_MONTHS_BACK before it. A past
 * month without a document had no budget; the current month falls back to the default. Committed (the
 * claims awaiting review) only `withCommitted`: for readers of claims (admins), not finance. Each line
 * also says what its queue repeats (the Set Budget form's line), so the defaults are read once. Reads:
 * the months' documents (at most 3 x 13), the defaults (at most 3) and one pending-cost aggregation per
 * queue (1 read per started 1,000 claims awaiting review).
 */
export async function getBudgetReport(db: Firestore, month: string, withCommitted: boolean): Promise<BudgetReportLine[]> {
  const months = monthsBack(month, REPORT_MONTHS_BACK);
  const oldest = months[months.length - 1] ?? month;
  const [stored, fallback, committed] = await Promise.all([
    readMonths(db, oldest),
    readDefaults(db),
    withCommitted ? Promise.all(BUDGET_QUEUES.map((q) => committedOf(db, q))) : null,
  ]);
  return months.flatMap((m) =>
    BUDGET_QUEUES.map((q, i) => ({
      ...queueBudgetOf(q, m, stored.find((b) => b.queue === q && b.month === m) ?? null, m === month ? (fallback.get(q) ?? null) : null),
      committed: m === month && committed ? (committed[i]?.points ?? 0) : null,
      repeats: fallback.get(q)?.budget ?? null,
    })),
  );
}

/** An admin's budget of a queue's month, and whether it repeats every month. */
export interface BudgetSetting {
  queue: string;
  month: string;
  budget: number;
  repeat: boolean;
}

/**
 * Admins set a queue's month (creating it with nothing spent, or changing its amount) and, with
 * 'repeat every month', the queue's default; without it, the default is removed. One transaction, each
 * change audited (a month or default already at this amount is left as it is: no entry for no change). `reason`: the entries' reason.
 */
export async function setBudget(db: Firestore, actor: Actor, s: BudgetSetting, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const monthRef = budgetRefs.month(db, s.queue, s.month);
    const defaultRef = budgetRefs.default(db, s.queue);
    const [stored, fallback] = await Promise.all([tx.get(monthRef), tx.get(defaultRef)]);
    const at = serverTimestamp();
    const by = { employeeId: actor.employeeId, name: actor.name };
    const month = stored.data();
    if (!month || toBudget(monthRef.id, month).budget !== s.budget) {
      writeAudited(tx, db, {
        action: 'budget.set',
        target: { kind: 'budgets', id: monthRef.id },
        stored: month,
        data: month
          ? budgetWrites.change(s.budget, actor.employeeId, at)
          : budgetWrites.create(s.queue, s.month, s.budget, actor.employeeId, at),
        by,
        reason,
      });
    }
    const repeating = fallback.data();
    const target = { kind: 'budgetDefaults' as const, id: s.queue };
    if (s.repeat && (!repeating || toBudgetDefault(s.queue, repeating).budget !== s.budget)) {
      writeAudited(tx, db, {
        action: 'budgetDefault.set',
        target,
        stored: repeating,
        data: budgetDefaultWrites.set(s.queue, s.budget, actor.employeeId, at),
        by,
        reason,
      });
    } else if (!s.repeat && repeating) {
      removeAudited(tx, db, { action: 'budgetDefault.remove', target, stored: repeating, by, reason });
    }
  });
}
