import { format, isValid, parseISO } from 'date-fns';

/** A calendar day as `YYYY-MM-DD` in local time. */
export function toDayKey(date: Date): string {
  // By hand rather than date-fns `format`: screens call this for every day they lay out.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYYMMDD` as stored in productivity reports. */
export function toDayNumber(dayKey: string): number {
  return Number(dayKey.replaceAll('-', ''));
}

export function dayNumberToKey(n: number): string {
  const s = String(n);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** A `YYYY-MM-DD` day key (its shape; parseDay also checks that the day exists). */
export function isDayKey(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** Parses a day key or anything Date can read; null when it is not a valid date. */
export function parseDay(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const d = isDayKey(value) ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/**
 * A formatter made on first use: building an Intl.DateTimeFormat loads locale data and costs
 * tens of milliseconds on a slow phone, and most screens need one of these or none.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
const US_LONG_DATE = lazyFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const US_DATE_TIME = lazyFormat('en-US', DATE_TIME_OPTIONS);
const IN_DATE = lazyFormat('en-IN', { year: 'numeric', month: 'short', day: 'numeric' });

function fmt(formatter: () => Intl.DateTimeFormat, value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  const d = parseDay(value);
  return d ? formatter().format(d) : 'Invalid Date';
}

const US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** en-US, e.g. 'Nov 22, 2026'. Missing -> 'N/A', unreadable -> 'Invalid Date'. */
export function formatDate(value: unknown, fallback = 'N/A'): string {
  if (value === undefined || value === null || value === '') return fallback;
  const d = parseDay(value);
  // What Intl's en-US short date prints ('Nov 2, 2026'), by hand: it is on the dashboard, and the
  // first Intl formatter a page builds loads locale data (120 ms of a 4x-throttled phone).
  return d ? `${US_MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}` : 'Invalid Date';
}
/** Long US date, e.g. 'November 22, 2026' (profile date of birth). */
export const formatLongDate = (value: unknown, fallback = 'N/A') => fmt(US_LONG_DATE, value, fallback);
/** en-US with a 12-hour time. */
export const formatDateTime = (value: unknown, fallback = 'N/A') => fmt(US_DATE_TIME, value, fallback);
/** Redemption dates use en-IN. */
export const formatRedemptionDate = (value: unknown, fallback = 'N/A') => fmt(IN_DATE, value, fallback);

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

/**
 * Whole rupees with Indian digit grouping, e.g. '₹1,00,000': what Intl.NumberFormat('en-IN',
 * currency INR, no decimals) prints, by hand, because making that formatter loads currency data
 * and costs a slow phone about 25 ms, on the dashboard's first paint.
 */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isFinite(amount) || whole >= 1e15) {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(amount);
  }
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${grouped}`;
}
