import { REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { CUSTOM_YEAR_MIN } from '@/domain/constants';
import { dateFilterRange, type DateFilter } from '@/domain/dateFilters';
import type { ClaimFilter } from '@/data/claims/api';
import type { ClaimStatus } from '@/domain/types';

/** The three tabs of Manage Requests, in order. */
export const REQUEST_TABS = ['pending', 'paid', 'rejected'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

export const TAB_LABELS: Record<RequestTab, string> = {
  pending: 'Pending',
  paid: 'Paid',
  rejected: 'Rejected',
};

export const EMPTY_HINTS: Record<RequestTab, string> = {
  pending: 'No pending claims at the moment',
  paid: 'No paid claims found',
  rejected: 'No rejected claims found',
};

export function parseTab(value: string | null): RequestTab {
  return (REQUEST_TABS as readonly string[]).includes(value ?? '') ? (value as RequestTab) : 'pending';
}

/** A custom year is a whole number from 2020 to the current year. */
export function isValidCustomYear(value: string, now: Date): boolean {
  if (!/^\d{4}$/.test(value.trim())) return false;
  const year = Number(value);
  return year >= CUSTOM_YEAR_MIN && year <= now.getFullYear();
}

/** The statuses each tab lists: Pending also holds the legacy claims awaiting review. */
export const TAB_STATUSES: Record<RequestTab, readonly ClaimStatus[]> = {
  pending: REVIEWABLE_CLAIM_STATUSES,
  paid: ['paid'],
  rejected: ['rejected'],
};

/** 'My queue' (the default, no parameter) or 'All queues' (`?queue=all`). */
export type QueueScope = 'mine' | 'all';

export function parseQueue(value: string | null): QueueScope {
  return value === 'all' ? 'all' : 'mine';
}

/**
 * The query filter for one tab: its statuses, the queues (`queues`: the ones in scope, undefined for
 * every queue), the Manager filter within them, and the createdAt range of the date filter.
 */
export function claimFilterFor(
  status: RequestTab,
  opts: {
    dateFilter: DateFilter;
    customYear: number;
    managerId: string;
    now: Date;
    queues?: readonly string[] | undefined;
  },
): ClaimFilter {
  const { from, to } = dateFilterRange(opts.dateFilter, opts.now, opts.customYear);
  const filter: ClaimFilter = { statuses: TAB_STATUSES[status] };
  const { managerId, queues } = opts;
  // A Manager outside the queues in scope is not offered; a stale one in the URL is ignored.
  if (managerId && (!queues || queues.includes(managerId))) filter.managerIds = [managerId];
  else if (queues) filter.managerIds = queues;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}
