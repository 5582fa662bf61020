import { addDays, format, startOfDay } from 'date-fns';
import { parseDay, toDayKey } from '@/domain/dates';
import { isDirector } from '@/domain/directors';
import type { Role } from '@/domain/roles';
import type { ProductivityReport, UserProfile } from '@/domain/types';

export { isDirector };

/** '1 report', '2 reports', '0 reports' (the graph's tooltip and day picker). */
export function reportCount(n: number): string {
  return `${n} ${n === 1 ? 'report' : 'reports'}`;
}

export const ROLE_FILTERS = ['all', 'employee', 'manager', 'finance'] as const satisfies readonly (
  'all' | Role
)[];
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const STATUS_FILTERS = ['all', 'unblocked', 'blocked'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface DirectoryFilter {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
}

/** The directory: no directors; search is a case-insensitive substring of name, employee ID or e-mail. */
export function filterDirectory(users: readonly UserProfile[], f: DirectoryFilter): UserProfile[] {
  const term = f.search.trim().toLowerCase();
  return users.filter(
    (u) =>
      !isDirector(u) &&
      (f.role === 'all' || u.userRole === f.role) &&
      (f.status === 'all' || u.userStatus === f.status) &&
      (!term || [u.name, u.fullName, u.employeeId, u.email].some((v) => v.toLowerCase().includes(term))),
  );
}

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

export interface DayRoster {
  submitted: { report: ProductivityReport; name: string }[];
  missing: UserProfile[];
}

/**
 * Who reported on a day and who did not. Directors are left out of both; 'missing' is everyone
 * who could have reported (active, not blocked) without a report.
 */
export function dayRoster(users: readonly UserProfile[], reports: readonly ProductivityReport[]): DayRoster {
  const byId = new Map(users.map((u) => [u.employeeId, u]));
  const reported = new Set<string>();
  const submitted: DayRoster['submitted'] = [];
  for (const report of reports) {
    const user = byId.get(report.employeeId);
    if (user && isDirector(user)) continue;
    reported.add(report.employeeId);
    submitted.push({ report, name: user?.name || report.employeeName || 'N/A' });
  }
  submitted.sort((a, b) => a.name.localeCompare(b.name));
  const missing = users
    .filter((u) => !isDirector(u) && u.isActive && u.userStatus !== 'blocked' && !reported.has(u.employeeId))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { submitted, missing };
}
