import { describe, expect, it } from 'vitest';
import { claimFilterFor, isValidCustomYear, parseTab } from './claimFilters';

const now = new Date(2026, 10, 22, 12, 0, 0);

describe('Manage Requests filters', () => {
  it('reads the tab from the URL, defaulting to pending', () => {
    expect(parseTab('paid')).toBe('paid');
    expect(parseTab('rejected')).toBe('rejected');
    expect(parseTab('approved')).toBe('pending');
    expect(parseTab(null)).toBe('pending');
  });

  it('accepts custom years from 2020 to the current year', () => {
    expect(isValidCustomYear('2020', now)).toBe(true);
    expect(isValidCustomYear('2026', now)).toBe(true);
    expect(isValidCustomYear('2019', now)).toBe(false);
    expect(isValidCustomYear('2027', now)).toBe(false);
    expect(isValidCustomYear('20a1', now)).toBe(false);
    expect(isValidCustomYear('', now)).toBe(false);
  });

  it('turns the date filter into a createdAt range and adds the manager', () => {
    expect(claimFilterFor('pending', { dateFilter: 'all', customYear: 2026, managerId: '', now })).toEqual({
      status: 'pending',
    });
    expect(
      claimFilterFor('paid', { dateFilter: 'customYear', customYear: 2024, managerId: 'M2', now }),
    ).toEqual({
      status: 'paid',
      managerId: 'M2',
      from: new Date(2024, 0, 1),
      to: new Date(2025, 0, 1),
    });
    expect(
      claimFilterFor('rejected', { dateFilter: 'lastMonth', customYear: 2026, managerId: '', now }),
    ).toEqual({
      status: 'rejected',
      from: new Date(2026, 9, 1),
      to: new Date(2026, 10, 1),
    });
    expect(
      claimFilterFor('pending', { dateFilter: 'thisMonth', customYear: 2026, managerId: '', now }),
    ).toEqual({
      status: 'pending',
      from: new Date(2026, 10, 1),
    });
  });
});
