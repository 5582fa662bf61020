import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_HOUR, isReminderDue, mayBeDue, reminderHourLabel, reminderHourSchema, REMINDER_MESSAGES, type ReminderProfile } from './reminder';
import { istDayKey, istHour } from './ist';

/** An instant given as India's wall clock (UTC+5:30). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

// Tuesday 1 Dec 2026; Sunday 6 Dec 2026.
const TUESDAY = '2026-12-01';
const SUNDAY = '2026-12-06';
const employee: ReminderProfile = {
  designation: 'Executive',
  isActive: true,
  userStatus: 'unblocked',
  lastProductivityDate: '2026-11-30',
  leftOn: null,
};
const none = new Map<string, string>();
const noLeave = new Set<string>();
const due = (now: Date, p: Partial<ReminderProfile> = {}, holidays = none, leave = noLeave) =>
  isReminderDue(now, DEFAULT_REMINDER_HOUR, { ...employee, ...p }, holidays, leave);

describe('the IST clock', () => {
  it('gives the IST day and hour, whatever the UTC date', () => {
    // 18:30 UTC on 30 Nov is midnight in India on 1 Dec.
    expect(istDayKey(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(istDayKey(new Date('2026-11-30T18:30:00Z'))).toBe(TUESDAY);
    expect(istHour(new Date('2026-12-01T11:29:59Z'))).toBe(16);
    expect(istHour(new Date('2026-12-01T11:30:00Z'))).toBe(17);
    expect(reminderHourLabel(7)).toBe('07:00');
  });
});

describe('isReminderDue', () => {
  it('is due from the hour in IST, not a minute before, until IST midnight', () => {
    expect(due(ist(TUESDAY, '16:59'))).toBe(false);
    expect(due(ist(TUESDAY, '17:00'))).toBe(true);
    expect(due(new Date('2026-12-01T11:30:00Z'))).toBe(true);
    expect(due(ist(TUESDAY, '23:59'))).toBe(true);
    // Past midnight it is a new day, before the hour again.
    expect(due(ist('2026-12-02', '00:01'))).toBe(false);
  });
  it('follows the hour the admin set, midnight and the last hour included', () => {
    expect(isReminderDue(ist(TUESDAY, '09:15'), 9, employee, none, noLeave)).toBe(true);
    expect(isReminderDue(ist(TUESDAY, '08:59'), 9, employee, none, noLeave)).toBe(false);
    expect(isReminderDue(ist(TUESDAY, '00:00'), 0, employee, none, noLeave)).toBe(true);
    expect(isReminderDue(ist(TUESDAY, '22:59'), 23, employee, none, noLeave)).toBe(false);
    expect(isReminderDue(ist(TUESDAY, '23:00'), 23, employee, none, noLeave)).toBe(true);
  });
  it('is never due on a Sunday', () => {
    expect(due(ist(SUNDAY, '18:00'), { lastProductivityDate: '2026-12-05' })).toBe(false);
    // Saturday is a working day.
    expect(due(ist('2026-12-05', '18:00'))).toBe(true);
  });
  it('is never due on a company holiday', () => {
    expect(due(ist(TUESDAY, '18:00'), {}, new Map([[TUESDAY, 'Company Foundation Day']]))).toBe(false);
    expect(due(ist(TUESDAY, '18:00'), {}, new Map([['2026-12-02', 'Another day']]))).toBe(true);
  });
  it('is never due on a day of approved leave', () => {
    expect(due(ist(TUESDAY, '18:00'), {}, none, new Set([TUESDAY]))).toBe(false);
    expect(due(ist(TUESDAY, '18:00'), {}, none, new Set(['2026-11-30']))).toBe(true);
  });
  it('never reminds a Director, an inactive, blocked or departed account', () => {
    expect(due(ist(TUESDAY, '18:00'), { designation: ' director ' })).toBe(false);
    expect(due(ist(TUESDAY, '18:00'), { isActive: false })).toBe(false);
    expect(due(ist(TUESDAY, '18:00'), { userStatus: 'blocked' })).toBe(false);
    expect(due(ist(TUESDAY, '18:00'), { leftOn: '2026-11-20' })).toBe(false);
  });
  it("is gone once today's report is filed; due for someone who never filed", () => {
    expect(due(ist(TUESDAY, '18:00'), { lastProductivityDate: TUESDAY })).toBe(false);
    // The IST day decides: at 00:30 IST (19:00 UTC the day before) yesterday's report is not today's.
    expect(isReminderDue(new Date('2026-12-01T19:00:00Z'), 0, { ...employee, lastProductivityDate: TUESDAY }, none, noLeave)).toBe(true);
    expect(due(ist(TUESDAY, '18:00'), { lastProductivityDate: '' })).toBe(true);
    expect(due(ist(TUESDAY, '18:00'), { lastProductivityDate: null })).toBe(true);
  });
  it('mayBeDue rules out, from the profile and the clock alone, whoever is never due', () => {
    expect(mayBeDue(ist(TUESDAY, '18:00'), 17, employee)).toBe(true);
    expect(mayBeDue(ist(TUESDAY, '16:00'), 17, employee)).toBe(false);
    expect(mayBeDue(ist(SUNDAY, '18:00'), 17, employee)).toBe(false);
    expect(mayBeDue(ist(TUESDAY, '18:00'), 17, { ...employee, designation: 'Director' })).toBe(false);
    expect(mayBeDue(ist(TUESDAY, '18:00'), 17, { ...employee, lastProductivityDate: TUESDAY })).toBe(false);
  });
});

describe('the admin form', () => {
  it('takes a whole hour 0-23 and refuses anything else with a human message', () => {
    expect(reminderHourSchema.parse({ hour: '0', reason: '' })).toEqual({ hour: 0, reason: '' });
    expect(reminderHourSchema.parse({ hour: '23', reason: ' Shift ends at 23:30 ' })).toEqual({ hour: 23, reason: 'Shift ends at 23:30' });
    for (const bad of ['', '24', '-1', '7.5', 'five']) {
      const r = reminderHourSchema.safeParse({ hour: bad, reason: '' });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(REMINDER_MESSAGES.hour);
    }
  });
});
