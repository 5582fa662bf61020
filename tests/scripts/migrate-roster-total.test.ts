/**
 * `npm run migrate` backfills the roster's kept total (rosterTotals/all: the Employees tab's count) from
 * the roster it leaves, the entries it creates from legacy profiles included, corrects a stored total
 * that is wrong, and writes nothing on a second run (docs/data-model.md, `rosterTotals/all`).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate';
import { rosterWrites } from '@/data/schema/roster';
import { toRosterTotals } from '@/data/schema/rosterTotals';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';

const PROJECT = `${PROJECT_ID}-migrate-roster-total`;
let app: App;
let db: Firestore;
const entry = (id: string) =>
  rosterWrites.create(
    { employeeId: id, email: `${id.toLowerCase()}@x.test`, fullName: `Name ${id}`, designation: 'Associate', departments: ['HR'], userRole: 'employee', reviewQueues: [] },
    'ADM001',
    new Date(0),
  );
const total = async () => toRosterTotals((await db.doc('rosterTotals/all').get()).data());
const quiet = { projectId: PROJECT, log: () => {} };

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'migrate-roster-total-test');
  db = getFirestore(app);
  await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  const b = db.batch();
  for (const id of ['EMP001', 'EMP002', 'EMP003']) b.set(db.doc(`roster/${id}`), entry(id));
  // A legacy profile without a roster entry: the migration creates one, and counts it.
  b.set(db.doc('users/EMP004'), { name: 'Ravi', email: 'emp004@x.test', designation: 'Associate', departments: ['HR'], userRole: 'employee', points: 50 });
  await b.commit();
});

afterAll(async () => {
  await deleteApp(app);
});

describe('migrate: the roster total', () => {
  it('counts the roster it leaves (the entries it creates included), and writes nothing on a second run', async () => {
    const dry = await migrate(db, { ...quiet, dryRun: true });
    expect(dry.rosterTotal).toBe(4);
    expect((await db.doc('rosterTotals/all').get()).exists).toBe(false);
    const first = await migrate(db, quiet);
    expect(first.created).toEqual(['EMP004']);
    expect(first.rosterTotal).toBe(4);
    expect(await total()).toMatchObject({ entries: 4, lastBatch: [] });
    expect((await migrate(db, quiet)).rosterTotal).toBeNull();
  });

  it('corrects a stored total that is wrong or malformed', async () => {
    await db.doc('rosterTotals/all').set({ entries: 9, lastBatch: ['EMP001'] });
    expect((await migrate(db, quiet)).rosterTotal).toBe(4);
    expect(await total()).toMatchObject({ entries: 4, lastBatch: [] });
    await db.doc('rosterTotals/all').set({ entries: 'four' });
    expect(await total()).toMatchObject({ entries: 0, lastBatch: [] });
    expect((await migrate(db, quiet)).rosterTotal).toBe(4);
    expect((await migrate(db, quiet)).rosterTotal).toBeNull();
  });
});
