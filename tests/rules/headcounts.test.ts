/**
 * The kept headcounts (headcounts/{department}: `profiles`, `directors`, `active`, `lastEmployee`): every
 * profile write that changes who is counted (sign-up, block/unblock, deactivate/reactivate, a leaver, a
 * roster edit that changes the first department or the Director test) moves its department's headcount
 * (two for a department change) by exactly what the profile adds after the batch less what it added before,
 * in the same batch, naming the profile; never alone, never by another amount or in another department,
 * never deleted (docs/data-model.md#headcounts-department). Each attack is the app's own batch with one
 * thing changed, followed by the honest batch.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, increment, serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { headcountWrites } from '@/data/schema/headcounts';
import { clientOf, readDoc } from '../support/rules';
import {
  PEOPLE,
  WORLD_DEPARTMENT,
  accountWrite,
  headcountPath,
  headcountWritesOf,
  leaverWrite,
  paths,
  roleChangeWrites,
  rosterEditWrites,
  signUpWrites,
  tamper,
  uncounted,
  worldDocs,
  type Write,
} from '../support/world';
import { rulesSuite } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const HR = WORLD_DEPARTMENT;
const headcountOf = async (department = HR) => readDoc(suite.env, headcountPath(department));
/** The world's HR: ten profiles (six active, the blocked and deactivated four not), no Directors. */
const WORLD_HR = { profiles: 10, directors: 0, active: 6 };

/** A profile write and its headcount moves, as the test commits them (the world adds the moves itself). */
const movesOf = (w: Write) => headcountWritesOf(w);
/** The one headcount write of a profile write, with its data changed. */
function tamperedMove(w: Write, changes: Record<string, unknown>): Write[] {
  const [move] = movesOf(w);
  if (!move) throw new Error('no headcount move');
  return [uncounted(w), tamper(move, changes)];
}
/** The profile write with its moves put in another department. */
function elsewhere(w: Write, department = 'Tech Team'): Write[] {
  return [
    uncounted(w),
    ...movesOf(w).map((m) => tamper({ ...m, path: headcountPath(department) }, { department })),
  ];
}
/** A headcount write of `department` naming `employeeId`, moved by `delta`, with no profile change. */
function bareMove(employeeId: string, delta = { profiles: 0, directors: 0, active: 1 }, department = HR): Write {
  return {
    path: headcountPath(department),
    op: 'merge',
    data: headcountWrites.move({ department, delta }, employeeId, increment, serverTimestamp()),
  };
}
const block = (e = E) => accountWrite(e, { userStatus: 'blocked' });

describe('the world starts counted', () => {
  it("holds the seeded profiles' headcount", async () => {
    expect(await headcountOf()).toMatchObject(WORLD_HR);
  });
});

describe('every profile write that changes who is counted moves the headcount with it', () => {
  it('a sign-up: one more profile and one more active employee, naming the newcomer', async () => {
    await allowed('newcomer', Object.values(signUpWrites(PEOPLE.newcomer)));
    expect(await headcountOf()).toMatchObject({
      department: HR,
      profiles: WORLD_HR.profiles + 1,
      directors: 0,
      active: WORLD_HR.active + 1,
      lastEmployee: PEOPLE.newcomer.employeeId,
    });
  });

  it('a sign-up creates the headcount of a department that had none', async () => {
    const { [headcountPath(HR)]: _hr, ...world } = worldDocs();
    await dirtyReset(world);
    await suite.env.withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), headcountPath(HR))));
    await allowed('newcomer', Object.values(signUpWrites(PEOPLE.newcomer)));
    expect(await headcountOf()).toMatchObject({ profiles: 1, directors: 0, active: 1 });
  });

  it.each<[string, string, Record<string, unknown>, number]>([
    ['blocking', E, { userStatus: 'blocked' }, -1],
    ['deactivating', E, { isActive: false }, -1],
    ['unblocking', PEOPLE.blocked.employeeId, { userStatus: 'unblocked' }, 1],
    ['reactivating', PEOPLE.inactive.employeeId, { isActive: true }, 1],
  ])('%s: the active employees move by %s', async (_name, e, change, by) => {
    await allowed('admin', [accountWrite(e, change)]);
    expect(await headcountOf()).toMatchObject({ ...WORLD_HR, active: WORLD_HR.active + by, lastEmployee: e });
  });

  it('blocking someone already deactivated moves nothing, and is allowed without a move', async () => {
    const w = accountWrite(PEOPLE.inactive.employeeId, { userStatus: 'blocked' });
    expect(movesOf(w)).toEqual([]);
    await allowed('admin', [w]);
    expect(await headcountOf()).toMatchObject(WORLD_HR);
  });

  it('a leaver: one fewer active employee', async () => {
    await allowed('admin', [leaverWrite(E)]);
    expect(await headcountOf()).toMatchObject({ ...WORLD_HR, active: WORLD_HR.active - 1, lastEmployee: E });
  });

  it('a department change: one fewer in the old department, one more in the new', async () => {
    await allowed('admin', Object.values(rosterEditWrites(E, { departments: ['Tech Team', 'HR'] })));
    expect(await headcountOf()).toMatchObject({ profiles: WORLD_HR.profiles - 1, active: WORLD_HR.active - 1, lastEmployee: E });
    expect(await headcountOf('Tech Team')).toMatchObject({ department: 'Tech Team', profiles: 1, directors: 0, active: 1, lastEmployee: E });
  });

  it('becoming a Director: one more Director, one fewer active employee', async () => {
    await allowed('admin', Object.values(rosterEditWrites(E, { designation: 'Director' })));
    expect(await headcountOf()).toMatchObject({ profiles: WORLD_HR.profiles, directors: 1, active: WORLD_HR.active - 1 });
  });

  it('a role change, a rename or a second department moves nothing (and is allowed without a move)', async () => {
    const role = roleChangeWrites(E, 'manager');
    const rename = rosterEditWrites(E, { fullName: 'Asha Rao', departments: ['HR', 'Loocafe'] });
    expect([...movesOf(role.profile), ...movesOf(rename.profile)]).toEqual([]);
    await allowed('admin', Object.values(role));
    expect(await headcountOf()).toMatchObject(WORLD_HR);
    await dirtyReset({});
    await allowed('admin', Object.values(rename));
    expect(await headcountOf()).toMatchObject(WORLD_HR);
  });
});

