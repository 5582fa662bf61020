/**
 * Insights' daily-report submission rate (docs/product.md#insights): per department and month, the reports
 * its non-Directors filed (the month totals' `reports`), against the reports expected: the month's working
 * days up to today (calendar.ts) times the department's headcount.
 *
 * The headcount is an estimate: Insights reads one count of the active employees today (participation's),
 * not one per department (a department's count would cost a read per started 1,000 of its people, and the
 * totals count under the first department, which no query can filter on). It is split over the
 * departments by their share of the sign-ups (each sign-up posts one opening entry of OPENING_POINTS in
 * its department's month total) up to the month's end.
 */
import { isWorkingDay } from './calendar';
import { OPENING_POINTS, REPORTS_START } from './constants';
import type { MonthTotals } from './insights';

const NO_HOLIDAYS: ReadonlyMap<string, string> = new Map();

/**
 * The working days of `month` (YYYY-MM) from its first day (or the first report day, 28 July 2025) up to
 * `today` (a day key, included): not Sundays, not the company's `holidays`.
 */
export function workingDaysUpTo(month: string, today: string, holidays: ReadonlyMap<string, string> = NO_HOLIDAYS): number {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(y, m, 0).getDate();
  let n = 0;
  for (let d = 1; d <= last; d++) {
    const key = `${month}-${String(d).padStart(2, '0')}`;
    if (key > today) break;
    if (key >= REPORTS_START && isWorkingDay(new Date(y, m - 1, d), holidays)) n += 1;
  }
  return n;
}

/** Sign-ups counted in a set of month totals: their opening points over the opening entry's points. */
const signUps = (totals: readonly MonthTotals[]) => totals.reduce((a, t) => a + t.points.opening, 0) / OPENING_POINTS;

/**
 * The estimated headcount of `department` in `month`: `active` (the active employees today) times the
 * department's share of the sign-ups up to the month's end; null without a count or without sign-ups.
 */
export function estimatedHeadcount(totals: readonly MonthTotals[], month: string, department: string, active: number | null): number | null {
  const upTo = totals.filter((t) => t.month <= month);
  const all = signUps(upTo);
  if (active === null || all <= 0) return null;
  return (active * signUps(upTo.filter((t) => t.department === department))) / all;
}

export interface ReportRate {
  department: string;
  month: string;
  /** Reports filed by the department's non-Directors for days of the month. */
  filed: number;
  /** Working days of the month up to today. */
  workingDays: number;
  /** The reports expected: working days times the estimated headcount (null when it is unknown). */
  expected: number | null;
  /** filed / expected (null when nothing was expected or the headcount is unknown). */
  rate: number | null;
}

/**
 * The submission rate of each department (in the order given) and each month of `months`: `totals` every
 * stored month total up to the range's end (Insights reads them all), `active` the active employees today.
 */
export function reportRates(
  totals: readonly MonthTotals[],
  months: readonly string[],
  departments: readonly string[],
  today: string,
  active: number | null,
  holidays: ReadonlyMap<string, string> = NO_HOLIDAYS,
): ReportRate[] {
  return departments.flatMap((department) =>
    months.map((month) => {
      const filed = totals.filter((t) => t.month === month && t.department === department).reduce((a, t) => a + t.reports, 0);
      const workingDays = workingDaysUpTo(month, today, holidays);
      const headcount = estimatedHeadcount(totals, month, department, active);
      const expected = headcount === null ? null : workingDays * headcount;
      return { department, month, filed, workingDays, expected, rate: expected ? filed / expected : null };
    }),
  );
}
