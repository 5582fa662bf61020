import { describe, expect, it } from 'vitest';
import { countNoun, countOf, noun } from './plural';

describe('countOf', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(countOf(1, 'payout')).toBe('1 payout');
    expect(countOf(0, 'payout')).toBe('0 payouts');
    expect(countOf(2, 'request')).toBe('2 requests');
    expect(countOf(-1, 'point')).toBe('-1 points');
  });
  it('takes an irregular plural and a number as shown', () => {
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(1000, 'claim', 'claims', '999+')).toBe('999+ claims');
    expect(countNoun(1, noun('entry', 'entries'))).toBe('1 entry');
  });
});
