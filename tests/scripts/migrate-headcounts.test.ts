/**
 * `npm run migrate` backfills the department headcounts (headcounts/{department}: profiles, Directors,
 * active employees) from the profiles (docs/data-model.md#headcounts-department): each profile in its first
 * department (`none` without one), a legacy Director by the flag the migration itself adds, blocked and
 * deactivated accounts not active; a stored headcount that is off is corrected (its lastEmployee kept), a
 * department nobody counts in any more is zeroed, and a second run writes nothing.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';

const PROJECT = `${PROJECT_ID}-migrate-headcounts`;
let app: App;
let db: Firestore;
const quiet = () => undefined;

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'migrate-headcounts-test');
  db = getFirestore(app);
  await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  const b = db.batch();
  const profile = (extra: Record<string, unknown>) => ({ name: 'Someone', designation: 'Associate', points: 50, lastProductivityDate: '', nameLower: 'someone', ...extra });
  b.set(db.doc('users/EMP001'), profile({ departments: ['Loocafe', 'HR'], director: false, isActive: true, userStatus: 'unblocked' }));
  b.set(db.doc('users/EMP002'), profile({ departments: ['HR'], director: false, isActive: true, userStatus: 'blocked' }));
  b.set(db.doc('users/EMP003'), profile({ departments: ['HR'], director: false, isActive: false, userStatus: 'unblocked' }));
  // Legacy: no director flag (the migration adds it from the designation), no isActive or userStatus (active).
  b.set(db.doc('users/DIR001'), { name: 'Dev', designation: 'Director', departments: ['HR'], points: 50 });
  b.set(db.doc('users/EMP004'), { name: 'Old', designation: 'Associate', departments: ['HR'], points: 50 });
  // No departments at all: counted under 'none'.
  b.set(db.doc('users/EMP005'), { name: 'Nobody', designation: 'Associate', points: 50 });
  // A department whose only profile moved away: its stored headcount is stale.
  b.set(db.doc('headcounts/Tech Team'), { department: 'Tech Team', profiles: 1, directors: 0, active: 1, lastEmployee: 'EMP001' });
  await b.commit();
});

afterAll(async () => {
  await deleteApp(app);
});

const headcount = async (department: string) => (await db.doc(`headcounts/${department}`).get()).data();

describe('migrate: the department headcounts', () => {
  it('counts every profile in its first department, and writes nothing on a second run', async () => {
    const first = await migrate(db, { projectId: PROJECT, log: quiet });
    expect([...first.headcounts].sort()).toEqual(['headcounts/HR', 'headcounts/Loocafe', 'headcounts/Tech Team', 'headcounts/none']);
    expect(await headcount('Loocafe')).toMatchObject({ department: 'Loocafe', profiles: 1, directors: 0, active: 1, lastEmployee: 'EMP001' });
    // EMP002 (blocked), EMP003 (deactivated), DIR001 (a Director), EMP004 (legacy, active).
    expect(await headcount('HR')).toMatchObject({ department: 'HR', profiles: 4, directors: 1, active: 1 });
    expect(await headcount('none')).toMatchObject({ department: 'none', profiles: 1, directors: 0, active: 1, lastEmployee: 'EMP005' });
    // Nobody's first department any more: zeroed, its last employee kept.
    expect(await headcount('Tech Team')).toMatchObject({ profiles: 0, directors: 0, active: 0, lastEmployee: 'EMP001' });
    const second = await migrate(db, { projectId: PROJECT, log: quiet });
    expect(second.headcounts).toEqual([]);
  });

  it('corrects a headcount that is off, keeping its last employee', async () => {
    await db.doc('headcounts/HR').set({ department: 'HR', profiles: 9, directors: 0, active: 7, lastEmployee: 'EMP002' });
    const lines: string[] = [];
    const run = await migrate(db, { projectId: PROJECT, log: (l) => lines.push(l) });
    expect(run.headcounts).toEqual(['headcounts/HR']);
    expect(lines.join('\n')).toContain('headcounts/HR: headcount rebuilt from the profiles');
    expect(await headcount('HR')).toMatchObject({ profiles: 4, directors: 1, active: 1, lastEmployee: 'EMP002' });
    expect((await migrate(db, { projectId: PROJECT, log: quiet })).headcounts).toEqual([]);
  });
});
