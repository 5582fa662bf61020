/**
 * The same action tried again never files, credits or redeems twice (issue 45, item 1). A commit that
 * lands but whose answer is lost on the network (a slow connection that drops) is retried by the
 * transaction runner, and the user may press the button again: both are the same attempt (one key per
 * form opening, src/data/attempts.ts), and each create must exist once, with the ledger adding up
 * (claims, redemptions, activities, adjustments, reports and leave requests).
 * The lost answer is made here the way a network makes it: the Firestore Lite client's commit request
 * reaches the emulator and is applied, and its response never reaches the client (the fetch fails).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '@/data/activities/api';
import { newAttemptKey } from '@/data/attempts';
import { fileClaim } from '@/data/claims/api';
import { adjustPoints } from '@/data/ledger/api';
import { redeemPoints } from '@/data/redemptions/api';
import { fileTodaysReport } from '@/data/reports/api';
import { addDays } from 'date-fns';
import { defaultManagerFor } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { leaveSchema } from '@/domain/leave';
import { askLeave } from '@/data/leave/api';
import { activityCreateSchema, adjustmentSchema } from '@/domain/schemas';
import { actorOf, deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { adminRead, closeRulesEnv, expectLedgerConsistent } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
let autoActivity = '';
let singleActivity = '';

const realFetch = globalThis.fetch;
/** Commits whose answers were lost so far. */
let lost = 0;

/** The next `n` commits of the Lite client land, and their answers are lost on the way back. */
function loseCommitAnswers(n: number): void {
  let left = n;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await realFetch(input, init);
    if (left > 0 && url.includes(':commit')) {
      left -= 1;
      lost += 1;
      await response.text();
      throw new TypeError('fetch failed: the connection was reset');
    }
    return response;
  };
}

const idsOf = (path: string) => adminRead(env, async (db) => (await getDocs(collection(db, path))).docs.map((d) => d.id).sort());
const claimInput = (description: string) => ({
  description,
  managerId: 'M3' as const,
  completionDate: toDayKey(new Date()),
  evidence: '',
});

beforeAll(async () => {
  env = await people.setUpOrganisation([rosterRow('EMP001'), rosterRow('EMP002')]);
  const admin = person('ADM001').db;
  const make = (name: string, points: string, rule: object) =>
    createActivity(admin, makerOf('ADM001'), activityCreateSchema.parse({ name, description: '', points, isActive: true, ...rule }));
  autoActivity = await make('Customer complaint resolved', '250', { approvalRule: 'auto', autoMonthlyLimit: '5' });
  singleActivity = await make('Client appreciation', '100', {});
}, 120_000);

afterEach(() => {
  globalThis.fetch = realFetch;
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
}, 120_000);

