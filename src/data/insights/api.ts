import {
  Timestamp,
  count,
  getAggregate,
  getDocs,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { MANAGERS } from '@/domain/constants';
import { WAITING_LONG_DAYS, type MonthTotals } from '@/domain/insights';
import { recordReads } from '../readMeter';
import { refs } from '../refs';
import { TOTAL_POINT_FIELDS, toMonthTotals } from '../schema/monthTotals';
import { toReviewTimes, type ReviewTimes } from '../schema/reviewTimes';
import { activeTotal } from '../schema/headcounts';
import { listHeadcounts } from '../users/headcount';

/**
 * Insights' reads (docs/data-model.md#insights): the month totals up to the range's end (one document
 * per department and month: the liability is their running sum), and aggregations whose cost is one read
 * per started 1,000 entries. Nothing here reads claims or ledgers one by one.
 */

/** Every stored month total up to `to` (YYYY-MM), all departments. */
export async function listMonthTotals(db: Firestore, to: string): Promise<MonthTotals[]> {
  const snap = await getDocs(query(refs.monthTotals(db), where('month', '<=', to)));
  recordReads('month totals', Math.max(1, snap.size));
  return snap.docs.map((d) => toMonthTotals(d.id, d.data()));
}

/** The decisions of the months `from`..`to` (YYYY-MM), every queue: one document a month. */
export async function listReviewTimes(db: Firestore, from: string, to: string): Promise<ReviewTimes[]> {
  const snap = await getDocs(query(refs.reviewTimes(db), where('month', '>=', from), where('month', '<=', to)));
  recordReads('review times', Math.max(1, snap.size));
  return snap.docs.map((d) => toReviewTimes(d.id, d.data()));
}

/** The first and last day keys of a month. */
function monthDays(month: string): [string, string] {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** Rupees paid out in each month (paid redemptions by their paidDate): one sum() per month. */
export async function paidOutByMonth(db: Firestore, months: readonly string[]): Promise<Record<string, number>> {
  const sums = await Promise.all(
    months.map(async (month) => {
      const [from, to] = monthDays(month);
      const snap = await getAggregate(
        query(refs.allRedemptions(db), where('status', '==', 'paid'), where('paidDate', '>=', from), where('paidDate', '<=', to)),
        { amount: sum('amount'), n: count() },
      );
      const { amount, n } = snap.data();
      recordReads(`paid out ${month}`, Math.max(1, Math.ceil(n / 1000)));
      return [month, amount] as const;
    }),
  );
  return Object.fromEntries(sums);
}

/** Claims of each queue awaiting review for longer than WAITING_LONG_DAYS now: one count() per queue. */
export async function waitingLong(db: Firestore, queues: readonly string[], now = new Date()): Promise<Record<string, number>> {
  const before = Timestamp.fromMillis(now.getTime() - WAITING_LONG_DAYS * 86_400_000);
  const counts = await Promise.all(
    queues.map(async (queue) => {
      const snap = await getAggregate(
        query(
          refs.allClaims(db),
          where('status', 'in', [...REVIEWABLE_CLAIM_STATUSES]),
          where('managerId', '==', queue),
          where('createdAt', '<', before),
        ),
        { n: count() },
      );
      const n = snap.data().n;
      recordReads(`waiting ${queue}`, Math.max(1, Math.ceil(n / 1000)));
      return [queue, n] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/**
 * Active, unblocked, non-Director employees now (participation's share, and the daily reports' expected
 * headcount): the kept headcounts' `active`, in total and per department (a document per department at
 * any organisation size: docs/data-model.md#headcounts-department).
 */
export interface ActiveEmployees {
  total: number;
  byDepartment: Record<string, number>;
}

export async function activeEmployees(db: Firestore): Promise<ActiveEmployees> {
  const headcounts = await listHeadcounts(db);
  return {
    total: activeTotal(headcounts),
    byDepartment: Object.fromEntries(headcounts.map((h) => [h.department, Math.max(0, h.active)])),
  };
}

export const ALL_QUEUES: readonly string[] = MANAGERS.map((m) => m.id);

/** Firestore's limit of aggregations in one aggregation query. */
const AGGREGATIONS_MAX = 5;

/**
 * The organisation's points liability now (every balance summed), from the month totals instead of the
 * profiles: every posting moves its month total by its points in the same transaction (the rules check
 * it), so the sum of every month total's points fields is the sum of every balance. `sum()` over the
 * month totals costs 1 read per started 1,000 of them (6 a month: one read for over 13 years), where a
 * `sum('points')` over the profiles read 1 per 1,000 employees (100 at 100,000). Two queries: six point
 * fields, at most five aggregations each.
 */
export async function pointsLiability(db: Firestore): Promise<number> {
  const groups: (typeof TOTAL_POINT_FIELDS)[number][][] = [];
  for (let i = 0; i < TOTAL_POINT_FIELDS.length; i += AGGREGATIONS_MAX - 1)
    groups.push(TOTAL_POINT_FIELDS.slice(i, i + AGGREGATIONS_MAX - 1));
  const sums = await Promise.all(
    groups.map(async (fields) => {
      const snap = await getAggregate(refs.monthTotals(db), {
        n: count(),
        ...Object.fromEntries(fields.map((f) => [f, sum(f)])),
      });
      const data = snap.data() as Record<string, number>;
      recordReads('points liability (month totals)', Math.max(1, Math.ceil((data.n ?? 0) / 1000)));
      return fields.reduce((a, f) => a + (data[f] ?? 0), 0);
    }),
  );
  return sums.reduce((a, b) => a + b, 0);
}
