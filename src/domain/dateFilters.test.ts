import { describe, expect, it } from 'vitest';
import { dateFilterRange, inDateFilter } from './dateFilters';

const now = new Date(2026, 10, 22, 12, 0); // 22 Nov 2026

describe('date filters', () => {
  it('all has no bounds', () => {
    expect(dateFilterRange('all', now)).toEqual({ from: null, to: null });
    expect(inDateFilter(null, 'all', now)).toBe(true);
  });
  it('this month starts on the 1st', () => {
    expect(inDateFilter(new Date(2026, 10, 1), 'thisMonth', now)).toBe(true);
    expect(inDateFilter(new Date(2026, 9, 31), 'thisMonth', now)).toBe(false);
  });
  it('last month is the whole previous month only', () => {
    expect(inDateFilter(new Date(2026, 9, 1), 'lastMonth', now)).toBe(true);
    expect(inDateFilter(new Date(2026, 9, 31, 23), 'lastMonth', now)).toBe(true);
    expect(inDateFilter(new Date(2026, 10, 1), 'lastMonth', now)).toBe(false);
  });
  it('last 6 months and last year reach back from now', () => {
    expect(inDateFilter(new Date(2026, 5, 1), 'last6Months', now)).toBe(true);
    expect(inDateFilter(new Date(2026, 4, 1), 'last6Months', now)).toBe(false);
    expect(inDateFilter(new Date(2025, 11, 1), 'lastYear', now)).toBe(true);
    expect(inDateFilter(new Date(2025, 9, 1), 'lastYear', now)).toBe(false);
  });
  it('custom year covers exactly that calendar year', () => {
    expect(inDateFilter(new Date(2024, 0, 1), 'customYear', now, 2024)).toBe(true);
    expect(inDateFilter(new Date(2024, 11, 31, 23), 'customYear', now, 2024)).toBe(true);
    expect(inDateFilter(new Date(2025, 0, 1), 'customYear', now, 2024)).toBe(false);
    expect(inDateFilter(null, 'customYear', now, 2024)).toBe(false);
  });
});
