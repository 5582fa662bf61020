import { describe, expect, it } from 'vitest';
import { IST_OFFSET_MS, istDayKey, istHour, istMonthKey } from './ist';

describe("India's clock (UTC+5:30)", () => {
  it('is 5 h 30 min ahead of UTC, with no daylight saving', () => {
    expect(IST_OFFSET_MS).toBe(330 * 60_000);
  });
  it("takes the day as India's: the next day from 18:30 UTC, whatever the device's zone", () => {
    expect(istDayKey(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    expect(istDayKey(new Date('2026-12-01T18:29:59Z'))).toBe('2026-12-01');
    expect(istDayKey(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
    expect(istDayKey(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
  it("takes the month as India's: a new month from 18:30 UTC on the UTC month's last day", () => {
    expect(istMonthKey(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(istMonthKey(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(istMonthKey(new Date('2026-12-31T18:31:00Z'))).toBe('2027-01');
  });
  it('gives the hour of the IST clock', () => {
    expect(istHour(new Date('2026-12-01T11:29:59Z'))).toBe(16);
    expect(istHour(new Date('2026-12-01T11:30:00Z'))).toBe(17);
    expect(istHour(new Date('2026-12-01T18:30:00Z'))).toBe(0);
  });
});
