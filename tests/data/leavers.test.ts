/**
 * Leavers with the app's own functions and the rules on: an admin records that EMP001 left, and their
 * claims awaiting review (more than one page: counted pending ones and uncounted legacy ones) are
 * withdrawn one transaction each, with the leaving reason, the pending counter reaching 0. A run that
 * stops half-way is finished by running it again; a manager's queue no longer holds any of them.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVER_CLAIMS_PAGE, recordLeaver, withdrawLeaversClaims } from '@/data/leavers/api';
import { claimWrites } from '@/data/schema/claims';
import { profileWrites } from '@/data/schema/users';
import { getUser } from '@/data/users/api';
import { listClaimsOf } from '@/data/claims/api';
import { toDayKey } from '@/domain/dates';
import { actorOf, deleteAllApps, rosterRow, signedUpPeople } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person } = people;

/** 20 counted pending claims (the most the rules allow at once) and 3 legacy ones awaiting review. */
const PENDING = 20;
const LEGACY = 3;
const seq = (n: number) => String(n).padStart(3, '0');
const DAY = '2026-01-05';
const EMP001 = { employeeId: 'EMP001', name: 'Name EMP001', department: 'Associate', designation: 'Associate' };
const ACTIVITY = { id: 'PA001', name: 'Refer a candidate', points: 100 };
const INPUT = { description: 'Referred a candidate.', completionDate: DAY, managerId: 'M1', evidence: '' } as const;
const LEAVING = { leftOn: toDayKey(new Date()), reason: 'Resigned: moved to another city' };

beforeAll(async () => {
  env = await people.setUpOrganisation([rosterRow('MGR001', 'manager', ['M1']), rosterRow('EMP001'), rosterRow('EMP002')]);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const batch = writeBatch(db);
    for (let n = 1; n <= PENDING + LEGACY; n++) {
      const id = `EMP001-${seq(n)}`;
      const claim = claimWrites.submit({ id, employee: EMP001, activity: ACTIVITY, input: INPUT, today: DAY }, Timestamp.now());
      batch.set(doc(db, `users/EMP001/requestedClaims/${id}`), n > PENDING ? { ...claim, status: 'under_review' } : claim);
    }
    await batch.commit();
    await updateDoc(doc(db, 'users/EMP001'), profileWrites.pendingClaims(PENDING, `EMP001-${seq(PENDING)}`, Timestamp.now()));
  });
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe('a leaver', () => {
  it('is recorded by an admin: deactivated, with the day and the reason', async () => {
    const admin = person('ADM001');
    await recordLeaver(admin.db, actorOf(admin, 'Name ADM001'), 'EMP001', LEAVING);
    const profile = await getUser(admin.db, 'EMP001');
    expect(profile).toMatchObject({ isActive: false, leftOn: LEAVING.leftOn, leftReason: LEAVING.reason });
    await expect(recordLeaver(admin.db, actorOf(admin, 'Name ADM001'), 'EMP001', LEAVING)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('cannot be recorded by a manager', async () => {
    const manager = person('MGR001');
    await expect(recordLeaver(manager.db, actorOf(manager, 'Name MGR001'), 'EMP002', LEAVING)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('has every claim awaiting review withdrawn, page after page; a run stopped half-way is finished by the next', async () => {
    const admin = person('ADM001');
    const by = actorOf(admin, 'Name ADM001');
    expect(PENDING + LEGACY).toBeGreaterThan(LEAVER_CLAIMS_PAGE);
    // The first run stops after 5 withdrawals (a closed tab, a lost connection).
    const stop = new Error('stopped');
    await expect(
      withdrawLeaversClaims(admin.db, by, 'EMP001', LEAVING.reason, (done) => {
        if (done === 5) throw stop;
      }),
    ).rejects.toBe(stop);
    expect((await getUser(admin.db, 'EMP001'))?.pendingClaims).toBe(PENDING - 5);
    // Run again: only the rest.
    const rerun = await withdrawLeaversClaims(admin.db, by, 'EMP001', LEAVING.reason);
    expect(rerun).toEqual({ withdrawn: PENDING + LEGACY - 5, failed: 0 });
    const claims = await listClaimsOf(admin.db, 'EMP001');
    expect(claims).toHaveLength(PENDING + LEGACY);
    for (const c of claims) expect(c).toMatchObject({ status: 'withdrawn', managerComment: LEAVING.reason });
    expect((await getUser(admin.db, 'EMP001'))?.pendingClaims).toBe(0);
    // A third run has nothing left to do.
    expect(await withdrawLeaversClaims(admin.db, by, 'EMP001', LEAVING.reason)).toEqual({ withdrawn: 0, failed: 0 });
  });
});
