/**
 * The month totals (monthTotals/{YYYY-MM}_{department}) and the participation markers
 * (users/{e}/earnedMonths/{YYYY-MM}): moved only with their ledger entry, by exactly its points, in the
 * field of its type; never alone, never by another amount, never under another month or department
 * (docs/data-model.md#insights). Each attack is the app's own write with one thing changed, followed by
 * the honest write; the ledger invariant is checked after each.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, increment, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { monthBefore } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { earnerMarkWrites } from '@/data/schema/monthTotals';
import { adminRead, clientOf, expectLedgerConsistent, readDoc } from '../support/rules';
import { storedTotals, totalsFromLedger } from '../support/totals';
import {
  PEOPLE,
  SEED_POINTS,
  WORLD_DEPARTMENT,
  adjustmentWrites,
  approveWrites,
  cancelWrites,
  declineWrites,
  redeemWrites,
  seeded,
  signUpWrites,
  tamper,
  totalsPaths,
  type Write,
} from '../support/world';
import { rulesSuite, type Who } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);
const month = istMonthKey(new Date());
const all = (w: Record<string, Write | undefined>) => Object.values(w).filter((x): x is Write => x !== undefined);
const approve = () => approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);
const without = (w: Record<string, Write | undefined>, ...keys: string[]) =>
  Object.entries(w).filter(([k, x]) => x && !keys.includes(k)).map(([, x]) => x as Write);
const totalOf = async () => readDoc(suite.env, totalsPaths.total());

/** The writes with the total's data changed (the rest of the batch as the app makes it). */
function withTotal(w: Record<string, Write | undefined>, changes: Record<string, unknown>): Write[] {
  return all(w).map((x) => (x.path === totalsPaths.total() ? tamper(x, changes) : x));
}

describe('a credit moves its month total', () => {
  it('allows the approval with its total: earned, the claim, its queue and activity, one earner and the marker', async () => {
    await allowed('manager', all(approve()));
    expect(await totalOf()).toMatchObject({
      month,
      department: WORLD_DEPARTMENT,
      earned: 100,
      claims: 1,
      earners: 1,
      queuePoints: { M3: 100 },
      queueClaims: { M3: 1 },
      activityClaims: { M3_PA001: 1 },
      lastEntry: `${E}/claim-${ids.pendingClaim}`,
    });
    expect(await readDoc(suite.env, totalsPaths.mark(E))).toEqual({ month, department: WORLD_DEPARTMENT, firstEntry: `claim-${ids.pendingClaim}` });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it("allows a month's second credit of the same employee without a second earner", async () => {
    await dirtyReset({ [totalsPaths.mark(E)]: earnerMarkWrites.mark(month, WORLD_DEPARTMENT, 'claim-earlier') });
    await allowed('manager', all(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS, { firstOfMonth: false })));
    expect(await totalOf()).toMatchObject({ earned: 100, claims: 1 });
    expect((await totalOf())?.earners).toBeUndefined();
    await expectLedgerConsistent(suite.env, E);
  });

  it.each<[string, () => Write[]]>([
    ['the credit without its total', () => without(approve(), 'total')],
    ['the credit without its marker (the first of the month)', () => without(approve(), 'mark')],
    ['the total moved by more than the points', () => withTotal(approve(), { earned: increment(101) })],
    ['the total moved by less than the points', () => withTotal(approve(), { earned: increment(99) })],
    ['the points counted as an adjustment', () => withTotal(approve(), { earned: undefined, adjustment: increment(100) })],
    ['the claim not counted', () => withTotal(approve(), { claims: undefined })],
    ['the claim counted twice', () => withTotal(approve(), { claims: increment(2) })],
    ['the queue not credited', () => withTotal(approve(), { queuePoints: undefined })],
    ["another queue's points", () => withTotal(approve(), { queuePoints: { M1: increment(100) } })],
    ['another activity counted', () => withTotal(approve(), { activityClaims: { M3_PA999: increment(1) } })],
    ['no earner counted for the first credit', () => withTotal(approve(), { earners: undefined })],
    ['two earners counted', () => withTotal(approve(), { earners: increment(2) })],
    ['naming another entry', () => withTotal(approve(), { lastEntry: `${E}/claim-${ids.paidClaim}` })],
    ['a client time', () => withTotal(approve(), { updatedAt: new Date() })],
    ['an extra field', () => withTotal(approve(), { liability: increment(100) })],
  ])('denies %s', async (_name, writes) => {
    await deniedThenControl('manager', writes(), all(approve()));
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies the total under another department or month', async () => {
    const moved = (path: string, extra: Record<string, unknown> = {}) =>
      all(approve()).map((x) => (x.path === totalsPaths.total() ? { ...tamper(x, extra), path } : x));
    await denied('manager', moved(totalsPaths.total('Tech Team'), { department: 'Tech Team' }));
    await denied('manager', moved(totalsPaths.total(WORLD_DEPARTMENT, monthBefore(month, 1)), { month: monthBefore(month, 1) }));
    await denied('manager', moved(totalsPaths.total('Tech Team')));
    await expectLedgerConsistent(suite.env, E);
  });

  it("denies a second earner: the marker exists, the credit counts the employee again", async () => {
    await dirtyReset({ [totalsPaths.mark(E)]: earnerMarkWrites.mark(month, WORLD_DEPARTMENT, 'claim-earlier') });
    const second = approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS, { firstOfMonth: false });
    await deniedThenControl('manager', withTotal(second, { earners: increment(1) }), all(second));
  });
});

