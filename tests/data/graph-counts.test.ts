/**
 * The Employee Centre's 30-day graph reads the month totals' kept report counters (countReportsByDay:
 * `reportDays.{DD}` summed over departments, docs/data-model.md#insights) and they say what a count() of
 * the non-Directors' reports per day says. A sample organisation (five departments, one employee in two,
 * a Director) files today's reports through the app's own fileTodaysReport with the rules on, and
 * yesterday's (filed late) and tomorrow's through the same write with the rules off (the rules take today
 * in IST only; the old ±1 day let a browser a time zone behind or ahead file them); the previous month's reports are legacy
 * ones, written outside the app without their counts (the rules allow a report for today only), so the
 * graph does not see them until the migration (`npm run migrate`) backfills the totals, after which every
 * day of both months equals the direct count(). The reads stay within one document per department and month.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { collectionGroup, doc, getCountFromServer, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMeter } from '@/data/readMeter';
import { countReportsByDay, fileTodaysReport } from '@/data/reports/api';
import { reportWrites } from '@/data/schema/reports';
import { toDayNumber } from '@/domain/dates';
import { istDayKey } from '@/domain/ist';
import { migrate } from '../../scripts/migrate';
import { firestoreCode } from '@/data/errors';
import { deleteAllApps, ownerDb, rosterRow, signedUpPeople } from '../support/appClients';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';
import { adminRead, closeRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
let adminApp: App;
const people = signedUpPeople();
const { person, profile } = people;
const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000);

/** The day keys from `from` to `to` (inclusive), oldest first. */
function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); toKeyUtc(d) <= to; d = new Date(d.getTime() + 86_400_000)) out.push(toKeyUtc(d));
  return out;
}
const toKeyUtc = (d: Date) => d.toISOString().slice(0, 10);

/** 'YYYY-MM' of the month before the month of `day`. */
function monthBefore(day: string): string {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return toKeyUtc(new Date(Date.UTC(y, m - 2, 1))).slice(0, 7);
}

const today = istDayKey(new Date());
const tomorrow = istDayKey(dayAt(1));
const previous = monthBefore(today);
/** Every day of the previous month up to tomorrow: two months (three when tomorrow is in the next one). */
const days = daysFrom(`${previous}-01`, tomorrow);
/** The legacy reports of the previous month: filer, day of the month. EMP001 twice, a Director once. */
const LEGACY: readonly (readonly [string, string])[] = [
  ['EMP001', '05'],
  ['EMP001', '28'],
  ['EMP002', '28'],
  ['EMP003', '05'],
  ['EMP005', '20'],
  ['DIR001', '28'],
];

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('FIN001', 'finance'),
    rosterRow('EMP001', 'employee', [], ['Loocafe']),
    rosterRow('EMP002', 'employee', [], ['Loocafe', 'HR']),
    rosterRow('EMP003', 'employee', [], ['HR']),
    rosterRow('EMP004', 'employee', [], ['Tech Team']),
    rosterRow('EMP005', 'employee', [], ['Ixora FM']),
    rosterRow('EMP006', 'employee', [], ['Accounts & Finance']),
    { ...rosterRow('DIR001', 'employee', [], ['HR']), designation: 'Director' },
  ]);
  const file = async (e: string, offset = 0) => fileTodaysReport(person(e).db, await profile(e), `Work of ${e}`, dayAt(offset));
  for (const e of ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'EMP006', 'DIR001', 'ADM001']) await file(e);
  // Yesterday's report after today's (late) and tomorrow's, as the old ±1 day rule let a browser a time
  // zone behind or ahead file them: the rules now take today in IST only, so these go through the app's
  // own write with the rules off (older data), while today's above went through the rules.
  const owner = ownerDb();
  const fileOther = async (e: string, offset: number) => {
    await fileTodaysReport(owner, await profile(e), `Work of ${e}`, dayAt(offset));
  };
  await fileOther('EMP001', -1);
  await fileOther('EMP005', -1);
  await fileOther('DIR001', -1);
  await fileOther('EMP003', 1);
  await fileOther('EMP004', 1);
  // The previous month's reports, filed before the month totals counted them: the reports alone.
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [e, dd] of LEGACY) {
      const filer = { employeeId: e, name: `Name ${e}`, designation: e === 'DIR001' ? 'Director' : 'Associate' };
      await setDoc(doc(db, `users/${e}/productivityReports/${previous}-${dd}`), reportWrites.file(filer, `${previous}-${dd}`, 'Legacy', serverTimestamp()));
    }
  });
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'graph-counts-test');
});

