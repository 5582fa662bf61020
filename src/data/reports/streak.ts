import { skipToken, useQuery } from '@tanstack/react-query';
import { istDayKey } from '@/domain/ist';
import { NO_DAYS_OFF, shownStreak, streakGap, type Streak } from '@/domain/streaks';
import type { UserProfile } from '@/domain/types';
import { leaveQueries } from '../leave/queries';

/**
 * The streak shown: `current` is null while the days off it depends on are being read, or when they
 * could not be read (`failed`).
 */
export interface ShownStreak {
  current: number | null;
  best: number;
  failed: boolean;
}

/**
 * The kept streak of `profile` (read with the profile, no query of its own) as shown on `now`'s IST day
 * (shownStreak): alive while every day since its last day is a day off. Only when weekdays lie between
 * (streakGap: not after yesterday's report, nor Saturday's on a Monday) does it read the gap's holidays and
 * count the employee's leave days in it (leaveQueries.streakGap: a few reads however long the gap).
 */
export function useShownStreak(profile: Pick<UserProfile, 'employeeId' | 'streak'>, now: Date = new Date()): ShownStreak {
  const stored: Streak = profile.streak;
  const today = istDayKey(now);
  const gap = streakGap(stored.day, today);
  const gapQuery = leaveQueries.streakGap(profile.employeeId, gap?.from ?? '', gap?.to ?? '');
  const off = useQuery({ ...gapQuery, queryFn: gap ? gapQuery.queryFn : skipToken });
  if (!gap) return { ...shownStreak(stored, today, NO_DAYS_OFF), failed: false };
  if (off.isError) return { current: null, best: stored.best, failed: true };
  if (off.data === undefined) return { current: null, best: stored.best, failed: false };
  return { ...shownStreak(stored, today, off.data), failed: false };
}
