import { istMonthKey } from '@/domain/ist';
import { isDayKey } from '@/domain/dates';
import { isDirector } from '@/domain/directors';
import { activityKey, monthTotalsId, NO_DEPARTMENT, NO_QUEUE, totalsDepartment, type MonthTotals } from '@/domain/insights';
import { LEDGER_TYPES, type LedgerType } from '@/domain/ledger';
import { Reader } from '../values';
import type { Data } from './common';

/**
 * monthTotals/{YYYY-MM}_{department}: one department's postings of one IST month, moved by every ledger
 * posting in its own transaction (docs/data-model.md#insights), and users/{e}/earnedMonths/{YYYY-MM}, the
 * marker of an employee's first credit of a month (participation). The same document counts the
 * department's daily reports of the month, moved by every report batch of a non-Director (fileTodaysReport).
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
    reports: r.num('reports', 0),
    reportDays: counts(data.reportDays),
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

/** `{employeeId}/{YYYY-MM-DD}`: the report of a total's last report move (the rules find the report by it). */
export const totalsReportRef = (employeeId: string, day: string) => `${employeeId}/${day}`;

/** A filed report as its month total counts it: the filer and the report's day (its document id). */
export interface TotalsReport {
  employeeId: string;
  day: string;
}

/** The month total a report of `day` counts in: the day's month, the filer's first department. */
export function reportTotalsId(day: string, departments: unknown): string {
  return monthTotalsId(day.slice(0, 7), totalsDepartment(departments));
}

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
  /**
   * A report's move (a non-Director's report batch), written with `merge` like a posting's: one more
   * report, in the bucket of its day of the month ('DD'), naming the report. `month` is the report's day's.
   */
  report: <V, T>(department: string, r: TotalsReport, inc: (n: number) => V, at: T) => ({
    month: r.day.slice(0, 7),
    department,
    reports: inc(1),
    reportDays: { [r.day.slice(8, 10)]: inc(1) },
    lastReport: totalsReportRef(r.employeeId, r.day),
    updatedAt: at,
  }),
  /**
   * A whole month total (the migration, the demo seed and the bench compute them from the ledger and the
   * reports); `lastReport` only when the month has reports.
   */
  whole: <T>(t: Omit<MonthTotals, 'id'>, lastEntry: string, at: T, lastReport = '') => ({
    month: t.month,
    department: t.department,
    ...t.points,
    claims: t.claims,
    earners: t.earners,
    queuePoints: t.queuePoints,
    queueClaims: t.queueClaims,
    activityClaims: t.activityClaims,
    reports: t.reports,
    reportDays: t.reportDays,
    lastEntry,
    ...(lastReport ? { lastReport } : {}),
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
    reports: 0,
    reportDays: {},
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

/** A non-Director's report as the month totals count it (the migration, the demo seed and the bench). */
export interface CountedReport {
  employeeId: string;
  /** The report's day (its document id, YYYY-MM-DD): its month and its bucket. */
  day: string;
  /** The filer's first department (totalsDepartment). */
  department: string;
  /** When it was filed (orders the reports: the last one is the total's lastReport). */
  at: number;
}

/** A whole month total and the participation markers it implies, as the ledger and the reports say them. */
export interface CountedTotals {
  totals: Map<string, { totals: MonthTotals; lastEntry: string; lastReport: string }>;
  /** users/{e}/earnedMonths/{month}: path -> the marker's data. */
  marks: Map<string, ReturnType<typeof earnerMarkWrites.mark>>;
}

/** The month totals of a set of postings and reports, computed whole (what the increments add up to). */
export function countPostings(postings: readonly CountedPosting[], reports: readonly CountedReport[] = []): CountedTotals {
  const totals: CountedTotals['totals'] = new Map();
  const marks: CountedTotals['marks'] = new Map();
  const add = (m: Record<string, number>, k: string, n: number) => {
    m[k] = (m[k] ?? 0) + n;
  };
  const slotOf = (month: string, department: string) => {
    const id = monthTotalsId(month, department);
    const slot = totals.get(id) ?? { totals: emptyTotals(month, department), lastEntry: '', lastReport: '' };
    totals.set(id, slot);
    return slot;
  };
  for (const r of [...reports].sort((a, b) => a.at - b.at || a.day.localeCompare(b.day) || a.employeeId.localeCompare(b.employeeId))) {
    const slot = slotOf(r.day.slice(0, 7), r.department);
    slot.totals.reports += 1;
    add(slot.totals.reportDays, r.day.slice(8, 10), 1);
    slot.lastReport = totalsReportRef(r.employeeId, r.day);
  }
  for (const p of [...postings].sort((a, b) => a.at - b.at || a.entryId.localeCompare(b.entryId))) {
    const slot = slotOf(p.month, p.department);
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
 * The documents of `users/{e}/{sub}/{id}` among `docs`, each with its owner's id, its own id and the owner's
 * profile when it is among them too (postingsOf and reportsOf read both).
 */
function ownedDocs(docs: readonly StoredDoc[], sub: string): { employeeId: string; id: string; data: Data; owner: Data | undefined }[] {
  const byPath = new Map(docs.map((d) => [d.path, d.data]));
  return docs.flatMap(({ path, data }) => {
    const [users, employeeId = '', collection, id = '', ...rest] = path.split('/');
    if (users !== 'users' || collection !== sub || rest.length > 0 || !id) return [];
    return [{ employeeId, id, data, owner: byPath.get(`users/${employeeId}`) }];
  });
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
  for (const { employeeId, id: entryId, data, owner } of ownedDocs(all, 'ledger')) {
    const at = when(data.createdAt);
    if (!at || !(LEDGER_TYPES as readonly unknown[]).includes(data.type)) continue;
    const type = data.type as LedgerType;
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

/**
 * The reports the month totals count, from stored documents: every `users/{e}/productivityReports/{day}`
 * of a non-Director (its `director` flag; the owner's designation for a report filed before the flag), in
 * its day's month and its owner's first department, ordered by its `dateTime` (`when`).
 */
export function reportsOf(docs: Iterable<StoredDoc>, when: (v: unknown) => Date | null): CountedReport[] {
  const out: CountedReport[] = [];
  for (const { employeeId, id: day, data, owner } of ownedDocs([...docs], 'productivityReports')) {
    if (!isDayKey(day)) continue;
    const director = typeof data.director === 'boolean'
      ? data.director
      : isDirector({ designation: typeof owner?.designation === 'string' ? owner.designation : '' });
    if (director) continue;
    out.push({
      employeeId,
      day,
      department: owner ? totalsDepartment(owner.departments) : NO_DEPARTMENT,
      at: when(data.dateTime)?.getTime() ?? 0,
    });
  }
  return out;
}

/** The month totals and markers documents of a set of stored documents (the demo seed, the bench). */
export function totalsDocs<T>(docs: Iterable<StoredDoc>, when: (v: unknown) => Date | null, at: T): { path: string; data: Data }[] {
  const all = [...docs];
  const { totals, marks } = countPostings(postingsOf(all, when), reportsOf(all, when));
  return [
    ...[...totals].map(([id, t]) => ({ path: `monthTotals/${id}`, data: monthTotalsWrites.whole(t.totals, t.lastEntry, at, t.lastReport) as Data })),
    ...[...marks].map(([path, data]) => ({ path, data: data as Data })),
  ];
}
