/**
 * Insights' daily-report submission rate (docs/product.md#insights): per department and month, the reports
 * its non-Directors filed (the month totals' `reports`), against the reports expected: the month's working
 * days up to today (calendar.ts) times the department's headcount.
 *
 * The headcount is the department's active employees **today** (active, unblocked, not Directors: the
 * kept headcounts' `active`, headcounts/{department}, exact at any organisation size). Past months are
 * measured against today's headcount too: the counters are kept, not dated.
 */
import { isWorkingDay } from './calendar';
import { REPORTS_START } from './constants';
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

export interface ReportRate {
  department: string;
  month: string;
  /** Reports filed by the department's non-Directors for days of the month. */
  filed: number;
  /** Working days of the month up to today. */
  workingDays: number;
  /** The reports expected: working days times the department's headcount (null when it is unknown). */
  expected: number | null;
  /** filed / expected (null when nothing was expected or the headcount is unknown). */
  rate: number | null;
}

/**
 * The submission rate of each department (in the order given) and each month of `months`: `totals` every
 * stored month total up to the range's end (Insights reads them all), `active` the active employees today
 * by department (null: not read).
 */
export function reportRates(
  totals: readonly MonthTotals[],
  months: readonly string[],
  departments: readonly string[],
  today: string,
  active: Readonly<Record<string, number>> | null,
  holidays: ReadonlyMap<string, string> = NO_HOLIDAYS,
): ReportRate[] {
  return departments.flatMap((department) =>
    months.map((month) => {
      const filed = totals.filter((t) => t.month === month && t.department === department).reduce((a, t) => a + t.reports, 0);
      const workingDays = workingDaysUpTo(month, today, holidays);
      const headcount = active === null ? null : (active[department] ?? 0);
      const expected = headcount === null ? null : workingDays * headcount;
      return { department, month, filed, workingDays, expected, rate: expected ? filed / expected : null };
    }),
  );
}
