import { istMonthKey } from '@/domain/budgets';
import { activityKey, monthTotalsId, NO_DEPARTMENT, NO_QUEUE, totalsDepartment, type MonthTotals } from '@/domain/insights';
import { LEDGER_TYPES, type LedgerType } from '@/domain/ledger';
import { Reader } from '../values';
import type { Data } from './common';

/**
 * monthTotals/{YYYY-MM}_{department}: one department's postings of one IST month, moved by every ledger
 * posting in its own transaction (docs/data-model.md#insights), and users/{e}/earnedMonths/{YYYY-MM}, the
 * marker of an employee's first credit of a month (participation).
 */

/** The points fields: one per ledger type, each the sum of that type's signed points. */
export const TOTAL_POINT_FIELDS = ['opening', 'earned', 'redeemed', 'refund', 'cancel', 'adjustment'] as const satisfies readonly LedgerType[];

export type { MonthTotals } from '@/domain/insights';

function counts(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
}

/** A stored month total; missing fields read as zero. */
export function toMonthTotals(id: string, data: Data): MonthTotals {
  const r = new Reader(data, `monthTotals/${id}`);
  const [month = '', department = ''] = [id.slice(0, 7), id.slice(8)];
  return {
    id,
    month: r.str('month', month),
    department: r.str('department', department),
    points: Object.fromEntries([...TOTAL_POINT_FIELDS].map((f) => [f, r.num(f, 0)])) as Record<LedgerType, number>,
    claims: r.num('claims', 0),
    earners: r.num('earners', 0),
    queuePoints: counts(data.queuePoints),
    queueClaims: counts(data.queueClaims),
    activityClaims: counts(data.activityClaims),
  };
}

/** A credited claim's facts: its queue and activity, and whether it is the employee's first credit of the month. */
export interface TotalsCredit {
  queue: string;
  activityId: string;
  firstOfMonth: boolean;
}

/** One posting as the month total records it. */
export interface TotalsPosting {
  employeeId: string;
  entryId: string;
  type: LedgerType;
  points: number;
  credit?: TotalsCredit;
}

/** `{employeeId}/{entryId}`: the posting of a total's last move (the rules find the entry by it). */
export const totalsEntryRef = (employeeId: string, entryId: string) => `${employeeId}/${entryId}`;

export const monthTotalsWrites = {
  /**
   * A posting's move, written with `merge`: `inc` is the app's increment() (the rules see the result), so
   * the transaction does not read the total. Month and department are the id's (unchanged after the first).
   */
  post: <V, T>(month: string, department: string, p: TotalsPosting, inc: (n: number) => V, at: T) => ({
    month,
    department,
    [p.type]: inc(p.points),
    ...(p.credit
      ? {
          claims: inc(1),
          queuePoints: { [p.credit.queue]: inc(p.points) },
          queueClaims: { [p.credit.queue]: inc(1) },
          activityClaims: { [activityKey(p.credit.queue, p.credit.activityId)]: inc(1) },
          ...(p.credit.firstOfMonth ? { earners: inc(1) } : {}),
        }
      : {}),
    lastEntry: totalsEntryRef(p.employeeId, p.entryId),
    updatedAt: at,
  }),
  /** A whole month total (the migration, the demo seed and the bench compute them from the ledger). */
  whole: <T>(t: Omit<MonthTotals, 'id'>, lastEntry: string, at: T) => ({
    month: t.month,
    department: t.department,
    ...t.points,
    claims: t.claims,
    earners: t.earners,
    queuePoints: t.queuePoints,
    queueClaims: t.queueClaims,
    activityClaims: t.activityClaims,
    lastEntry,
    updatedAt: at,
  }),
};

/** The id of a month total (re-exported for the data layer). */
export { monthTotalsId };

/** users/{e}/earnedMonths/{YYYY-MM}: created once, by the month's first credit `firstEntry`. */
export const earnerMarkWrites = {
  mark: (month: string, department: string, firstEntry: string) => ({ month, department, firstEntry }),
};

/** An empty month total (the screen's zero for a month without postings, the migration's start). */
export function emptyTotals(month: string, department: string): MonthTotals {
  return {
    id: monthTotalsId(month, department),
    month,
    department,
    points: { opening: 0, earned: 0, redeemed: 0, refund: 0, cancel: 0, adjustment: 0 },
    claims: 0,
    earners: 0,
    queuePoints: {},
    queueClaims: {},
    activityClaims: {},
  };
}

