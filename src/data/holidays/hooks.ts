import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { holidayMap, type HolidayInput } from '@/domain/holidays';
import { invalidateAll } from '../refresh';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { deleteHoliday, saveHoliday } from './api';
import { holidayKeys, holidayQueries } from './queries';

/** The holidays of a range of days (day keys, inclusive). */
export function useHolidays(from: string, to: string) {
  return useQuery(holidayQueries.range(from, to));
}

/** The holidays of a range as a map day -> name (empty while loading or if they cannot be read). */
export function useHolidayMap(from: string, to: string): ReadonlyMap<string, string> {
  const { data } = useHolidays(from, to);
  return holidayMap(data);
}

/** The holidays of the calendar month of `month`, as a map day -> name. */
export function useMonthHolidays(month: Date): ReadonlyMap<string, string> {
  const { data } = useQuery(holidayQueries.month(month));
  return holidayMap(data);
}

export function useSaveHoliday() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ...input }: HolidayInput & { reason: string }) => saveHoliday(db, actorOf(me), input, reason),
    onSuccess: () => invalidateAll(qc, [holidayKeys.all]),
  });
}

export function useDeleteHoliday() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ day, reason }: { day: string; reason: string }) => deleteHoliday(db, actorOf(me), day, reason),
    onSuccess: () => invalidateAll(qc, [holidayKeys.all]),
  });
}
