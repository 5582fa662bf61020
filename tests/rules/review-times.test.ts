/**
 * Review turnaround (reviewTimes/{YYYY-MM}): every decision of a claim (its credit or its rejection)
 * counts its wait, in whole hours, under its queue in the month's document, in the same batch;
 * never alone, never twice, never in another bucket, queue or month (docs/data-model.md#insights). Each
 * attack is the app's own write with one thing changed, followed by the honest write; the ledger
 * invariant is checked after each.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { monthBefore } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { reviewTimesWrites } from '@/data/schema/reviewTimes';
import { clientOf, expectLedgerConsistent, readDoc } from '../support/rules';
import {
  PEOPLE,
  SEED_POINTS,
  approveWrites,
  firstApproveWrite,
  paths,
  rejectWrite,
  reviewTimesPath,
  reviewTimesWriteOf,
  seeded,
  tamper,
  worldDocs,
  type Write,
} from '../support/world';
import { rulesSuite, type Who } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);
const month = istMonthKey(new Date());
const CLAIM = paths.claim(E, ids.pendingClaim);
const all = (w: Record<string, Write | undefined>) => Object.values(w).filter((x): x is Write => x !== undefined);
const approve = () => all(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS));
const reject = () => [rejectWrite(PEOPLE.manager, E, ids.pendingClaim)];
/** The decision's writes without the automatic reviewTimes move (a test adds its own). */
const bare = (writes: Write[]) => writes.map((w) => ({ ...w, decides: false }));
/** The honest reviewTimes move of the seeded pending claim's decision now, with some fields changed. */
async function times(changes: Record<string, unknown> = {}, path?: string): Promise<Write> {
  const honest = await reviewTimesWriteOf(CLAIM);
  if (!honest) throw new Error('the seeded claim has a createdAt');
  return { ...tamper(honest, changes), ...(path ? { path } : {}) };
}
const timesOf = async (path = reviewTimesPath()) => readDoc(suite.env, path);
/** The honest move's hour bucket. */
const honestHours = async () => Number((await times()).data.lastHours);
/** The queues field of a move: queue `q` moved by `decided` decisions and `hours` buckets. */
const queues = (q: string, decided: unknown, hours: Record<string, unknown>) => ({ [q]: { decided, hours } });
const one = increment(1);
/** The seeded pending claim waited 3 days (seeded at(3)); the app's whole hours, within one. */
const WAITED = 72;

