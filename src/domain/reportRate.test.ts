import { describe, expect, it } from 'vitest';
import type { MonthTotals } from './insights';
import { reportRates, workingDaysUpTo } from './reportRate';

function total(month: string, department: string, extra: Partial<MonthTotals> = {}, opening = 0): MonthTotals {
  return {
    id: `${month}_${department}`, month, department,
    points: { opening, earned: 0, redeemed: 0, refund: 0, cancel: 0, adjustment: 0 },
    claims: 0, earners: 0, queuePoints: {}, queueClaims: {}, activityClaims: {}, reports: 0, reportDays: {},
    ...extra,
  };
}

describe('working days of a month up to today', () => {
  it('counts Monday to Saturday, up to and including today, from the first report day', () => {
    // November 2026: Sundays 1, 8, 15, 22, 29.
    expect(workingDaysUpTo('2026-11', '2026-11-30')).toBe(25);
    expect(workingDaysUpTo('2026-11', '2026-11-29')).toBe(24);
    expect(workingDaysUpTo('2026-11', '2026-11-02')).toBe(1);
    expect(workingDaysUpTo('2026-12', '2026-11-29')).toBe(0);
    // October 2026: 31 days, Sundays 4, 11, 18, 25.
    expect(workingDaysUpTo('2026-10', '2026-11-29')).toBe(27);
    // Reports start on Monday 28 July 2025.
    expect(workingDaysUpTo('2025-07', '2026-01-01')).toBe(4);
    expect(workingDaysUpTo('2025-06', '2026-01-01')).toBe(0);
  });

  it("leaves the company's holidays out", () => {
    expect(workingDaysUpTo('2026-11', '2026-11-30', new Map([['2026-11-09', 'Holiday'], ['2026-11-15', 'On a Sunday']]))).toBe(24);
  });
});

describe('the submission rate', () => {
  const totals = [
    total('2026-10', 'HR', { reports: 40, reportDays: { '01': 2 } }, 100),
    total('2026-10', 'Loocafe', { reports: 27 }, 50),
    total('2026-11', 'HR', { reports: 60 }, 50),
  ];
  /** Today's active employees by department (the kept headcounts). */
  const active = { HR: 6, Loocafe: 2 };

  it("is the reports filed over working days times the department's active employees, per department and month", () => {
    const rates = reportRates(totals, ['2026-10', '2026-11'], ['HR', 'Loocafe', 'Tech Team'], '2026-11-29', active);
    expect(rates.map((r) => [r.department, r.month, r.filed, r.workingDays])).toEqual([
      ['HR', '2026-10', 40, 27], ['HR', '2026-11', 60, 24],
      ['Loocafe', '2026-10', 27, 27], ['Loocafe', '2026-11', 0, 24],
      ['Tech Team', '2026-10', 0, 27], ['Tech Team', '2026-11', 0, 24],
    ]);
    const [hrOct, hrNov, looOct, looNov, techOct] = rates;
    expect(hrOct).toMatchObject({ expected: 27 * 6, rate: 40 / (27 * 6) });
    expect(hrNov).toMatchObject({ expected: 144, rate: 60 / 144 });
    expect(looOct).toMatchObject({ expected: 54, rate: 27 / 54 });
    expect(looNov).toMatchObject({ expected: 48, rate: 0 });
    // Nobody active in Tech Team: nothing expected, no rate.
    expect(techOct).toMatchObject({ expected: 0, rate: null });
  });

  it('has no expected count or rate without the active employees', () => {
    expect(reportRates(totals, ['2026-11'], ['HR'], '2026-11-29', null)).toEqual([
      { department: 'HR', month: '2026-11', filed: 60, workingDays: 24, expected: null, rate: null },
    ]);
  });
});
