import { describe, expect, it } from 'vitest';
import {
  chartData,
  isDirector,
  lastNDays,
  lastProductivity,
  summarize,
  xLabelInterval,
} from './directory';

describe('directory', () => {
  it('recognises directors whatever the case', () => {
    expect(isDirector({ designation: 'DIRECTOR' })).toBe(true);
    expect(isDirector({ designation: 'Director of Ops' })).toBe(false);
  });

  it('prefers the last report instant, then its day', () => {
    const at = new Date('2025-09-01T18:00:00');
    expect(lastProductivity({ lastProductivityAt: at, lastProductivityDate: '2025-08-01' })).toBe(at);
    expect(lastProductivity({ lastProductivityAt: null, lastProductivityDate: '2025-08-01' })).toEqual(
      new Date(2025, 7, 1),
    );
    expect(lastProductivity({ lastProductivityAt: null, lastProductivityDate: null })).toBeNull();
  });

  it('builds a 30-day window ending today with about six x labels', () => {
    const days = lastNDays(new Date(2025, 8, 30, 15, 0), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-09-01');
    expect(days[29]).toBe('2025-09-30');
    expect(xLabelInterval(30)).toBe(4);
    expect(Math.ceil(30 / (xLabelInterval(30) + 1))).toBe(6);
    expect(xLabelInterval(3)).toBe(0);
  });

  it('summarises counts with a one-decimal average over days with reports', () => {
    const data = chartData(
      ['2025-09-01', '2025-09-02', '2025-09-03'],
      new Map([
        ['2025-09-01', 3],
        ['2025-09-03', 4],
      ]),
    );
    expect(data.map((d) => d.label)).toEqual(['Sep 1', 'Sep 2', 'Sep 3']);
    expect(data.map((d) => d.count)).toEqual([3, 0, 4]);
    expect(summarize(data)).toEqual({ total: 7, daysWithReports: 2, average: '3.5' });
    expect(summarize(chartData(['2025-09-01'], new Map()))).toEqual({
      total: 0,
      daysWithReports: 0,
      average: '0.0',
    });
  });
});
