/**
 * Leavers: an admin records that an employee left (a day and a reason, audited). From then the account
 * is deactivated for good, their claims awaiting review are withdrawn by an admin with the leaving
 * reason (the pending counter moves with each, audited), their pending redemptions stay with finance,
 * and their balance is never credited again: it only goes down (the final settlement, an admin's
 * negative adjustment) or comes back from a declined redemption (docs/product.md#leavers).
 */
import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  LEAVING,
  PEOPLE,
  SEED_POINTS,
  accountWrite,
  adjustmentWrites,
  approveWrites,
  cancelWrites,
  claimFiling,
  declineWrites,
  leaverClaimWithdrawal,
  leaverWrite,
  leftProfile,
  markPaidWrite,
  paths,
  profileEditWrite,
  redeemWrites,
  rejectWrite,
  reportWrites,
  seeded,
  tamper,
  unaudited,
  withdrawWrite,
  worldDocs,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { owner, other } = PEOPLE;
const E = owner.employeeId;
const ids = seeded(E);

/** The owner as a leaver (with `pending` counted claims awaiting review). */
async function ownerLeft(pending = 1) {
  const stored = leftProfile(owner, pending);
  await suite.dirtyReset({ [paths.user(E)]: stored });
  return stored;
}

describe('recording a leaver', () => {
  it('an admin records that another employee left: deactivated, with the day and the reason', async () => {
    await suite.allowed('admin', [leaverWrite(other.employeeId)]);
    const profile = await readDoc(suite.env, paths.user(other.employeeId));
    expect(profile).toMatchObject({ isActive: false, leftOn: LEAVING.leftOn, leftReason: LEAVING.reason });
  });

  it('denies everyone but an active admin, and an admin recording their own leaving', async () => {
    for (const who of ['owner', 'manager', 'finance', 'inactiveAdmin', 'blocked'] as const) {
      await suite.denied(who, [leaverWrite(other.employeeId)]);
    }
    await suite.deniedThenControl('admin', [leaverWrite(PEOPLE.admin.employeeId)], [leaverWrite(other.employeeId)]);
  });

  it('denies it without its audit entry, and with a future day, no reason or more fields', async () => {
    const e = other.employeeId;
    await suite.denied('admin', [unaudited(leaverWrite(e))]);
    await suite.denied('admin', [leaverWrite(e, { leftOn: '2999-01-01', reason: 'Retired' })]);
    await suite.denied('admin', [leaverWrite(e, { leftOn: 'yesterday', reason: 'Retired' })]);
    await suite.denied('admin', [leaverWrite(e, { leftOn: LEAVING.leftOn, reason: '   ' })]);
    await suite.denied('admin', [leaverWrite(e, { leftOn: LEAVING.leftOn, reason: 'x'.repeat(501) })]);
    await suite.denied('admin', [tamper(leaverWrite(e), { isActive: true })]);
    await suite.denied('admin', [tamper(leaverWrite(e), { points: 0 })]);
    await suite.allowed('admin', [leaverWrite(e, { leftOn: LEAVING.leftOn, reason: 'x'.repeat(500) })]);
  });

  it('is recorded once: a leaver is neither recorded again nor reactivated', async () => {
    const stored = await ownerLeft();
    await suite.denied('admin', [{ ...leaverWrite(E), audit: { action: 'leaver.record', stored } }]);
    await suite.denied('admin', [{ ...accountWrite(E, { isActive: true }), audit: { action: 'account.change', stored } }]);
    await suite.denied('admin', [{ ...accountWrite(E, { userStatus: 'blocked' }), audit: { action: 'account.change', stored } }]);
    await suite.allowed('admin', [accountWrite(other.employeeId, { isActive: false })]);
  });
});

describe('a leaver writes nothing afterwards', () => {
  it('no claim, redemption, report, withdrawal, cancellation or personal edit', async () => {
    await ownerLeft();
    await suite.denied('owner', claimFiling(owner, `${E}-050`, undefined, 1));
    await suite.denied('owner', Object.values(redeemWrites(owner, `RD-${E}-050`, 100, SEED_POINTS)));
    await suite.denied('owner', Object.values(reportWrites(owner)));
    await suite.denied('owner', [withdrawWrite(E, ids.pendingClaim)]);
    await suite.denied('owner', Object.values(cancelWrites(owner, ids.pendingRedemption, 100, SEED_POINTS)));
    await suite.denied('owner', [profileEditWrite(E)]);
  });
});

describe("a leaver's claims awaiting review leave the queues", () => {
  it('an admin withdraws each with the leaving reason, moving the pending counter (audited)', async () => {
    const stored = await ownerLeft(1);
    await suite.allowed('admin', leaverClaimWithdrawal(E, ids.pendingClaim, 0, stored));
    expect(await readDoc(suite.env, paths.claim(E, ids.pendingClaim))).toMatchObject({
      status: 'withdrawn',
      managerComment: LEAVING.reason,
    });
    expect((await readDoc(suite.env, paths.user(E)))?.pendingClaims).toBe(0);
    await expectLedgerConsistent(suite.env, E);
  });

  it("denies withdrawing the claims of someone who has not left", async () => {
    const stored = worldDocs()[paths.user(E)] ?? {};
    await suite.denied('admin', leaverClaimWithdrawal(E, ids.pendingClaim, 0, stored));
  });

  it('denies it to anyone but an admin, with another reason, without the counter or without its audit entry', async () => {
    const stored = await ownerLeft(1);
    const honest = leaverClaimWithdrawal(E, ids.pendingClaim, 0, stored);
    const [claim, profile] = honest;
    if (!claim || !profile) throw new Error('two writes');
    await suite.denied('manager', leaverClaimWithdrawal(E, ids.pendingClaim, 0, stored, LEAVING.reason, PEOPLE.manager));
    await suite.denied('finance', leaverClaimWithdrawal(E, ids.pendingClaim, 0, stored, LEAVING.reason, PEOPLE.finance));
    await suite.denied('admin', leaverClaimWithdrawal(E, ids.pendingClaim, 0, stored, 'Changed my mind'));
    await suite.denied('admin', [claim]);
    await suite.denied('admin', [claim, unaudited(profile)]);
    await suite.denied('admin', leaverClaimWithdrawal(E, ids.pendingClaim, 1, stored));
    // A decided claim is not withdrawn.
    await suite.denied('admin', leaverClaimWithdrawal(E, ids.paidClaim, 0, stored));
    await suite.allowed('admin', honest);
  });
});

describe("a leaver's redemptions and balance", () => {
  it('finance still pays a pending redemption, or declines it with the points back', async () => {
    await ownerLeft();
    await suite.allowed('finance', [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)]);
    await ownerLeft();
    await suite.allowed('finance', Object.values(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS)));
    await expectLedgerConsistent(suite.env, E);
  });

  it("never credits a leaver's claim: approving it is denied, rejecting it is not", async () => {
    await ownerLeft();
    await suite.denied('manager', Object.values(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS)));
    await suite.allowed('manager', [rejectWrite(PEOPLE.manager, E, ids.pendingClaim)]);
  });

  it('the final settlement takes the balance to zero by an adjustment; no adjustment credits a leaver', async () => {
    await ownerLeft();
    await suite.denied('admin', Object.values(adjustmentWrites(PEOPLE.admin, E, 1, 50, SEED_POINTS)));
    await suite.allowed(
      'admin',
      Object.values(adjustmentWrites(PEOPLE.admin, E, 1, -SEED_POINTS, SEED_POINTS, { reason: 'Final settlement paid with the last salary' })),
    );
    expect(await expectLedgerConsistent(suite.env, E)).toBe(0);
  });
});