/** A ledger entry as the month totals count it (the migration, the demo seed and the bench build these). */
export interface CountedPosting {
  employeeId: string;
  entryId: string;
  /** The employee's first department (totalsDepartment). */
  department: string;
  /** The IST month of the entry's createdAt. */
  month: string;
  /** When it was made (orders the postings: the month's first credit makes the marker). */
  at: number;
  type: LedgerType;
  points: number;
  /** A credit's claim: its queue and activity. */
  claim?: { queue: string; activityId: string };
}

/** A whole month total and the participation markers it implies, as the ledger says them. */
export interface CountedTotals {
  totals: Map<string, { totals: MonthTotals; lastEntry: string }>;
  /** users/{e}/earnedMonths/{month}: path -> the marker's data. */
  marks: Map<string, ReturnType<typeof earnerMarkWrites.mark>>;
}

/** The month totals of a set of postings, computed whole (what the increments add up to). */
export function countPostings(postings: readonly CountedPosting[]): CountedTotals {
  const totals: CountedTotals['totals'] = new Map();
  const marks: CountedTotals['marks'] = new Map();
  const add = (m: Record<string, number>, k: string, n: number) => {
    m[k] = (m[k] ?? 0) + n;
  };
  for (const p of [...postings].sort((a, b) => a.at - b.at || a.entryId.localeCompare(b.entryId))) {
    const id = monthTotalsId(p.month, p.department);
    const slot = totals.get(id) ?? { totals: emptyTotals(p.month, p.department), lastEntry: '' };
    totals.set(id, slot);
    const t = slot.totals;
    t.points[p.type] += p.points;
    slot.lastEntry = totalsEntryRef(p.employeeId, p.entryId);
    if (p.type !== 'earned') continue;
    const queue = p.claim?.queue ?? '';
    t.claims += 1;
    add(t.queuePoints, queue, p.points);
    add(t.queueClaims, queue, 1);
    add(t.activityClaims, activityKey(queue, p.claim?.activityId ?? ''), 1);
    const mark = `users/${p.employeeId}/earnedMonths/${p.month}`;
    if (!marks.has(mark)) {
      marks.set(mark, earnerMarkWrites.mark(p.month, p.department, p.entryId));
      t.earners += 1;
    }
  }
  return { totals, marks };
}

/** What a stored document says, as the totals need it: its path and data, and its createdAt as a Date. */
export interface StoredDoc {
  path: string;
  data: Data;
}

/**
 * The postings the month totals count, from stored documents (the migration reads them from Firestore,
 * the demo seed and the bench from what they are about to write): every `users/{e}/ledger/{id}` entry
 * with a known type and a createdAt (`when` turns the stored value into a Date), in its IST month and its
 * owner's first department, a credit with its claim's queue and activity.
 */
export function postingsOf(docs: Iterable<StoredDoc>, when: (v: unknown) => Date | null): CountedPosting[] {
  const all = [...docs];
  const byPath = new Map(all.map((d) => [d.path, d.data]));
  const out: CountedPosting[] = [];
  for (const { path, data } of all) {
    const parts = path.split('/');
    if (parts.length !== 4 || parts[0] !== 'users' || parts[2] !== 'ledger') continue;
    const [, employeeId = '', , entryId = ''] = parts;
    const at = when(data.createdAt);
    if (!at || !(LEDGER_TYPES as readonly unknown[]).includes(data.type)) continue;
    const type = data.type as LedgerType;
    const owner = byPath.get(`users/${employeeId}`);
    const claim = type === 'earned' ? byPath.get(`users/${employeeId}/requestedClaims/${String(data.sourceRef)}`) : undefined;
    out.push({
      employeeId,
      entryId,
      department: owner ? totalsDepartment(owner.departments) : NO_DEPARTMENT,
      month: istMonthKey(at),
      at: at.getTime(),
      type,
      points: typeof data.points === 'number' ? data.points : 0,
      claim:
        type === 'earned'
          ? {
              queue: typeof claim?.managerId === 'string' && claim.managerId ? claim.managerId : NO_QUEUE,
              activityId: String(claim?.activityId ?? ''),
            }
          : undefined,
    });
  }
  return out;
}

/** The month totals and markers documents of a set of stored documents (the demo seed, the bench). */
export function totalsDocs<T>(docs: Iterable<StoredDoc>, when: (v: unknown) => Date | null, at: T): { path: string; data: Data }[] {
  const { totals, marks } = countPostings(postingsOf(docs, when));
  return [
    ...[...totals].map(([id, t]) => ({ path: `monthTotals/${id}`, data: monthTotalsWrites.whole(t.totals, t.lastEntry, at) as Data })),
    ...[...marks].map(([path, data]) => ({ path, data: data as Data })),
  ];
}
