import { queryOptions, skipToken } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { getReminderHour } from './api';

/** The report reminder's query keys: setting the hour invalidates `all`. */
export const reminderKeys = {
  all: ['reminder'] as const,
  hour: () => [...reminderKeys.all, 'hour'] as const,
};

export const reminderQueries = {
  /**
   * The hour (settings/reminder): one document, read once a session by whoever may be reminded (an
   * admin sets it a few times a year; their save refreshes it at once). `false`: not needed, no read.
   */
  hour: (needed = true) =>
    queryOptions({
      queryKey: reminderKeys.hour(),
      queryFn: needed ? () => getReminderHour(db) : skipToken,
      staleTime: 60 * 60 * 1000,
    }),
};
