import { describe, expect, it } from 'vitest';
import {
  chartData,
  dayHeadcountText,
  dayOff,
  isDirector,
  lastNDays,
  lastProductivity,
  summarize,
  xLabelInterval,
} from './directory';

describe('directory', () => {
  it("says a day's headcount, with those off for a holiday or the weekly off", () => {
    expect(dayHeadcountText({ submitted: 12, missing: 3, onLeave: 0, holiday: 0, weeklyOff: 0 })).toBe(
      '12 of 15 employees reported, 3 missing (blocked and deactivated accounts and Directors are not counted).',
    );
    const sunday = { submitted: 1, missing: 0, onLeave: 2, holiday: 0, weeklyOff: 10 };
    expect(dayHeadcountText(sunday)).toBe(
      '1 of 13 employees reported, 0 missing, 2 on leave, 10 off on Sunday, the weekly off (blocked and deactivated accounts and Directors are not counted).',
    );
    expect(dayOff(sunday)).toBe(true);
    expect(dayOff({ holiday: 4, weeklyOff: 0 })).toBe(true);
    expect(dayOff({ holiday: 0, weeklyOff: 0 })).toBe(false);
    expect(dayOff(undefined)).toBe(false);
  });

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
