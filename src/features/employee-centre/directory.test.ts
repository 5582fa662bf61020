import { describe, expect, it } from 'vitest';
import { makeProfile, makeReport } from '@/test/factories';
import {
  chartData,
  dayRoster,
  filterDirectory,
  isDirector,
  lastNDays,
  lastProductivity,
  summarize,
  xLabelInterval,
} from './directory';

const asha = makeProfile();
const ravi = makeProfile({
  id: 'EMP004',
  employeeId: 'EMP004',
  name: 'Ravi Kumar',
  email: 'emp004@ics-rewards.test',
  userRole: 'manager',
});
const blocked = makeProfile({
  id: 'EMP900',
  employeeId: 'EMP900',
  name: 'Blocked Bina',
  email: 'emp900@ics-rewards.test',
  userStatus: 'blocked',
});
const inactive = makeProfile({
  id: 'EMP901',
  employeeId: 'EMP901',
  name: 'Idle Ivan',
  email: 'emp901@ics-rewards.test',
  isActive: false,
});
const director = makeProfile({
  id: 'DIR001',
  employeeId: 'DIR001',
  name: 'Dara Director',
  email: 'dir001@ics-rewards.test',
  designation: ' director ',
});
const all = [asha, ravi, blocked, inactive, director];
const base = { search: '', role: 'all', status: 'all' } as const;
const ids = (list: { employeeId: string }[]) => list.map((u) => u.employeeId);

describe('directory', () => {
  it('recognises directors whatever the case', () => {
    expect(isDirector({ designation: 'DIRECTOR' })).toBe(true);
    expect(isDirector({ designation: 'Director of Ops' })).toBe(false);
  });

  it('leaves directors out and filters by search, role and status', () => {
    expect(ids(filterDirectory(all, base))).toEqual(['EMP001', 'EMP004', 'EMP900', 'EMP901']);
    expect(ids(filterDirectory(all, { ...base, search: 'KUMAR' }))).toEqual(['EMP004']);
    expect(ids(filterDirectory(all, { ...base, search: 'emp00' }))).toEqual(['EMP001', 'EMP004']);
    expect(ids(filterDirectory(all, { ...base, search: 'emp004@ics' }))).toEqual(['EMP004']);
    expect(ids(filterDirectory(all, { ...base, search: 'dara' }))).toEqual([]);
    expect(ids(filterDirectory(all, { ...base, role: 'manager' }))).toEqual(['EMP004']);
    expect(ids(filterDirectory(all, { ...base, status: 'blocked' }))).toEqual(['EMP900']);
    expect(ids(filterDirectory(all, { ...base, status: 'unblocked', role: 'employee' }))).toEqual([
      'EMP001',
      'EMP901',
    ]);
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

  it('splits a day into submitted and missing, without directors, blocked or inactive users', () => {
    const roster = dayRoster(all, [
      makeReport({ employeeId: 'EMP004', employeeName: 'Ravi Kumar' }),
      makeReport({ employeeId: 'DIR001', employeeName: 'Dara Director' }),
    ]);
    expect(roster.submitted.map((s) => s.report.employeeId)).toEqual(['EMP004']);
    expect(ids(roster.missing)).toEqual(['EMP001']);
  });
});
