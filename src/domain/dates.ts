import { format, isValid, parseISO } from 'date-fns';

/** A calendar day as `YYYY-MM-DD` in local time. */
export function toDayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** `YYYYMMDD` as stored in productivity reports. */
export function toDayNumber(dayKey: string): number {
  return Number(dayKey.replaceAll('-', ''));
}

export function dayNumberToKey(n: number): string {
  const s = String(n);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** Parses a day key or anything Date can read; null when it is not a valid date. */
export function parseDay(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

const US_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const US_LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const US_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const IN_DATE = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'short', day: 'numeric' });
const IN_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function fmt(formatter: Intl.DateTimeFormat, value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  const d = parseDay(value);
  return d ? formatter.format(d) : 'Invalid Date';
}

/** en-US, e.g. 'Nov 22, 2026'. Missing -> 'N/A', unreadable -> 'Invalid Date'. */
export const formatDate = (value: unknown, fallback = 'N/A') => fmt(US_DATE, value, fallback);
/** Long US date, e.g. 'November 22, 2026' (profile date of birth). */
export const formatLongDate = (value: unknown, fallback = 'N/A') => fmt(US_LONG_DATE, value, fallback);
/** en-US with a 12-hour time. */
export const formatDateTime = (value: unknown, fallback = 'N/A') => fmt(US_DATE_TIME, value, fallback);
/** Redemption dates use en-IN. */
export const formatRedemptionDate = (value: unknown, fallback = 'N/A') => fmt(IN_DATE, value, fallback);
export const formatRedemptionDateTime = (value: unknown, fallback = 'N/A') => fmt(IN_DATE_TIME, value, fallback);

/** dd/mm/yyyy (request detail). */
export function formatDayMonthYear(value: unknown, fallback = 'N/A'): string {
  if (value === undefined || value === null || value === '') return fallback;
  const d = parseDay(value);
  return d ? format(d, 'dd/MM/yyyy') : 'Invalid Date';
}

/** Ordinal day plus month, e.g. '3rd November'. */
export function formatOrdinalDayMonth(value: unknown): string {
  const d = parseDay(value);
  return d ? format(d, 'do MMMM') : 'Invalid Date';
}

export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );
}
