/**
 * Two tabs of one employee submit a claim at the same moment: both read the same next reference, and
 * the one that commits second finds that reference taken. The transaction runner must run it again
 * (it then takes the next reference), so both claims are submitted, each with its own reference.
 * The emulator serializes these transactions with locks and refuses the loser with 'aborted'; the
 * 'already-exists' refusal of a commit whose create-only id was taken meanwhile is proven on the
 * runner itself (src/data/transaction.test.ts). Repeated, because a single pair may not collide.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '@/data/activities/api';
import { submitClaim } from '@/data/claims/api';
import { DataError, firestoreCode } from '@/data/errors';
import { toDayKey } from '@/domain/dates';
import { activityCreateSchema } from '@/domain/schemas';
import { deleteAllApps, rosterRow, signedUpPeople, signIn, makerOf } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';

const EMPLOYEE = 'EMP001';
const ROUNDS = 8;

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
let activityId = '';

beforeAll(async () => {
  env = await people.setUpOrganisation([rosterRow(EMPLOYEE)]);
  const admin = person('ADM001').db;
  activityId = await createActivity(
    admin,
    makerOf('ADM001'),
    activityCreateSchema.parse({ name: 'Two tabs', description: 'Same moment', points: 10, isActive: true }),
  );
}, 120_000);

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
}, 120_000);

const outcome = (r: PromiseSettledResult<string>): string =>
  r.status === 'fulfilled'
    ? 'submitted'
    : r.reason instanceof DataError
      ? r.reason.code
      : `${firestoreCode(r.reason) ?? 'error'}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`;

describe('two claims of one employee at the same moment', () => {
  it(`both are submitted, each with its own reference (${ROUNDS} rounds)`, async () => {
    const me = await profile(EMPLOYEE);
    // Two tabs: two app instances signed in as the same employee.
    const tabs = [person(EMPLOYEE).db, (await signIn(EMPLOYEE)).db] as const;
    const submit = (round: number, tab: 0 | 1) =>
      submitClaim(tabs[tab], me, activityId, {
        description: `Round ${round}, tab ${tab}`,
        managerId: 'M3',
        completionDate: toDayKey(new Date()),
        evidence: '',
      });
    const ids: string[] = [];
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.allSettled([submit(round, 0), submit(round, 1)]);
      for (const r of results) {
        if (r.status === 'fulfilled') ids.push(r.value);
        else failures.push(`round ${round}: ${outcome(r)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(new Set(ids).size).toBe(2 * ROUNDS);
  }, 120_000);
});