describe('a create whose commit landed but whose answer was lost', () => {
  it('an auto claim: filed and credited once, through the runner\'s retry and the user\'s second press', async () => {
    const e = 'EMP001';
    const before = await expectLedgerConsistent(env, e);
    const claimsBefore = await idsOf(`users/${e}/requestedClaims`);
    const key = newAttemptKey();
    const me = await profile(e);
    loseCommitAnswers(1);
    const first = await fileClaim(person(e).db, me, autoActivity, claimInput('Resolved it.'), key);
    expect(lost).toBeGreaterThan(0);
    expect(first).toMatchObject({ outcome: 'approved', points: 250 });
    // The user presses Submit again on the same form.
    const again = await fileClaim(person(e).db, me, autoActivity, claimInput('Resolved it.'), key);
    expect(again).toEqual(first);
    expect(await idsOf(`users/${e}/requestedClaims`)).toEqual([...claimsBefore, first.id].sort());
    expect((await idsOf(`users/${e}/ledger`)).filter((id) => id.startsWith('claim-'))).toEqual([`claim-${first.id}`]);
    expect(await expectLedgerConsistent(env, e)).toBe(before + 250);
  }, 60_000);

  it('a pending claim: filed once, the pending counter moved once', async () => {
    const e = 'EMP002';
    const key = newAttemptKey();
    const me = await profile(e);
    loseCommitAnswers(1);
    const first = await fileClaim(person(e).db, me, singleActivity, claimInput('Thanked by the client.'), key);
    const again = await fileClaim(person(e).db, me, singleActivity, claimInput('Thanked by the client.'), key);
    expect(again).toEqual(first);
    expect(await idsOf(`users/${e}/requestedClaims`)).toEqual([first.id]);
    expect((await profile(e)).pendingClaims).toBe(1);
  }, 60_000);

  it('without an attempt key the same press would file again (the key is what makes it one)', async () => {
    const e = 'EMP002';
    const me = await profile(e);
    const before = await idsOf(`users/${e}/requestedClaims`);
    await fileClaim(person(e).db, me, singleActivity, claimInput('Second claim.'));
    await fileClaim(person(e).db, me, singleActivity, claimInput('Second claim.'));
    expect((await idsOf(`users/${e}/requestedClaims`)).length).toBe(before.length + 2);
  }, 60_000);

  it('a redemption: requested once, the points taken once', async () => {
    const e = 'EMP001';
    const before = await expectLedgerConsistent(env, e);
    const key = newAttemptKey();
    const me = await profile(e);
    loseCommitAnswers(1);
    const first = await redeemPoints(person(e).db, me, 100, key);
    const again = await redeemPoints(person(e).db, me, 100, key);
    expect(again.id).toBe(first.id);
    expect(await idsOf(`users/${e}/redemptionRequests`)).toEqual([first.id]);
    expect(await expectLedgerConsistent(env, e)).toBe(before - 100);
  }, 60_000);

  it('an activity: created once', async () => {
    const admin = person('ADM001').db;
    const before = await idsOf('pointActivities');
    const key = newAttemptKey();
    const terms = activityCreateSchema.parse({ name: 'Retried once', description: '', points: '10', isActive: true });
    loseCommitAnswers(1);
    const first = await createActivity(admin, makerOf('ADM001'), terms, key);
    expect(await createActivity(admin, makerOf('ADM001'), terms, key)).toBe(first);
    expect(await idsOf('pointActivities')).toEqual([...before, first].sort());
  }, 60_000);

  it('an adjustment: credited once', async () => {
    const e = 'EMP002';
    const before = await expectLedgerConsistent(env, e);
    const key = newAttemptKey();
    const input = adjustmentSchema.parse({ points: '40', reason: 'Retried adjustment' });
    const admin = actorOf(person('ADM001'), 'Name ADM001');
    loseCommitAnswers(1);
    const first = await adjustPoints(person('ADM001').db, admin, e, input, key);
    expect(await adjustPoints(person('ADM001').db, admin, e, input, key)).toEqual(first);
    expect((await idsOf(`users/${e}/ledger`)).filter((id) => id.startsWith('adjustment-'))).toEqual(['adjustment-1']);
    expect(await expectLedgerConsistent(env, e)).toBe(before + 40);
  }, 60_000);

  it("today's report: filed once; the same report again is saved, not refused", async () => {
    const e = 'EMP002';
    const me = await profile(e);
    loseCommitAnswers(1);
    const day = await fileTodaysReport(person(e).db, me, 'Walked the site.');
    await expect(fileTodaysReport(person(e).db, me, 'Walked the site.')).resolves.toBe(day);
    expect(await idsOf(`users/${e}/productivityReports`)).toEqual([day]);
    await expect(fileTodaysReport(person(e).db, me, 'Something else.')).rejects.toMatchObject({ code: 'conflict' });
  }, 60_000);

  it('a leave request: asked once, through the retry and a second press; a new attempt asks again', async () => {
    const e = 'EMP002';
    const me = await profile(e);
    const who = { employeeId: e, name: me.name, director: false, queue: defaultManagerFor(me.departments) };
    const day = addDays(new Date(), 10);
    const input = leaveSchema(toDayKey(new Date())).parse({ from: toDayKey(day), to: toDayKey(addDays(day, 1)), reason: 'Family function' });
    const before = await idsOf(`users/${e}/leaveRequests`);
    const key = newAttemptKey();
    loseCommitAnswers(1);
    await askLeave(person(e).db, who, input, key);
    expect(lost).toBeGreaterThan(0);
    await askLeave(person(e).db, who, input, key);
    expect(await idsOf(`users/${e}/leaveRequests`)).toEqual([...before, key].sort());
    // Another opening of the form is another request (the key is what makes it one).
    await askLeave(person(e).db, who, input, newAttemptKey());
    expect((await idsOf(`users/${e}/leaveRequests`)).length).toBe(before.length + 2);
  }, 60_000);
});
