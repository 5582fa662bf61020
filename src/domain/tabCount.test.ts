import { describe, expect, it } from 'vitest';
import { TAB_COUNT_CAP } from './constants';
import { cappedCount, cappedCountHint, formatTabCount } from './tabCount';

describe('formatTabCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '999+'],
    [5000, '999+'],
  ])('%i -> %s', (n, text) => {
    expect(formatTabCount(n)).toBe(text);
  });

  it('follows another cap', () => {
    expect(formatTabCount(9, 10)).toBe('9');
    expect(formatTabCount(10, 10)).toBe('9+');
  });
});

describe('cappedCount', () => {
  it('is capped from the cap on', () => {
    expect(TAB_COUNT_CAP).toBe(1000);
    expect(cappedCount(0)).toEqual({ count: 0, capped: false });
    expect(cappedCount(999)).toEqual({ count: 999, capped: false });
    expect(cappedCount(1000)).toEqual({ count: 1000, capped: true });
  });

  it('has a hint for the capped number', () => {
    expect(cappedCountHint()).toBe('More than 999');
  });
});
