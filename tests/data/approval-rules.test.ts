/**
 * Approval rules with the app's own functions, real Auth-emulator accounts and the rules on
 * (docs/data-model.md, 'Approval rules'): an `auto` claim credited at filing until the month's limit,
 * then filed pending; a `double` claim approved by two different reviewers (single and bulk review);
 * the pending counter moved by filing, approval, rejection and withdrawal, and the 20-claim limit.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '@/data/activities/api';
import {
  approveClaim,
  fileClaim,
  getAutoApprovalsUsed,
  getClaim,
  rejectClaim,
  reviewClaims,
  withdrawClaim,
} from '@/data/claims/api';
import { isDataError } from '@/data/errors';
import { approvalTexts, MAX_PENDING_CLAIMS } from '@/domain/approvalRules';
import { budgetId } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { toDayKey } from '@/domain/dates';
import { budgetWrites } from '@/data/schema/budgets';
import { activityCreateSchema } from '@/domain/schemas';
import { actorOf, deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { adminRead, closeRulesEnv, expectLedgerConsistent } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
const actor = (id: string) => actorOf(person(id), `Name ${id}`);
const activities: Record<'auto' | 'double' | 'single', string> = { auto: '', double: '', single: '' };

const input = (managerId: 'M2' | 'M3' = 'M3') => ({
  description: 'Resolved a customer complaint.',
  managerId,
  completionDate: toDayKey(new Date()),
  evidence: '',
});
const file = async (owner: string, activity: string, queue?: 'M2' | 'M3') =>
  fileClaim(person(owner).db, await profile(owner), activity, input(queue));
const balance = (e: string) => expectLedgerConsistent(env, e);
const pendingOf = async (e: string) =>
  adminRead(env, async (db) => Number((await getDoc(doc(db, `users/${e}`))).data()?.pendingClaims ?? 0));

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('MGR002', 'manager', ['M3']),
    rosterRow('EMP001'),
    rosterRow('EMP002'),
    rosterRow('EMP003'),
    // Ixora FM: their own queue is M2 (the budget test below).
    rosterRow('EMP004', 'employee', [], ['Ixora FM']),
  ]);
  const admin = person('ADM001').db;
  const make = (name: string, points: string, rule: object) =>
    createActivity(admin, makerOf('ADM001'), activityCreateSchema.parse({ name, description: '', points, isActive: true, ...rule }));
  activities.auto = await make('Customer complaint resolved', '25', { approvalRule: 'auto', autoMonthlyLimit: '2' });
  activities.double = await make('Referral hired', '500', { approvalRule: 'double' });
  activities.single = await make('Client appreciation', '100', {});
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe('auto', () => {
  it('credits the first two of the month at once; the third waits for a manager', async () => {
    const before = await balance('EMP001');
    const first = await file('EMP001', activities.auto);
    expect(first).toMatchObject({ outcome: 'approved', points: 25 });
    expect(await balance('EMP001')).toBe(before + 25);
    expect((await getClaim(person('EMP001').db, 'EMP001', first.id))?.status).toBe('paid');
    expect(await file('EMP001', activities.auto)).toMatchObject({ outcome: 'approved' });
    expect(await getAutoApprovalsUsed(person('EMP001').db, 'EMP001', activities.auto)).toBe(2);
    expect(await balance('EMP001')).toBe(before + 50);
    expect(await pendingOf('EMP001')).toBe(0);

    const third = await file('EMP001', activities.auto);
    expect(third).toEqual({ id: third.id, outcome: 'auto-limit', autoLimit: 2 });
    expect(approvalTexts.autoLimitReached(2)).toMatch(/waits for your manager/);
    const stored = await getClaim(person('EMP001').db, 'EMP001', third.id);
    expect(stored).toMatchObject({ status: 'pending', approvalRule: 'auto' });
    expect(await balance('EMP001')).toBe(before + 50);
    expect(await pendingOf('EMP001')).toBe(1);
    // A manager approves it like a single claim; the counter goes back down.
    await approveClaim(person('MGR001').db, actor('MGR001'), 'EMP001', third.id);
    expect(await balance('EMP001')).toBe(before + 75);
    expect(await pendingOf('EMP001')).toBe(0);
  });
});

describe('auto, with a budget', () => {
  it("spends the queue's month; one the budget cannot cover waits for a manager, spending nothing", async () => {
    const month = istMonthKey(new Date());
    const budgetPath = `budgets/${budgetId('M2', month)}`;
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), budgetPath), budgetWrites.create('M2', month, 30, 'ADM001', serverTimestamp()));
    });
    const spentOf = () => adminRead(env, async (db) => Number((await getDoc(doc(db, budgetPath))).data()?.spent));
    const before = await balance('EMP004');
    expect(await file('EMP004', activities.auto, 'M2')).toMatchObject({ outcome: 'approved', points: 25 });
    expect(await spentOf()).toBe(25);
    expect(await balance('EMP004')).toBe(before + 25);

    const over = await file('EMP004', activities.auto, 'M2');
    expect(over).toEqual({ id: over.id, outcome: 'over-budget', queue: 'M2' });
    expect((await getClaim(person('EMP004').db, 'EMP004', over.id))?.status).toBe('pending');
    expect(await getAutoApprovalsUsed(person('EMP004').db, 'EMP004', activities.auto)).toBe(1);
    expect(await spentOf()).toBe(25);
    expect(await balance('EMP004')).toBe(before + 25);
    await withdrawClaim(person('EMP004').db, 'EMP004', over.id);
    expect(await pendingOf('EMP004')).toBe(0);
  });
});

describe('double', () => {
  it('the first approval credits nothing; the same reviewer cannot give the second; another credits it', async () => {
    const before = await balance('EMP002');
    const { id, outcome } = await file('EMP002', activities.double);
    expect(outcome).toBe('pending');
    expect(await pendingOf('EMP002')).toBe(1);

    const first = await approveClaim(person('MGR001').db, actor('MGR001'), 'EMP002', id);
    expect(first).toMatchObject({ status: 'awaiting_second', firstApprovedById: 'MGR001' });
    expect(await balance('EMP002')).toBe(before);
    expect(await pendingOf('EMP002')).toBe(1);

    const again = await approveClaim(person('MGR001').db, actor('MGR001'), 'EMP002', id).catch((e: unknown) => e);
    expect(isDataError(again, 'same-reviewer')).toBe(true);
    expect(await balance('EMP002')).toBe(before);

    const second = await approveClaim(person('MGR002').db, actor('MGR002'), 'EMP002', id);
    expect(second).toMatchObject({ status: 'paid', approvedById: 'MGR002', firstApprovedById: 'MGR001' });
    expect(await balance('EMP002')).toBe(before + 500);
    expect(await pendingOf('EMP002')).toBe(0);
  });

  it('bulk review gives first approvals, completes claims another reviewer first approved, and skips its own', async () => {
    const before = await balance('EMP003');
    const a = (await file('EMP003', activities.double)).id;
    const b = (await file('EMP003', activities.double)).id;
    await approveClaim(person('MGR002').db, actor('MGR002'), 'EMP003', b);
    const c = (await file('EMP003', activities.double)).id;
    await approveClaim(person('MGR001').db, actor('MGR001'), 'EMP003', c);

    const outcomes = await reviewClaims(person('MGR001').db, actor('MGR001'), [a, b, c].map((claimId) => ({ employeeId: 'EMP003', claimId })), { action: 'approve' });
    expect(outcomes.map((o) => o.outcome)).toEqual(['first-approved', 'approved', 'failed']);
    expect((await getClaim(person('EMP003').db, 'EMP003', a))?.status).toBe('awaiting_second');
    expect((await getClaim(person('EMP003').db, 'EMP003', c))?.status).toBe('awaiting_second');
    expect(await balance('EMP003')).toBe(before + 500);
    expect(await pendingOf('EMP003')).toBe(2);

    await rejectClaim(person('MGR001').db, actor('MGR001'), 'EMP003', c, 'Not eligible');
    expect(await pendingOf('EMP003')).toBe(1);
    await rejectClaim(person('MGR002').db, actor('MGR002'), 'EMP003', a, 'Duplicate');
    expect(await pendingOf('EMP003')).toBe(0);
    expect(await balance('EMP003')).toBe(before + 500);
  });
});

describe('the pending-claims limit', () => {
  it(`refuses the ${MAX_PENDING_CLAIMS + 1}st pending claim with its message; a withdrawal makes room`, async () => {
    // Nineteen counted as pending already (rules off), as if filed earlier.
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'users/EMP002'), { pendingClaims: MAX_PENDING_CLAIMS - 1 });
    });
    const twentieth = await file('EMP002', activities.single);
    expect(await pendingOf('EMP002')).toBe(MAX_PENDING_CLAIMS);
    const refused = await file('EMP002', activities.single).catch((e: unknown) => e);
    expect(isDataError(refused, 'pending-limit')).toBe(true);
    expect((refused as Error).message).toBe(approvalTexts.pendingLimitReached);
    await withdrawClaim(person('EMP002').db, 'EMP002', twentieth.id);
    expect(await pendingOf('EMP002')).toBe(MAX_PENDING_CLAIMS - 1);
    expect((await file('EMP002', activities.single)).outcome).toBe('pending');
    await balance('EMP002');
  });
});
