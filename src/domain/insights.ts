/**
 * Insights (docs/product.md#insights): the month totals' keys and the figures the screen derives from them.
 * A month total is `monthTotals/{YYYY-MM}_{department}` (docs/data-model.md#insights); the rules build the
 * same id from the profile's first department.
 */

/** The department of a profile without departments (legacy): its totals still add up. */
export const NO_DEPARTMENT = 'none';

/** The department a posting counts under: the profile's first department (as the rules read it). */
export function totalsDepartment(departments: unknown): string {
  const first = Array.isArray(departments) ? departments[0] : typeof departments === 'string' ? departments : '';
  return typeof first === 'string' && first !== '' ? first : NO_DEPARTMENT;
}

/** monthTotals/{YYYY-MM}_{department}. */
export function monthTotalsId(month: string, department: string): string {
  return `${month}_${department}`;
}

/** A credited claim's activity, counted by queue: `{queue}_{activityId}`. */
export function activityKey(queue: string, activityId: string): string {
  return `${queue}_${activityId}`;
}

/** The queue and activity of an activity key. */
export function splitActivityKey(key: string): { queue: string; activityId: string } {
  const at = key.indexOf('_');
  return at < 0 ? { queue: '', activityId: key } : { queue: key.slice(0, at), activityId: key.slice(at + 1) };
}

/** The queue a credited claim without one (legacy) counts under. */
export const NO_QUEUE = 'none';

/** The ledger types a month total sums (the schema's TOTAL_POINT_FIELDS). */
export type TotalsPointField = 'opening' | 'earned' | 'redeemed' | 'refund' | 'cancel' | 'adjustment';

/** One department's month, as stored (docs/data-model.md#insights). */
export interface MonthTotals {
  id: string;
  month: string;
  department: string;
  points: Record<TotalsPointField, number>;
  /** Credited claims. */
  claims: number;
  /** Employees with at least one credited claim. */
  earners: number;
  queuePoints: Record<string, number>;
  queueClaims: Record<string, number>;
  /** Credited claims by `{queue}_{activityId}`. */
  activityClaims: Record<string, number>;
  /** Daily reports filed by the department's non-Directors for days of the month. */
  reports: number;
  /** Those reports by day of the month ('01'..'31'). */
  reportDays: Record<string, number>;
}

/** What Insights shows: every department, one department, or one review queue. */
export type InsightsScope = { kind: 'all' } | { kind: 'department'; department: string } | { kind: 'queue'; queue: string };

/** The months of a range, oldest first: `count` months ending with `to`. */
export function monthsEnding(to: string, count: number): string[] {
  const [y = 0, m = 1] = to.split('-').map(Number);
  const end = y * 12 + (m - 1);
  return Array.from({ length: count }, (_, i) => {
    const index = end - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** One month's figures; null where the scope has no such figure (a queue has no balances). */
export interface MonthFigures {
  month: string;
  earned: number;
  claims: number;
  adjusted: number | null;
  redeemed: number | null;
  /** Refunds of declined payouts and cancellations. */
  refunded: number | null;
  paidOut: number | null;
  /** The sum of the balances at the month's end. */
  liability: number | null;
  earners: number | null;
  /** earners / active employees (every department only). */
  share: number | null;
}

const inScope = (t: MonthTotals, scope: InsightsScope) => scope.kind !== 'department' || t.department === scope.department;
const net = (t: MonthTotals) => Object.values(t.points).reduce((a, b) => a + b, 0);

/**
 * Each month of `months` (zero for a month without postings). `totals`: every stored month up to the
 * range's end (the liability is the running sum of every earlier month's net); `paidOut`: rupees paid per
 * month (every department only); `active`: the active employees now.
 */
export function monthFigures(
  totals: readonly MonthTotals[],
  months: readonly string[],
  scope: InsightsScope,
  paidOut: Readonly<Record<string, number>> | null,
  active: number | null,
): MonthFigures[] {
  const mine = totals.filter((t) => inScope(t, scope));
  return months.map((month) => {
    const of = mine.filter((t) => t.month === month);
    const sum = (f: (t: MonthTotals) => number) => of.reduce((a, t) => a + f(t), 0);
    if (scope.kind === 'queue') {
      const q = scope.queue;
      return {
        month, earned: sum((t) => t.queuePoints[q] ?? 0), claims: sum((t) => t.queueClaims[q] ?? 0),
        adjusted: null, redeemed: null, refunded: null, paidOut: null, liability: null, earners: null, share: null,
      };
    }
    const earners = sum((t) => t.earners);
    return {
      month,
      earned: sum((t) => t.points.earned),
      claims: sum((t) => t.claims),
      adjusted: sum((t) => t.points.adjustment),
      // 0 - x, not -x: an empty month is 0, never -0 (which would print as -₹0).
      redeemed: 0 - sum((t) => t.points.redeemed),
      refunded: sum((t) => t.points.refund + t.points.cancel),
      paidOut: scope.kind === 'all' && paidOut ? (paidOut[month] ?? 0) : null,
      liability: mine.filter((t) => t.month <= month).reduce((a, t) => a + net(t), 0),
      earners,
      share: scope.kind === 'all' && active ? earners / active : null,
    };
  });
}

export interface ActivityCount {
  activityId: string;
  claims: number;
}

/**
 * The range's activities by credited claims, most first, and the active activities never credited in
 * it (`activityIds`: the catalogue's active ones).
 */
export function activityRanking(
  totals: readonly MonthTotals[],
  months: readonly string[],
  scope: InsightsScope,
  activityIds: readonly string[],
): { top: ActivityCount[]; never: string[] } {
  const counts = new Map<string, number>();
  for (const t of totals) {
    if (!months.includes(t.month) || !inScope(t, scope)) continue;
    for (const [key, n] of Object.entries(t.activityClaims)) {
      const { queue, activityId } = splitActivityKey(key);
      if (scope.kind === 'queue' && queue !== scope.queue) continue;
      counts.set(activityId, (counts.get(activityId) ?? 0) + n);
    }
  }
  const top = [...counts].filter(([, n]) => n > 0).map(([activityId, claims]) => ({ activityId, claims }))
    .sort((a, b) => b.claims - a.claims || a.activityId.localeCompare(b.activityId));
  return { top, never: activityIds.filter((id) => !counts.get(id)) };
}

/**
 * An activity's name in the Activities panel: the catalogue's, or, once the catalogue is read
 * (`catalogue` not null) and has no such activity (a legacy claim's activity removed by hand), its ID
 * saying so. Before the catalogue arrives, the ID alone.
 */
export function activityLabel(activityId: string, catalogue: ReadonlyMap<string, string> | null): string {
  const name = catalogue?.get(activityId);
  if (name) return name;
  return catalogue ? `${activityId} (not in the catalogue)` : activityId;
}

/** Claims awaiting review this long are 'waiting long'. */
export const WAITING_LONG_DAYS = 3;

/** How many months the range picker offers. */
export const INSIGHTS_RANGES = [3, 6, 12, 24] as const;
export const DEFAULT_INSIGHTS_MONTHS = 12;
