/**
 * Approval rules (docs/data-model.md, 'Approval rules'): an `auto` activity's claim approved at filing
 * within a per-employee monthly limit, a `double` activity's claim approved by two different reviewers,
 * and the limit of pending claims per employee. Each attack is the app's own write with one thing
 * changed, next to the honest write as a control; the ledger invariant is checked after each balance
 * change.
 */
import type { DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { autoCounterId, MAX_PENDING_CLAIMS } from '@/domain/approvalRules';
import { istMonthKey } from '@/domain/ist';
import { claimWrites } from '@/data/schema/claims';
import { expectLedgerConsistent, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import { budgetDefaultDoc, budgetDoc, budgetPaths, incrementSpendWrite, spendWrite } from '../support/budgets';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  SEED_POINTS,
  activityData,
  activityUpdateWrite,
  actorOf,
  approveWrites,
  autoFilingWrites,
  claimCreate,
  claimFiling,
  dayOffset,
  firstApproveWrite,
  paths,
  pendingCounterWrite,
  personDocs,
  rejectWrite,
  tamper,
  today,
  withdrawWrite,
  type Person,
  type Write,
} from '../support/world';
import { serverTimestamp } from 'firebase/firestore';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const owner = PEOPLE.owner;
const E = owner.employeeId;
const all = (w: Record<string, Write>) => Object.values(w);

const AUTO = { id: 'PA010', name: 'Customer complaint resolved', points: 25 };
const AUTO_LIMIT = 2;
const DOUBLE = { id: 'PA011', name: 'Referral hired', points: 500 };
const counterPath = (e: string, activityId = AUTO.id) => paths.autoCount(e, autoCounterId(activityId, istMonthKey(new Date())));

/** A claim of `p` stored as filed (rules off), with `extra` fields (a first approval). */
function storedClaim(p: Person, id: string, activity: { id: string; name: string; points: number }, rule: 'single' | 'double', extra: DocumentData = {}) {
  const data = claimWrites.submit(
    {
      id,
      employee: { employeeId: p.employeeId, name: p.name, department: 'Associate', designation: 'Associate' },
      activity: { ...activity, approvalRule: rule },
      input: { description: 'Referred a candidate who joined.', completionDate: dayOffset(-3), managerId: 'M3', evidence: '' },
      today: dayOffset(-2),
    },
    serverTimestamp(),
  );
  return { [paths.claim(p.employeeId, id)]: { ...data, ...extra } };
}

const firstApproval = (by: Person) => claimWrites.firstApprove(actorOf(by), dayOffset(-1), serverTimestamp());

/** Ids of the claims this file adds to the seeded world. */
const DOUBLE_PENDING = `${E}-030`;
const DOUBLE_FIRST = `${E}-031`;
const M2 = PEOPLE.manager2;
const M2_PENDING = `${M2.employeeId}-030`;
const M2_FIRST = `${M2.employeeId}-031`;

/** The seeded world plus the two rule activities, two-approval claims and any `extra` documents. */
const doubleActivity = () => activityData(DOUBLE.id, DOUBLE.points, DOUBLE.name, true, { approvalRule: 'double' });

async function world(extra: Record<string, DocumentData> = {}) {
  await dirtyReset({
    [paths.activity(AUTO.id)]: activityData(AUTO.id, AUTO.points, AUTO.name, true, { approvalRule: 'auto', autoMonthlyLimit: AUTO_LIMIT }),
    [paths.activity(DOUBLE.id)]: doubleActivity(),
    ...storedClaim(owner, DOUBLE_PENDING, DOUBLE, 'double'),
    ...storedClaim(owner, DOUBLE_FIRST, DOUBLE, 'double', firstApproval(PEOPLE.manager)),
    ...storedClaim(M2, M2_PENDING, DOUBLE, 'double'),
    ...storedClaim(M2, M2_FIRST, DOUBLE, 'double', firstApproval(PEOPLE.manager)),
    ...extra,
  });
}

/** The owner's profile with a pending-claims count (rules off). */
function ownerWithPending(count: number): Record<string, DocumentData> {
  const profile = personDocs(owner)[paths.user(E)] ?? {};
  return { [paths.user(E)]: { ...profile, pendingClaims: count } };
}

const statusOf = async (e: string, id: string) => (await readDoc(suite.env, paths.claim(e, id)))?.status;

// ---------------------------------------------------------------------------------------------
describe("an activity's approval rule", () => {
  const create = (rule: DocumentData): Write => ({
    path: paths.activity('PA050'),
    op: 'set',
    data: { ...activityData('PA050', 25, 'Quick win'), ...rule },
    audit: { action: 'activity.create' },
  });

  it.each<[string, DocumentData]>([
    ["'auto' with a limit of 0", { approvalRule: 'auto', autoMonthlyLimit: 0 }],
    ["'auto' with a limit of 32", { approvalRule: 'auto', autoMonthlyLimit: 32 }],
    ["'auto' with a fractional limit", { approvalRule: 'auto', autoMonthlyLimit: 1.5 }],
    ["'double' with a limit", { approvalRule: 'double', autoMonthlyLimit: 2 }],
    ['an unknown rule', { approvalRule: 'triple', autoMonthlyLimit: 0 }],
    ['no rule', { approvalRule: undefined }],
  ])('denies creating one with %s', async (_name, rule) => {
    const write = create(rule);
    if (rule.approvalRule === undefined) delete write.data.approvalRule;
    await deniedThenControl('admin', [write], [create({ approvalRule: 'auto', autoMonthlyLimit: AUTO_LIMIT })]);
  });

  it('is set by admins only, on create and edit', async () => {
    await denied('manager', [create({ approvalRule: 'auto', autoMonthlyLimit: 2 })]);
    await denied('owner', [activityUpdateWrite(ACTIVE_ACTIVITY.id, { approvalRule: 'auto', autoMonthlyLimit: 2 })]);
    await allowed('admin', [activityUpdateWrite(ACTIVE_ACTIVITY.id, { approvalRule: 'double', autoMonthlyLimit: 0 })]);
    expect((await readDoc(suite.env, paths.activity(ACTIVE_ACTIVITY.id)))?.approvalRule).toBe('double');
  });

  it('denies an edit that changes the rule to auto without a valid limit', async () => {
    await deniedThenControl(
      'admin',
      [activityUpdateWrite(ACTIVE_ACTIVITY.id, { approvalRule: 'auto', autoMonthlyLimit: 40 })],
      [activityUpdateWrite(ACTIVE_ACTIVITY.id, { approvalRule: 'auto', autoMonthlyLimit: 31 })],
    );
  });
});

// ---------------------------------------------------------------------------------------------
describe('auto: approved at filing, within the monthly limit', () => {
  // The month's first credit creates the earner marker; a later one finds it (firstOfMonth: false).
  const filing = (id: string, countBefore = 0, balanceBefore = SEED_POINTS, firstOfMonth = true) =>
    autoFilingWrites(owner, id, AUTO, countBefore, balanceBefore, { firstOfMonth });

  it('files the claim paid and credits it in the same batch; the counter moves by one', async () => {
    await world();
    await allowed('owner', all(filing(`${E}-040`)));
    expect(await statusOf(E, `${E}-040`)).toBe('paid');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + AUTO.points);
    expect(await readDoc(suite.env, counterPath(E))).toEqual({ count: 1, lastClaim: `${E}-040` });
    await allowed('owner', all(filing(`${E}-041`, 1, SEED_POINTS + AUTO.points, false)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 2 * AUTO.points);
  });

  it('denies auto-approving past the monthly limit; the same claim filed pending is allowed', async () => {
    await world({ [counterPath(E)]: { count: AUTO_LIMIT, lastClaim: `${E}-039` } });
    const pending = [claimCreate(owner, `${E}-042`, { ...AUTO, approvalRule: 'auto' }), pendingCounterWrite(E, `${E}-042`, 1)];
    await deniedThenControl('owner', all(filing(`${E}-042`, AUTO_LIMIT)), pending);
    expect(await statusOf(E, `${E}-042`)).toBe('pending');
    expect((await readDoc(suite.env, paths.claim(E, `${E}-042`)))?.approvalRule).toBe('auto');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it("spends the queue's month budget unread (an increment): denied without spending it, past it, or forged", async () => {
    const id = `${E}-045`;
    await world(budgetDoc('M3', 40, 10));
    await denied('owner', all(filing(id)));
    await denied('owner', [...all(filing(id)), spendWrite(owner, 'M3', 34, E, id)]);
    await denied('owner', [...all(filing(id)), incrementSpendWrite(owner, 'M3', AUTO.points - 1, E, id)]);
    await allowed('owner', [...all(filing(id)), incrementSpendWrite(owner, 'M3', AUTO.points, E, id)]);
    expect((await readDoc(suite.env, budgetPaths.month('M3')))?.spent).toBe(35);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + AUTO.points);

    await world(budgetDoc('M3', 30, 10));
    await denied('owner', [...all(filing(`${E}-046`)), incrementSpendWrite(owner, 'M3', AUTO.points, E, `${E}-046`)]);
    expect(await statusOf(E, `${E}-046`)).toBeUndefined();
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('denies an automatic approval in a queue whose month is not open but repeats a budget (a reviewer opens it)', async () => {
    const id = `${E}-047`;
    await world(budgetDefaultDoc('M3', 300));
    await denied('owner', all(filing(id)));
    await denied('owner', [...all(filing(id)), incrementSpendWrite(owner, 'M3', AUTO.points, E, id)]);
    await allowed('owner', [claimCreate(owner, id, { ...AUTO, approvalRule: 'auto' }), pendingCounterWrite(E, id, 1)]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('credits at once in a queue without a budget, spending nothing', async () => {
    await world();
    await allowed('owner', all(filing(`${E}-048`)));
    expect(await readDoc(suite.env, budgetPaths.month('M3'))).toBeUndefined();
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + AUTO.points);
  });

  it('denies auto-approving a claim of a single or double activity', async () => {
    await world();
    const single = autoFilingWrites(owner, `${E}-043`, ACTIVE_ACTIVITY, 0, SEED_POINTS);
    await denied('owner', all(single));
    await denied('owner', [tamper(single.claim, { approvalRule: 'single' }), single.counter, single.entry, single.user]);
    const double = autoFilingWrites(owner, `${E}-043`, DOUBLE, 0, SEED_POINTS);
    await denied('owner', all(double));
    await expectLedgerConsistent(suite.env, E);
  });

  it.each<[string, (w: ReturnType<typeof filing>) => Write[]]>([
    ['without moving the counter', (w) => [w.claim, w.entry, w.user]],
    ['moving the counter by two', (w) => [w.claim, tamper(w.counter, { count: 2 }), w.entry, w.user]],
    ['with a counter naming another claim', (w) => [w.claim, tamper(w.counter, { lastClaim: `${E}-001` }), w.entry, w.user]],
    ["with another month's counter", (w) => [w.claim, { ...w.counter, path: paths.autoCount(E, autoCounterId(AUTO.id, '2020-01')) }, w.entry, w.user]],
    ['without the credit', (w) => [w.claim, w.counter]],
    ['with more points than the activity', (w) => [tamper(w.claim, { points: 250 }), w.counter, tamper(w.entry, { points: 250, balanceAfter: SEED_POINTS + 250 }), tamper(w.user, { points: SEED_POINTS + 250 })]],
    ['paid on another day', (w) => [tamper(w.claim, { paidDate: dayOffset(-5), checkedDate: dayOffset(-5) }), w.counter, w.entry, w.user]],
  ])('denies a claim filed approved %s', async (_name, attack) => {
    await world();
    const w = filing(`${E}-044`);
    await deniedThenControl('owner', attack(w), all(w));
    await expectLedgerConsistent(suite.env, E);
  });

  it("denies moving the counter without a claim, by more than one, or someone else's", async () => {
    await world({ [counterPath(E)]: { count: 1, lastClaim: `${E}-039` } });
    const counter = (count: number, lastClaim = `${E}-045`): Write => ({ path: counterPath(E), op: 'set', data: { count, lastClaim } });
    await denied('owner', [counter(2, `${E}-001`)]);
    await denied('owner', [counter(0)]);
    await denied('owner', [counter(3)]);
    await denied('manager', [counter(2)]);
    // A pending claim does not move it.
    await denied('owner', [...claimFiling(owner, `${E}-045`, { ...AUTO, approvalRule: 'auto' }), counter(2)]);
    await allowed('owner', all(filing(`${E}-045`, 1)));
    expect(await readDoc(suite.env, counterPath(E))).toEqual({ count: 2, lastClaim: `${E}-045` });
    await expectLedgerConsistent(suite.env, E);
  });

  it('is read by the owner and reviewers, not by other employees', async () => {
    await world({ [counterPath(E)]: { count: 1, lastClaim: `${E}-039` } });
    const { getDoc, doc } = await import('firebase/firestore');
    const { assertFails, assertSucceeds } = await import('@firebase/rules-unit-testing');
    const { clientOf } = await import('../support/rules');
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'owner'), counterPath(E))));
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'manager'), counterPath(E))));
    await assertFails(getDoc(doc(clientOf(suite.env, 'other'), counterPath(E))));
  });
});

