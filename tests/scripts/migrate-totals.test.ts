/**
 * `npm run migrate` rebuilds the Insights month totals and participation markers from the ledger
 * (docs/data-model.md#insights): exactly what the ledger says, and a second run writes nothing.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';

const PROJECT = `${PROJECT_ID}-migrate-totals`;
let app: App;
let db: Firestore;
// 2026-09-30 20:00 UTC is 1 October in India: the entry counts under October.
const SEPT = Timestamp.fromDate(new Date('2026-09-10T06:00:00Z'));
const OCT_IST = Timestamp.fromDate(new Date('2026-09-30T20:00:00Z'));

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'migrate-totals-test');
  db = getFirestore(app);
  await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  const b = db.batch();
  b.set(db.doc('users/EMP001'), { name: 'Asha', departments: ['Loocafe'], points: 120 });
  b.set(db.doc('users/EMP002'), { name: 'Ravi', points: 10 });
  b.set(db.doc('users/EMP001/requestedClaims/EMP001-001'), { status: 'paid', managerId: 'M1', activityId: 'PA001', points: 100 });
  b.set(db.doc('users/EMP001/requestedClaims/EMP001-002'), { status: 'paid', managerId: 'M1', activityId: 'PA002', points: 70 });
  b.set(db.doc('users/EMP001/ledger/opening'), { type: 'opening', points: 50, createdAt: SEPT });
  b.set(db.doc('users/EMP001/ledger/claim-EMP001-001'), { type: 'earned', points: 100, sourceRef: 'EMP001-001', createdAt: SEPT });
  b.set(db.doc('users/EMP001/ledger/redemption-RD-EMP001-001'), { type: 'redeemed', points: -100, sourceRef: 'RD-EMP001-001', createdAt: SEPT });
  b.set(db.doc('users/EMP001/ledger/claim-EMP001-002'), { type: 'earned', points: 70, sourceRef: 'EMP001-002', createdAt: OCT_IST });
  b.set(db.doc('users/EMP002/ledger/opening'), { type: 'opening', points: 50, createdAt: SEPT });
  b.set(db.doc('users/EMP002/ledger/adjustment-1'), { type: 'adjustment', points: -40, sourceRef: '', createdAt: OCT_IST });
  await b.commit();
});

afterAll(async () => {
  await deleteApp(app);
});

describe('migrate: month totals from the ledger', () => {
  it('writes each month and department as the ledger says, with the markers, and nothing on a second run', async () => {
    const first = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(first.monthTotals.sort()).toEqual([
      'monthTotals/2026-09_Loocafe',
      'monthTotals/2026-09_none',
      'monthTotals/2026-10_Loocafe',
      'monthTotals/2026-10_none',
      'users/EMP001/earnedMonths/2026-09',
      'users/EMP001/earnedMonths/2026-10',
    ]);
    expect((await db.doc('monthTotals/2026-09_Loocafe').get()).data()).toMatchObject({
      month: '2026-09', department: 'Loocafe', opening: 50, earned: 100, redeemed: -100, claims: 1, earners: 1,
      queuePoints: { M1: 100 }, queueClaims: { M1: 1 }, activityClaims: { M1_PA001: 1 },
    });
    expect((await db.doc('monthTotals/2026-10_Loocafe').get()).data()).toMatchObject({ earned: 70, activityClaims: { M1_PA002: 1 }, earners: 1 });
    expect((await db.doc('monthTotals/2026-10_none').get()).data()).toMatchObject({ adjustment: -40, claims: 0 });
    // Every total's fields sum to the balances: 120 + 10.
    const all = await db.collection('monthTotals').get();
    const net = all.docs.reduce((a, d) => a + ['opening', 'earned', 'redeemed', 'refund', 'cancel', 'adjustment'].reduce((n, f) => n + Number(d.data()[f] ?? 0), 0), 0);
    expect(net).toBe(130);
    const second = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(second.monthTotals).toEqual([]);
  });
});
