/**
 * `npm run migrate` rebuilds the review turnaround (reviewTimes/{YYYY-MM}) from the decided
 * claims (docs/data-model.md#insights): each decision in the hour bucket of its wait, in its decision's
 * IST month and its queue; claims filed approved at once, still awaiting review or without a submission
 * time are not decisions; a second run writes nothing.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';

const PROJECT = `${PROJECT_ID}-migrate-review-times`;
let app: App;
let db: Firestore;
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const HOUR = 3_600_000;
const plus = (iso: string, hours: number) => Timestamp.fromMillis(new Date(iso).getTime() + hours * HOUR);

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'migrate-review-times-test');
  db = getFirestore(app);
  await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  const b = db.batch();
  const claim = (id: string, data: Record<string, unknown>) => b.set(db.doc(`users/EMP001/requestedClaims/${id}`), { activityId: 'PA001', points: 10, ...data });
  const SEPT = '2026-09-10T06:00:00Z';
  b.set(db.doc('users/EMP001'), { name: 'Asha', departments: ['Loocafe'], points: 0 });
  // Paid after 30 hours, rejected after 2, both M1 in September.
  claim('EMP001-001', { status: 'paid', managerId: 'M1', approvedById: 'MGR001', createdAt: at(SEPT), updatedAt: plus(SEPT, 30.5) });
  claim('EMP001-002', { status: 'rejected', managerId: 'M1', rejectedById: 'MGR001', createdAt: at(SEPT), updatedAt: plus(SEPT, 2) });
  // Decided at 2026-09-30 20:00 UTC: 1 October in India, after 1,000 hours (the last bucket).
  claim('EMP001-003', { status: 'rejected', managerId: 'M2', createdAt: plus('2026-09-30T20:00:00Z', -1000), updatedAt: at('2026-09-30T20:00:00Z') });
  // Reversed on 2026-10-20, paid on 2026-09-11 (IST): its decision is the paid day's end at most.
  claim('EMP001-004', {
    status: 'paid', managerId: 'M1', approvedById: 'MGR002', paidDate: '2026-09-11', reversedBy: 'adjustment-1',
    createdAt: at(SEPT), updatedAt: at('2026-10-20T06:00:00Z'),
  });
  // Not decisions: filed approved at once, awaiting review, withdrawn, no submission time.
  claim('EMP001-005', { status: 'paid', managerId: 'M1', approvalRule: 'auto', createdAt: at(SEPT), updatedAt: at(SEPT) });
  claim('EMP001-006', { status: 'pending', managerId: 'M1', createdAt: at(SEPT), updatedAt: at(SEPT) });
  claim('EMP001-007', { status: 'withdrawn', managerId: 'M1', createdAt: at(SEPT), updatedAt: plus(SEPT, 5) });
  claim('EMP001-008', { status: 'paid', managerId: 'M1', createdAt: '2026-09-10', updatedAt: plus(SEPT, 5) });
  await b.commit();
});

afterAll(async () => {
  await deleteApp(app);
});

describe('migrate: review turnaround from the decided claims', () => {
  it('writes each queue and month as the claims say, and nothing on a second run', async () => {
    const first = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(first.reviewTimes.sort()).toEqual(['reviewTimes/2026-09', 'reviewTimes/2026-10']);
    expect((await db.doc('reviewTimes/2026-09').get()).data()).toMatchObject({
      month: '2026-09',
      // 30.5 h -> 30; 2 h; the reversed claim: 2026-09-11 23:59:59 IST is 2026-09-11T18:29:59Z, 36 h after.
      queues: { M1: { decided: 3, hours: { '2': 1, '30': 1, '36': 1 } } },
    });
    expect((await db.doc('reviewTimes/2026-10').get()).data()).toEqual(expect.objectContaining({
      month: '2026-10', queues: { M2: { decided: 1, hours: { '720': 1 } } },
    }));
    const second = await migrate(db, { projectId: PROJECT, log: () => {} });
    expect(second.reviewTimes).toEqual([]);
  });
});
