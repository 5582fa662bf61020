import { describe, expect, it } from 'vitest';
import { activityLabel, activityRanking, monthFigures, monthsEnding, totalsDepartment, type MonthTotals } from './insights';

function total(month: string, department: string, points: Partial<MonthTotals['points']>, extra: Partial<MonthTotals> = {}): MonthTotals {
  return {
    id: `${month}_${department}`,
    month,
    department,
    points: { opening: 0, earned: 0, redeemed: 0, refund: 0, cancel: 0, adjustment: 0, ...points },
    claims: 0,
    earners: 0,
    queuePoints: {},
    queueClaims: {},
    activityClaims: {},
    reports: 0,
    reportDays: {},
    ...extra,
  };
}

const TOTALS = [
  total('2026-08', 'HR', { opening: 100 }),
  total('2026-09', 'HR', { earned: 300, redeemed: -100 }, { claims: 3, earners: 2, queuePoints: { M3: 300 }, queueClaims: { M3: 3 }, activityClaims: { M3_PA001: 2, M3_PA002: 1 } }),
  total('2026-09', 'Loocafe', { earned: 50, refund: 100, cancel: 20, adjustment: -10 }, { claims: 1, earners: 1, queuePoints: { M1: 50 }, queueClaims: { M1: 1 }, activityClaims: { M1_PA001: 1 } }),
  total('2026-11', 'HR', { earned: 200 }, { claims: 1, earners: 1, queuePoints: { M3: 200 }, queueClaims: { M3: 1 }, activityClaims: { M3_PA003: 1 } }),
];

describe('Insights figures from month totals', () => {
  it('names the months of a range oldest first, across a year', () => {
    expect(monthsEnding('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('every department: zero for an empty month, liability the running sum of every earlier net, paid out and share', () => {
    const f = monthFigures(TOTALS, ['2026-09', '2026-10', '2026-11'], { kind: 'all' }, { '2026-09': 250 }, 10);
    expect(f[0]).toEqual({
      month: '2026-09', earned: 350, claims: 4, adjusted: -10, redeemed: 100, refunded: 120, paidOut: 250,
      liability: 100 + 300 - 100 + 50 + 100 + 20 - 10, earners: 3, share: 0.3,
    });
    expect(f[1]).toMatchObject({ month: '2026-10', earned: 0, claims: 0, redeemed: 0, paidOut: 0, liability: 460, earners: 0, share: 0 });
    expect(f[2]).toMatchObject({ earned: 200, liability: 660 });
  });

  it('one department: its own totals only, no paid out or share', () => {
    const [sep] = monthFigures(TOTALS, ['2026-09'], { kind: 'department', department: 'Loocafe' }, { '2026-09': 250 }, 10);
    expect(sep).toMatchObject({ earned: 50, refunded: 120, adjusted: -10, liability: 160, paidOut: null, share: null, earners: 1 });
  });

  it("one queue: its credits across departments, nothing that is not a queue's", () => {
    const [sep] = monthFigures(TOTALS, ['2026-09'], { kind: 'queue', queue: 'M3' }, null, null);
    expect(sep).toEqual({ month: '2026-09', earned: 300, claims: 3, adjusted: null, redeemed: null, refunded: null, paidOut: null, liability: null, earners: null, share: null });
  });

  it('ranks activities by credited claims and lists the active ones never claimed in the range', () => {
    expect(activityRanking(TOTALS, ['2026-09', '2026-10'], { kind: 'all' }, ['PA001', 'PA002', 'PA003', 'PA004'])).toEqual({
      top: [{ activityId: 'PA001', claims: 3 }, { activityId: 'PA002', claims: 1 }],
      never: ['PA003', 'PA004'],
    });
    expect(activityRanking(TOTALS, ['2026-09'], { kind: 'queue', queue: 'M1' }, ['PA001', 'PA002']).top).toEqual([{ activityId: 'PA001', claims: 1 }]);
  });

  it("counts a posting under the profile's first department, 'none' without one", () => {
    expect(totalsDepartment(['Loocafe', 'HR'])).toBe('Loocafe');
    expect(totalsDepartment([])).toBe('none');
    expect(totalsDepartment(undefined)).toBe('none');
  });
});

describe('activityLabel', () => {
  const catalogue = new Map([['A1', 'Training completed']]);
  it("names a catalogue activity by its name", () => {
    expect(activityLabel('A1', catalogue)).toBe('Training completed');
  });
  it('says when a credited activity is not in the catalogue, once the catalogue is read', () => {
    expect(activityLabel('GONE', catalogue)).toBe('GONE (not in the catalogue)');
  });
  it('shows the ID alone while the catalogue is still loading', () => {
    expect(activityLabel('A1', null)).toBe('A1');
  });
});
