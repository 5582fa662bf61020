import { describe, expect, it } from 'vitest';
import { pendingFilter } from '@/data/claims/hooks';
import { claimKeys } from '@/data/claims/queries';
import { claimFilterFor, isValidCustomYear, parseQueue, parseTab } from './claimFilters';

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
      statuses: ['pending', 'awaiting_second', 'under_review', 'approved'],
    });
    expect(
      claimFilterFor('paid', { dateFilter: 'customYear', customYear: 2024, managerId: 'M2', now }),
    ).toEqual({
      statuses: ['paid'],
      managerIds: ['M2'],
      from: new Date(2024, 0, 1),
      to: new Date(2025, 0, 1),
    });
    expect(
      claimFilterFor('rejected', { dateFilter: 'lastMonth', customYear: 2026, managerId: '', now }),
    ).toEqual({
      statuses: ['rejected'],
      from: new Date(2026, 9, 1),
      to: new Date(2026, 10, 1),
    });
    expect(
      claimFilterFor('pending', { dateFilter: 'thisMonth', customYear: 2026, managerId: '', now }),
    ).toEqual({
      statuses: ['pending', 'awaiting_second', 'under_review', 'approved'],
      from: new Date(2026, 10, 1),
    });
  });

  it("limits the tab to the queues in scope ('My queue'); a Manager filter picks one of them", () => {
    const base = { dateFilter: 'all', customYear: 2026, now } as const;
    expect(claimFilterFor('paid', { ...base, managerId: '', queues: ['M1', 'M3'] })).toEqual({
      statuses: ['paid'],
      managerIds: ['M1', 'M3'],
    });
    expect(claimFilterFor('paid', { ...base, managerId: 'M3', queues: ['M1', 'M3'] })).toEqual({
      statuses: ['paid'],
      managerIds: ['M3'],
    });
    // A Manager outside my queues (a stale choice) does not widen My queue.
    expect(claimFilterFor('paid', { ...base, managerId: 'M2', queues: ['M1', 'M3'] })).toEqual({
      statuses: ['paid'],
      managerIds: ['M1', 'M3'],
    });
  });

  it("gives My queue's Pending tab the very query of the drawer's count (one read serves both)", () => {
    const queues = ['M1', 'M2'];
    const tab = claimFilterFor('pending', { dateFilter: 'all', customYear: 2026, managerId: '', now, queues });
    expect(claimKeys.count(tab)).toEqual(claimKeys.count(pendingFilter(queues)));
    const all = claimFilterFor('pending', { dateFilter: 'all', customYear: 2026, managerId: '', now });
    expect(claimKeys.count(all)).toEqual(claimKeys.count(pendingFilter(undefined)));
  });

  it('reads the queue scope from the URL: My queue unless ?queue=all', () => {
    expect(parseQueue(null)).toBe('mine');
    expect(parseQueue('all')).toBe('all');
    expect(parseQueue('other')).toBe('mine');
  });
});
