import { describe, expect, it } from 'vitest';
import { dayState, employedSpan, isWeeklyOff, isWorkingDay, monthGrid } from './calendar';

const today = new Date(2026, 10, 22, 10); // Sunday 22 Nov 2026
const reports = new Set(['2026-11-20', '2025-07-28']);

describe('calendar day states', () => {
  it('marks report days submitted', () => {
    expect(dayState(new Date(2026, 10, 20), today, reports)).toBe('submitted');
    expect(dayState(new Date(2025, 6, 28), today, reports)).toBe('submitted');
  });
  it('marks past working days without a report missed', () => {
    expect(dayState(new Date(2026, 10, 21), today, reports)).toBe('missed'); // Saturday
    expect(dayState(new Date(2026, 10, 19), today, reports)).toBe('missed');
  });
  it('never marks Sunday missed', () => {
    expect(dayState(new Date(2026, 10, 15), today, reports)).toBe('idle');
  });
  it('outlines today', () => {
    expect(dayState(new Date(2026, 10, 22, 23), today, reports)).toBe('today');
  });
  it('expects nobody before their account existed, nor after they left: those days are disabled, not missed', () => {
    // A new joiner created on Thursday 19 November 2026: Monday to Wednesday were never theirs to report.
    const joiner = employedSpan({ createdAt: new Date(2026, 10, 19, 15, 30), leftOn: null });
    expect(joiner).toEqual({ joined: '2026-11-19', left: null });
    for (const d of [16, 17, 18]) expect(dayState(new Date(2026, 10, d), today, reports, undefined, undefined, joiner)).toBe('disabled');
    expect(dayState(new Date(2026, 10, 19), today, reports, undefined, undefined, joiner)).toBe('missed');
    expect(dayState(new Date(2026, 10, 21), today, reports, undefined, undefined, joiner)).toBe('missed');
    // A leaver who left on Wednesday 18 November: missed up to that day, nothing after it.
    const leaver = employedSpan({ createdAt: new Date(2025, 0, 2), leftOn: '2026-11-18' });
    expect(dayState(new Date(2026, 10, 18), today, reports, undefined, undefined, leaver)).toBe('missed');
    expect(dayState(new Date(2026, 10, 19), today, reports, undefined, undefined, leaver)).toBe('disabled');
    // Without a known creation day (a legacy profile) every working day is expected.
    const legacy = employedSpan({ createdAt: null, leftOn: null });
    expect(dayState(new Date(2026, 10, 16), today, reports, undefined, undefined, legacy)).toBe('missed');
  });
  it('disables future days and days before 28 July 2025', () => {
    expect(dayState(new Date(2026, 10, 23), today, reports)).toBe('disabled');
    expect(dayState(new Date(2025, 6, 27), today, reports)).toBe('disabled');
  });
  it("marks a company holiday as its own state, never missed; a report on it still shows", () => {
    const holidays = new Map([
      ['2026-11-19', 'Founders Day'],
      ['2026-11-20', 'Guru Nanak Jayanti'],
      ['2026-12-25', 'Christmas'],
    ]);
    expect(dayState(new Date(2026, 10, 19), today, reports, holidays)).toBe('holiday');
    expect(dayState(new Date(2026, 10, 20), today, reports, holidays)).toBe('submitted');
    // A holiday ahead shows too (the days around it stay disabled).
    expect(dayState(new Date(2026, 11, 25), today, reports, holidays)).toBe('holiday');
    expect(dayState(new Date(2026, 11, 24), today, reports, holidays)).toBe('disabled');
    expect(isWorkingDay(new Date(2026, 10, 19), holidays)).toBe(false);
    expect(isWorkingDay(new Date(2026, 10, 15), holidays)).toBe(false);
    expect(isWorkingDay(new Date(2026, 10, 18), holidays)).toBe(true);
    // The weekly off by its day key: Sunday 29 November 2026, not the Saturday before it, nor a non-day.
    expect(isWeeklyOff('2026-11-29')).toBe(true);
    expect(isWeeklyOff('2026-11-28')).toBe(false);
    expect(isWeeklyOff('not a day')).toBe(false);
  });
  it('marks an approved leave day as its own state, never missed, also ahead; a holiday wins over it', () => {
    const leave = new Set(['2026-11-18', '2026-11-19', '2026-11-24']);
    const holidays = new Map([['2026-11-19', 'Founders Day']]);
    expect(dayState(new Date(2026, 10, 17), today, reports, holidays, leave)).toBe('missed');
    expect(dayState(new Date(2026, 10, 18), today, reports, holidays, leave)).toBe('leave');
    expect(dayState(new Date(2026, 10, 19), today, reports, holidays, leave)).toBe('holiday');
    expect(dayState(new Date(2026, 10, 24), today, reports, holidays, leave)).toBe('leave');
  });
  it('builds a Sunday-first month grid', () => {
    const grid = monthGrid(new Date(2026, 10, 5)); // Nov 2026 starts on a Sunday
    expect(grid[0]?.getDate()).toBe(1);
    expect(grid.filter(Boolean)).toHaveLength(30);
    const dec = monthGrid(new Date(2026, 11, 1)); // Tuesday
    expect(dec.slice(0, 2)).toEqual([null, null]);
  });
});
