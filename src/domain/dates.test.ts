import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayMonthYear,
  formatLongDate,
  formatOrdinalDayMonth,
  formatRedemptionDate,
  formatRupees,
  parseDay,
  toDayKey,
  toDayNumber,
} from './dates';

describe('dates', () => {
  it('formats as the spec says', () => {
    expect(formatDate('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatLongDate('1994-05-12')).toBe('May 12, 1994');
    expect(formatDayMonthYear('2026-11-02')).toBe('02/11/2026');
    expect(formatOrdinalDayMonth('2026-11-03')).toBe('3rd November');
    expect(formatRedemptionDate('2026-11-02')).toBe('2 Nov 2026');
    expect(formatRupees(1000)).toBe('₹1,000');
  });
  it("shows 'N/A' for missing and 'Invalid Date' for unreadable values", () => {
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDayMonthYear('2026-13-45')).toBe('Invalid Date');
    expect(parseDay({})).toBeNull();
  });
  it('converts day keys', () => {
    expect(toDayKey(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toDayNumber('2026-01-05')).toBe(20260105);
  });
});
