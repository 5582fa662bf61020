import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { monthDays } from '@/domain/dates';
import { db } from '@/firebase/firestore';
import { listHolidays } from './api';

/** Company holiday query keys, general to specific. */
export const holidayKeys = {
  all: ['holidays'] as const,
  range: (from: string, to: string) => [...holidayKeys.all, from, to] as const,
};

export const holidayQueries = {
  /** The holidays of a range of days (a calendar month, a year, one day). */
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: holidayKeys.range(from, to),
      queryFn: () => listHolidays(db, from, to),
      placeholderData: keepPreviousData,
      // Set a few times a year: an hour is fresh enough, and a save refreshes them at once.
      staleTime: 60 * 60 * 1000,
    }),
  /** The holidays of the calendar month of `month`. */
  month: (month: Date) => {
    const { from, to } = monthDays(month);
    return holidayQueries.range(from, to);
  },
};
