import { addDays, format, startOfDay } from 'date-fns';
import { parseDay, toDayKey } from '@/domain/dates';
import { isDirector } from '@/domain/directors';
import type { UserProfile } from '@/domain/types';
import { countOf } from '@/domain/plural';

export { isDirector };

/** '1 report', '2 reports', '0 reports' (the graph's tooltip and day picker). */
export function reportCount(n: number): string {
  return countOf(n, 'report');
}

export {
  ROLE_FILTERS,
  STATUS_FILTERS,
  type DirectoryFilter,
  type RoleFilter,
  type StatusFilter,
} from '@/domain/directory';

/** The last productivity report of a user: the instant if known, else the day. */
export function lastProductivity(
  u: Pick<UserProfile, 'lastProductivityAt' | 'lastProductivityDate'>,
): Date | null {
  return u.lastProductivityAt ?? parseDay(u.lastProductivityDate);
}

/** The graph window: `days` calendar days ending today, oldest first. */
export function lastNDays(today: Date, days: number): string[] {
  const end = startOfDay(today);
  return Array.from({ length: days }, (_, i) => toDayKey(addDays(end, i - days + 1)));
}

export interface DayCount {
  day: string;
  label: string;
  count: number;
}

export function chartData(days: readonly string[], counts: ReadonlyMap<string, number>): DayCount[] {
  return days.map((day) => ({
    day,
    label: format(parseDay(day) ?? new Date(NaN), 'MMM d'),
    count: counts.get(day) ?? 0,
  }));
}

/** Summary cards; the average is over the days that had reports (0 when none), one decimal. */
export function summarize(data: readonly DayCount[]): {
  total: number;
  daysWithReports: number;
  average: string;
} {
  const total = data.reduce((s, d) => s + d.count, 0);
  const daysWithReports = data.filter((d) => d.count > 0).length;
  const average = daysWithReports ? total / daysWithReports : 0;
  return { total, daysWithReports, average: average.toFixed(1) };
}

/** About six evenly spaced x labels: recharts' interval is the number of ticks skipped between labels. */
export function xLabelInterval(points: number, labels = 6): number {
  return Math.max(0, Math.ceil(points / labels) - 1);
}

/** A day off (a company holiday or Sunday): someone was off for it, so nobody is missing. */
export function dayOff(c: { holiday?: number; weeklyOff?: number } | undefined): boolean {
  return (c?.holiday ?? 0) + (c?.weeklyOff ?? 0) > 0;
}

/**
 * The day dialog's headcount line: Submitted + Missing are every active, unblocked, non-Director
 * employee, e.g. '12 of 15 employees reported, 3 missing'.
 */
export function dayHeadcountText(c: {
  submitted: number;
  missing: number;
  onLeave?: number;
  holiday?: number;
  weeklyOff?: number;
}): string {
  const onLeave = c.onLeave ?? 0;
  const holiday = c.holiday ?? 0;
  const weeklyOff = c.weeklyOff ?? 0;
  const headcount = c.submitted + c.missing + onLeave + holiday + weeklyOff;
  const off = [
    onLeave > 0 ? `, ${String(onLeave)} on leave` : '',
    holiday > 0 ? `, ${String(holiday)} off for the holiday` : '',
    weeklyOff > 0 ? `, ${String(weeklyOff)} off on Sunday, the weekly off` : '',
  ].join('');
  return `${String(c.submitted)} of ${countOf(headcount, 'employee')} reported, ${String(c.missing)} missing${off} (blocked and deactivated accounts and Directors are not counted).`;
}
