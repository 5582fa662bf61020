/**
 * A race through the app's own data layer: 200 operations over 10 employees, run concurrently
 * in bounded groups, against the emulators with the rules on. Two reviewers approve distinct claims of
 * the same employees (and some of the same claims), finance declines payouts, the employees redeem.
 * Every failure must be one the app explains (already reviewed, insufficient points); the money must add
 * up: no double credit, the ledger invariant for every employee, and the month totals equal the ledger.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '@/data/activities/api';
import { getQueueBudgets, setBudget } from '@/data/budgets/api';
import { approveClaim, submitClaim } from '@/data/claims/api';
import { DataError, firestoreCode } from '@/data/errors';
import { TRANSACTION_DEFAULTS } from '@/data/transaction';
import { listLedger } from '@/data/ledger/api';
import { declineRedemption, redeemPoints } from '@/data/redemptions/api';
import { istMonthKey } from '@/domain/ist';
import { OPENING_POINTS } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { activityCreateSchema } from '@/domain/schemas';
import { actorOf, deleteAllApps, rosterRow, signedUpPeople, makerOf } from '../support/appClients';
import { closeRulesEnv, expectLedgerConsistent } from '../support/rules';
import { expectTotalsMatchLedger } from '../support/totals';

const EMPLOYEES = Array.from({ length: 10 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`);
const CLAIM_POINTS = 100;
const TIER = 100;
/** Per employee: 10 distinct approvals (5 per reviewer), 2 claims approved by both reviewers (4), 3 declines, 3 redemptions. */
const DISTINCT_APPROVALS = 10;
const DOUBLE_APPROVALS = 2;
const DECLINES = 3;
const REDEMPTIONS = 3;
/**
 * Queue M1's budget this month: the set-up's funding credits and 90 of the 120 race claims. The other 30
 * are refused 'over budget' (explained), and the budget ends exactly spent, never overspent.
 */
const FUNDING_CREDITS = 3 * 10;
const RACE_CREDITS_THAT_FIT = 90;
const BUDGET = (FUNDING_CREDITS + RACE_CREDITS_THAT_FIT) * CLAIM_POINTS;
/** How many operations are in flight at once. */
const GROUP = 20;

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
const actor = (employeeId: string) => actorOf(person(employeeId), `Name ${employeeId}`);

type Expected = 'success' | 'not-pending' | 'insufficient-points' | 'over-budget';
interface Operation {
  kind: 'approve' | 'approve (both reviewers)' | 'decline' | 'redeem';
  label: string;
  employeeId: string;
  /** the failures this operation may meet and the app explains */
  explained: readonly Expected[];
  run: () => Promise<unknown>;
}

interface Outcome {
  op: Operation;
  /** 'success', a DataError code, or how it failed otherwise */
  result: string;
  explained: boolean;
}

/** Runs the operations with at most `width` in flight: each worker takes the next one when it finishes. */
async function runBounded(ops: readonly Operation[], width: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++];
      if (!op) break;
      try {
        await op.run();
        outcomes.push({ op, result: 'success', explained: true });
      } catch (e) {
        const result =
          e instanceof DataError
            ? e.code
            : `${firestoreCode(e) ?? 'error'}: ${e instanceof Error ? e.message : String(e)}`;
        outcomes.push({ op, result, explained: (op.explained as readonly string[]).includes(result) });
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return outcomes;
}

/** A fixed shuffle (the test must fail or pass the same way each run). */
function shuffled<T>(items: readonly T[], seed = 16): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

let activityId = '';

async function submit(employeeId: string, n: number): Promise<string[]> {
  const me = await profile(employeeId);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await submitClaim(person(employeeId).db, me, activityId, {
        description: `Race ${i}`,
        managerId: 'M1',
        completionDate: toDayKey(new Date()),
        evidence: '',
      }),
    );
  }
  return ids;
}

/**
 * The race is about outcomes and money, not about the offline deadline (src/data/transaction.test.ts
 * proves that): with 20 transactions in flight on a busy test machine, the emulator can take more
 * than the app's 4 s to answer one, which the app would rightly call offline.
 */
const APP_DEADLINE_MS = TRANSACTION_DEFAULTS.deadlineMs;

beforeAll(async () => {
  TRANSACTION_DEFAULTS.deadlineMs = 60_000;
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('MGR002', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('FIN001', 'finance'),
    // Loocafe: their claims go to queue M1 (their own), whose budget they race for.
    ...EMPLOYEES.map((id) => rosterRow(id, 'employee', [], ['Loocafe'])),
  ]);
  const admin = person('ADM001').db;
  activityId = await createActivity(
    admin,
    makerOf('ADM001'),
    activityCreateSchema.parse({
      name: 'Race activity',
      description: 'Races',
      points: CLAIM_POINTS,
      isActive: true,
    }),
  );
}, 120_000);

afterAll(async () => {
  TRANSACTION_DEFAULTS.deadlineMs = APP_DEADLINE_MS;
  await deleteAllApps();
  // 200 approvals, declines and redemptions that tests/rules/* cover one by one.
  await closeRulesEnv(env, import.meta.url, { saveCoverage: false });
}, 120_000);

