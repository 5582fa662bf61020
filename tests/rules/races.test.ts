/**
 * Two clients at once. Each client builds its writes from the same (soon stale) state, as two browser tabs
 * or two reviewers would; the rules must let exactly one through and keep the ledger consistent
 * (including the owner's cancel racing a payout and a decline, and two reversals of one claim).
 * The data layer's own transactions race in tests/data/races.test.ts.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDocs,
  increment,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { queueOfClaim, reviewTimesIdOf, reviewTimesWrites } from '@/data/schema/reviewTimes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminRead,
  clientOf,
  closeRulesEnv,
  createRulesEnv,
  expectLedgerConsistent,
  readDoc,
  resetWorld,
} from '../support/rules';
import {
  PEOPLE,
  SEED_POINTS,
  approveWrites,
  cancelWrites,
  commit,
  declineWrites,
  markPaidWrite,
  paths,
  personDocs,
  redeemWrites,
  reversalWrites,
  seeded,
  type Person,
} from '../support/world';

const ROUNDS = 3;
const E = PEOPLE.owner.employeeId;
const ids = seeded(E);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
});

afterAll(async () => {
  await closeRulesEnv(env, import.meta.url);
});

beforeEach(async () => {
  await resetWorld(env);
});

function outcome(results: PromiseSettledResult<unknown>[]) {
  return {
    ok: results.filter((r) => r.status === 'fulfilled').length,
    denied: results.filter((r) => r.status === 'rejected').length,
  };
}

async function ledgerIds(e: string): Promise<string[]> {
  return adminRead(env, async (db) =>
    (await getDocs(collection(db, 'users', e, 'ledger'))).docs.map((d) => d.id),
  );
}

/** approveClaim's transaction, written with the full SDK (it retries on contention like the app's). */
function approveInTransaction(db: Firestore, actor: Person, e: string, claimId: string) {
  return runTransaction(db, async (tx) => {
    const claimRef = doc(db, paths.claim(e, claimId));
    const userRef = doc(db, paths.user(e));
    const [claim, user] = [await tx.get(claimRef), await tx.get(userRef)];
    if (claim.data()?.status !== 'pending') throw new Error('not pending');
    const points = Number(claim.data()?.points);
    const balance = Number(user.data()?.points);
    const writes = approveWrites(actor, e, claimId, points, balance);
    tx.update(claimRef, writes.claim.data);
    tx.set(doc(db, writes.entry.path), writes.entry.data);
    tx.update(userRef, writes.user.data);
    tx.set(doc(db, writes.total.path), writes.total.data, { merge: true });
    if (writes.mark) tx.set(doc(db, writes.mark.path), writes.mark.data);
    // The decision counts the claim's wait (runReview's move), from the claim as this transaction read it.
    const decision = {
      employeeId: e, claimId, queue: queueOfClaim(claim.data()?.managerId),
      submitted: (claim.data()?.createdAt as Timestamp).toDate(), decided: new Date(),
    };
    tx.set(doc(db, `reviewTimes/${reviewTimesIdOf(decision)}`), reviewTimesWrites.decide(decision, increment, serverTimestamp()), { merge: true });
  });
}

describe('two managers approve one claim at once', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'with stale batches: exactly one credit (round %i)',
    async () => {
      const first = approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);
      const second = approveWrites(PEOPLE.manager2, E, ids.pendingClaim, 100, SEED_POINTS);
      const results = await Promise.allSettled([
        commit(clientOf(env, 'manager'), Object.values(first)),
        commit(clientOf(env, 'manager2'), Object.values(second)),
      ]);
      expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
      expect(await expectLedgerConsistent(env, E)).toBe(SEED_POINTS + 100);
      expect((await ledgerIds(E)).filter((id) => id === `claim-${ids.pendingClaim}`)).toHaveLength(1);
    },
  );

  it('with transactions: exactly one credit, the other sees the claim already paid', async () => {
    const results = await Promise.allSettled([
      approveInTransaction(clientOf(env, 'manager'), PEOPLE.manager, E, ids.pendingClaim),
      approveInTransaction(clientOf(env, 'manager2'), PEOPLE.manager2, E, ids.pendingClaim),
    ]);
    expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
    const loser = results.find((r) => r.status === 'rejected');
    expect(String(loser?.status === 'rejected' ? loser.reason : '')).toMatch(/not pending|permission/i);
    expect(await expectLedgerConsistent(env, E)).toBe(SEED_POINTS + 100);
  });
});