afterAll(async () => {
  await deleteApp(adminApp);
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** A direct count() of the non-Directors' reports of each day (the query the graph used to make). */
async function countedDirectly(): Promise<Map<string, number>> {
  return adminRead(env, async (db) =>
    new Map(
      await Promise.all(
        days.map(async (day) => {
          const snap = await getCountFromServer(
            query(collectionGroup(db, 'productivityReports'), where('date', '==', toDayNumber(day)), where('director', '==', false)),
          );
          return [day, snap.data().count] as const;
        }),
      ),
    ),
  );
}

async function expectDenied(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(firestoreCode(error), String(error)).toBe('permission-denied');
}

/** The legacy reports of a day that count (not the Director's). */
const legacyOn = (day: string) =>
  LEGACY.filter(([e, dd]) => e !== 'DIR001' && `${previous}-${dd}` === day).length;

const inMonth = (counts: Map<string, number>, month: string) =>
  [...counts].filter(([day]) => day.startsWith(month)).reduce((s, [, n]) => s + n, 0);

describe("the graph's counts are the month totals' and equal a count() of the non-Directors' reports", () => {
  it('counts the reports filed through the app at once, the legacy ones after the migration, every day of both months', async () => {
    const direct = await countedDirectly();
    // The sample's shape, so the comparison is not of zeros: six reports of today (not the Director's),
    // and the legacy month's five non-Director reports.
    expect(direct.get(today)).toBe(6);
    expect(days.reduce((s, day) => s + legacyOn(day), 0)).toBe(5);
    expect(inMonth(direct, previous)).toBeGreaterThanOrEqual(5);
    const manager = person('MGR001').db;

    // Before the migration: the app's reports are counted, the legacy ones are not.
    const before = await countReportsByDay(manager, days);
    expect([...before.keys()]).toEqual(days);
    for (const day of days) expect(before.get(day), day).toBe((direct.get(day) ?? 0) - legacyOn(day));

    const run = await migrate(getAdminFirestore(adminApp), { projectId: PROJECT_ID, log: () => {} });
    expect(run.monthTotals.filter((p) => p.startsWith(`monthTotals/${previous}_`)).sort()).toEqual(
      [`monthTotals/${previous}_HR`, `monthTotals/${previous}_Ixora FM`, `monthTotals/${previous}_Loocafe`],
    );

    const after = await countReportsByDay(manager, days);
    for (const day of days) expect(after.get(day), day).toBe(direct.get(day));
    expect(inMonth(after, previous)).toBe(inMonth(direct, previous));
  });

  it('reads one document per department and month: at most 12 for any 30 days; finance may, an employee may not', async () => {
    const last30 = daysFrom(toKeyUtc(new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)), today);
    readMeter.reset();
    const counts = await countReportsByDay(person('MGR001').db, last30);
    expect(readMeter.total()).toBeLessThanOrEqual(12);
    expect(readMeter.total()).toBeGreaterThan(0);
    expect(counts.get(today)).toBe(6);
    expect(await countReportsByDay(person('FIN001').db, last30)).toEqual(counts);
    expect(await countReportsByDay(person('ADM001').db, last30)).toEqual(counts);
    await expectDenied(countReportsByDay(person('EMP001').db, last30));
    readMeter.reset();
    expect(await countReportsByDay(person('MGR001').db, [])).toEqual(new Map());
    expect(readMeter.total()).toBe(0);
  });
});
