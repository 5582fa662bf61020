import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { monthDays } from '@/domain/dates';
import { db } from '@/firebase/firestore';
import { countPendingLeave, daysOffOfGap, listLeaveDays, listMyLeavePage, listPendingLeavePage } from './api';

/** Leave query keys, general to specific. */
export const leaveKeys = {
  all: ['leave'] as const,
  /** One employee's requests and days (the bell's leave decisions live under it too). */
  of: (employeeId: string) => [...leaveKeys.all, 'of', employeeId] as const,
  mine: (employeeId: string) => [...leaveKeys.of(employeeId), 'requests'] as const,
  days: (employeeId: string, from: string, to: string) => [...leaveKeys.of(employeeId), 'days', from, to] as const,
  /** The days off of a report streak's gap (under the employee's: a leave decision refreshes it). */
  streakGap: (employeeId: string, from: string, to: string) => [...leaveKeys.of(employeeId), 'streakGap', from, to] as const,
  pending: (queues: readonly string[] | undefined) => [...leaveKeys.all, 'pending', queues ?? 'all'] as const,
  pendingCount: (queues: readonly string[] | undefined) => [...leaveKeys.pending(queues), 'count'] as const,
};

export const leaveQueries = {
  mine: (employeeId: string) =>
    infiniteQueryOptions({
      queryKey: leaveKeys.mine(employeeId),
      queryFn: ({ pageParam }) => listMyLeavePage(db, employeeId, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  pending: (queues: readonly string[] | undefined) =>
    infiniteQueryOptions({
      queryKey: leaveKeys.pending(queues),
      queryFn: ({ pageParam }) => listPendingLeavePage(db, queues, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  pendingCount: (queues: readonly string[] | undefined) =>
    queryOptions({ queryKey: leaveKeys.pendingCount(queues), queryFn: () => countPendingLeave(db, queues) }),
  /** An employee's granted days of a range (a calendar month). */
  days: (employeeId: string, from: string, to: string) =>
    queryOptions({
      queryKey: leaveKeys.days(employeeId, from, to),
      queryFn: () => listLeaveDays(db, employeeId, from, to),
    }),
  /** An employee's granted days of the calendar month of `month`. */
  daysOfMonth: (employeeId: string, month: Date) => {
    const { from, to } = monthDays(month);
    return leaveQueries.days(employeeId, from, to);
  },
  /** The holidays and counted leave of a report streak's gap (daysOffOfGap). */
  streakGap: (employeeId: string, from: string, to: string) =>
    queryOptions({
      queryKey: leaveKeys.streakGap(employeeId, from, to),
      queryFn: () => daysOffOfGap(db, employeeId, from, to),
    }),
};
