import { format, isValid, parseISO } from 'date-fns';

/**
 * Dates, one format per kind (docs/architecture.md, 'Dates and numbers'), each with its formatter
 * here; screens never format a date themselves:
 * - a calendar day (a claim's submitted, completion and review days, a report's day, a date picker):
 *   en-US short, 'Nov 2, 2026' (`formatDate`);
 * - an instant (a report filed, a ledger entry, a notification): en-US with a 12-hour time,
 *   'Nov 2, 2026, 3:04 PM' (`formatDateTime`), or its time alone, '3:04 PM' (`formatTime`);
 * - a redemption's day and instant: en-IN, '2 Nov 2026' and '2 Nov 2026, 3:04:09 pm'
 *   (`formatRedemptionDate`, `formatRedemptionDateTime`);
 * - a date of birth: long US, 'May 12, 1994' (`formatLongDate`);
 * - the claim's days on a reviewer's request page: dd/mm/yyyy, '02/11/2026' (`formatDayMonthYear`);
 * - the last report day in an employee's summary: '3rd November' (`formatOrdinalDayMonth`);
 * - a calendar's month and day: 'November 2026' (`formatMonthTitle`), 'Monday, November 2, 2026'
 *   (`formatWeekdayDate`).
 */

/** A calendar day as `YYYY-MM-DD` in local time. */
export function toDayKey(date: Date): string {
  // By hand rather than date-fns `format`: screens call this for every day they lay out.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day keys of the calendar month of `month` (local time), as a month's queries ask. */
export function monthDays(month: Date): { from: string; to: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return { from: toDayKey(first), to: toDayKey(last) };
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

/** A `YYYY-MM-DD` day key of a day that exists ('2026-02-31' is not one). */
export function isCalendarDay(value: unknown): value is string {
  return isDayKey(value) && parseDay(value) !== null;
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
const IN_DATE_TIME = lazyFormat('en-IN', { ...DATE_TIME_OPTIONS, second: '2-digit' });

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
/** A redemption's instant in en-IN with seconds (employee detail: 'timestamp with seconds'). */
export const formatRedemptionDateTime = (value: unknown, fallback = 'N/A') =>
  fmt(IN_DATE_TIME, value, fallback);

const IN_MONTH_LONG = lazyFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const IN_MONTH_SHORT = lazyFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLabels = new Map<string, string>();

/**
 * A month key ('2026-11') in en-IN: 'November 2026' (long) or 'Nov 26' (short). One formatter each,
 * made on first use, and each month's text kept: Insights' tables print a month on every row and
 * re-render as their figures arrive (building a formatter per call cost a 4x phone ~0.3 s a load).
 */
export function formatMonth(month: string, style: 'long' | 'short' = 'long'): string {
  const key = `${style}:${month}`;
  const known = monthLabels.get(key);
  if (known !== undefined) return known;
  const [y = 0, m = 1] = month.split('-').map(Number);
  const text = (style === 'long' ? IN_MONTH_LONG : IN_MONTH_SHORT)().format(new Date(Date.UTC(y, m - 1, 1)));
  monthLabels.set(key, text);
  return text;
}

/** dd/mm/yyyy: every claim day on a reviewer's request detail page. */
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

/** A time of day, e.g. '3:04 PM' (the time of an instant whose day is shown beside it). */
export function formatTime(value: unknown, fallback = 'N/A'): string {
  if (value === undefined || value === null || value === '') return fallback;
  const d = parseDay(value);
  return d ? format(d, 'h:mm a') : 'Invalid Date';
}

/** A calendar's month, e.g. 'November 2026'. */
export function formatMonthTitle(month: Date): string {
  return format(month, 'MMMM yyyy');
}

/** A calendar day with its weekday, e.g. 'Monday, November 2, 2026' (a calendar cell's name). */
export function formatWeekdayDate(day: Date): string {
  return format(day, 'EEEE, MMMM d, yyyy');
}
