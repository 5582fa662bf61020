/**
 * The daily report reminder (docs/product.md#report-reminder): after an hour of the IST day that an
 * admin sets (17:00 until set), someone expected to report today who has not yet is reminded on every
 * page (a banner they may dismiss for the day) and in the bell. Nobody else is: not on a Sunday or a
 * company holiday, not on approved leave, not a Director, not an inactive account, not after filing.
 */
import { z } from 'zod';
import { isDirector } from './directors';
import { isWorkingDay } from './calendar';
import { parseDay } from './dates';
import { istDayKey, istHour } from './ist';
import { auditReasonSchema } from './schemas';
import type { UserProfile } from './types';

/** The reminder's hour (IST) until an admin sets one. */
export const DEFAULT_REMINDER_HOUR = 17;

/** A stored hour the reminder can use: a whole number 0-23 (the rules accept only these). */
export function isReminderHour(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 23;
}

/** '17:00' for 17. */
export function reminderHourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The hours an admin chooses from, 0-23. */
export const REMINDER_HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);

export const REMINDER_MESSAGES = {
  hour: 'Choose the hour of the reminder: a whole hour from 00:00 to 23:00 IST.',
} as const;

export const REMINDER_TEXTS = {
  banner: "You haven't filed today's report yet.",
  bannerHint: 'Tell us briefly what you worked on today.',
  action: "File today's report",
  dismiss: 'Dismiss for today',
  bell: "Today's report is not filed yet",
  saved: (hour: number) => `Report reminder set to ${reminderHourLabel(hour)} IST.`,
  failed: 'Failed to set the reminder. Please try again.',
} as const;

/** The admin's form: the hour as chosen in a list ('' until chosen), and the audit entry's reason. */
export const reminderHourSchema = z.object({
  hour: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, REMINDER_MESSAGES.hour)
    .transform(Number)
    .refine((n) => isReminderHour(n), REMINDER_MESSAGES.hour),
  reason: auditReasonSchema.shape.reason,
});
export type ReminderHourInput = z.input<typeof reminderHourSchema>;
export type ReminderHourData = z.output<typeof reminderHourSchema>;

/** What the reminder needs of a profile (the signed-in one, read anyway). */
export type ReminderProfile = Pick<UserProfile, 'designation' | 'isActive' | 'userStatus' | 'lastProductivityDate' | 'leftOn'>;

/**
 * Whether `profile` is reminded at `now`: the IST hour has reached `hour`, today (IST) is a working day
 * (not Sunday, not in `holidays`, day key -> name), not one of their approved `leave` days (day keys),
 * they are an active, unblocked non-Director who has not left, and their last report is not today's.
 */
export function isReminderDue(
  now: Date,
  hour: number,
  profile: ReminderProfile,
  holidays: ReadonlyMap<string, string>,
  leave: ReadonlySet<string>,
): boolean {
  if (!remindable(profile)) return false;
  const today = istDayKey(now);
  if (profile.lastProductivityDate !== null && profile.lastProductivityDate >= today) return false;
  if (istHour(now) < hour) return false;
  const day = parseDay(today);
  return day !== null && isWorkingDay(day, holidays) && !leave.has(today);
}

/** Whoever may be reminded at all, from the profile alone (no read needed to rule the rest out). */
export function remindable(profile: ReminderProfile): boolean {
  return (
    profile.isActive && profile.userStatus !== 'blocked' && profile.leftOn === null && !isDirector(profile)
  );
}

/**
 * Whether the reminder may be due today at all, before the day's holidays and leave are read: the
 * cheap checks of isReminderDue (the profile, the hour, Sunday), so nobody else reads more.
 */
export function mayBeDue(now: Date, hour: number, profile: ReminderProfile): boolean {
  return isReminderDue(now, hour, profile, new Map(), new Set());
}
