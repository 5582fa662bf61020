import { infiniteQueryOptions, keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import { listSubmittedPage } from '../users/directory';
import { userQueries } from '../users/queries';
import { countReportsByDay, countReportsOf, listReports, listReportsInRange } from './api';

/** Productivity report query keys, general to specific. */
export const reportKeys = {
  all: ['reports'] as const,
  of: (employeeId: string) => [...reportKeys.all, 'of', employeeId] as const,
  range: (employeeId: string, from: string, to: string) => [...reportKeys.of(employeeId), 'range', from, to] as const,
  countOf: (employeeId: string) => [...reportKeys.of(employeeId), 'count'] as const,
  /** Every employee's reports (the Employee Centre graph and its day dialog). */
  everyone: ['reports', 'everyone'] as const,
  counts: (dayKeys: readonly string[]) => [...reportKeys.everyone, 'counts', dayKeys] as const,
  day: (dayKey: string | null) => [...reportKeys.everyone, 'day', dayKey] as const,
};

export const reportQueries = {
  /** One employee's reports, newest first (their own Productivity page). */
  of: (employeeId: string) =>
    queryOptions({ queryKey: reportKeys.of(employeeId), queryFn: () => listReports(db, employeeId) }),
  /** One employee's reports of a range of days (a calendar month: at most 31), newest first. */
  range: (employeeId: string, from: string, to: string) =>
    queryOptions({
      queryKey: reportKeys.range(employeeId, from, to),
      queryFn: () => listReportsInRange(db, employeeId, from, to),
      placeholderData: keepPreviousData,
    }),
  /** How many reports an employee has filed (count()). */
  countOf: (employeeId: string) =>
    queryOptions({ queryKey: reportKeys.countOf(employeeId), queryFn: () => countReportsOf(db, employeeId) }),
  /** Reports per day over everyone but Directors (the 30-day graph): the month totals' kept counters, at most 12 reads. */
  counts: (dayKeys: readonly string[]) =>
    queryOptions({ queryKey: reportKeys.counts(dayKeys), queryFn: () => countReportsByDay(db, dayKeys) }),
  /** That day's reports (Directors' left out) in pages; no day reads nothing. */
  day: (dayKey: string | null) =>
    infiniteQueryOptions({
      queryKey: reportKeys.day(dayKey),
      queryFn:
        dayKey === null
          ? skipToken
          : async ({ pageParam, client }) =>
              listSubmittedPage(db, dayKey, pageParam, undefined, await client.fetchQuery(userQueries.dayContext(dayKey))),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
};
