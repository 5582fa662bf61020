import { describe, expect, it } from 'vitest';
import { REVIEW_HOURS_CAP, hoursLabel, percentileHours, reviewHours, turnaround, type ReviewTimes } from './turnaround';

const at = (iso: string) => new Date(iso);

describe('review turnaround', () => {
  it('counts whole hours waited, never negative, capped at the last bucket', () => {
    expect(reviewHours(at('2026-09-01T00:00:00Z'), at('2026-09-01T00:59:59Z'))).toBe(0);
    expect(reviewHours(at('2026-09-01T00:00:00Z'), at('2026-09-02T06:30:00Z'))).toBe(30);
    expect(reviewHours(at('2026-09-01T00:00:00Z'), at('2026-08-31T00:00:00Z'))).toBe(0);
    expect(reviewHours(at('2026-01-01T00:00:00Z'), at('2026-09-01T00:00:00Z'))).toBe(REVIEW_HOURS_CAP);
  });

  it('takes the nearest-rank median and 90th percentile of a histogram', () => {
    // 10 decisions: 1,1,2,2,2,5,5,8,40,100 hours.
    const hours = { '1': 2, '2': 3, '5': 2, '8': 1, '40': 1, '100': 1 };
    expect(percentileHours(hours, 0.5)).toBe(2);
    expect(percentileHours(hours, 0.9)).toBe(40);
    expect(percentileHours(hours, 1)).toBe(100);
    expect(percentileHours({ '7': 1 }, 0.5)).toBe(7);
    expect(percentileHours({}, 0.5)).toBeNull();
    expect(percentileHours({ '3': 0 }, 0.5)).toBeNull();
  });

  it("merges a queue's months of the range only, other queues apart", () => {
    const times: ReviewTimes[] = [
      { month: '2026-08', queues: { M1: { decided: 2, hours: { '1': 1, '3': 1 } } } },
      { month: '2026-09', queues: { M1: { decided: 2, hours: { '10': 2 } }, M2: { decided: 1, hours: { '50': 1 } } } },
      { month: '2026-06', queues: { M1: { decided: 5, hours: { '700': 5 } } } },
    ];
    expect(turnaround(times, ['2026-08', '2026-09'], ['M1', 'M2', 'M3'])).toEqual([
      { queue: 'M1', decided: 4, median: 3, p90: 10 },
      { queue: 'M2', decided: 1, median: 50, p90: 50 },
      { queue: 'M3', decided: 0, median: null, p90: null },
    ]);
  });

  it('labels hours, the last bucket and no decisions', () => {
    expect(hoursLabel(5)).toBe('5 h');
    expect(hoursLabel(REVIEW_HOURS_CAP)).toBe('720 h or more');
    expect(hoursLabel(null)).toBe('—');
  });
});
