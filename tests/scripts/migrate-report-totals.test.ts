/**
 * `npm run migrate` backfills the daily reports' count of the month totals (reports, reportDays) from the
 * reports (docs/data-model.md#insights): each non-Director's report in its day's month and its filer's
 * first department, the postings' fields left as the ledger says them, and a second run writes nothing.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';

const PROJECT = `${PROJECT_ID}-migrate-report-totals`;
let app: App;
let db: Firestore;
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const report = (day: string, extra: Record<string, unknown> = {}) => ({ date: Number(day.replaceAll('-', '')), tasks: 'Done', dateTime: at(`${day}T12:00:00Z`), ...extra });

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'migrate-report-totals-test');
  db = getFirestore(app);
  await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  const b = db.batch();
  b.set(db.doc('users/EMP001'), { name: 'Asha', departments: ['Loocafe', 'HR'], designation: 'Associate', points: 50, lastProductivityDate: '2026-10-01' });
  b.set(db.doc('users/EMP002'), { name: 'Ravi', departments: ['HR'], designation: 'Associate', points: 50, lastProductivityDate: '2026-10-01' });
  b.set(db.doc('users/DIR001'), { name: 'Dev', departments: ['HR'], designation: 'Director', points: 50 });
  b.set(db.doc('users/EMP001/ledger/opening'), { type: 'opening', points: 50, createdAt: at('2026-09-01T06:00:00Z') });
  b.set(db.doc('users/EMP001/productivityReports/2026-09-29'), report('2026-09-29', { director: false }));
  b.set(db.doc('users/EMP001/productivityReports/2026-09-30'), report('2026-09-30', { director: false }));
  b.set(db.doc('users/EMP001/productivityReports/2026-10-01'), report('2026-10-01', { director: false }));
  // Filed before the director flag: counted by the profile's designation.
  b.set(db.doc('users/EMP002/productivityReports/2026-09-30'), report('2026-09-30'));
  b.set(db.doc('users/EMP002/productivityReports/2026-10-01'), report('2026-10-01'));
  b.set(db.doc('users/DIR001/productivityReports/2026-09-30'), report('2026-09-30', { director: true }));
  b.set(db.doc('users/DIR001/productivityReports/2026-10-01'), report('2026-10-01'));
  await b.commit();
});

afterAll(async () => {
  await deleteApp(app);
});

describe('migrate: the daily reports in the month totals', () => {
  it("counts each non-Director's report in its day's month and first department, and nothing on a second run", async () => {
    const first = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(first.monthTotals.sort()).toEqual([
      'monthTotals/2026-09_HR',
      'monthTotals/2026-09_Loocafe',
      'monthTotals/2026-10_HR',
      'monthTotals/2026-10_Loocafe',
    ]);
    const data = async (id: string) => (await db.doc(`monthTotals/${id}`).get()).data();
    expect(await data('2026-09_Loocafe')).toMatchObject({ month: '2026-09', department: 'Loocafe', opening: 50, reports: 2, reportDays: { '29': 1, '30': 1 } });
    expect(await data('2026-09_HR')).toMatchObject({ month: '2026-09', department: 'HR', opening: 0, reports: 1, reportDays: { '30': 1 }, lastReport: 'EMP002/2026-09-30' });
    expect(await data('2026-10_HR')).toMatchObject({ reports: 1, reportDays: { '01': 1 } });
    expect(await data('2026-10_Loocafe')).toMatchObject({ reports: 1, reportDays: { '01': 1 }, lastReport: 'EMP001/2026-10-01' });
    const second = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(second.monthTotals).toEqual([]);
  });

  it('keeps the postings of a stored total and its lastReport, adding the missing count', async () => {
    await db.doc('monthTotals/2026-09_Loocafe').set({ month: '2026-09', department: 'Loocafe', opening: 50, lastEntry: 'EMP001/opening', lastReport: 'EMP001/2026-09-29' });
    const run = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(run.monthTotals).toEqual(['monthTotals/2026-09_Loocafe']);
    expect((await db.doc('monthTotals/2026-09_Loocafe').get()).data()).toMatchObject({
      opening: 50, lastEntry: 'EMP001/opening', reports: 2, reportDays: { '29': 1, '30': 1 }, lastReport: 'EMP001/2026-09-29',
    });
    expect((await migrate(db, { projectId: PROJECT, log: () => {} })).monthTotals).toEqual([]);
  });
});
