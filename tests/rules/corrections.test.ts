/**
 * Corrections: the owner withdraws a pending claim or cancels a pending redemption; an admin adjusts a
 * balance or reverses a paid claim (docs/product.md#claims, #redemptions). Each attack is the app's own write with one
 * thing changed, next to the honest write as a control; the ledger invariant is checked after each.
 */
import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent, readDoc, resetWorld } from '../support/rules';
import {
  PEOPLE,
  SEED_POINTS,
  adjustmentWrites,
  approveWrites,
  cancelWrites,
  dayOffset,
  declineWrites,
  markPaidWrite,
  paths,
  personDocs,
  rejectWrite,
  reversalWrites,
  seeded,
  tamper,
  withdrawWrite,
  type Person,
  type Write,
} from '../support/world';
import { rulesSuite, type Who } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);
const all = (w: Record<string, Write>) => Object.values(w);
const statusOf = async (path: string) => (await readDoc(suite.env, path))?.status;

// ---------------------------------------------------------------------------------------------
describe('withdrawing a claim', () => {
  const withdraw = (claimId = ids.pendingClaim) => withdrawWrite(E, claimId);

  it('allows the owner to withdraw their own pending claim, with no balance change', async () => {
    await allowed('owner', [withdraw()]);
    expect(await statusOf(paths.claim(E, ids.pendingClaim))).toBe('withdrawn');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it.each<[string, Who, () => Write[]]>([
    ["another employee withdrawing the owner's claim", 'other', () => [withdraw()]],
    ["a manager withdrawing the owner's claim", 'manager', () => [withdraw()]],
    ["an admin withdrawing the owner's claim", 'admin', () => [withdraw()]],
    ['withdrawing a paid claim', 'owner', () => [withdraw(ids.paidClaim)]],
    ['withdrawing a rejected claim', 'owner', () => [withdraw(ids.rejectedClaim)]],
    ['withdrawing with a day far off', 'owner', () => [tamper(withdraw(), { withdrawnDate: dayOffset(-5) })]],
    ['withdrawing without the day', 'owner', () => [tamper(withdraw(), { withdrawnDate: undefined })]],
    ['withdrawing with a client timestamp', 'owner', () => [tamper(withdraw(), { updatedAt: new Date() })]],
    ['withdrawing while changing the points', 'owner', () => [tamper(withdraw(), { points: 5000 })]],
    ['withdrawing with a comment', 'owner', () => [tamper(withdraw(), { managerComment: 'oops' })]],
    ['a status other than withdrawn', 'owner', () => [tamper(withdraw(), { status: 'cancelled' })]],
  ])('denies %s', async (_name, who, writes) => {
    await deniedThenControl(who, writes(), [withdraw()], 'owner');
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies a blocked or inactive employee withdrawing their own', async () => {
    for (const who of ['blocked', 'inactive'] as const) {
      const e = PEOPLE[who].employeeId;
      await denied(who, [withdrawWrite(e, seeded(e).pendingClaim)]);
    }
  });

  it('denies approving, rejecting or withdrawing again after a withdrawal', async () => {
    await allowed('owner', [withdraw()]);
    await denied('manager', all(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS)));
    await denied('manager', [rejectWrite(PEOPLE.manager, E, ids.pendingClaim)]);
    await denied('owner', [withdraw()]);
    expect(await statusOf(paths.claim(E, ids.pendingClaim))).toBe('withdrawn');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });
});

// ---------------------------------------------------------------------------------------------
describe('cancelling a redemption', () => {
  const cancel = (id = ids.pendingRedemption, points = 100, who: Person = PEOPLE.owner) =>
    cancelWrites(who, id, points, SEED_POINTS);

  it('allows the owner to cancel their own pending redemption: the points come back', async () => {
    await allowed('owner', all(cancel()));
    expect(await statusOf(paths.redemption(E, ids.pendingRedemption))).toBe('cancelled');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it.each<[string, Who, () => Write[]]>([
    ['cancelling without the refund', 'owner', () => [cancel().redemption]],
    ['the refund without cancelling', 'owner', () => [cancel().entry, cancel().user]],
    ['cancelling with the entry but no balance change', 'owner', () => [cancel().redemption, cancel().entry]],
    ['cancelling with the balance but no entry', 'owner', () => [cancel().redemption, cancel().user]],
    [
      'cancelling with 1000 back for a 100 redemption',
      'owner',
      () => all(cancel(ids.pendingRedemption, 1000)),
    ],
    [
      'a balance raised by more than the entry',
      'owner',
      () => {
        const w = cancel();
        return [w.redemption, w.entry, tamper(w.user, { points: SEED_POINTS + 1000 })];
      },
    ],
    [
      'an entry of type refund',
      'owner',
      () => {
        const w = cancel();
        return [w.redemption, tamper(w.entry, { type: 'refund' }), w.user];
      },
    ],
    [
      'an entry created by someone else',
      'owner',
      () => {
        const w = cancel();
        return [w.redemption, tamper(w.entry, { createdBy: 'FIN001' }), w.user];
      },
    ],
    [
      'cancelling with a decline reason',
      'owner',
      () => {
        const w = cancel();
        return [tamper(w.redemption, { declineReason: 'changed my mind' }), w.entry, w.user];
      },
    ],
    [
      'cancelling with a day far off',
      'owner',
      () => {
        const w = cancel();
        return [tamper(w.redemption, { cancelledDate: dayOffset(-7) }), w.entry, w.user];
      },
    ],
    [
      "another employee cancelling the owner's",
      'other',
      () => all(cancel(ids.pendingRedemption, 100, PEOPLE.other)),
    ],
    [
      "finance cancelling the owner's",
      'finance',
      () => all(cancel(ids.pendingRedemption, 100, PEOPLE.finance)),
    ],
    ["an admin cancelling the owner's", 'admin', () => all(cancel(ids.pendingRedemption, 100, PEOPLE.admin))],
    ['cancelling a paid redemption', 'owner', () => all(cancel(ids.paidRedemption))],
  ])('denies %s', async (_name, who, writes) => {
    await deniedThenControl(who, writes(), all(cancel()), 'owner');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it('denies cancelling twice, and paying or declining after a cancel', async () => {
    await allowed('owner', all(cancel()));
    const again = cancelWrites(PEOPLE.owner, ids.pendingRedemption, 100, SEED_POINTS + 100);
    await denied('owner', all(again));
    await denied('finance', [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)]);
    await denied(
      'finance',
      all(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS + 100)),
    );
    expect(await statusOf(paths.redemption(E, ids.pendingRedemption))).toBe('cancelled');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it('denies cancelling after a payout or a decline', async () => {
    await allowed('finance', [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)]);
    await denied('owner', all(cancel()));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
    await resetWorld(suite.env);
    await allowed('finance', all(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS)));
    await denied('owner', all(cancelWrites(PEOPLE.owner, ids.pendingRedemption, 100, SEED_POINTS + 100)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it('denies a blocked employee cancelling their own', async () => {
    const p = PEOPLE.blocked;
    await denied('blocked', all(cancelWrites(p, seeded(p.employeeId).pendingRedemption, 100, SEED_POINTS)));
    await expectLedgerConsistent(suite.env, p.employeeId);
  });
});

// ---------------------------------------------------------------------------------------------
describe('adjusting a balance', () => {
  const adjust = (points = 25, options: { reason?: string; n?: number } = {}, actor: Person = PEOPLE.admin) =>
    adjustmentWrites(actor, E, options.n ?? 1, points, SEED_POINTS, { reason: options.reason });

  it.each<[string, number]>([
    ['a credit', 25],
    ['a debit', -100],
    ['a debit to exactly zero', -SEED_POINTS],
  ])('allows an admin %s with a reason', async (_name, points) => {
    await allowed('admin', all(adjust(points)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + points);
    expect((await readDoc(suite.env, paths.ledger(E, 'adjustment-1')))?.reason).toBe('Correction agreed with HR');
  });

  it('allows the next number after an earlier adjustment', async () => {
    await allowed('admin', all(adjust(25)));
    await allowed('admin', all(adjustmentWrites(PEOPLE.admin, E, 2, -10, SEED_POINTS + 25, { dayBefore: 25 })));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 15);
  });

  it.each<[string, Who, () => Write[]]>([
    ['a manager adjusting', 'manager', () => all(adjust(25, {}, PEOPLE.manager))],
    ['finance adjusting', 'finance', () => all(adjust(25, {}, PEOPLE.finance))],
    ['the owner adjusting their own', 'owner', () => all(adjust(25, {}, PEOPLE.owner))],
    ['another employee adjusting', 'other', () => all(adjust(25, {}, PEOPLE.other))],
    ['an inactive admin adjusting', 'inactiveAdmin', () => all(adjust(25, {}, PEOPLE.inactiveAdmin))],
    ['going below zero by one point', 'admin', () => all(adjust(-SEED_POINTS - 1))],
    ['zero points', 'admin', () => all(adjust(0))],
    ['a fraction of a point', 'admin', () => all(adjust(12.5))],
    ['no reason', 'admin', () => [tamper(adjust().entry, { reason: undefined }), adjust().user]],
    ['a blank reason', 'admin', () => all(adjust(25, { reason: '   ' }))],
    ['a reason of 501 characters', 'admin', () => all(adjust(25, { reason: 'x'.repeat(501) }))],
    ['a reason that is not text', 'admin', () => [tamper(adjust().entry, { reason: 42 }), adjust().user]],
    [
      'an id that is not a number',
      'admin',
      () => all(adjustmentWrites(PEOPLE.admin, E, Number.NaN, 25, SEED_POINTS)),
    ],
    ['the id adjustment-0', 'admin', () => all(adjust(25, { n: 0 }))],
    ['the entry alone', 'admin', () => [adjust().entry]],
    ['the balance alone', 'admin', () => [adjust().user]],
    [
      'a balance raised by more than the entry',
      'admin',
      () => [adjust().entry, tamper(adjust().user, { points: 1000 })],
    ],
    [
      'an entry created by someone else',
      'admin',
      () => [tamper(adjust().entry, { createdBy: 'MGR001' }), adjust().user],
    ],
    ['an entry of type earned', 'admin', () => [tamper(adjust().entry, { type: 'earned' }), adjust().user]],
    ['an entry with an extra field', 'admin', () => [tamper(adjust().entry, { note: 'x' }), adjust().user]],
    [
      'an entry kind the rules do not know',
      'admin',
      () => {
        const w = adjust();
        return [
          { ...w.entry, path: paths.ledger(E, 'bonus-1') },
          tamper(w.user, { lastLedgerEntry: 'bonus-1' }),
        ];
      },
    ],
    [
      'a source that is not a claim of the employee',
      'admin',
      () => [tamper(adjust().entry, { sourceRef: 'EMP002-002' }), adjust().user],
    ],
  ])('denies %s', async (_name, who, writes) => {
    await deniedThenControl(who, writes(), all(adjust()), 'admin');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 25);
  });

  it("denies an admin adjusting their own balance; another admin's adjustment is allowed", async () => {
    const a = PEOPLE.admin;
    const second: Person = {
      ...a,
      employeeId: 'ADM002',
      uid: 'uid-adm002',
      email: 'adm002@ics-rewards.test',
      name: 'Name ADM002',
    };
    await dirtyReset(personDocs(second));
    await denied('admin', all(adjustmentWrites(a, a.employeeId, 1, 25, SEED_POINTS)));
    await allowed(second, all(adjustmentWrites(second, a.employeeId, 1, 25, SEED_POINTS)));
    expect(await expectLedgerConsistent(suite.env, a.employeeId)).toBe(SEED_POINTS + 25);
  });

  it('denies taking an existing adjustment number', async () => {
    await allowed('admin', all(adjust(25)));
    await denied('admin', all(adjustmentWrites(PEOPLE.admin, E, 1, 10, SEED_POINTS + 25)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 25);
  });
});


// ---------------------------------------------------------------------------------------------
describe('reversing an approval', () => {
  /** Approves the seeded pending claim (100 points): the balance is then SEED_POINTS + 100. */
  async function approvePending() {
    await allowed('manager', all(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS)));
  }
  const reverse = (n = 1, points = -100, claimId = ids.pendingClaim, actor: Person = PEOPLE.admin) =>
    reversalWrites(actor, E, n, claimId, points, SEED_POINTS + 100);

  it('allows an admin to reverse a paid claim once: minus its points, the claim names the entry', async () => {
    await approvePending();
    await allowed('admin', all(reverse()));
    expect((await readDoc(suite.env, paths.claim(E, ids.pendingClaim)))?.reversedBy).toBe('adjustment-1');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it.each<[string, Who, () => Write[]]>([
    ['a manager reversing', 'manager', () => all(reverse(1, -100, ids.pendingClaim, PEOPLE.manager))],
    ['reversing a different amount', 'admin', () => all(reverse(1, -50))],
    ['reversing with a credit', 'admin', () => all(reverse(1, 100))],
    ['the entry without marking the claim', 'admin', () => [reverse().entry, reverse().user]],
    ['marking the claim without the entry', 'admin', () => [reverse().claim]],
    [
      'marking the claim with a plain adjustment',
      'admin',
      () => {
        const plain = adjustmentWrites(PEOPLE.admin, E, 1, -100, SEED_POINTS + 100);
        return [reverse().claim, plain.entry, plain.user];
      },
    ],
    [
      'marking the claim with an entry that is not an adjustment',
      'admin',
      () => [tamper(reverse().claim, { reversedBy: `claim-${ids.pendingClaim}` })],
    ],
    [
      'marking the claim while changing its status',
      'admin',
      () => {
        const w = reverse();
        return [tamper(w.claim, { status: 'rejected' }), w.entry, w.user];
      },
    ],
    [
      'reversing a claim with an entry naming another claim',
      'admin',
      () => {
        const w = reverse();
        return [w.claim, tamper(w.entry, { sourceRef: ids.paidClaim }), w.user];
      },
    ],
  ])('denies %s', async (_name, who, writes) => {
    await approvePending();
    await deniedThenControl(who, writes(), all(reverse()), 'admin');
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('denies reversing twice', async () => {
    await approvePending();
    await allowed('admin', all(reverse()));
    const again = reversalWrites(PEOPLE.admin, E, 2, ids.pendingClaim, -100, SEED_POINTS);
    await denied('admin', all(again));
    await denied('admin', [again.entry, again.user]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('denies reversing a pending or a rejected claim', async () => {
    for (const claimId of [ids.pendingClaim, ids.rejectedClaim]) {
      await denied('admin', all(reversalWrites(PEOPLE.admin, E, 1, claimId, -100, SEED_POINTS)));
      // The claim's half alone (no ledger entry).
      await denied('admin', [reversalWrites(PEOPLE.admin, E, 1, claimId, -100, SEED_POINTS).claim]);
    }
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });

  it('denies a reversal that would take the balance below zero', async () => {
    // The seeded paid claim is worth SEED_POINTS + 150: more than the balance.
    const w = reversalWrites(PEOPLE.admin, E, 1, ids.paidClaim, -(SEED_POINTS + 150), SEED_POINTS);
    await denied('admin', all(w));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });
});
