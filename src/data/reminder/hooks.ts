import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOfMonth, startOfMonth } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { db } from '@/firebase/firestore';
import { parseDay, toDayKey } from '@/domain/dates';
import { holidayMap } from '@/domain/holidays';
import { isReminderDue, mayBeDue } from '@/domain/reminder';
import { istDayKey } from '@/domain/ist';
import { holidayQueries } from '../holidays/queries';
import { leaveQueries } from '../leave/queries';
import { invalidateAll } from '../refresh';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { setReminderHour } from './api';
import { reminderKeys, reminderQueries } from './queries';

/** How often the reminder looks at the clock: it shows within a minute of the hour. */
export const REMINDER_TICK_MS = 60_000;

/** The browser's clock, read again every `everyMs`. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The reminder's hour for the admin's form (undefined while it loads). */
export function useReminderHour() {
  return useQuery(reminderQueries.hour());
}

export function useSetReminderHour() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ hour, reason }: { hour: number; reason: string }) => setReminderHour(db, actorOf(me), hour, reason),
    onSuccess: () => invalidateAll(qc, [reminderKeys.all]),
  });
}

/**
 * Whether the signed-in person is reminded of today's report now (isReminderDue), with as few reads as
 * possible: the profile (read anyway) rules out Directors, inactive accounts, Sundays and today's
 * report; only then is the hour read (one document, cached for the session), and only after the hour
 * the holidays and the leave days of the IST month (the same queries Daily Productivity's calendar
 * uses, cached). Filing the report refreshes the profile, so the reminder goes without a reload.
 */
export function useReportReminderDue(): { due: boolean; today: string } {
  const me = useCurrentUser();
  const now = useNow(REMINDER_TICK_MS);
  const today = istDayKey(now);
  // Hour 0: every hour of the day passes, so this is the check before the hour is known.
  const hour = useQuery(reminderQueries.hour(mayBeDue(now, 0, me))).data;
  const possible = hour !== undefined && mayBeDue(now, hour, me);
  const day = parseDay(today) ?? now;
  const from = toDayKey(startOfMonth(day));
  const to = toDayKey(endOfMonth(day));
  const holidays = useQuery({ ...holidayQueries.range(from, to), enabled: possible }).data;
  const leave = useQuery({ ...leaveQueries.days(me.employeeId, from, to), enabled: possible }).data;
  const due =
    possible &&
    holidays !== undefined &&
    leave !== undefined &&
    isReminderDue(now, hour, me, holidayMap(holidays), new Set(leave.map((d) => d.day)));
  return { due, today };
}

/** Where a dismissal is remembered on this device: the IST day it was dismissed on, per person. */
const dismissKey = (employeeId: string) => `ics-rewards.reminderDismissed.${employeeId}`;

function readDismissed(employeeId: string): string | null {
  try {
    return window.localStorage.getItem(dismissKey(employeeId));
  } catch {
    return null;
  }
}

/**
 * The banner's reminder: due and not dismissed today on this device. `dismiss` hides it until the next
 * IST day (remembered in localStorage; a browser that refuses storage hides it for this page only).
 */
export function useReportReminderBanner(): { shown: boolean; dismiss: () => void } {
  const me = useCurrentUser();
  const { due, today } = useReportReminderDue();
  const [dismissed, setDismissed] = useState(() => readDismissed(me.employeeId));
  const dismiss = useCallback(() => {
    setDismissed(today);
    try {
      window.localStorage.setItem(dismissKey(me.employeeId), today);
    } catch {
      // Storage refused (private mode, full): dismissed for this page only.
    }
  }, [me.employeeId, today]);
  return { shown: due && dismissed !== today, dismiss };
}
