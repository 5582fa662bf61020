import { describe, expect, it } from 'vitest';
import {
  continuesStreak,
  isSunday,
  NO_DAYS_OFF,
  NO_STREAK,
  shiftDay,
  shownStreak,
  streakAfterReport,
  streakGap,
  daysFrom,
  streakOfReports,
  type DaysOff,
} from './streaks';

// November 2026: the 1st, 8th, 15th, 22nd and 29th are Sundays.
const off = (holidays: string[] = [], leave: string[] = []): DaysOff => ({ holidays: new Set(holidays), leave: new Set(leave) });

describe('day keys', () => {
  it('shifts across months and years, and knows Sundays', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(isSunday('2026-11-01')).toBe(true);
    expect(isSunday('2026-11-02')).toBe(false);
  });

  it('lists the days of a range, both ends included', () => {
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysFrom('2026-11-02', '2026-11-01')).toEqual([]);
  });
});

describe('streakOfReports', () => {
  it('counts working days in a row, and a Sunday in between neither breaks nor counts', () => {
    // Thu 5 .. Tue 10 November, Sunday the 8th without a report.
    const s = streakOfReports(['2026-11-05', '2026-11-06', '2026-11-07', '2026-11-09', '2026-11-10'], NO_DAYS_OFF);
    expect(s).toEqual({ current: 5, best: 5, day: '2026-11-10' });
  });

  it('a report on a Sunday or a holiday does not count', () => {
    const s = streakOfReports(['2026-11-07', '2026-11-08', '2026-11-09', '2026-11-10'], off(['2026-11-10']));
    expect(s).toEqual({ current: 2, best: 2, day: '2026-11-09' });
  });

  it('crosses a holiday and a leave day', () => {
    // Mon 9, (Tue 10 holiday), Wed 11, (Thu 12 leave), Fri 13.
    const s = streakOfReports(['2026-11-09', '2026-11-11', '2026-11-13'], off(['2026-11-10'], ['2026-11-12']));
    expect(s).toEqual({ current: 3, best: 3, day: '2026-11-13' });
  });

  it('a missed working day starts a new streak and keeps the best', () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-06', '2026-11-07'];
    expect(streakOfReports(days, NO_DAYS_OFF)).toEqual({ current: 2, best: 3, day: '2026-11-07' });
  });

  it('a leave of months never breaks the streak; one working day missed in it does', () => {
    // Mon 31 August, then leave on every working day (Sundays are off anyway) until Mon 9 November.
    const days = Array.from({ length: 70 }, (_, i) => shiftDay('2026-09-01', i));
    const leave = days.filter((d) => !isSunday(d));
    expect(streakOfReports(['2026-08-31', '2026-11-10'], off([], leave))).toEqual({ current: 2, best: 2, day: '2026-11-10' });
    const missed = leave.filter((d) => d !== '2026-10-14');
    expect(streakOfReports(['2026-08-31', '2026-11-10'], off([], missed))).toEqual({ current: 1, best: 1, day: '2026-11-10' });
  });

  it('is order-free and ignores duplicates', () => {
    expect(streakOfReports(['2026-11-03', '2026-11-02', '2026-11-03'], NO_DAYS_OFF)).toEqual({ current: 2, best: 2, day: '2026-11-03' });
    expect(streakOfReports([], NO_DAYS_OFF)).toEqual(NO_STREAK);
  });
});

describe('streakAfterReport', () => {
  it('starts at 1, goes on by one, and never takes a day twice', () => {
    const first = streakAfterReport(NO_STREAK, '2026-11-02', NO_DAYS_OFF);
    expect(first).toEqual({ current: 1, best: 1, day: '2026-11-02' });
    const next = streakAfterReport(first, '2026-11-03', NO_DAYS_OFF);
    expect(next).toEqual({ current: 2, best: 2, day: '2026-11-03' });
    expect(streakAfterReport(next, '2026-11-03', NO_DAYS_OFF)).toBe(next);
  });

  it('a new streak after a break keeps the best', () => {
    expect(streakAfterReport({ current: 4, best: 9, day: '2026-11-02' }, '2026-11-04', NO_DAYS_OFF)).toEqual({ current: 1, best: 9, day: '2026-11-04' });
  });

  it("a day off's report leaves the streak as it was", () => {
    const s = { current: 4, best: 9, day: '2026-11-07' };
    expect(streakAfterReport(s, '2026-11-08', NO_DAYS_OFF)).toBe(s);
    expect(streakAfterReport(s, '2026-11-09', off(['2026-11-09']))).toBe(s);
  });
});

describe('shownStreak', () => {
  const stored = { current: 6, best: 8, day: '2026-11-06' };

  it("is the stored streak on its own day, and while today's report is not yet due", () => {
    expect(shownStreak(stored, '2026-11-06', NO_DAYS_OFF)).toEqual({ current: 6, best: 8 });
    expect(shownStreak(stored, '2026-11-07', NO_DAYS_OFF)).toEqual({ current: 6, best: 8 });
  });

  it('is 0 once a working day has passed without a report', () => {
    expect(shownStreak(stored, '2026-11-09', NO_DAYS_OFF)).toEqual({ current: 0, best: 8 });
  });

  it('lives across a Sunday, a holiday and a leave day', () => {
    // Fri 6 reported; Sat 7 holiday, Sun 8, Mon 9 leave: alive on Tue 10.
    expect(shownStreak(stored, '2026-11-10', off(['2026-11-07'], ['2026-11-09']))).toEqual({ current: 6, best: 8 });
  });

  it('shows best at least the current (a legacy best below it)', () => {
    expect(shownStreak({ current: 3, best: 0, day: '2026-11-06' }, '2026-11-06', NO_DAYS_OFF)).toEqual({ current: 3, best: 3 });
    expect(shownStreak(NO_STREAK, '2026-11-06', NO_DAYS_OFF)).toEqual({ current: 0, best: 0 });
  });
});

describe('streakGap', () => {
  it('names the days to read only when a weekday lies between', () => {
    expect(streakGap('2026-11-06', '2026-11-07')).toBeNull();
    expect(streakGap('2026-11-07', '2026-11-09')).toBeNull();
    expect(streakGap('2026-11-06', '2026-11-10')).toEqual({ from: '2026-11-07', to: '2026-11-09' });
    expect(streakGap('', '2026-11-10')).toBeNull();
    expect(streakGap('2026-09-30', '2026-11-10')).toEqual({ from: '2026-10-01', to: '2026-11-09' });
  });

  it('continuesStreak agrees: over weekdays not off or on the same day, never', () => {
    expect(continuesStreak('2026-09-30', '2026-11-02', NO_DAYS_OFF)).toBe(false);
    expect(continuesStreak('2026-11-02', '2026-11-02', NO_DAYS_OFF)).toBe(false);
    expect(continuesStreak('2026-11-07', '2026-11-09', NO_DAYS_OFF)).toBe(true);
  });
});
