/**
 * Monthly budgets per queue and four eyes on large adjustments (docs/product.md#budgets,
 * #four-eyes). Every credit of a claim spends its own queue's month in the same transaction, never past
 * the budget; only admins set budgets; an adjustment above the threshold is credited only when a second
 * admin approves the request. Each attack sits next to the honest write; the ledger invariant is checked
 * after every balance change.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore';
import { REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { describe, expect, it } from 'vitest';
import { monthBefore } from '@/domain/budgets';
import { clientOf, expectLedgerConsistent, ledgerState, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  PEOPLE,
  SEED_POINTS,
  adjustmentWrites,
  approveWrites,
  declineWrites,
  seeded,
  tamper,
  type Person,
  paths,
  type Write,
} from '../support/world';
import {
  approveRequestWrites,
  budgetDefaultDoc,
  budgetDoc,
  budgetPaths,
  changeBudgetWrite,
  SECOND_ADMIN,
  extraPersonDocs,
  openWrite,
  rejectRequestWrite,
  removeDefaultWrite,
  requestDoc,
  requestWrite,
  setBudgetWrite,
  setDefaultWrite,
  spendWrite,
  thisMonth,
  thresholdWrite,
} from '../support/budgets';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);
/** The owner's seeded pending claim: queue M3, 100 points. */
const CLAIM = ids.pendingClaim;
const POINTS = 100;
const manager = PEOPLE.manager;
const admin = PEOPLE.admin;
const admin2 = SECOND_ADMIN;
const all = (w: Record<string, Write>) => Object.values(w);
const approve = (by: Person = manager) => all(approveWrites(by, E, CLAIM, POINTS, SEED_POINTS));
const spentOf = async (queue: string) => (await readDoc(suite.env, budgetPaths.month(queue)))?.spent;

/** The seeded world plus these budgets (and the second admin). */
const seed = (...docs: Record<string, unknown>[]) =>
  dirtyReset(Object.assign({}, extraPersonDocs(admin2), ...docs));

