/**
 * Insights' daily-report submission rate equals what the reports say (docs/data-model.md#insights). A
 * sample organisation (three departments, one employee in two, a Director) files reports through the
 * app's own fileTodaysReport: today's with the rules on, yesterday's (filed late) and tomorrow's with the
 * rules off (the rules take today in IST only; the old ±1 day let a browser a zone behind or ahead file them). The rate read the screen's way (the month totals and the kept headcounts'
 * active employees by department) is compared with the same figures computed directly from every report and
 * profile.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, getDocs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeEmployees, listMonthTotals } from '@/data/insights/api';
import { fileTodaysReport } from '@/data/reports/api';
import { istDayKey } from '@/domain/ist';
import { isDirector } from '@/domain/directors';
import { reportRates, workingDaysUpTo } from '@/domain/reportRate';
import { deleteAllApps, ownerDb, rosterRow, signedUpPeople } from '../support/appClients';
import { adminRead, closeRulesEnv } from '../support/rules';
import { expectTotalsMatchLedger } from '../support/totals';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
const DEPARTMENTS = ['Loocafe', 'HR', 'Tech Team', 'Ixora FM'];
const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000);

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('EMP001', 'employee', [], ['Loocafe']),
    rosterRow('EMP002', 'employee', [], ['Loocafe', 'HR']),
    rosterRow('EMP003', 'employee', [], ['HR']),
    rosterRow('EMP004', 'employee', [], ['Tech Team']),
    rosterRow('EMP005', 'employee', [], ['Tech Team']),
    { ...rosterRow('DIR001', 'employee', [], ['HR']), designation: 'Director' },
  ]);
  const file = async (e: string, offset = 0) => fileTodaysReport(person(e).db, await profile(e), `Work of ${e}`, dayAt(offset));
  for (const e of ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'DIR001', 'ADM001']) await file(e);
  // Yesterday's report after today's (late) and tomorrow's, as the old ±1 day rule let a browser a time
  // zone behind or ahead file them: the rules now take today in IST only, so these go through the app's
  // own write with the rules off (older data), while today's above went through the rules.
  const owner = ownerDb();
  const fileOther = async (e: string, offset: number) => {
    await fileTodaysReport(owner, await profile(e), `Work of ${e}`, dayAt(offset));
  };
  await fileOther('EMP001', -1);
  await fileOther('EMP004', -1);
  await fileOther('EMP003', 1);
  await fileOther('DIR001', 1);
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** Every report, profile and opening entry, read with the rules off. */
async function everything() {
  return adminRead(env, async (db) => {
    const [reports, users, openings] = await Promise.all([
      getDocs(collectionGroup(db, 'productivityReports')),
      getDocs(collection(db, 'users')),
      getDocs(collectionGroup(db, 'ledger')),
    ]);
    const profiles = new Map(users.docs.map((u) => [u.id, u.data()]));
    const firstDepartment = (e: string) => String((profiles.get(e)?.departments as string[] | undefined)?.[0] ?? 'none');
    return {
      reports: reports.docs.map((r) => ({ owner: r.ref.parent.parent?.id ?? '', day: r.id })),
      profiles,
      firstDepartment,
      signUps: openings.docs.filter((d) => d.id === 'opening').map((d) => firstDepartment(d.ref.parent.parent?.id ?? '')),
    };
  });
}

describe("Insights' daily-report rate equals the reports'", () => {
  it('filed per department and month, expected and rate, as the reports, profiles and sign-ups say', async () => {
    const db = person('ADM001').db;
    const w = await everything();
    const months = [...new Set(w.reports.map((r) => r.day.slice(0, 7)))].sort();
    const last = months.at(-1) ?? '';
    const [totals, active] = await Promise.all([listMonthTotals(db, last), activeEmployees(db)]);
    const today = istDayKey(new Date());
    const shown = reportRates(totals, months, DEPARTMENTS, today, active.byDepartment);

    // Active, unblocked, not Directors, by first department: the people expected to report.
    const expectedToReport = (department: string) =>
      [...w.profiles].filter(([e, p]) => p.isActive === true && p.userStatus === 'unblocked' && p.director !== true && w.firstDepartment(e) === department).length;
    expect(active.total).toBe(DEPARTMENTS.reduce((a, d) => a + expectedToReport(d), 0));
    for (const department of DEPARTMENTS)
      for (const month of months) {
        const row = shown.find((r) => r.department === department && r.month === month);
        const label = `${department} ${month}`;
        const filed = w.reports.filter(
          (r) => r.day.startsWith(month) && w.firstDepartment(r.owner) === department && !isDirector({ designation: String(w.profiles.get(r.owner)?.designation ?? '') }),
        ).length;
        expect(row?.filed, `${label} filed`).toBe(filed);
        const headcount = expectedToReport(department);
        const expected = workingDaysUpTo(month, today) * headcount;
        expect(row?.expected, `${label} expected`).toBeCloseTo(expected, 10);
        expect(row?.rate ?? null, `${label} rate`).toEqual(expected ? filed / expected : null);
      }
    // The sample's shape, so the comparison is not of zeros: Loocafe's three (EMP002 counts under its
    // first department), HR's three (EMP003's two, ADM001's one; none of the Director's), Tech Team's two.
    const sum = (d: string) => shown.filter((r) => r.department === d).reduce((a, r) => a + r.filed, 0);
    expect([sum('Loocafe'), sum('HR'), sum('Tech Team'), sum('Ixora FM')]).toEqual([3, 3, 2, 0]);
    await expectTotalsMatchLedger(env);
  });
});
