import { describe, expect, it } from 'vitest';
import { makeRedemption } from '@/test/factories';
import { matchesRedemption, searchResults } from './search';

const asha = makeRedemption();
const ravi = makeRedemption({
  id: 'RD-EMP004-001',
  referenceId: 'RD-EMP004-001',
  employeeId: 'EMP004',
  employeeName: 'Ravi Kumar',
  createdAt: new Date('2025-09-10T09:00:00Z'),
});

describe('matchesRedemption', () => {
  it.each(['rd-emp001', 'EMP001', 'asha', 'VERMA', '  sha v '])('finds Asha by %s', (term) => {
    expect(matchesRedemption(asha, term)).toBe(true);
  });
  it('does not match other employees', () => {
    expect(matchesRedemption(asha, 'ravi')).toBe(false);
  });
  it('matches everything for an empty term', () => {
    expect(matchesRedemption(asha, '  ')).toBe(true);
  });
});

describe('searchResults', () => {
  it('merges loaded and server matches once each, newest first', () => {
    const result = searchResults([asha], [ravi, asha], 'RD-EMP');
    expect(result.map((r) => r.id)).toEqual(['RD-EMP004-001', 'RD-EMP001-001']);
  });
  it('filters server results by the same rule', () => {
    expect(searchResults([asha], [ravi], 'asha').map((r) => r.id)).toEqual(['RD-EMP001-001']);
  });
});
