import { DEFAULT_REMINDER_HOUR, isReminderHour } from '@/domain/reminder';
import type { Data } from './common';

/**
 * settings/reminder { hour, updatedAt, updatedBy, lastAudit }: the IST hour after which the daily report
 * reminder shows (docs/data-model.md#report-reminder). Absent or malformed: 17:00.
 */
export function toReminderHour(data: Data | undefined): number {
  const hour = data?.hour;
  return isReminderHour(hour) ? hour : DEFAULT_REMINDER_HOUR;
}

export const reminderWrites = {
  /** An admin sets the hour (audited: the writer adds `lastAudit`). */
  hour: <T>(hour: number, by: string, at: T) => ({ hour, updatedAt: at, updatedBy: by }),
};
