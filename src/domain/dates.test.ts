import { endOfMonth, format, startOfMonth } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthYear, formatLongDate, formatMonth, formatOrdinalDayMonth, formatRedemptionDate, formatRedemptionDateTime, isDayKey, monthDays, parseDay, toDayKey, toDayNumber } from './dates';

describe('dates', () => {
  it('formats as the product says', () => {
    expect(formatDate('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatLongDate('1994-05-12')).toBe('May 12, 1994');
    expect(formatDayMonthYear('2026-11-02')).toBe('02/11/2026');
    expect(formatOrdinalDayMonth('2026-11-03')).toBe('3rd November');
    expect(formatRedemptionDate('2026-11-02')).toBe('2 Nov 2026');
  });
  it("shows 'N/A' for missing and 'Invalid Date' for unreadable values", () => {
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDayMonthYear('2026-13-45')).toBe('Invalid Date');
    expect(parseDay({})).toBeNull();
  });
  it("gives a month's first and last day, as date-fns counts them", () => {
    expect(monthDays(new Date(2026, 1, 14))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays(new Date(2028, 1, 29, 23, 59))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays(new Date(2026, 11, 31, 23, 59))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    for (let m = 0; m < 24; m++) {
      const d = new Date(2026, m, 10);
      expect(monthDays(d)).toEqual({ from: toDayKey(startOfMonth(d)), to: toDayKey(endOfMonth(d)) });
    }
  });
  it('converts day keys', () => {
    expect(toDayKey(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toDayNumber('2026-01-05')).toBe(20260105);
    expect(toDayKey(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect([isDayKey('2026-01-05'), isDayKey('2026-1-5'), isDayKey(20260105), isDayKey(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
  it('makes day keys exactly as yyyy-MM-dd, every day of a leap year and around midnight', () => {
    for (
      let d = new Date(2028, 0, 1);
      d.getFullYear() === 2028;
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
    ) {
      expect(toDayKey(d)).toBe(format(d, 'yyyy-MM-dd'));
      const lateEvening = new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
      expect(toDayKey(lateEvening)).toBe(format(lateEvening, 'yyyy-MM-dd'));
    }
  });
  it("formats dates exactly as Intl's en-US short date does, every day of a year", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    for (
      let d = new Date(2027, 0, 1);
      d.getFullYear() === 2027;
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
    ) {
      expect(formatDate(d)).toBe(intl.format(d));
      expect(formatDate(toDayKey(d))).toBe(intl.format(d));
    }
    expect(formatDate(new Date('2026-11-02T23:30:00'))).toBe('Nov 2, 2026');
  });
  it('formats the same on every call (the formatters are made once, on first use)', () => {
    expect(formatDateTime('2026-11-02T15:04:00')).toBe(formatDateTime('2026-11-02T15:04:00'));
    expect(formatDateTime('2026-11-02T15:04:00')).toMatch(/^Nov 2, 2026, 3:04\sPM$/);
    expect(formatRedemptionDateTime('2026-11-02T15:04:09')).toMatch(/^2 Nov 2026, 3:04:09\s[pP][mM]$/);
  });
});

describe('formatMonth', () => {
  it("prints a month key as Intl's en-IN does, long and short, the same on every call", () => {
    for (const month of ['2025-01', '2025-09', '2026-11', '2026-12']) {
      const [y = 0, m = 1] = month.split('-').map(Number);
      const at = new Date(Date.UTC(y, m - 1, 1));
      expect(formatMonth(month)).toBe(at.toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
      expect(formatMonth(month, 'short')).toBe(at.toLocaleString('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' }));
      expect(formatMonth(month)).toBe(formatMonth(month));
    }
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
