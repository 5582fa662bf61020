/**
 * The kept headcounts equal what a count() over every profile says (issue 26, docs/data-model.md#headcounts-department),
 * with the app's own functions and the rules on: sign-ups (an import of the roster, a Director among
 * them), blocks and unblocks, a deactivation, a leaver, department changes (an import that moves two
 * employees between departments in one run, and one moving back), a Director made by a designation
 * change, and a role change (no move). After each step the Employee Centre's unfiltered directory total
 * (countDirectory) and Insights' active employees (activeEmployees) read the headcounts, and equal the
 * count()s they replaced.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeEmployees } from '@/data/insights/api';
import { recordLeaver } from '@/data/leavers/api';
import { readMeter } from '@/data/readMeter';
import { changeRole, saveRosterEntries } from '@/data/roster/api';
import { updateAccount } from '@/data/users/api';
import { countDirectory } from '@/data/users/directory';
import { actorOf, deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { adminRead, closeRulesEnv } from '../support/rules';
import { expectHeadcountsMatchProfiles } from '../support/totals';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person } = people;
const EVERYONE = { search: '', role: 'all', status: 'all' } as const;
const admin = () => person('ADM001');
const by = () => actorOf(admin(), 'Name ADM001');

const ROWS = [
  rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
  rosterRow('FIN001', 'finance'),
  rosterRow('EMP001', 'employee', [], ['Loocafe']),
  rosterRow('EMP002', 'employee', [], ['Loocafe', 'HR']),
  rosterRow('EMP003', 'employee', [], ['Tech Team']),
  rosterRow('EMP004', 'employee', [], ['Tech Team']),
  rosterRow('EMP005', 'employee', [], ['Ixora FM']),
  { ...rosterRow('DIR001', 'employee', [], ['HR']), designation: 'Director' },
];

beforeAll(async () => {
  env = await people.setUpOrganisation(ROWS);
});

/** The import row of `employeeId` as provisioned, with some fields changed. */
function edited(employeeId: string, changes: Partial<(typeof ROWS)[number]>): (typeof ROWS)[number] {
  const row = ROWS.find((r) => r.employeeId === employeeId);
  if (!row) throw new Error(`no row ${employeeId}`);
  return { ...row, ...changes };
}

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** The count()s the headcounts replaced, over every profile (rules off). */
async function directCounts() {
  return adminRead(env, async (db) => {
    const users = collection(db, 'users');
    const n = async (q: ReturnType<typeof query>) => (await getCountFromServer(q)).data().count;
    const [all, directors, active] = await Promise.all([
      n(query(users)),
      n(query(users, where('director', '==', true))),
      n(query(users, where('isActive', '==', true), where('userStatus', '==', 'unblocked'), where('director', '==', false))),
    ]);
    return { directory: all - directors, active };
  });
}

/** The screens' figures equal the direct counts, and every headcount the profiles. */
async function expectCounted(label: string) {
  const [direct, directory, active] = await Promise.all([directCounts(), countDirectory(person('MGR001').db, EVERYONE), activeEmployees(admin().db)]);
  expect({ directory, active: active.total }, label).toEqual(direct);
  await expectHeadcountsMatchProfiles(env);
  return direct;
}

describe('the kept headcounts equal a count() of the profiles', () => {
  it('after the sign-ups (a Director among them)', async () => {
    // ADM001, the seven employees and staff, and the Director.
    expect(await expectCounted('sign-ups')).toEqual({ directory: 8, active: 8 });
  });

  it('the directory total and the active employees read the headcounts: a document per department', async () => {
    readMeter.reset();
    await countDirectory(person('MGR001').db, EVERYONE);
    await activeEmployees(admin().db);
    const reads = readMeter.records();
    // HR, Loocafe, Tech Team, Ixora FM: four documents each time, whatever the organisation's size.
    expect(reads).toEqual([{ label: 'headcounts', reads: 4 }, { label: 'headcounts', reads: 4 }]);
  });

  it('after blocks, an unblock and a deactivation', async () => {
    await updateAccount(admin().db, by(), 'EMP001', { userStatus: 'blocked' });
    await updateAccount(admin().db, by(), 'EMP003', { userStatus: 'blocked' });
    expect(await expectCounted('blocked')).toEqual({ directory: 8, active: 6 });
    await updateAccount(admin().db, by(), 'EMP003', { userStatus: 'unblocked' });
    await updateAccount(admin().db, by(), 'EMP004', { isActive: false });
    // Blocking a deactivated account changes no count.
    await updateAccount(admin().db, by(), 'EMP004', { userStatus: 'blocked' });
    expect(await expectCounted('deactivated')).toEqual({ directory: 8, active: 6 });
  });

  it('after a leaver', async () => {
    await recordLeaver(admin().db, by(), 'EMP005', { leftOn: new Date().toISOString().slice(0, 10), reason: 'Resigned' });
    expect(await expectCounted('leaver')).toEqual({ directory: 8, active: 5 });
  });

  it('after department changes: two employees moved in one import, one of them back', async () => {
    const moved = [edited('EMP001', { departments: ['Tech Team'] }), edited('EMP003', { departments: ['HR', 'Tech Team'] })];
    const run = await saveRosterEntries(admin().db, makerOf('ADM001'), moved, 'import');
    expect(run.updated).toBe(2);
    expect(await expectCounted('moved')).toEqual({ directory: 8, active: 5 });
    await saveRosterEntries(admin().db, makerOf('ADM001'), [edited('EMP003', { departments: ['Tech Team'] })], 'form');
    await expectCounted('moved back');
  });

  it('after a designation change to Director, and a role change (which moves nothing)', async () => {
    await saveRosterEntries(admin().db, makerOf('ADM001'), [edited('EMP002', { designation: 'Director' })], 'form');
    expect(await expectCounted('director')).toEqual({ directory: 7, active: 4 });
    await changeRole(admin().db, makerOf('ADM001'), 'EMP002', 'manager');
    expect(await expectCounted('role')).toEqual({ directory: 7, active: 4 });
  });
});