describe('two redemptions on a balance that covers one', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))('never below zero (round %i)', async () => {
    await resetWorld(env, personDocs(PEOPLE.owner, 150));
    const tabA = redeemWrites(PEOPLE.owner, `RD-${E}-003`, 100, 150);
    const tabB = redeemWrites(PEOPLE.owner, `RD-${E}-004`, 100, 150);
    const results = await Promise.allSettled([
      commit(clientOf(env, 'owner'), Object.values(tabA)),
      commit(clientOf(env, 'owner'), Object.values(tabB)),
    ]);
    expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
    expect(await expectLedgerConsistent(env, E)).toBe(50);
  });

  it('two tabs taking the same redemption id: one wins, one debit', async () => {
    const tabA = redeemWrites(PEOPLE.owner, `RD-${E}-003`, 100, SEED_POINTS);
    const tabB = redeemWrites(PEOPLE.owner, `RD-${E}-003`, 250, SEED_POINTS);
    const results = await Promise.allSettled([
      commit(clientOf(env, 'owner'), Object.values(tabA)),
      commit(clientOf(env, 'owner'), Object.values(tabB)),
    ]);
    expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
    const balance = await expectLedgerConsistent(env, E);
    expect([SEED_POINTS - 100, SEED_POINTS - 250]).toContain(balance);
  });
});

describe('paying and declining one redemption at once', () => {
  it('exactly one of them, and a refund only with the decline', async () => {
    const decline = declineWrites(PEOPLE.manager, E, ids.pendingRedemption, 100, SEED_POINTS);
    const results = await Promise.allSettled([
      commit(clientOf(env, 'finance'), [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)]),
      commit(clientOf(env, 'manager'), Object.values(decline)),
    ]);
    expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
    const status = (await readDoc(env, paths.redemption(E, ids.pendingRedemption)))?.status;
    const balance = await expectLedgerConsistent(env, E);
    expect(balance).toBe(status === 'declined' ? SEED_POINTS + 100 : SEED_POINTS);
  });
});

describe('approval racing a redemption of the same user', () => {
  it('the second batch, built on the same balance, is refused', async () => {
    const approve = approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);
    const redeem = redeemWrites(PEOPLE.owner, `RD-${E}-003`, 250, SEED_POINTS);
    const results = await Promise.allSettled([
      commit(clientOf(env, 'manager'), Object.values(approve)),
      commit(clientOf(env, 'owner'), Object.values(redeem)),
    ]);
    // Both were built on the same balance, so the second to commit no longer adds up.
    expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
    const balance = await expectLedgerConsistent(env, E);
    expect([SEED_POINTS + 100, SEED_POINTS - 250]).toContain(balance);
  });
});

describe('cancelling, paying and declining one redemption at once', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'exactly one of the three, and the points back only with a cancel or a decline (round %i)',
    async () => {
      const cancel = cancelWrites(PEOPLE.owner, ids.pendingRedemption, 100, SEED_POINTS);
      const decline = declineWrites(PEOPLE.manager, E, ids.pendingRedemption, 100, SEED_POINTS);
      const results = await Promise.allSettled([
        commit(clientOf(env, 'owner'), Object.values(cancel)),
        commit(clientOf(env, 'finance'), [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)]),
        commit(clientOf(env, 'manager'), Object.values(decline)),
      ]);
      expect(outcome(results)).toEqual({ ok: 1, denied: 2 });
      const status = (await readDoc(env, paths.redemption(E, ids.pendingRedemption)))?.status;
      const balance = await expectLedgerConsistent(env, E);
      expect(balance).toBe(status === 'paid' ? SEED_POINTS : SEED_POINTS + 100);
      const entries = await ledgerIds(E);
      const returned = entries.filter(
        (id) => id.endsWith(ids.pendingRedemption) && !id.startsWith('redemption-'),
      );
      expect(returned).toHaveLength(status === 'paid' ? 0 : 1);
    },
  );
});

describe('two admins reversing one paid claim at once', () => {
  it('exactly one reversal, even with different adjustment numbers', async () => {
    await commit(
      clientOf(env, 'manager'),
      Object.values(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS)),
    );
    const reverse = (n: number) =>
      reversalWrites(PEOPLE.admin, E, n, ids.pendingClaim, -100, SEED_POINTS + 100);
    const results = await Promise.allSettled([
      commit(clientOf(env, 'admin'), Object.values(reverse(1))),
      commit(clientOf(env, 'admin'), Object.values(reverse(2))),
    ]);
    expect(outcome(results)).toEqual({ ok: 1, denied: 1 });
    expect(await expectLedgerConsistent(env, E)).toBe(SEED_POINTS);
    expect((await ledgerIds(E)).filter((id) => id.startsWith('adjustment-'))).toHaveLength(1);
  });
});