// ---------------------------------------------------------------------------------------------
describe('double: two different reviewers, credited only at the second', () => {
  it('the first approval records the reviewer and credits nothing; a second reviewer credits it', async () => {
    await world();
    await allowed('manager', [firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING)]);
    expect(await readDoc(suite.env, paths.claim(E, DOUBLE_PENDING))).toMatchObject({
      status: 'awaiting_second',
      firstApprovedById: PEOPLE.manager.employeeId,
      firstApprovedDate: today(),
    });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
    await allowed('admin', all(approveWrites(PEOPLE.admin, E, DOUBLE_PENDING, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })));
    expect(await statusOf(E, DOUBLE_PENDING)).toBe('paid');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + DOUBLE.points);
  });

  it('denies crediting a double claim at its first approval', async () => {
    await world();
    await deniedThenControl(
      'manager',
      all(approveWrites(PEOPLE.manager, E, DOUBLE_PENDING, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })),
      [firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING)],
    );
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('denies the same person at both steps', async () => {
    await world();
    await deniedThenControl(
      'manager',
      all(approveWrites(PEOPLE.manager, E, DOUBLE_FIRST, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })),
      all(approveWrites(PEOPLE.admin, E, DOUBLE_FIRST, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })),
      'admin',
    );
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + DOUBLE.points);
  });

  it('denies self-approval at either step', async () => {
    await world();
    await deniedThenControl('manager2', [firstApproveWrite(M2, M2.employeeId, M2_PENDING)], [firstApproveWrite(PEOPLE.manager, M2.employeeId, M2_PENDING)], 'manager');
    await world();
    await deniedThenControl(
      'manager2',
      all(approveWrites(M2, M2.employeeId, M2_FIRST, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })),
      all(approveWrites(PEOPLE.admin, M2.employeeId, M2_FIRST, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })),
      'admin',
    );
    expect(await expectLedgerConsistent(suite.env, M2.employeeId)).toBe(SEED_POINTS + DOUBLE.points);
  });

  it('denies a second approval step on a single-rule claim', async () => {
    await world();
    const single = `${E}-001`;
    await deniedThenControl(
      'manager',
      [firstApproveWrite(PEOPLE.manager, E, single)],
      all(approveWrites(PEOPLE.manager, E, single, ACTIVE_ACTIVITY.points, SEED_POINTS)),
    );
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + ACTIVE_ACTIVITY.points);
  });

  it.each<[string, () => Write]>([
    ["another reviewer's id", () => tamper(firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING), { firstApprovedById: PEOPLE.admin.employeeId })],
    ["another reviewer's name", () => tamper(firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING), { firstApprovedBy: PEOPLE.admin.name })],
    ['a day far off', () => tamper(firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING), { firstApprovedDate: dayOffset(-9) })],
    ['the rule changed to single', () => tamper(firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING), { approvalRule: 'single' })],
    ['a first approval of a claim already first-approved', () => firstApproveWrite(PEOPLE.manager, E, DOUBLE_FIRST)],
  ])('denies a first approval with %s', async (_name, attack) => {
    await world();
    await deniedThenControl('manager', [attack()], [firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING)]);
  });

  it('allows rejecting at either step, and nothing is credited', async () => {
    await world();
    await allowed('manager', [rejectWrite(PEOPLE.manager, E, DOUBLE_PENDING)]);
    await allowed('manager', [rejectWrite(PEOPLE.manager, E, DOUBLE_FIRST)]);
    expect([await statusOf(E, DOUBLE_PENDING), await statusOf(E, DOUBLE_FIRST)]).toEqual(['rejected', 'rejected']);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it("keeps the rule the claim was filed under when the activity's rule changes", async () => {
    await world();
    await allowed('admin', [{
      ...activityUpdateWrite(DOUBLE.id, { approvalRule: 'single', autoMonthlyLimit: 0 }),
      audit: { action: 'activity.update', stored: doubleActivity() },
    }]);
    await deniedThenControl(
      'manager',
      all(approveWrites(PEOPLE.manager, E, DOUBLE_PENDING, DOUBLE.points, SEED_POINTS, { activityId: DOUBLE.id })),
      [firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING)],
    );
    // A new claim of it is filed single: the rule must be the activity's at filing.
    const renamed = { id: DOUBLE.id, name: 'Renamed', points: 120 };
    await denied('owner', [tamper(claimCreate(owner, `${E}-050`, renamed), { approvalRule: 'double' }), pendingCounterWrite(E, `${E}-050`, 1)]);
    await allowed('owner', claimFiling(owner, `${E}-050`, renamed));
  });

  it('denies the owner withdrawing a claim after its first approval', async () => {
    await world();
    await deniedThenControl('owner', [withdrawWrite(E, DOUBLE_FIRST)], [withdrawWrite(E, DOUBLE_PENDING)]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('at most 20 pending claims per employee', () => {
  it(`denies a ${MAX_PENDING_CLAIMS + 1}st pending claim; the ${MAX_PENDING_CLAIMS}th is allowed`, async () => {
    await world(ownerWithPending(MAX_PENDING_CLAIMS - 1));
    await allowed('owner', claimFiling(owner, `${E}-060`, ACTIVE_ACTIVITY, MAX_PENDING_CLAIMS - 1));
    expect((await readDoc(suite.env, paths.user(E)))?.pendingClaims).toBe(MAX_PENDING_CLAIMS);
    await denied('owner', claimFiling(owner, `${E}-061`, ACTIVE_ACTIVITY, MAX_PENDING_CLAIMS));
    // Nor by leaving the counter where it is.
    await denied('owner', [claimCreate(owner, `${E}-061`), pendingCounterWrite(E, `${E}-061`, MAX_PENDING_CLAIMS)]);
  });

  it.each<[string, () => Write[]]>([
    ['a claim without moving the counter', () => [claimCreate(owner, `${E}-062`)]],
    ['the counter moved by two', () => [claimCreate(owner, `${E}-062`), pendingCounterWrite(E, `${E}-062`, 7)]],
    ['the counter naming another claim', () => [claimCreate(owner, `${E}-062`), pendingCounterWrite(E, `${E}-001`, 6)]],
    ['two claims for one move', () => [...claimFiling(owner, `${E}-062`, ACTIVE_ACTIVITY, 5), claimCreate(owner, `${E}-063`)]],
    ['the counter lowered with no claim settled', () => [pendingCounterWrite(E, `${E}-001`, 4)]],
    ['the counter raised alone', () => [pendingCounterWrite(E, `${E}-062`, 6)]],
  ])('denies %s', async (_name, attack) => {
    await world(ownerWithPending(5));
    await deniedThenControl('owner', attack(), claimFiling(owner, `${E}-062`, ACTIVE_ACTIVITY, 5));
  });

  it('moves down by one with a rejection, a withdrawal and an approval; never for nothing', async () => {
    await world({ ...ownerWithPending(3), ...storedClaim(owner, `${E}-064`, ACTIVE_ACTIVITY, 'single'), ...storedClaim(owner, `${E}-065`, ACTIVE_ACTIVITY, 'single') });
    await allowed('manager', [rejectWrite(PEOPLE.manager, E, `${E}-064`), pendingCounterWrite(E, `${E}-064`, 2)]);
    await allowed('owner', [withdrawWrite(E, `${E}-065`), pendingCounterWrite(E, `${E}-065`, 1)]);
    const approve = approveWrites(PEOPLE.manager, E, `${E}-001`, ACTIVE_ACTIVITY.points, SEED_POINTS);
    const withCounter = (pendingClaims: number) =>
      all({ ...approve, user: tamper(approve.user, { pendingClaims, pendingClaimRef: `${E}-001` }) } as Record<string, Write>);
    await denied('manager', withCounter(-1));
    await allowed('manager', withCounter(0));
    expect((await readDoc(suite.env, paths.user(E)))?.pendingClaims).toBe(0);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + ACTIVE_ACTIVITY.points);
    // A first approval leaves it awaiting review: no move.
    await denied('manager', [firstApproveWrite(PEOPLE.manager, E, DOUBLE_PENDING), pendingCounterWrite(E, DOUBLE_PENDING, 0)]);
  });
});