describe('never by a client alone', () => {
  const alone = (type: string, points: number, entry: string): Write => ({
    path: totalsPaths.total(),
    op: 'merge',
    data: { month, department: WORLD_DEPARTMENT, [type]: increment(points), lastEntry: `${E}/${entry}`, updatedAt: serverTimestamp() },
  });

  it.each<[string, Who, () => Write[]]>([
    ['an admin moving a total, naming an existing entry', 'admin', () => [alone('earned', 100, `claim-${ids.paidClaim}`)]],
    ['finance moving a total, naming an entry that does not exist', 'finance', () => [alone('redeemed', -100, 'redemption-RD-X')]],
    ['the owner moving their department down, naming their opening entry', 'owner', () => [alone('opening', -50, 'opening')]],
    ['a manager creating a marker with no credit', 'manager', () => [{
      path: totalsPaths.mark(E), op: 'set', data: earnerMarkWrites.mark(month, WORLD_DEPARTMENT, `claim-${ids.paidClaim}`),
    }]],
  ])('denies %s', async (_name, who, writes) => {
    await denied(who, writes());
    expect(await totalOf()).toBeUndefined();
  });
});

describe('every posting moves its own field', () => {
  it.each<[string, Who, () => Record<string, Write | undefined>, string, number]>([
    ['a redemption', 'owner', () => redeemWrites(PEOPLE.owner, `RD-${E}-010`, 100, SEED_POINTS), 'redeemed', -100],
    ['a refund', 'finance', () => declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS), 'refund', 100],
    ['a cancellation', 'owner', () => cancelWrites(PEOPLE.owner, ids.pendingRedemption, 100, SEED_POINTS), 'cancel', 100],
    ['an adjustment', 'admin', () => adjustmentWrites(PEOPLE.admin, E, 1, -30, SEED_POINTS), 'adjustment', -30],
  ])('%s: allowed with its total, denied without it or in another field', async (_name, who, writes, field, points) => {
    await denied(who, without(writes(), 'total'));
    await denied(who, withTotal(writes(), { [field]: undefined, earned: increment(points) }));
    await denied(who, withTotal(writes(), { [field]: increment(points + 1) }));
    await allowed(who, all(writes()));
    expect(await totalOf()).toMatchObject({ [field]: points, lastEntry: expect.stringContaining(`${E}/`) });
    expect((await totalOf())?.claims).toBeUndefined();
    await expectLedgerConsistent(suite.env, E);
  });

  it("sign-up's opening entry moves the newcomer's department: allowed with it, denied without it", async () => {
    const p = PEOPLE.newcomer;
    await denied(p, without(signUpWrites(p), 'totals'));
    await allowed(p, all(signUpWrites(p)));
    expect(await totalOf()).toMatchObject({ opening: 50, lastEntry: `${p.employeeId}/opening` });
  });

  it('a sequence of postings leaves the total equal to what the ledger says since the seed', async () => {
    const since = new Date(Date.now() - 60_000);
    await allowed('manager', all(approve()));
    await allowed('owner', all(redeemWrites(PEOPLE.owner, `RD-${E}-010`, 100, SEED_POINTS + 100)));
    await allowed('finance', all(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS)));
    await allowed('admin', all(adjustmentWrites(PEOPLE.admin, E, 1, 25, SEED_POINTS + 100)));
    const [expected, stored] = await adminRead(suite.env, (db) => Promise.all([totalsFromLedger(db, since), storedTotals(db)]));
    expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(expected));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 125);
  });
});

describe('who reads', () => {
  it("managers, finance and admins read totals; an employee gets only their own department's", async () => {
    await allowed('manager', all(approve()));
    for (const who of ['manager', 'finance', 'admin'] as const)
      await assertSucceeds(getDoc(doc(clientOf(suite.env, who), totalsPaths.total())));
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'owner'), totalsPaths.total())));
    await assertFails(getDoc(doc(clientOf(suite.env, 'owner'), totalsPaths.total('Tech Team'))));
    await assertFails(getDocs(collection(clientOf(suite.env, 'owner'), 'monthTotals')));
    await assertFails(getDoc(doc(clientOf(suite.env, 'blocked'), totalsPaths.total())));
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'owner'), totalsPaths.mark(E))));
    await assertFails(getDoc(doc(clientOf(suite.env, 'other'), totalsPaths.mark(E))));
  });
});