describe('no lost races', () => {
  it('200 racing approvals, declines and redemptions over 10 employees, within a queue budget: only explained failures, the money adds up, never overspent', async () => {
    const month = istMonthKey(new Date());
    await setBudget(person('ADM001').db, actor('ADM001'), { queue: 'M1', month, budget: BUDGET, repeat: false });
    // Set-up, one employee after another: the claims to race on, and DECLINES pending payouts to decline
    // (funded by as many approved claims, so each employee starts the race with the opening balance).
    const ops: Operation[] = [];
    const raceClaims = new Map<string, string[]>();
    for (const e of EMPLOYEES) {
      const claims = await submit(e, DISTINCT_APPROVALS + DOUBLE_APPROVALS + DECLINES);
      const funding = claims.slice(DISTINCT_APPROVALS + DOUBLE_APPROVALS);
      for (const c of funding) await approveClaim(person('MGR001').db, actor('MGR001'), e, c);
      const payouts: string[] = [];
      for (let i = 0; i < DECLINES; i++)
        payouts.push((await redeemPoints(person(e).db, await profile(e), TIER)).id);
      raceClaims.set(e, claims.slice(0, DISTINCT_APPROVALS + DOUBLE_APPROVALS));
      const distinct = claims.slice(0, DISTINCT_APPROVALS);
      const doubled = claims.slice(DISTINCT_APPROVALS, DISTINCT_APPROVALS + DOUBLE_APPROVALS);
      distinct.forEach((c, i) => {
        const reviewer = i % 2 === 0 ? 'MGR001' : 'MGR002';
        ops.push({
          kind: 'approve',
          label: `${reviewer} approves ${c}`,
          employeeId: e,
          explained: ['over-budget'],
          run: () => approveClaim(person(reviewer).db, actor(reviewer), e, c),
        });
      });
      for (const c of doubled) {
        for (const reviewer of ['MGR001', 'MGR002']) {
          ops.push({
            kind: 'approve (both reviewers)',
            label: `${reviewer} approves ${c} (both reviewers)`,
            employeeId: e,
            explained: ['not-pending', 'over-budget'],
            run: () => approveClaim(person(reviewer).db, actor(reviewer), e, c),
          });
        }
      }
      for (const r of payouts) {
        ops.push({
          kind: 'decline',
          label: `FIN001 declines ${r}`,
          employeeId: e,
          explained: [],
          run: () => declineRedemption(person('FIN001').db, actor('FIN001'), e, r, 'Bank details missing'),
        });
      }
      const me = await profile(e);
      for (let i = 0; i < REDEMPTIONS; i++) {
        ops.push({
          kind: 'redeem',
          label: `${e} redeems ${TIER}`,
          employeeId: e,
          explained: ['insufficient-points'],
          run: () => redeemPoints(person(e).db, me, TIER),
        });
      }
    }
    expect(ops).toHaveLength(200);
    for (const e of EMPLOYEES) expect(await expectLedgerConsistent(env, e)).toBe(OPENING_POINTS);

    const outcomes = await runBounded(shuffled(ops), GROUP);

    const unexplained = outcomes.filter((o) => !o.explained);
    const tally = new Map<string, number>();
    for (const o of outcomes) {
      const key = `${o.op.kind} -> ${o.result.split(':')[0] ?? ''}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    console.info(`race outcomes: ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(
      unexplained.map((o) => `${o.op.label}: ${o.result}`),
      `unexplained failures (${unexplained.length} of ${outcomes.length}); all outcomes: ${JSON.stringify(Object.fromEntries(tally))}`,
    ).toEqual([]);

    let creditedInRace = 0;
    for (const e of EMPLOYEES) {
      const mine = outcomes.filter((o) => o.op.employeeId === e);
      const redeemed = mine.filter((o) => o.op.kind === 'redeem' && o.result === 'success').length;
      // Each claim approved by both reviewers was credited at most once: never two successes.
      const doubled = mine.filter((o) => o.op.kind === 'approve (both reviewers)');
      expect(doubled.filter((o) => o.result === 'success').length).toBeLessThanOrEqual(DOUBLE_APPROVALS);
      // One ledger entry per credited claim, none twice; a claim refused over budget has none.
      const ledger = await listLedger(person(e).db, e);
      const claimEntries = ledger.filter((x) => x.type === 'earned').map((x) => x.sourceRef);
      const credited = (raceClaims.get(e) ?? []).filter((c) => {
        const n = claimEntries.filter((s) => s === c).length;
        expect(n, `${c} credited at most once`).toBeLessThanOrEqual(1);
        return n === 1;
      }).length;
      expect(credited, `${e}'s successful approvals are its credits`).toBe(
        mine.filter((o) => o.op.kind.startsWith('approve') && o.result === 'success').length,
      );
      creditedInRace += credited;
      const balance = await expectLedgerConsistent(env, e);
      expect(balance, `${e}'s balance`).toBe(OPENING_POINTS + credited * CLAIM_POINTS + DECLINES * TIER - redeemed * TIER);
    }
    // The budget: never overspent, spent == the points of every credited claim (funding and race).
    const [m1] = (await getQueueBudgets(person('ADM001').db, month)).filter((b) => b.queue === 'M1');
    expect(m1?.budget).toBe(BUDGET);
    expect(m1?.spent).toBe((FUNDING_CREDITS + creditedInRace) * CLAIM_POINTS);
    expect(creditedInRace).toBe(RACE_CREDITS_THAT_FIT);
    expect(outcomes.filter((o) => o.result === 'over-budget').length).toBeGreaterThan(0);
    // The month totals, moved by every posting of the set-up and the race, equal the ledger: the race's
    // department's credits, refunds and redemptions, its claims by queue and activity, its earners.
    const totals = await expectTotalsMatchLedger(env);
    const credits = [...totals.values()].reduce((n, t) => n + (t.points.earned ?? 0), 0);
    expect(credits).toBe((FUNDING_CREDITS + creditedInRace) * CLAIM_POINTS);
  }, 240_000);
});
