/**
 * Review turnaround (docs/data-model.md#insights): how long claims waited from submission to their
 * decision. Every decision (an approval that credits, a rejection) counts its claim in its queue's hour
 * bucket of its wait, in `reviewTimes/{YYYY-MM}` of the decision's IST month (one document a month, every
 * queue); the median and the 90th percentile come from the buckets, never from reading claims.
 */

/** Waits are kept in whole hours; this many hours or more share the last bucket ('720 h or more'). */
export const REVIEW_HOURS_CAP = 720;

/**
 * The rules recompute the wait from the server's time of the decision and accept the app's figure within
 * this many hours of it (the browser's clock, and the moment it computed, differ a little from the
 * server's commit).
 */
export const REVIEW_HOURS_SLACK = 1;

/** The whole hours from `submitted` to `decided`, capped (never negative). */
export function reviewHours(submitted: Date, decided: Date): number {
  const hours = Math.floor((decided.getTime() - submitted.getTime()) / 3_600_000);
  return Math.min(REVIEW_HOURS_CAP, Math.max(0, hours));
}

/** One queue's decisions of one month. */
export interface QueueTimes {
  /** Decisions counted. */
  decided: number;
  /** Decisions by whole hours waited ('0'..'720'). */
  hours: Record<string, number>;
}

/** One month's decisions, by queue, as stored in reviewTimes/{YYYY-MM}. */
export interface ReviewTimes {
  month: string;
  queues: Record<string, QueueTimes>;
}

/** A queue's turnaround over a range of months. */
export interface Turnaround {
  queue: string;
  decided: number;
  /** Hours; null without decisions. */
  median: number | null;
  p90: number | null;
}

/**
 * The nearest-rank percentile `p` (0..1) of a histogram of hours: the smallest hour at or below which at
 * least p of the decisions fall.
 */
export function percentileHours(hours: Readonly<Record<string, number>>, p: number): number | null {
  const buckets = Object.entries(hours)
    .map(([h, n]) => [Number(h), n] as const)
    .filter(([h, n]) => Number.isInteger(h) && h >= 0 && n > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((a, [, n]) => a + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [h, n] of buckets) {
    seen += n;
    if (seen >= rank) return h;
  }
  return buckets[buckets.length - 1]?.[0] ?? null;
}

/** Each queue's median and 90th percentile over the months of the range (zero decisions: null). */
export function turnaround(times: readonly ReviewTimes[], months: readonly string[], queues: readonly string[]): Turnaround[] {
  return queues.map((queue) => {
    const merged: Record<string, number> = {};
    let decided = 0;
    for (const t of times) {
      const q = t.queues[queue];
      if (!q || !months.includes(t.month)) continue;
      decided += q.decided;
      for (const [h, n] of Object.entries(q.hours)) merged[h] = (merged[h] ?? 0) + n;
    }
    return { queue, decided, median: percentileHours(merged, 0.5), p90: percentileHours(merged, 0.9) };
  });
}

/** '36 h', or '720 h or more' for the last bucket; '—' without decisions. */
export function hoursLabel(hours: number | null): string {
  if (hours === null) return '—';
  return hours >= REVIEW_HOURS_CAP ? `${REVIEW_HOURS_CAP} h or more` : `${hours} h`;
}
