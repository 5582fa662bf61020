import { CUSTOM_YEAR_MIN } from '@/domain/constants';
import { dateFilterRange, type DateFilter } from '@/domain/dateFilters';
import type { ClaimFilter } from '@/data/claims/api';

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

/** The query filter for one tab: status, manager and the createdAt range of the date filter. */
export function claimFilterFor(
  status: RequestTab,
  opts: { dateFilter: DateFilter; customYear: number; managerId: string; now: Date },
): ClaimFilter {
  const { from, to } = dateFilterRange(opts.dateFilter, opts.now, opts.customYear);
  const filter: ClaimFilter = { status };
  if (opts.managerId) filter.managerId = opts.managerId;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}
