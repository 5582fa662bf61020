/** The report reminder's hour in the rules tests: the exact write the app makes (src/data/reminder/api.ts). */
import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { reminderWrites } from '@/data/schema/reminder';
import type { Person, Write } from './world';

export const REMINDER_PATH = 'settings/reminder';

/** An admin sets the hour (audited); `from`: the hour stored before, if any. */
export function reminderHourWrite(by: Person, hour: number, from?: number): Write {
  const data = reminderWrites.hour(hour, by.employeeId, serverTimestamp());
  return from === undefined
    ? { path: REMINDER_PATH, op: 'set', data, audit: { action: 'reminder.set', by } }
    : { path: REMINDER_PATH, op: 'update', data, audit: { action: 'reminder.set', by, stored: { hour: from } } };
}

/** The hour as stored a day ago (rules off), set by ADM001. */
export function reminderDoc(hour: number): Record<string, DocumentData> {
  return {
    [REMINDER_PATH]: { ...reminderWrites.hour(hour, 'ADM001', Timestamp.fromMillis(Date.now() - 86_400_000)), lastAudit: 'aOld1' },
  };
}