describe('a credit of a claim spends its queue’s month', () => {
  it('spends exactly the claim’s points in the same transaction (control)', async () => {
    await seed(budgetDoc('M3', 300, 150));
    await allowed('manager', [...approve(), spendWrite(manager, 'M3', 250, E, CLAIM)]);
    expect(await spentOf('M3')).toBe(250);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it('is refused without spending the budget', async () => {
    await seed(budgetDoc('M3', 300, 150));
    await deniedThenControl('manager', approve(), [...approve(), spendWrite(manager, 'M3', 250, E, CLAIM)]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it.each([
    ['less than the points', 200],
    ['more than the points', 300],
  ])('is refused when spent moves by %s', async (_label, spentAfter) => {
    await seed(budgetDoc('M3', 400, 150));
    await deniedThenControl('manager', [...approve(), spendWrite(manager, 'M3', spentAfter, E, CLAIM)], [
      ...approve(),
      spendWrite(manager, 'M3', 250, E, CLAIM),
    ]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it('refuses a credit that would overspend; one that fits exactly is allowed', async () => {
    await seed(budgetDoc('M3', 249, 150));
    await denied('manager', [...approve(), spendWrite(manager, 'M3', 250, E, CLAIM)]);
    expect(await spentOf('M3')).toBe(150);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
    await seed(budgetDoc('M3', 250, 150));
    await allowed('manager', [...approve(), spendWrite(manager, 'M3', 250, E, CLAIM)]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it('refuses a credit that moves another queue’s budget; a queue without a budget is unlimited', async () => {
    await seed(budgetDoc('M1', 1000, 0));
    await deniedThenControl('manager', [...approve(), spendWrite(manager, 'M1', POINTS, E, CLAIM)], approve());
    expect(await spentOf('M1')).toBe(0);
    expect(await readDoc(suite.env, budgetPaths.month('M3'))).toBeUndefined();
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it('refuses a credit of this month that spends last month', async () => {
    const last = monthBefore(thisMonth(), 1);
    await seed(budgetDoc('M3', 1000, 0, last));
    const lastMonthSpend = { ...spendWrite(manager, 'M3', POINTS, E, CLAIM), path: budgetPaths.month('M3', last) };
    await deniedThenControl('manager', [...approve(), lastMonthSpend], approve());
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it('refuses two credits in one batch that spend the month once', async () => {
    const O = PEOPLE.other.employeeId;
    const otherClaim = seeded(O).pendingClaim;
    await seed(budgetDoc('M3', 1000, 0));
    await denied('manager', [
      ...approve(),
      ...all(approveWrites(manager, O, otherClaim, POINTS, SEED_POINTS)),
      spendWrite(manager, 'M3', POINTS, E, CLAIM),
    ]);
    expect(await spentOf('M3')).toBe(0);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
    expect(await expectLedgerConsistent(suite.env, O)).toBe(SEED_POINTS);
  });

  it('opens the month from the default on its first credit, with the default’s budget only', async () => {
    await seed(budgetDefaultDoc('M3', 300));
    await denied('manager', approve());
    await denied('manager', [...approve(), openWrite(manager, 'M3', 5000, POINTS, E, CLAIM)]);
    await denied('manager', [...approve(), tamper(openWrite(manager, 'M3', 300, POINTS, E, CLAIM), { spent: 0 })]);
    await allowed('manager', [...approve(), openWrite(manager, 'M3', 300, POINTS, E, CLAIM)]);
    expect(await readDoc(suite.env, budgetPaths.month('M3'))).toMatchObject({ budget: 300, spent: POINTS, month: thisMonth() });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });

  it('refuses the first credit past the default budget', async () => {
    await seed(budgetDefaultDoc('M3', 99));
    await denied('manager', [...approve(), openWrite(manager, 'M3', 99, POINTS, E, CLAIM)]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('does not let a credit open a month that has no default', async () => {
    await seed();
    await deniedThenControl('manager', [...approve(), openWrite(manager, 'M3', 1000, POINTS, E, CLAIM)], approve());
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + POINTS);
  });
});

describe('spent moves only with a credit', () => {
  it.each<[string, Person, () => Write]>([
    ['naming a claim credited earlier', manager, () => spendWrite(manager, 'M3', 250, E, ids.paidClaim)],
    ['naming a claim not credited', manager, () => spendWrite(manager, 'M3', 250, E, CLAIM)],
    ['by an admin', admin, () => spendWrite(admin, 'M3', 0, E, ids.paidClaim)],
    ['as an admin’s budget change', admin, () => tamper(changeBudgetWrite(admin, 'M3', 300, 300), { spent: 0 })],
  ])('refuses spent moved without a credit: %s', async (_label, who, write) => {
    await seed(budgetDoc('M3', 300, 150));
    await deniedThenControl(who, [write()], [changeBudgetWrite(admin, 'M3', 400, 300)], admin);
    expect(await spentOf('M3')).toBe(150);
  });

  it('leaves budgets alone on adjustments and refunds (they cannot spend one)', async () => {
    await seed(budgetDoc('M3', 300, 150));
    const adjust = adjustmentWrites(admin, E, 1, 40, SEED_POINTS);
    await denied('admin', [...all(adjust), spendWrite(admin, 'M3', 190, E, CLAIM)]);
    await allowed('admin', all(adjust));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 40);
    await allowed('finance', all(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS + 40)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 140);
    expect(await spentOf('M3')).toBe(150);
  });
});

describe('only admins set budgets', () => {
  it.each<[string, 'manager' | 'finance' | 'owner']>([
    ['a manager', 'manager'],
    ['finance', 'finance'],
    ['an employee', 'owner'],
  ])('refuses a budget set or edited by %s', async (_label, who) => {
    await seed(budgetDoc('M3', 300, 150));
    const p = PEOPLE[who];
    await denied(who, [setBudgetWrite(p, 'M1', 500)]);
    await denied(who, [changeBudgetWrite(p, 'M3', 5000, 300)]);
    await denied(who, [setDefaultWrite(p, 'M2', 500)]);
    await allowed('admin', [setBudgetWrite(admin, 'M1', 500), changeBudgetWrite(admin, 'M3', 5000, 300), setDefaultWrite(admin, 'M2', 500)]);
    expect(await readDoc(suite.env, budgetPaths.month('M3'))).toMatchObject({ budget: 5000, spent: 150 });
  });

  it.each<[string, () => Write]>([
    ['a month opened with something spent', () => tamper(setBudgetWrite(admin, 'M1', 500), { spent: 10 })],
    ['an unknown queue', () => ({ ...setBudgetWrite(admin, 'M1', 500), path: budgetPaths.month('M9'), data: { ...setBudgetWrite(admin, 'M1', 500).data, queue: 'M9' } })],
    ['a document id that is not the queue’s month', () => ({ ...setBudgetWrite(admin, 'M1', 500), path: budgetPaths.month('M2') })],
    ['a negative budget', () => setBudgetWrite(admin, 'M1', -1)],
    ['a budget that is not a whole number', () => setBudgetWrite(admin, 'M1', 10.5)],
    ['another admin’s signature', () => tamper(setBudgetWrite(admin, 'M1', 500), { updatedBy: 'ADM002' })],
    ['a default of an unknown queue', () => ({ ...setDefaultWrite(admin, 'M1', 500), path: budgetPaths.default('M9') })],
  ])('refuses %s', async (_label, write) => {
    await seed();
    await deniedThenControl('admin', [write()], [setBudgetWrite(admin, 'M1', 500)]);
  });

  it('lets an admin stop repeating a budget (audited); nobody deletes a month', async () => {
    const stored = budgetDefaultDoc('M1', 300);
    await seed(stored, budgetDoc('M1', 300, 0));
    const removal = () => removeDefaultWrite(admin, 'M1', stored[budgetPaths.default('M1')] ?? {});
    await denied('manager', [{ ...removal(), audit: { action: 'budgetDefault.remove', by: manager, stored: stored[budgetPaths.default('M1')] } }]);
    await assertFails(deleteDoc(doc(clientOf(suite.env, 'admin'), budgetPaths.month('M1'))));
    await assertFails(deleteDoc(doc(clientOf(suite.env, 'admin'), budgetPaths.default('M1'))));
    await allowed('admin', [removal()]);
    expect(await readDoc(suite.env, budgetPaths.default('M1'))).toBeUndefined();
  });
});

describe('four eyes on large adjustments', () => {
  const REQ = 'req1';

  it('refuses a large adjustment credited by one admin; at the threshold it is as before', async () => {
    await seed();
    await deniedThenControl('admin', all(adjustmentWrites(admin, E, 1, 501, SEED_POINTS)), all(adjustmentWrites(admin, E, 1, 500, SEED_POINTS)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 500);
  });

  it("lets reviewers, finance and admins read a queue's month and its default; employees do not", async () => {
    await seed({ ...budgetDoc('M3', 300, 100), ...budgetDefaultDoc('M3', 300) });
    for (const path of [budgetPaths.month('M3'), budgetPaths.default('M3')]) {
      for (const who of ['manager', 'finance', 'admin'] as const) {
        await assertSucceeds(getDoc(doc(clientOf(suite.env, who), path)));
      }
      for (const who of ['owner', 'blocked', 'signedOut'] as const) {
        await assertFails(getDoc(doc(clientOf(suite.env, who), path)));
      }
    }
  });

  it("lets finance sum the claims awaiting review of a queue (the 'committed' column), and read no other claims", async () => {
    await seed();
    const awaiting = (db: Firestore, statuses: string[]) =>
      query(collectionGroup(db, 'requestedClaims'), where('status', 'in', statuses), where('managerId', '==', 'M3'));
    const finance = clientOf(suite.env, 'finance');
    const committed = await assertSucceeds(
      getAggregateFromServer(awaiting(finance, [...REVIEWABLE_CLAIM_STATUSES]), { points: sum('points'), claims: count() }),
    );
    expect(committed.data().claims).toBeGreaterThan(0);
    await assertFails(getDocs(awaiting(finance, ['paid'])));
    await assertFails(getDocs(query(collectionGroup(finance, 'requestedClaims'), where('managerId', '==', 'M3'))));
    // One awaiting review is readable by its path too (the same rule); a decided one is not.
    await assertSucceeds(getDoc(doc(finance, paths.claim(E, ids.pendingClaim))));
    await assertFails(getDoc(doc(finance, paths.claim(E, ids.paidClaim))));
    await assertFails(getAggregateFromServer(awaiting(clientOf(suite.env, 'owner'), [...REVIEWABLE_CLAIM_STATUSES]), { n: count() }));
  });

  it('lets admins read the threshold, and nobody else', async () => {
    await seed();
    await allowed('admin', [thresholdWrite(admin, 1000)]);
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'admin'), 'settings/fourEyes')));
    for (const who of ['manager', 'finance', 'owner'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), 'settings/fourEyes')));
    }
  });

  it('follows the threshold admins set', async () => {
    await seed();
    await denied('manager', [thresholdWrite(manager, 1000)]);
    await denied('admin', [thresholdWrite(admin, 0)]);
    await allowed('admin', [thresholdWrite(admin, 1000)]);
    await allowed('admin', all(adjustmentWrites(admin, E, 1, 900, SEED_POINTS)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 900);
    await denied('admin', all(adjustmentWrites(admin, E, 2, 1001, SEED_POINTS + 900)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 900);
  });

  it('records a large adjustment as a pending request (admins only, not for themselves)', async () => {
    await seed();
    await denied('manager', [requestWrite(manager, REQ, PEOPLE.owner, 800)]);
    await denied('admin', [requestWrite(admin, REQ, admin, 800)]);
    await denied('admin', [tamper(requestWrite(admin, REQ, PEOPLE.owner, 800), { status: 'approved' })]);
    await denied('admin', [tamper(requestWrite(admin, REQ, PEOPLE.owner, 800), { employeeName: 'Someone' })]);
    await allowed('admin', [requestWrite(admin, REQ, PEOPLE.owner, 800)]);
    expect((await readDoc(suite.env, budgetPaths.request(REQ)))?.status).toBe('pending');
    // Admins read the requests (the pending list); nobody else does.
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'admin'), budgetPaths.request(REQ))));
    for (const who of ['manager', 'finance', 'owner'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), budgetPaths.request(REQ))));
    }
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('credits it when a second admin approves', async () => {
    await seed(requestDoc(admin, REQ, PEOPLE.owner, 800));
    await allowed(admin2, all(approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS)));
    expect(await readDoc(suite.env, budgetPaths.request(REQ))).toMatchObject({ status: 'approved', entryId: 'adjustment-1', decidedBy: 'ADM002' });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 800);
    // Once only.
    await denied(admin2, all(approveRequestWrites(admin2, REQ, E, 2, 800, SEED_POINTS + 800)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 800);
  });

  it('refuses a second approval by the same admin who asked', async () => {
    await seed(requestDoc(admin, REQ, PEOPLE.owner, 800));
    await deniedThenControl(
      'admin',
      all(approveRequestWrites(admin, REQ, E, 1, 800, SEED_POINTS)),
      all(approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS)),
      admin2,
    );
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 800);
  });

  it.each<[string, () => Write[]]>([
    ['more points than asked', () => all(approveRequestWrites(admin2, REQ, E, 1, 900, SEED_POINTS))],
    ['another reason', () => all(approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS, 'Something else'))],
    ['the credit without approving the request', () => { const w = approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS); return [w.entry, w.user]; }],
    ['the request approved without the credit', () => [approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS).request]],
    ['a request of someone else credited to the owner', () => all(approveRequestWrites(admin2, 'req2', E, 1, 800, SEED_POINTS))],
  ])('refuses %s', async (_label, writes) => {
    await seed(requestDoc(admin, REQ, PEOPLE.owner, 800), requestDoc(admin, 'req2', PEOPLE.other, 800));
    await deniedThenControl(admin2, writes(), all(approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 800);
  });

  it('lets a second admin reject it (nothing credited), not the one who asked', async () => {
    await seed(requestDoc(admin, REQ, PEOPLE.owner, 800));
    await denied('admin', [rejectRequestWrite(admin, REQ)]);
    await denied('manager', [rejectRequestWrite(manager, REQ)]);
    await allowed(admin2, [rejectRequestWrite(admin2, REQ)]);
    expect((await readDoc(suite.env, budgetPaths.request(REQ)))?.status).toBe('rejected');
    await denied(admin2, all(approveRequestWrites(admin2, REQ, E, 1, 800, SEED_POINTS)));
    expect(await ledgerState(suite.env, E)).toMatchObject({ points: SEED_POINTS });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });
});
