import { queryOptions, skipToken } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { countReportsByDay, listReports, listReportsForDay } from './api';

/** Productivity report query keys, general to specific. */
export const reportKeys = {
  all: ['reports'] as const,
  of: (employeeId: string) => [...reportKeys.all, 'of', employeeId] as const,
  /** Every employee's reports (the Employee Centre graph and its day dialog). */
  everyone: ['reports', 'everyone'] as const,
  counts: (dayKeys: readonly string[]) => [...reportKeys.everyone, 'counts', dayKeys] as const,
  day: (dayKey: string | null) => [...reportKeys.everyone, 'day', dayKey] as const,
};

export const reportQueries = {
  /** One employee's reports, newest first. */
  of: (employeeId: string) =>
    queryOptions({ queryKey: reportKeys.of(employeeId), queryFn: () => listReports(db, employeeId) }),
  /** Reports per day over everyone (the 30-day graph): one count() each. */
  counts: (dayKeys: readonly string[]) =>
    queryOptions({ queryKey: reportKeys.counts(dayKeys), queryFn: () => countReportsByDay(db, dayKeys) }),
  /** Everyone's reports on one day; no day reads nothing. */
  day: (dayKey: string | null) =>
    queryOptions({
      queryKey: reportKeys.day(dayKey),
      queryFn: dayKey === null ? skipToken : () => listReportsForDay(db, dayKey),
    }),
};
