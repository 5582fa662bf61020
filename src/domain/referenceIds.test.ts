import { describe, expect, it } from 'vitest';
import { claimId, nextSequence, redemptionId } from './referenceIds';

describe('reference ids', () => {
  it('formats claim and redemption ids with three digits', () => {
    expect(claimId('EMP001', 1)).toBe('EMP001-001');
    expect(claimId('EMP001', 42)).toBe('EMP001-042');
    expect(claimId('EMP001', 1234)).toBe('EMP001-1234');
    expect(redemptionId('EMP001', 7)).toBe('RD-EMP001-007');
  });

  it('takes the next number after the highest existing one of that prefix', () => {
    expect(nextSequence([], 'EMP001')).toBe(1);
    expect(nextSequence(['EMP001-001', 'EMP001-003', 'EMP001-002'], 'EMP001')).toBe(4);
    expect(nextSequence(['EMP0011-009', 'EMP001-abc', 'other'], 'EMP001')).toBe(1);
    expect(nextSequence(['RD-EMP001-005'], 'RD-EMP001')).toBe(6);
  });
});