describe('a headcount never moves without its profile write, or by another amount', () => {
  it('refuses a status change without its move', async () => {
    await deniedThenControl('admin', [uncounted(block())], [block()]);
    await dirtyReset({});
    await deniedThenControl('admin', [uncounted(leaverWrite(PEOPLE.other.employeeId))], [leaverWrite(PEOPLE.other.employeeId)]);
  });

  it('refuses a sign-up without its move', async () => {
    const { profile, ...rest } = signUpWrites(PEOPLE.newcomer);
    await deniedThenControl('newcomer', [uncounted(profile), ...Object.values(rest)], Object.values(signUpWrites(PEOPLE.newcomer)));
  });

  it('refuses a department change that moves only one of its two headcounts', async () => {
    const edit = rosterEditWrites(E, { departments: ['Loocafe'] });
    const [from, to] = movesOf(edit.profile);
    expect(from && to).toBeTruthy();
    await denied('admin', [edit.roster, uncounted(edit.profile), ...(from ? [from] : [])]);
    await deniedThenControl('admin', [edit.roster, uncounted(edit.profile), ...(to ? [to] : [])], Object.values(edit));
  });

  it.each<[string, Record<string, unknown>]>([
    ['by two', { active: increment(-2) }],
    ['moving the profiles', { profiles: increment(1) }],
    ['moving the Directors', { directors: increment(1) }],
    ['naming another employee', { lastEmployee: PEOPLE.other.employeeId }],
    ['naming an employee without a profile', { lastEmployee: 'EMP777' }],
    ['naming no employee', { lastEmployee: 'not an id' }],
    ['with another department named', { department: 'Tech Team' }],
    ['with an old time', { updatedAt: Timestamp.fromMillis(Date.now() - 86_400_000) }],
    ['with another field', { note: 'hello' }],
  ])('refuses a move %s', async (_name, changes) => {
    await deniedThenControl('admin', tamperedMove(block(), changes), [block()]);
  });

  it("refuses the move in another department's headcount", async () => {
    await deniedThenControl('admin', elsewhere(block()), [block()]);
    await dirtyReset({});
    // The right one and another one besides.
    await deniedThenControl('admin', [block(), ...elsewhere(block()).slice(1)], [block()]);
  });

  it('refuses a move with no profile change, by anyone: alone, or beside a write that changes nothing counted', async () => {
    await denied('admin', [bareMove(E)]);
    await denied('manager', [bareMove(PEOPLE.manager.employeeId)]);
    await denied('owner', [bareMove(E, { profiles: 1, directors: 0, active: 1 })]);
    const role = roleChangeWrites(E, 'manager');
    await deniedThenControl('admin', [...Object.values(role), bareMove(E, { profiles: 0, directors: 0, active: 0 })], Object.values(role));
  });

  it('refuses a later status change that a move of an earlier batch names', async () => {
    await allowed('admin', [block()]);
    // The headcount still names the owner, from the earlier batch: the unblocking needs its own move.
    const unblock = accountWrite(E, { userStatus: 'unblocked' });
    const stored = await readDoc(suite.env, paths.user(E));
    const honest = { ...unblock, audit: { action: 'account.change' as const, stored }, headcount: { stored } };
    await denied('admin', [uncounted(honest)]);
    await allowed('admin', [honest]);
    expect(await headcountOf()).toMatchObject({ ...WORLD_HR, lastEmployee: E });
  });

  it('is never deleted', async () => {
    for (const who of ['admin', 'manager', 'owner'] as const) {
      await assertFails(deleteDoc(doc(clientOf(suite.env, who), headcountPath(HR))));
    }
  });
});

describe('who reads the headcounts', () => {
  it('managers, finance and admins (the directory total, Insights); not employees or blocked accounts', async () => {
    for (const who of ['manager', 'finance', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(clientOf(suite.env, who), headcountPath(HR))));
      await assertSucceeds(getDocs(collection(clientOf(suite.env, who), 'headcounts')));
    }
    for (const who of ['owner', 'blockedManager', 'signedOut'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), headcountPath(HR))));
    }
  });
});
