import { addMonths, addYears, startOfMonth, startOfYear } from 'date-fns';

export const DATE_FILTERS = ['all', 'thisMonth', 'lastMonth', 'last6Months', 'lastYear', 'customYear'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  all: 'All time',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last6Months: 'Last 6 months',
  lastYear: 'Last year',
  customYear: 'Custom year',
};

/** Half-open range [from, to) for a date filter; null means no bound. */
export function dateFilterRange(
  filter: DateFilter,
  now: Date,
  customYear?: number,
): { from: Date | null; to: Date | null } {
  switch (filter) {
    case 'all':
      return { from: null, to: null };
    case 'thisMonth':
      return { from: startOfMonth(now), to: null };
    case 'lastMonth':
      return { from: startOfMonth(addMonths(now, -1)), to: startOfMonth(now) };
    case 'last6Months':
      return { from: addMonths(now, -6), to: null };
    case 'lastYear':
      return { from: addYears(now, -1), to: null };
    case 'customYear': {
      const year = customYear ?? now.getFullYear();
      const from = startOfYear(new Date(year, 0, 1));
      return { from, to: addYears(from, 1) };
    }
  }
}

export function inDateFilter(date: Date | null, filter: DateFilter, now: Date, customYear?: number): boolean {
  if (filter === 'all') return true;
  if (!date) return false;
  const { from, to } = dateFilterRange(filter, now, customYear);
  return (!from || date >= from) && (!to || date < to);
}

/** A From/To range of day keys ('' is open): the message when From is after To, else null. */
export function dayRangeError(range: { from: string; to: string }): string | null {
  return range.from && range.to && range.from > range.to ? "'From' must be on or before 'To'." : null;
}