describe('a decision counts its wait', () => {
  it('allows an approval with its move: one decision, in the bucket of its whole hours', async () => {
    await allowed('manager', approve());
    const t = await timesOf();
    expect(t).toMatchObject({ month, lastClaim: `${E}/${ids.pendingClaim}` });
    expect(Math.abs(Number(t?.lastHours) - WAITED)).toBeLessThanOrEqual(1);
    expect(t?.queues).toEqual({ M3: { decided: 1, hours: { [String(t?.lastHours)]: 1 } } });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it('allows a rejection with its move', async () => {
    await allowed('manager', reject());
    expect(await timesOf()).toMatchObject({ queues: { M3: { decided: 1 } }, lastClaim: `${E}/${ids.pendingClaim}` });
  });

  it("adds to the month's earlier decisions, its queue's only", async () => {
    await dirtyReset({
      [reviewTimesPath()]: reviewTimesWrites.whole(
        { month, queues: { M3: { decided: 4, hours: { '2': 3, '72': 1 } }, M1: { decided: 2, hours: { '9': 2 } } } },
        2, 'EMP009/x', new Date(),
      ),
    });
    await allowed('manager', reject());
    const t = await timesOf();
    const m3 = (t?.queues as Record<string, { decided: number; hours: Record<string, number> }>).M3;
    expect(m3?.decided).toBe(5);
    expect(Object.values(m3?.hours ?? {}).reduce((a, b) => a + b, 0)).toBe(5);
    expect(m3?.hours['2']).toBe(3);
    expect(t?.queues).toMatchObject({ M1: { decided: 2, hours: { '9': 2 } } });
  });

  it("a two-approval claim's first approval is not a decision: allowed without a move, denied with one", async () => {
    const stored = worldDocs()[CLAIM] ?? {};
    await dirtyReset({ [CLAIM]: { ...stored, approvalRule: 'double' } });
    await denied('manager', [firstApproveWrite(PEOPLE.manager, E, ids.pendingClaim), await times()]);
    await allowed('manager', [firstApproveWrite(PEOPLE.manager, E, ids.pendingClaim)]);
    expect(await timesOf()).toBeUndefined();
  });

  it('a legacy claim without a submission time is decided without a move, and cannot be counted', async () => {
    const { createdAt: _none, ...stored } = worldDocs()[CLAIM] ?? {};
    await dirtyReset({ [CLAIM]: stored });
    const forged: Write = {
      path: reviewTimesPath(),
      op: 'merge',
      data: { month, queues: queues('M3', one, { '0': one }), lastHours: 0, lastClaim: `${E}/${ids.pendingClaim}`, updatedAt: serverTimestamp() },
    };
    await denied('manager', [...reject(), forged]);
    await allowed('manager', reject());
    expect(await timesOf()).toBeUndefined();
  });

  it.each<[string, () => Promise<Write[]>]>([
    ['an approval without its move', async () => bare(approve())],
    ['a rejection without its move', async () => bare(reject())],
    ['counted twice', async () => [...bare(reject()), await times({ queues: queues('M3', increment(2), { [await honestHours()]: one }) })]],
    ['not counted', async () => [...bare(reject()), await times({ queues: queues('M3', 0, { [await honestHours()]: one }) })]],
    ['its wait not counted', async () => [...bare(reject()), await times({ queues: queues('M3', one, {}) })]],
    ['in a bucket hours away from the wait', async () => [...bare(reject()), await times({ lastHours: 10, queues: queues('M3', one, { '10': one }) })]],
    ['in a bucket other than the one it names', async () => [...bare(reject()), await times({ queues: queues('M3', one, { '5': one }) })]],
    ['two buckets moved', async () => [...bare(reject()), await times({ queues: queues('M3', one, { [await honestHours()]: one, '5': one }) })]],
    ['a bucket past the cap', async () => [...bare(reject()), await times({ lastHours: 721, queues: queues('M3', one, { '721': one }) })]],
    ['under another queue', async () => [...bare(reject()), await times({ queues: queues('M1', one, { [await honestHours()]: one }) })]],
    ['another queue moved too', async () => {
      const honest = await times();
      const q = (honest.data.queues as Record<string, unknown>).M3;
      return [...bare(reject()), tamper(honest, { queues: { M3: q, M1: { decided: one, hours: { '1': one } } } })];
    }],
    ['an extra field in the queue', async () => [...bare(reject()), await times({ queues: { M3: { decided: one, hours: { [await honestHours()]: one }, points: one } } })]],
    ['naming another claim', async () => [...bare(reject()), await times({ lastClaim: `${E}/${ids.paidClaim}` })]],
    ['a client time', async () => [...bare(reject()), await times({ updatedAt: new Date() })]],
    ['an extra field', async () => [...bare(reject()), await times({ reviewer: 'MGR001' })]],
    ['under another month', async () => [...bare(reject()), await times({ month: monthBefore(month, 1) }, reviewTimesPath(monthBefore(month, 1)))]],
    ["this month's document claiming another month", async () => [...bare(reject()), await times({ month: monthBefore(month, 1) })]],
  ])('denies %s', async (_name, writes) => {
    await deniedThenControl('manager', await writes(), reject());
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies an approval whose move is in the wrong bucket, then allows the honest one', async () => {
    await deniedThenControl('manager', [...bare(approve()), await times({ lastHours: 0, queues: queues('M3', one, { '0': one }) })], approve());
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });
});

describe('never by a client alone', () => {
  it.each<[string, Who, () => Promise<Write[]>]>([
    ['a manager counting a claim still awaiting review', 'manager', async () => [await times()]],
    ['an admin counting it', 'admin', async () => [await times()]],
    ['finance counting a claim decided long ago', 'finance', async () => [await times({ lastClaim: `${E}/${ids.paidClaim}` })]],
    ['the owner counting their own claim', 'owner', async () => [await times()]],
  ])('denies %s', async (_name, who, writes) => {
    await denied(who, await writes());
    expect(await timesOf()).toBeUndefined();
  });

  it('nobody deletes a count', async () => {
    await allowed('manager', reject());
    for (const who of ['admin', 'manager', 'finance'] as const)
      await assertFails(deleteDoc(doc(clientOf(suite.env, who), reviewTimesPath())));
    expect(await timesOf()).toMatchObject({ queues: { M3: { decided: 1 } } });
  });
});

describe('who reads', () => {
  it('managers, finance and admins read the counts; employees do not', async () => {
    await allowed('manager', reject());
    for (const who of ['manager', 'finance', 'admin'] as const)
      await assertSucceeds(getDocs(collection(clientOf(suite.env, who), 'reviewTimes')));
    await assertFails(getDoc(doc(clientOf(suite.env, 'owner'), reviewTimesPath())));
    await assertFails(getDocs(collection(clientOf(suite.env, 'owner'), 'reviewTimes')));
    await assertFails(getDoc(doc(clientOf(suite.env, 'blocked'), reviewTimesPath())));
  });
});
