import { z } from 'zod';
import { isCalendarDay } from './dates';

/** A company holiday: a day off for everyone, never a missed report. */
export interface Holiday {
  /** YYYY-MM-DD */
  day: string;
  name: string;
}

export const HOLIDAY_NAME_MAX = 100;

export const HOLIDAY_MESSAGES = {
  day: 'Choose the date of the holiday.',
  name: "Enter the holiday's name.",
  nameTooLong: `Use at most ${HOLIDAY_NAME_MAX} characters.`,
} as const;

/** The admin's form: a date and a name. */
export const holidaySchema = z.object({
  day: z.string().refine((v) => isCalendarDay(v), HOLIDAY_MESSAGES.day),
  name: z.string().trim().min(1, HOLIDAY_MESSAGES.name).max(HOLIDAY_NAME_MAX, HOLIDAY_MESSAGES.nameTooLong),
});

export type HolidayInput = z.output<typeof holidaySchema>;

/** Holidays by day key, for the calendars and the day lists. */
export function holidayMap(list: readonly Holiday[] | undefined): ReadonlyMap<string, string> {
  return new Map((list ?? []).map((h) => [h.day, h.name]));
}
