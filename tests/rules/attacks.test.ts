/**
 * Every attack is denied. Most attacks are the app's own write with one thing changed,
 * followed by the unchanged write as a control, so a denial proves the rule that catches that one thing.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profileWrites } from '@/data/schema/users';
import { ledgerEntryId } from '@/domain/ledger';
import {
  clientOf,
  expectLedgerConsistent,
  readDoc,
} from '../support/rules';
import {
  ACTIVE_ACTIVITY,
  INACTIVE_ACTIVITY,
  PEOPLE,
  SEED_POINTS,
  accountWrite,
  activityCreateWrite,
  audited,
  activityUpdateWrite,
  approveWrites,
  claimCreate,
  claimFiling,
  pendingCounterWrite,
  commit,
  dayOffset,
  declineWrites,
  markPaidWrite,
  paths,
  personDocs,
  profileEditWrite,
  redeemWrites,
  rejectWrite,
  reportWrites,
  lateReportWrites,
  ownProfileUpdate,
  rosterCreateWrite,
  rosterData,
  rosterEditWrites,
  seeded,
  signUpWrites,
  tamper,
  reportDay,
  reportDayOffset,
  today,
  type Person,
  type PersonKey,
  type Write,
} from '../support/world';
import { rulesSuite, type Who } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);
const all = (w: Record<string, Write>) => Object.values(w);

// ---------------------------------------------------------------------------------------------
describe('raising a balance', () => {
  const owner = PEOPLE.owner;
  const approve = () => approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);

  it.each<[string, Who, () => Write[]]>([
    [
      'a plain update of points',
      'owner',
      () => [{ path: paths.user(E), op: 'update', data: { points: 100_000 } }],
    ],
    [
      'points naming an old ledger entry',
      'owner',
      () => [
        {
          path: paths.user(E),
          op: 'update',
          data: profileWrites.balance(100_000, ledgerEntryId.earned(ids.paidClaim), serverTimestamp()),
        },
      ],
    ],
    [
      'a fabricated claim entry (no such claim)',
      'owner',
      () => {
        const w = approveWrites(owner, E, `${E}-999`, 1000, SEED_POINTS);
        return [w.entry, w.user];
      },
    ],
    [
      "approving one's own pending claim (employee)",
      'owner',
      () => all(approveWrites(owner, E, ids.pendingClaim, 100, SEED_POINTS)),
    ],
    [
      "a refund of one's own pending redemption",
      'owner',
      () => all(declineWrites(owner, E, ids.pendingRedemption, 100, SEED_POINTS)),
    ],
    [
      're-creating the opening entry',
      'owner',
      () => [
        signUpWrites(owner).opening,
        {
          path: paths.user(E),
          op: 'update',
          data: profileWrites.balance(SEED_POINTS + 50, ledgerEntryId.opening(), serverTimestamp()),
        },
      ],
    ],
    [
      'a redemption entry that credits',
      'owner',
      () => {
        const w = redeemWrites(owner, `RD-${E}-003`, 100, SEED_POINTS);
        return [
          w.redemption,
          tamper(w.entry, { points: 100, balanceAfter: SEED_POINTS + 100 }),
          tamper(w.user, { points: SEED_POINTS + 100 }),
        ];
      },
    ],
    [
      'an admin setting points through an account change',
      'admin',
      () => [accountWrite(E, { points: 100_000 })],
    ],
    [
      'a manager approving with a self-made opening-type entry',
      'manager',
      () => {
        const w = approve();
        return [w.claim, tamper(w.entry, { type: 'opening' }), w.user];
      },
    ],
  ])('denies %s', async (_name, who, writes) => {
    await denied(who, writes());
    await expectLedgerConsistent(suite.env, E);
  });
});

// ---------------------------------------------------------------------------------------------
describe('sign-up', () => {
  const newcomer = PEOPLE.newcomer;
  const honest = () => signUpWrites(newcomer);

  it.each<[string, () => Write[]]>([
    [
      'with role admin',
      () => {
        const w = honest();
        return [tamper(w.profile, { userRole: 'admin' }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with role manager',
      () => {
        const w = honest();
        return [tamper(w.profile, { userRole: 'manager' }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with 1000 points (and a matching opening entry)',
      () => {
        const w = honest();
        return [
          tamper(w.profile, { points: 1000 }),
          w.link,
          tamper(w.opening, { points: 1000, balanceAfter: 1000 }),
        ];
      },
    ],
    [
      'with 1000 points and the usual opening entry',
      () => {
        const w = honest();
        return [tamper(w.profile, { points: 1000 }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with status blocked',
      () => {
        const w = honest();
        return [tamper(w.profile, { userStatus: 'blocked' }), w.link, w.opening, w.personal];
      },
    ],
    [
      'inactive',
      () => {
        const w = honest();
        return [tamper(w.profile, { isActive: false }), w.link, w.opening, w.personal];
      },
    ],
    [
      'for another uid (profile field)',
      () => {
        const w = honest();
        return [tamper(w.profile, { uid: PEOPLE.other.uid }), w.link, w.opening, w.personal];
      },
    ],
    [
      'for another uid (link document)',
      () => {
        const w = honest();
        return [
          tamper(w.profile, { uid: 'uid-somebody' }),
          { ...w.link, path: paths.uid('uid-somebody') },
          w.opening,
        ];
      },
    ],
    [
      'with an employee id that is not the mailbox',
      () => {
        const w = signUpWrites({ ...newcomer, employeeId: 'EMP555' });
        return [tamper(w.profile, { email: newcomer.email }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with a lower-case employee id',
      () => {
        const w = signUpWrites({ ...newcomer, employeeId: 'emp100' });
        return [tamper(w.profile, { email: newcomer.email }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with another e-mail address in the profile',
      () => {
        const w = honest();
        return [tamper(w.profile, { email: 'emp100@elsewhere.test' }), w.link, w.opening, w.personal];
      },
    ],
    [
      'without the opening entry',
      () => {
        const w = honest();
        return [w.profile, w.link, w.personal];
      },
    ],
    [
      'without the uids link',
      () => {
        const w = honest();
        return [w.profile, w.opening, w.personal];
      },
    ],
    ['the link alone', () => [honest().link]],
    [
      'without the personal document',
      () => {
        const w = honest();
        return [w.profile, w.link, w.opening];
      },
    ],
    [
      'with the phone number on the profile',
      () => {
        const w = honest();
        return [tamper(w.profile, { number: '9876543210' }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with a 9-digit phone number in the personal document',
      () => {
        const w = honest();
        return [w.profile, w.link, w.opening, tamper(w.personal, { number: '987654321' })];
      },
    ],
    [
      'the link and opening entry without the profile',
      () => {
        const w = honest();
        return [w.link, w.opening, w.personal];
      },
    ],
    [
      'with an opening entry of 1000',
      () => {
        const w = honest();
        return [w.profile, w.link, tamper(w.opening, { points: 1000, balanceAfter: 1000 })];
      },
    ],
    [
      'with a stored password',
      () => {
        const w = honest();
        return [tamper(w.profile, { password: 'Passw0rd!' }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with a client-chosen createdAt',
      () => {
        const w = honest();
        return [tamper(w.profile, { createdAt: Timestamp.fromMillis(0) }), w.link, w.opening, w.personal];
      },
    ],
    [
      'with lastLedgerEntry other than opening',
      () => {
        const w = honest();
        return [tamper(w.profile, { lastLedgerEntry: 'claim-X-001' }), w.link, w.opening, w.personal];
      },
    ],
  ])('denies a profile %s', async (_name, writes) => {
    await deniedThenControl('newcomer', writes(), all(honest()));
    await expectLedgerConsistent(suite.env, newcomer.employeeId);
  });

  it('denies signing up while signed out', async () => {
    await assertFails(commit(clientOf(suite.env, 'signedOut'), all(honest())));
  });

  it('denies a second profile for an account that already has one', async () => {
    await allowed('newcomer', all(honest()));
    // The same batch again would overwrite: profile, link and opening entry all exist now.
    await denied('newcomer', all(honest()));
    // An account that is already linked to a profile cannot link another, even a free id of its own mailbox.
    const linked: Person = {
      ...newcomer,
      uid: 'uid-linked',
      email: 'emp101@ics-rewards.test',
      employeeId: 'EMP101',
    };
    await suite.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), paths.uid(linked.uid)), { employeeId: 'EMP777' });
    });
    await denied(linked, all(signUpWrites(linked)));
    await expectLedgerConsistent(suite.env, newcomer.employeeId);
  });

  it('denies taking over an existing profile', async () => {
    // A token that claims EMP002's mailbox (Auth itself keeps mailboxes unique) still cannot replace the profile.
    const impostor: Person = { ...PEOPLE.other, uid: 'uid-impostor' };
    await denied(impostor, all(signUpWrites(impostor)));
    expect((await readDoc(suite.env, paths.user(PEOPLE.other.employeeId)))?.uid).toBe(PEOPLE.other.uid);
  });
});

// ---------------------------------------------------------------------------------------------
describe('approving claims', () => {
  const approve = (actor: Person = PEOPLE.manager, claimId = ids.pendingClaim, points = 100, e = E) =>
    approveWrites(actor, e, claimId, points, SEED_POINTS);

  it('denies a manager approving their own claim', async () => {
    const mine = seeded(PEOPLE.manager.employeeId).pendingClaim;
    await deniedThenControl(
      'manager',
      all(approveWrites(PEOPLE.manager, PEOPLE.manager.employeeId, mine, 100, SEED_POINTS)),
      all(approveWrites(PEOPLE.manager2, PEOPLE.manager.employeeId, mine, 100, SEED_POINTS)),
      'manager2',
    );
    await expectLedgerConsistent(suite.env, PEOPLE.manager.employeeId);
  });

  it('denies an admin approving their own claim', async () => {
    const mine = seeded(PEOPLE.admin.employeeId).pendingClaim;
    await denied('admin', all(approveWrites(PEOPLE.admin, PEOPLE.admin.employeeId, mine, 100, SEED_POINTS)));
    await expectLedgerConsistent(suite.env, PEOPLE.admin.employeeId);
  });

  it('denies approving twice', async () => {
    await allowed('manager', all(approve()));
    const again = approveWrites(PEOPLE.manager2, E, ids.pendingClaim, 100, SEED_POINTS + 100);
    await denied('manager2', all(again));
    await denied('manager2', [again.entry, again.user]);
    await denied('manager2', [again.user]);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 100);
  });

  it.each<[string, () => Write[]]>([
    ['approving without crediting (claim alone)', () => [approve().claim]],
    ['approving with the entry but no balance change', () => [approve().claim, approve().entry]],
    ['approving with the balance but no entry', () => [approve().claim, approve().user]],
    ['crediting without approving (entry + balance)', () => [approve().entry, approve().user]],
    ['crediting the balance alone', () => [approve().user]],
    [
      'crediting 1000 for a 100-point claim',
      () => {
        const w = approve();
        return [
          w.claim,
          tamper(w.entry, { points: 1000, balanceAfter: SEED_POINTS + 1000 }),
          tamper(w.user, { points: SEED_POINTS + 1000 }),
        ];
      },
    ],
    [
      'a balance raised by more than the entry',
      () => {
        const w = approve();
        return [w.claim, w.entry, tamper(w.user, { points: SEED_POINTS + 1000 })];
      },
    ],
    [
      'an entry whose balanceAfter is wrong',
      () => {
        const w = approve();
        return [w.claim, tamper(w.entry, { balanceAfter: 99_999 }), w.user];
      },
    ],
    [
      'an entry created by someone else',
      () => {
        const w = approve();
        return [w.claim, tamper(w.entry, { createdBy: 'ADM001' }), w.user];
      },
    ],
    [
      'an entry with a client timestamp',
      () => {
        const w = approve();
        return [w.claim, tamper(w.entry, { createdAt: Timestamp.now() }), w.user];
      },
    ],
    [
      'an entry of type refund',
      () => {
        const w = approve();
        return [w.claim, tamper(w.entry, { type: 'refund' }), w.user];
      },
    ],
    [
      'an entry with an extra field',
      () => {
        const w = approve();
        return [w.claim, tamper(w.entry, { note: 'bonus' }), w.user];
      },
    ],
    [
      "raising the claim's points while approving",
      () => {
        const w = approve(PEOPLE.manager, ids.pendingClaim, 1000);
        return [tamper(w.claim, { points: 1000 }), w.entry, w.user];
      },
    ],
    [
      'approving with the ledger entry named after another claim',
      () => {
        const w = approve();
        const other = approve(PEOPLE.manager, ids.rejectedClaim);
        return [w.claim, other.entry, other.user];
      },
    ],
    [
      'approving with a status other than paid',
      () => {
        const w = approve();
        return [tamper(w.claim, { status: 'approved' }), w.entry, w.user];
      },
    ],
    [
      'approving without paidDate',
      () => {
        const w = approve();
        return [tamper(w.claim, { paidDate: undefined }), w.entry, w.user];
      },
    ],
    [
      'approving with an extra field (managerComment)',
      () => {
        const w = approve();
        return [tamper(w.claim, { managerComment: 'ok' }), w.entry, w.user];
      },
    ],
  ])('denies %s', async (_name, writes) => {
    await deniedThenControl('manager', writes(), all(approve()));
    await expectLedgerConsistent(suite.env, E);
  });

  it.each<[string, PersonKey]>([
    ['finance', 'finance'],
    ['another employee', 'other'],
    ['a blocked manager', 'blockedManager'],
    ['an inactive admin', 'inactiveAdmin'],
  ])('denies approval by %s', async (_name, who) => {
    await denied(who, all(approve(PEOPLE[who])));
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies approving a rejected claim and rejecting a paid one', async () => {
    await denied('manager', all(approve(PEOPLE.manager, ids.rejectedClaim)));
    await denied('manager', [rejectWrite(PEOPLE.manager, E, ids.paidClaim)]);
    await expectLedgerConsistent(suite.env, E);
  });
});

// ---------------------------------------------------------------------------------------------
describe('reviewers sign with their own name', () => {
  const approve = () => approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);
  const decline = () => declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS);

  it.each<[string, PersonKey, () => Write[], () => Write[]]>([
    [
      "an approval signed with the admin's name",
      'manager',
      () => {
        const w = approve();
        return [tamper(w.claim, { approvedBy: PEOPLE.admin.name }), w.entry, w.user];
      },
      () => all(approve()),
    ],
    [
      "a rejection signed with the admin's name",
      'manager',
      () => [tamper(rejectWrite(PEOPLE.manager, E, ids.pendingClaim), { rejectedBy: PEOPLE.admin.name })],
      () => [tamper(rejectWrite(PEOPLE.manager, E, ids.pendingClaim), { rejectedBy: PEOPLE.manager.email })],
    ],
    [
      'a payout signed as Admin by someone with a name',
      'finance',
      () => [tamper(markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption), { paidBy: 'Admin' })],
      () => [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)],
    ],
    [
      'a decline signed with another name',
      'finance',
      () => {
        const w = decline();
        return [tamper(w.redemption, { declinedBy: 'Name MGR001' }), w.entry, w.user];
      },
      () => all(decline()),
    ],
  ])('denies %s', async (_name, who, attack, control) => {
    await deniedThenControl(who, attack(), control());
    await expectLedgerConsistent(suite.env, E);
  });

  it("allows the product's Admin fallback only for a profile without a name", async () => {
    const nameless = { ...PEOPLE.finance, name: '' };
    await dirtyReset(personDocs(nameless));
    await allowed('finance', [
      tamper(markPaidWrite(nameless, E, ids.pendingRedemption), { paidBy: 'Admin' }),
    ]);
  });

  it('denies Admin from a profile with only a full name', async () => {
    const docs = personDocs({ ...PEOPLE.finance, name: '' });
    const profilePath = paths.user(PEOPLE.finance.employeeId);
    await dirtyReset({ ...docs, [profilePath]: { ...docs[profilePath], fullName: 'Full Name' } });
    await denied('finance', [
      tamper(markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption), { paidBy: 'Admin' }),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('submitting and editing claims', () => {
  const honest = () => claimCreate(PEOPLE.owner, `${E}-004`);

  it.each<[string, () => Write]>([
    ['points that differ from the activity', () => tamper(honest(), { points: 1000 })],
    ['an inactive activity', () => claimCreate(PEOPLE.owner, `${E}-004`, INACTIVE_ACTIVITY)],
    [
      'an unknown activity',
      () => claimCreate(PEOPLE.owner, `${E}-004`, { id: 'PA999', name: 'Nope', points: 100 }),
    ],
    ['another activity name', () => tamper(honest(), { activityName: 'Something else' })],
    ['status paid', () => tamper(honest(), { status: 'paid' })],
    ['a manager comment', () => tamper(honest(), { managerComment: 'pre-approved' })],
    ['a completion date three days ahead', () => tamper(honest(), { completionDate: dayOffset(3) })],
    ['an impossible completion date', () => tamper(honest(), { completionDate: '2025-02-30x' })],
    ['an unknown manager', () => tamper(honest(), { managerId: 'M9' })],
    ['an empty description', () => tamper(honest(), { description: '   ' })],
    ['a description over 2000 characters', () => tamper(honest(), { description: 'x'.repeat(2001) })],
    ['evidence over 2000 characters', () => tamper(honest(), { evidence: 'x'.repeat(2001) })],
    ['photos', () => tamper(honest(), { photos: ['https://example.test/a.png'] })],
    [
      'an id of another employee',
      () => ({
        ...tamper(honest(), { id: 'EMP002-004', referenceId: 'EMP002-004' }),
        path: paths.claim(E, 'EMP002-004'),
      }),
    ],
    [
      'an id without a three-digit sequence',
      () => ({
        ...tamper(honest(), { id: `${E}-4`, referenceId: `${E}-4` }),
        path: paths.claim(E, `${E}-4`),
      }),
    ],
    ['a reference id that is not the document id', () => tamper(honest(), { referenceId: `${E}-001` })],
    ['another employee id field', () => tamper(honest(), { employeeId: 'EMP002' })],
    ["another person's name", () => tamper(honest(), { employeeName: PEOPLE.admin.name })],
    ['an extra field', () => tamper(honest(), { approvedBy: 'me' })],
    ['a client createdAt', () => tamper(honest(), { createdAt: Timestamp.now() })],
    ['a missing field', () => tamper(honest(), { evidence: undefined })],
  ])('denies a claim with %s', async (_name, write) => {
    const counter = pendingCounterWrite(E, `${E}-004`, 1);
    await deniedThenControl('owner', [write(), counter], [honest(), counter]);
  });

  it('denies a claim filed by someone else for the owner', async () => {
    await denied('manager', [honest()]);
    await denied('other', [honest()]);
  });

  it.each<[string, PersonKey, () => Write]>([
    [
      'the owner editing the description of a pending claim',
      'owner',
      () => ({
        path: paths.claim(E, ids.pendingClaim),
        op: 'update',
        data: { description: 'Better story', updatedAt: serverTimestamp() },
      }),
    ],
    [
      'the owner raising the points of a pending claim',
      'owner',
      () => ({ path: paths.claim(E, ids.pendingClaim), op: 'update', data: { points: 5000 } }),
    ],
    [
      'a manager raising the points of a pending claim',
      'manager',
      () => ({
        path: paths.claim(E, ids.pendingClaim),
        op: 'update',
        data: { points: 5000, updatedAt: serverTimestamp() },
      }),
    ],
    [
      'a manager editing a paid claim',
      'manager',
      () => ({
        path: paths.claim(E, ids.paidClaim),
        op: 'update',
        data: { points: 5000, updatedAt: serverTimestamp() },
      }),
    ],
    ['a manager rejecting a paid claim', 'manager', () => rejectWrite(PEOPLE.manager, E, ids.paidClaim)],
    [
      'a manager reopening a rejected claim',
      'manager',
      () => ({
        path: paths.claim(E, ids.rejectedClaim),
        op: 'update',
        data: { status: 'pending', updatedAt: serverTimestamp() },
      }),
    ],
    [
      'a manager editing the comment of a rejected claim',
      'manager',
      () => ({
        path: paths.claim(E, ids.rejectedClaim),
        op: 'update',
        data: { managerComment: 'changed', updatedAt: serverTimestamp() },
      }),
    ],
    ['a rejection without a reason', 'manager', () => rejectWrite(PEOPLE.manager, E, ids.pendingClaim, '')],
    [
      'a rejection with a blank reason',
      'manager',
      () => rejectWrite(PEOPLE.manager, E, ids.pendingClaim, '   '),
    ],
    [
      'a rejection with a 501-character reason',
      'manager',
      () => rejectWrite(PEOPLE.manager, E, ids.pendingClaim, 'x'.repeat(501)),
    ],
    [
      'a rejection that also changes points',
      'manager',
      () => tamper(rejectWrite(PEOPLE.manager, E, ids.pendingClaim), { points: 0 }),
    ],
    ['finance rejecting', 'finance', () => rejectWrite(PEOPLE.finance, E, ids.pendingClaim)],
    [
      'a manager rejecting their own claim',
      'manager',
      () =>
        rejectWrite(
          PEOPLE.manager,
          PEOPLE.manager.employeeId,
          seeded(PEOPLE.manager.employeeId).pendingClaim,
        ),
    ],
    [
      'a blocked manager rejecting',
      'blockedManager',
      () => rejectWrite(PEOPLE.blockedManager, E, ids.pendingClaim),
    ],
  ])('denies %s', async (_name, who, write) => {
    await denied(who, [write()]);
  });

  it("denies deleting a claim, even a pending one of one's own", async () => {
    await assertFails(deleteDoc(doc(clientOf(suite.env, 'owner'), paths.claim(E, ids.pendingClaim))));
    await assertFails(deleteDoc(doc(clientOf(suite.env, 'admin'), paths.claim(E, ids.paidClaim))));
  });
});

// ---------------------------------------------------------------------------------------------
describe('redemptions', () => {
  const redeem = (points = 100, balance = SEED_POINTS, id = `RD-${E}-003`) =>
    redeemWrites(PEOPLE.owner, id, points, balance);

  it.each<[string, () => Write[]]>([
    ['an off-tier amount (150)', () => all(redeem(150))],
    ['an off-tier amount (0)', () => all(redeem(0))],
    [
      'amount different from pointsRedeemed',
      () => {
        const w = redeem();
        return [tamper(w.redemption, { amount: 2000 }), w.entry, w.user];
      },
    ],
    ['more than the balance (2000 of 500)', () => all(redeem(2000))],
    ['without the debit', () => [redeem().redemption]],
    [
      'with the entry but no balance change',
      () => {
        const w = redeem();
        return [w.redemption, w.entry];
      },
    ],
    [
      'with a balance change but no entry',
      () => {
        const w = redeem();
        return [w.redemption, w.user];
      },
    ],
    [
      'a debit smaller than the tier',
      () => {
        const w = redeem(250);
        return [
          w.redemption,
          tamper(w.entry, { points: -100, balanceAfter: SEED_POINTS - 100 }),
          tamper(w.user, { points: SEED_POINTS - 100 }),
        ];
      },
    ],
    [
      'a balance lowered by less than the entry',
      () => {
        const w = redeem(250);
        return [w.redemption, w.entry, tamper(w.user, { points: SEED_POINTS - 100 })];
      },
    ],
    [
      'status paid at creation',
      () => {
        const w = redeem();
        return [tamper(w.redemption, { status: 'paid' }), w.entry, w.user];
      },
    ],
    [
      'a payout already filled in',
      () => {
        const w = redeem();
        return [tamper(w.redemption, { paidDetails: 'cash' }), w.entry, w.user];
      },
    ],
    [
      'a different reward name',
      () => {
        const w = redeem();
        return [tamper(w.redemption, { rewardName: 'Cash payout ₹2000' }), w.entry, w.user];
      },
    ],
    [
      'an id of the wrong form',
      () => {
        const id = 'RD-EMP002-003';
        const w = redeem(100, SEED_POINTS, id);
        return all(w);
      },
    ],
    [
      "another person's name",
      () => {
        const w = redeem();
        return [tamper(w.redemption, { employeeName: PEOPLE.admin.name }), w.entry, w.user];
      },
    ],
    [
      'the debit recorded as created by someone else',
      () => {
        const w = redeem();
        return [w.redemption, tamper(w.entry, { createdBy: 'FIN001' }), w.user];
      },
    ],
  ])('denies redeeming with %s', async (_name, writes) => {
    await deniedThenControl('owner', writes(), all(redeem()));
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies redeeming for another employee', async () => {
    await denied('other', all(redeem()));
    await denied('finance', all(redeem()));
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies going below zero even by one point', async () => {
    await dirtyReset({ ...personDocs(PEOPLE.owner, 99) });
    await denied('owner', all(redeem(100, 99)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(99);
  });

  const pay = (actor: Person = PEOPLE.finance, id = ids.pendingRedemption, details?: string) =>
    markPaidWrite(actor, E, id, details);
  const decline = (actor: Person = PEOPLE.finance, id = ids.pendingRedemption, points = 100) =>
    declineWrites(actor, E, id, points, SEED_POINTS);

  it.each<[string, PersonKey, () => Write[]]>([
    [
      'finance marking their own redemption paid',
      'finance',
      () => [markPaidWrite(PEOPLE.finance, 'FIN001', seeded('FIN001').pendingRedemption)],
    ],
    [
      'a manager marking their own redemption paid',
      'manager',
      () => [markPaidWrite(PEOPLE.manager, 'MGR001', seeded('MGR001').pendingRedemption)],
    ],
    ['an employee marking their own redemption paid', 'owner', () => [pay(PEOPLE.owner)]],
    ['marking paid without details', 'finance', () => [pay(PEOPLE.finance, ids.pendingRedemption, '')]],
    ['marking paid with blank details', 'finance', () => [pay(PEOPLE.finance, ids.pendingRedemption, '   ')]],
    [
      'marking paid with 501 characters of details',
      'finance',
      () => [pay(PEOPLE.finance, ids.pendingRedemption, 'x'.repeat(501))],
    ],
    ['marking a paid redemption paid again', 'finance', () => [pay(PEOPLE.finance, ids.paidRedemption)]],
    [
      'marking paid while changing the amount',
      'finance',
      () => [tamper(pay(), { amount: 2000, pointsRedeemed: 2000 })],
    ],
    [
      'marking paid with a refund on the side',
      'finance',
      () => {
        const d = decline();
        return [pay(), d.entry, d.user];
      },
    ],
    [
      'finance declining their own redemption',
      'finance',
      () =>
        all(declineWrites(PEOPLE.finance, 'FIN001', seeded('FIN001').pendingRedemption, 100, SEED_POINTS)),
    ],
    ['an employee declining (refunding) their own', 'owner', () => all(decline(PEOPLE.owner))],
    ['declining without the refund', 'finance', () => [decline().redemption]],
    [
      'declining with a refund of 1000',
      'finance',
      () => {
        const d = decline(PEOPLE.finance, ids.pendingRedemption, 1000);
        return all(d);
      },
    ],
    [
      'declining a paid redemption with a refund',
      'finance',
      () => all(decline(PEOPLE.finance, ids.paidRedemption)),
    ],
    [
      'declining without a reason',
      'finance',
      () => {
        const d = decline();
        return [tamper(d.redemption, { declineReason: ' ' }), d.entry, d.user];
      },
    ],
    [
      'a refund without declining',
      'finance',
      () => {
        const d = decline();
        return [d.entry, d.user];
      },
    ],
    ['a blocked manager paying', 'blockedManager', () => [pay(PEOPLE.blockedManager)]],
    ['an inactive admin paying', 'inactiveAdmin', () => [pay(PEOPLE.inactiveAdmin)]],
  ])('denies %s', async (_name, who, writes) => {
    await denied(who, writes());
    await expectLedgerConsistent(suite.env, E);
    await expectLedgerConsistent(suite.env, 'FIN001');
  });
});


// ---------------------------------------------------------------------------------------------
describe('the ledger is append-only', () => {
  it.each<[PersonKey]>([['owner'], ['manager'], ['admin'], ['finance']])(
    'denies %s updating or deleting an entry',
    async (who) => {
      const db = clientOf(suite.env, who);
      await assertFails(updateDoc(doc(db, paths.ledger(E, 'opening')), { points: 5000 }));
      await assertFails(
        setDoc(doc(db, paths.ledger(E, `claim-${ids.paidClaim}`)), { points: 0 }, { merge: true }),
      );
      await assertFails(deleteDoc(doc(db, paths.ledger(E, `redemption-${ids.paidRedemption}`))));
      await expectLedgerConsistent(suite.env, E);
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('productivity reports', () => {
  const honest = () => reportWrites(PEOPLE.owner, reportDay());

  it.each<[string, () => Write[]]>([
    ['for three days ago', () => all(reportWrites(PEOPLE.owner, reportDayOffset(-3)))],
    ['for three days ahead', () => all(reportWrites(PEOPLE.owner, reportDayOffset(3)))],
    ['for an impossible day', () => all(reportWrites(PEOPLE.owner, '2025-13-45'))],
    ['without the profile stamp', () => [honest().report, honest().gap]],
    ['without the gap it closes', () => [honest().report, honest().user]],
    ['with the stamp alone', () => [honest().user]],
    ['with the gap alone', () => [honest().gap]],
    [
      'with a gap that hides days (opened after a later day than the last report)',
      () => {
        const w = honest();
        return [w.report, tamper(w.gap, { after: reportDayOffset(-1) }), w.user];
      },
    ],
    [
      'with a gap of another day',
      () => {
        const w = honest();
        return [w.report, tamper(w.gap, { before: reportDayOffset(-1) }), w.user];
      },
    ],
    [
      'with a gap under another name',
      () => {
        const w = honest();
        return [w.report, tamper(w.gap, { employeeName: 'Someone Else' }), w.user];
      },
    ],
    [
      'with a gap claiming to be a Director',
      () => {
        const w = honest();
        return [w.report, tamper(w.gap, { director: true }), w.user];
      },
    ],
    [
      'with a gap with an extra field',
      () => {
        const w = honest();
        return [w.report, tamper(w.gap, { hidden: true }), w.user];
      },
    ],
    [
      'flagged late while moving the stamp',
      () => {
        const w = honest();
        return [tamper(w.report, { late: true }), w.gap, w.user];
      },
    ],
    [
      'with a stamp naming another day',
      () => {
        const w = honest();
        return [w.report, w.gap, tamper(w.user, { lastProductivityDate: reportDayOffset(-1) })];
      },
    ],
    [
      'with a date field of another day',
      () => {
        const w = honest();
        return [tamper(w.report, { date: 20200101 }), w.gap, w.user];
      },
    ],
    [
      'with a client dateTime',
      () => {
        const w = honest();
        return [tamper(w.report, { dateTime: Timestamp.now() }), w.gap, w.user];
      },
    ],
    [
      'with empty tasks',
      () => {
        const w = honest();
        return [tamper(w.report, { tasks: '  ' }), w.gap, w.user];
      },
    ],
    [
      'with tasks over 2000 characters',
      () => {
        const w = honest();
        return [tamper(w.report, { tasks: 'x'.repeat(2001) }), w.gap, w.user];
      },
    ],
    [
      'with an extra field',
      () => {
        const w = honest();
        return [tamper(w.report, { approved: true }), w.gap, w.user];
      },
    ],
    [
      'with points raised in the stamp',
      () => {
        const w = honest();
        return [w.report, w.gap, tamper(w.user, { points: 100_000 })];
      },
    ],
  ])('denies a report %s', async (_name, writes) => {
    await deniedThenControl('owner', writes(), all(honest()));
  });

  it.each<[string, unknown]>([
    ['claims to be a Director', true],
    ['has the director flag as text', 'false'],
    ['has no director flag', undefined],
  ])('denies a non-Director report that %s', async (_name, director) => {
    const w = honest();
    await deniedThenControl('owner', [tamper(w.report, { director }), w.gap, w.user], all(honest()));
  });

  it("takes a Director's report only when it says so (designation 'Director', any case)", async () => {
    suite.markDirty();
    await suite.env.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), paths.user(E)), { designation: ' DIRECTOR ' }),
    );
    const w = reportWrites(PEOPLE.owner, reportDay(), 'Board review', true);
    await denied('owner', [tamper(w.report, { director: false }), w.gap, w.user]);
    await denied('owner', [tamper(w.report, { director: undefined }), w.gap, w.user]);
    await denied('owner', [tamper(w.report, { director: 'true' }), w.gap, w.user]);
    await allowed('owner', all(w));
    expect((await readDoc(suite.env, paths.report(E, reportDay())))?.director).toBe(true);
  });

  it('denies a report for another employee', async () => {
    await denied('owner', all(reportWrites(PEOPLE.other, reportDay())));
    await denied('manager', all(reportWrites(PEOPLE.owner, reportDay())));
  });

  it('takes the report of today in India only: the ±1 day of the old rule is gone', async () => {
    // Between 18:30 and 24:00 UTC the UTC day is India's yesterday: no report for it, nor for tomorrow.
    const utcDay = new Date().toISOString().slice(0, 10);
    for (const day of new Set([reportDayOffset(-1), reportDayOffset(1), reportDayOffset(-2), utcDay])) {
      if (day !== reportDay()) await denied('owner', all(reportWrites(PEOPLE.owner, day)));
    }
    await allowed('owner', all(reportWrites(PEOPLE.owner, reportDay())));
  });

  it('never moves the stamp back: behind a stamp of the old rule (a day ahead), today is filed late, without the stamp or a gap', async () => {
    suite.markDirty();
    await suite.env.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), paths.user(E)), { lastProductivityDate: reportDayOffset(1) }),
    );
    const behind = reportWrites(PEOPLE.owner, reportDay(), 'Behind', false, reportDayOffset(1));
    await denied('owner', all(behind));
    await denied('owner', [behind.user]);
    await denied('owner', [behind.report]); // not flagged late
    await denied('owner', [...lateReportWrites(PEOPLE.owner, reportDay(), 'Behind'), behind.gap]);
    await allowed('owner', lateReportWrites(PEOPLE.owner, reportDay(), 'Behind'));
    expect((await readDoc(suite.env, paths.user(E)))?.lastProductivityDate).toBe(reportDayOffset(1));
    expect((await readDoc(suite.env, paths.report(E, reportDay())))).toMatchObject({ tasks: 'Behind', late: true });
    expect(await readDoc(suite.env, paths.reportGap(E, reportDay()))).toBeUndefined();
  });

  it("records the gap since the last report, and nobody adds, changes or removes someone's gap", async () => {
    suite.markDirty();
    // The last report was two days ago: today's report records the days between.
    await suite.env.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), paths.user(E)), { lastProductivityDate: reportDayOffset(-2) }),
    );
    // The gap opens after the last report day, not after any other day.
    const next = reportWrites(PEOPLE.owner, reportDay(), 'Second', false, reportDayOffset(-2));
    await denied('owner', [next.report, tamper(next.gap, { after: '' }), next.user]);
    await denied('owner', [next.report, tamper(next.gap, { after: reportDayOffset(-1) }), next.user]);
    await allowed('owner', all(next));
    expect(await readDoc(suite.env, paths.reportGap(E, reportDay()))).toMatchObject({
      after: reportDayOffset(-2),
      before: reportDay(),
    });
    // Nobody removes or edits an entry, the owner included; nobody adds one for someone else.
    for (const who of ['owner', 'manager', 'admin'] as const) {
      await assertFails(deleteDoc(doc(clientOf(suite.env, who), paths.reportGap(E, reportDay()))));
      await denied(who, [{ path: paths.reportGap(E, reportDay()), op: 'update', data: { after: reportDayOffset(-3) } }]);
    }
    const theirs = reportWrites(PEOPLE.other, reportDay());
    await denied('owner', [theirs.gap]);
    await denied('manager', [theirs.gap]);
    // Nor a gap without its report (the day's report exists already: a second gap for it is refused).
    await denied('owner', [tamper(next.gap, { after: '' })]);
    // The owner, managers and admins read them (a past day's Missing list); other employees do not.
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'owner'), paths.reportGap(E, reportDay()))));
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'manager'), paths.reportGap(E, reportDay()))));
    await assertFails(getDoc(doc(clientOf(suite.env, 'other'), paths.reportGap(E, reportDay()))));
    const spanning = (who: Who) =>
      getDocs(query(collectionGroup(clientOf(suite.env, who), 'reportGaps'), where('before', '>', reportDay())));
    await assertSucceeds(spanning('manager'));
    await assertSucceeds(spanning('admin'));
    await assertFails(spanning('other'));
    await assertFails(spanning('finance'));
  });

  it.each<[string, unknown]>([
    ['a number', 20991231],
    ['another date format', 'Dec 31, 2099'],
  ])('takes the stamp over a legacy stamp that is %s', async (_name, legacy) => {
    suite.markDirty();
    await suite.env.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), paths.user(E)), { lastProductivityDate: legacy }),
    );
    await allowed('owner', all(reportWrites(PEOPLE.owner, reportDay())));
    expect((await readDoc(suite.env, paths.user(E)))?.lastProductivityDate).toBe(reportDay());
  });

  it('still needs the stamp for a day after it', async () => {
    const w = reportWrites(PEOPLE.owner, reportDay());
    await denied('owner', [w.report]);
    await allowed('owner', all(w));
    expect((await readDoc(suite.env, paths.user(E)))?.lastProductivityDate).toBe(reportDay());
  });

  it('denies a second report for the same day', async () => {
    await allowed('owner', all(honest()));
    await denied('owner', all(reportWrites(PEOPLE.owner, reportDay(), 'Overwritten')));
    await denied('owner', all(reportWrites(PEOPLE.owner, ids.yesterdayReport, 'Overwritten')));
    expect((await readDoc(suite.env, paths.report(E, reportDay())))?.tasks).toBe('Closed 3 tickets');
  });
});

// ---------------------------------------------------------------------------------------------
describe("reading other people's data", () => {
  it.each<[string, (e: string) => Promise<unknown>]>([
    ['claims (list)', (e) => getDocs(collection(clientOf(suite.env, 'other'), 'users', e, 'requestedClaims'))],
    ['a claim', (e) => getDoc(doc(clientOf(suite.env, 'other'), paths.claim(e, seeded(e).pendingClaim)))],
    ['reports (list)', (e) => getDocs(collection(clientOf(suite.env, 'other'), 'users', e, 'productivityReports'))],
    ['a report', (e) => getDoc(doc(clientOf(suite.env, 'other'), paths.report(e, seeded(e).yesterdayReport)))],
    ['the ledger (list)', (e) => getDocs(collection(clientOf(suite.env, 'other'), 'users', e, 'ledger'))],
    ['a ledger entry', (e) => getDoc(doc(clientOf(suite.env, 'other'), paths.ledger(e, 'opening')))],
    [
      'redemptions (list)',
      (e) => getDocs(collection(clientOf(suite.env, 'other'), 'users', e, 'redemptionRequests')),
    ],
    ['the profile', (e) => getDoc(doc(clientOf(suite.env, 'other'), paths.user(e)))],
    [
      "everyone's claims (collection group)",
      () =>
        getDocs(
          query(collectionGroup(clientOf(suite.env, 'other'), 'requestedClaims'), where('status', '==', 'pending')),
        ),
    ],
    [
      "everyone's reports (collection group)",
      () => getDocs(collectionGroup(clientOf(suite.env, 'other'), 'productivityReports')),
    ],
    [
      "everyone's redemptions (collection group)",
      () => getDocs(collectionGroup(clientOf(suite.env, 'other'), 'redemptionRequests')),
    ],
    [
      "everyone's ledgers (collection group)",
      () => getDocs(collectionGroup(clientOf(suite.env, 'manager'), 'ledger')),
    ],
    ['the directory', () => getDocs(collection(clientOf(suite.env, 'other'), 'users'))],
    ["someone else's uids link", () => getDoc(doc(clientOf(suite.env, 'manager'), paths.uid(PEOPLE.owner.uid)))],
  ])("denies an employee reading another employee's %s", async (_name, read) => {
    await assertFails(read(E));
  });

  it('denies finance the claims, reports and ledgers', async () => {
    const db = clientOf(suite.env, 'finance');
    await assertFails(getDocs(collection(db, 'users', E, 'requestedClaims')));
    await assertFails(getDocs(collection(db, 'users', E, 'productivityReports')));
    await assertFails(getDocs(collection(db, 'users', E, 'ledger')));
    await assertFails(getDocs(collectionGroup(db, 'requestedClaims')));
  });

  it('denies a blocked manager and an inactive admin everything but their own link and profile', async () => {
    for (const who of ['blockedManager', 'inactiveAdmin'] as const) {
      const db = clientOf(suite.env, who);
      const me = PEOPLE[who];
      await assertSucceeds(getDoc(doc(db, paths.uid(me.uid))));
      await assertSucceeds(getDoc(doc(db, paths.user(me.employeeId))));
      await assertFails(getDoc(doc(db, paths.user(E))));
      await assertFails(getDocs(collection(db, 'users')));
      await assertFails(getDocs(collectionGroup(db, 'requestedClaims')));
      await assertFails(getDocs(collection(db, 'users', me.employeeId, 'requestedClaims')));
      await assertFails(getDocs(collection(db, 'pointActivities')));
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('profiles and accounts', () => {
  it.each<[string, PersonKey, () => Write]>([
    ['an employee making themself admin', 'owner', () => accountWrite(E, { userRole: 'admin' })],
    [
      'an employee unblocking themself',
      'blocked',
      () => accountWrite(PEOPLE.blocked.employeeId, { userStatus: 'unblocked' }),
    ],
    [
      'an employee reactivating themself',
      'inactive',
      () => accountWrite(PEOPLE.inactive.employeeId, { isActive: true }),
    ],
    [
      'an admin changing their own role',
      'admin',
      () => accountWrite(PEOPLE.admin.employeeId, { userRole: 'employee' }),
    ],
    [
      'an admin blocking themself',
      'admin',
      () => accountWrite(PEOPLE.admin.employeeId, { userStatus: 'blocked' }),
    ],
    ["a manager changing someone's role", 'manager', () => accountWrite(E, { userRole: 'manager' })],
    ['finance blocking someone', 'finance', () => accountWrite(E, { userStatus: 'blocked' })],
    ['an admin setting an unknown role', 'admin', () => accountWrite(E, { userRole: 'superuser' })],
    ['an admin setting isActive to a string', 'admin', () => accountWrite(E, { isActive: 'no' })],
    ["an admin editing someone's name", 'admin', () => accountWrite(E, { name: 'Renamed' })],
    ['an inactive admin blocking someone', 'inactiveAdmin', () => accountWrite(E, { userStatus: 'blocked' })],
    ['an owner changing their uid', 'owner', () => profileEditWrite(E, { uid: 'uid-other' })],
    ['an owner changing their e-mail', 'owner', () => profileEditWrite(E, { email: 'x@y.test' })],
    [
      'an owner changing their employee id field',
      'owner',
      () => profileEditWrite(E, { employeeId: 'ADM001' }),
    ],
    ['an owner with a 9-digit phone number', 'owner', () => profileEditWrite(E, { number: '123456789' })],
    ['an owner with a future date of birth', 'owner', () => profileEditWrite(E, { dob: dayOffset(5) })],
    ['an owner with an unknown department', 'owner', () => profileEditWrite(E, { departments: ['Board'] })],
    ['an owner with no department', 'owner', () => profileEditWrite(E, { departments: [] })],
    ['an owner with an unknown gender', 'owner', () => profileEditWrite(E, { gender: 'X' })],
    ['an owner with an empty name', 'owner', () => profileEditWrite(E, { name: ' ' })],
    ['an owner with a 101-character name', 'owner', () => profileEditWrite(E, { name: 'x'.repeat(101) })],
    ['an owner with a client updatedAt', 'owner', () => profileEditWrite(E, { updatedAt: Timestamp.now() })],
    ['an owner storing a password', 'owner', () => profileEditWrite(E, { password: 'Passw0rd!' })],
    [
      'an owner stamping a productivity date without a report',
      'owner',
      () => reportWrites(PEOPLE.owner).user,
    ],
    ["a manager editing someone's profile fields", 'manager', () => profileEditWrite(E)],
  ])('denies %s', async (_name, who, write) => {
    await denied(who, [write()]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('point activities', () => {
  const TERMS = {
    eligibilityCriteria: 'Permanent staff only.',
    submissionGuidelines: 'Attach the referral mail.',
    verificationCriteria: 'HR confirms the joining date.',
  };
  it.each<[string, PersonKey, () => Write]>([
    ['a manager creating one', 'manager', () => activityCreateWrite()],
    ['an employee editing one', 'owner', () => activityUpdateWrite()],
    ['points above 100000', 'admin', () => activityCreateWrite('PA050', 100_001)],
    ['negative points', 'admin', () => activityCreateWrite('PA050', -1)],
    ['fractional points', 'admin', () => activityCreateWrite('PA050', 1.5)],
    ['points as text', 'admin', () => tamper(activityCreateWrite(), { points: '100' })],
    ['an empty title at creation', 'admin', () => tamper(activityCreateWrite(), { name: '' })],
    [
      'an id field that is not the document id',
      'admin',
      () => tamper(activityCreateWrite(), { id: 'PA001' }),
    ],
    ['an extra field at creation', 'admin', () => tamper(activityCreateWrite(), { createdBy: 'ADM001' })],
    [
      'an update to points above 100000',
      'admin',
      () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { points: 100_001 }),
    ],
    [
      'an update changing the id field',
      'admin',
      () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { id: 'PA777' }),
    ],
    [
      'an update with isActive as text',
      'admin',
      () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { isActive: 'yes' }),
    ],
    [
      'an update with a bad updatedAt',
      'admin',
      () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { updatedAt: 'yesterday' }),
    ],
    ['an inactive admin editing', 'inactiveAdmin', () => activityUpdateWrite()],
    ['an update to an empty title', 'admin', () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { name: '' })],
    ['an update to a blank title', 'admin', () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { name: '   ' })],
    ...(['eligibilityCriteria', 'submissionGuidelines', 'verificationCriteria'] as const).flatMap(
      (field): [string, PersonKey, () => Write][] => [
        [
          `an update with ${field} over 2000 characters`,
          'admin',
          () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { [field]: 'x'.repeat(2001) }),
        ],
        [
          `an update with ${field} as a list`,
          'admin',
          () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { [field]: ['Everyone'] }),
        ],
      ],
    ),
    [
      'an update adding a field that is not editable',
      'admin',
      () => activityUpdateWrite(ACTIVE_ACTIVITY.id, { ...TERMS, createdBy: 'ADM001' }),
    ],
  ])('denies %s', async (_name, who, write) => {
    await denied(who, [write()]);
  });

  it('allows an admin to edit the terms (eligibility, submission, verification) with the rest', async () => {
    await allowed('admin', [activityUpdateWrite(ACTIVE_ACTIVITY.id, TERMS)]);
    expect(await readDoc(suite.env, paths.activity(ACTIVE_ACTIVITY.id))).toMatchObject({
      ...TERMS,
      name: 'Renamed',
    });
    // The second edit's audit entry records the first edit's values as before.
    const stored = await readDoc(suite.env, paths.activity(ACTIVE_ACTIVITY.id));
    await allowed('admin', [
      audited(
        activityUpdateWrite(ACTIVE_ACTIVITY.id, {
          eligibilityCriteria: 'x'.repeat(2000),
          verificationCriteria: '',
        }),
        { action: 'activity.update', stored },
      ),
    ]);
  });

  it('denies deleting an activity, even for an admin', async () => {
    await assertFails(deleteDoc(doc(clientOf(suite.env, 'admin'), paths.activity(ACTIVE_ACTIVITY.id))));
  });
});

// ---------------------------------------------------------------------------------------------
// Identity you can trust (docs/product.md#identity-and-sign-up). Each attack next to its honest control.
// ---------------------------------------------------------------------------------------------
describe('who may sign up: the provisioned, verified owner of the mailbox', () => {
  const newcomer = PEOPLE.newcomer;

  it('denies an outside account that nobody provisioned (emp555@evil.com as EMP555)', async () => {
    const outsider: Person = { ...newcomer, employeeId: 'EMP555', uid: 'uid-evil', email: 'emp555@evil.com' };
    await deniedThenControl(outsider, all(signUpWrites(outsider)), all(signUpWrites(newcomer)), 'newcomer');
    await expectLedgerConsistent(suite.env, newcomer.employeeId);
    expect(await readDoc(suite.env, paths.user('EMP555'))).toBeUndefined();
  });

  it('denies the provisioned mailbox before it is verified, and allows it once verified', async () => {
    const unverified = PEOPLE.unverifiedNewcomer;
    await deniedThenControl(
      unverified,
      all(signUpWrites(unverified)),
      all(signUpWrites({ ...unverified, verified: true })),
      { ...unverified, verified: true },
    );
    await expectLedgerConsistent(suite.env, unverified.employeeId);
  });

  it('denies squatting an unprovisioned employee id from a company mailbox', async () => {
    const squatter: Person = {
      ...newcomer,
      employeeId: 'EMP556',
      uid: 'uid-squat',
      email: 'emp556@ics-rewards.test',
    };
    await deniedThenControl(squatter, all(signUpWrites(squatter)), all(signUpWrites(newcomer)), 'newcomer');
  });

  it("denies squatting another's roster entry from a verified mailbox that is not its own", async () => {
    const squatter: Person = { ...newcomer, uid: 'uid-squat', email: 'someone@ics-rewards.test' };
    await deniedThenControl(squatter, all(signUpWrites(squatter)), all(signUpWrites(newcomer)), 'newcomer');
    expect((await readDoc(suite.env, paths.user(newcomer.employeeId)))?.uid).toBe(newcomer.uid);
  });

  it.each<[string, Record<string, unknown>]>([
    ["'Director' instead of the roster's designation", { designation: 'Director', department: 'Director' }],
    ['another name than the roster', { name: 'Arjun Admin', fullName: 'Arjun Admin' }],
    ["another department than the roster's", { departments: ['Accounts & Finance'] }],
    ['review queues the roster does not give', { reviewQueues: ['M1'] }],
    ['without review queues', { reviewQueues: undefined }],
  ])('denies a profile with %s', async (_name, changes) => {
    const w = signUpWrites(newcomer);
    await deniedThenControl('newcomer', [tamper(w.profile, changes), w.link, w.opening, w.personal], all(w));
  });

  it("copies the roster's role: a provisioned manager signs up as manager", async () => {
    const lead: Person = {
      ...newcomer,
      employeeId: 'MGR300',
      uid: 'uid-mgr300',
      email: 'mgr300@ics-rewards.test',
      role: 'manager',
    };
    await dirtyReset({
      [paths.roster(lead.employeeId)]: { ...rosterData(lead), createdAt: Timestamp.now() },
    });
    const w = signUpWrites(lead);
    await denied(lead, [tamper(w.profile, { userRole: 'employee' }), w.link, w.opening, w.personal]);
    await allowed(lead, all(w));
    await expectLedgerConsistent(suite.env, lead.employeeId);
  });
});

describe('the roster: admins only', () => {
  const alt: Person = {
    ...PEOPLE.manager,
    employeeId: 'EMP777',
    uid: 'uid-alt',
    email: 'mgr001.alt@ics-rewards.test',
    role: 'employee',
  };

  it("denies a manager provisioning their second self (the admin's control is allowed)", async () => {
    await deniedThenControl(
      'manager',
      [rosterCreateWrite(alt, PEOPLE.manager.employeeId)],
      [rosterCreateWrite(alt)],
      'admin',
    );
  });

  it.each<[PersonKey, string]>([
    ['owner', 'an employee'],
    ['finance', 'finance'],
    ['inactiveAdmin', 'an inactive admin'],
  ])('denies %s provisioning anyone (as %s)', async (who) => {
    await denied(who, [rosterCreateWrite(alt, PEOPLE[who].employeeId)]);
  });

  it('denies an admin whose mailbox is not verified', async () => {
    const unverifiedAdmin: Person = { ...PEOPLE.admin, verified: false };
    await deniedThenControl(unverifiedAdmin, [rosterCreateWrite(alt)], [rosterCreateWrite(alt)], 'admin');
  });

  it.each<[string, Record<string, unknown>]>([
    ['an e-mail without @', { email: 'not-an-address' }],
    ['an e-mail without a domain dot', { email: 'x@localhost' }],
    ['an e-mail with spaces', { email: 'a b@ics-rewards.test' }],
    ['an upper-case e-mail (tokens carry lower case)', { email: 'EMP777@ics-rewards.test' }],
    ['an unknown review queue', { reviewQueues: ['M4'] }],
    ['review queues as text', { reviewQueues: 'M1' }],
    ['an unknown role', { userRole: 'superuser' }],
    ['an unknown department', { departments: ['Board'] }],
    ['no department', { departments: [] }],
    ['an empty name', { fullName: ' ' }],
    ['a 101-character designation', { designation: 'x'.repeat(101) }],
    ['an employeeId field that is not the document id', { employeeId: 'ADM001' }],
    ['another createdBy', { createdBy: 'MGR001' }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
    ['an extra field', { points: 1000 }],
    ['a missing field', { reviewQueues: undefined }],
  ])('denies an entry with %s', async (_name, changes) => {
    await deniedThenControl('admin', [tamper(rosterCreateWrite(alt), changes)], [rosterCreateWrite(alt)]);
  });

  it('denies a lower-case document id', async () => {
    await denied('admin', [{ ...rosterCreateWrite(alt), path: paths.roster('emp777') }]);
  });

  it('denies a roster entry to anyone but admins and the verified owner of its mailbox', async () => {
    const entry = paths.roster(E);
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'owner'), entry)));
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'admin'), entry)));
    for (const who of ['unverifiedOwner', 'other', 'manager', 'finance', 'signedOut'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), entry)));
    }
    await assertFails(getDocs(collection(clientOf(suite.env, 'manager'), 'roster')));
  });

  it("denies an admin editing a profile's organisation fields without the roster (and their own entry)", async () => {
    const edit = rosterEditWrites(E, { fullName: 'Renamed Person', designation: 'Lead' });
    await deniedThenControl('admin', [edit.profile], all(edit));
    const own = rosterEditWrites(PEOPLE.admin.employeeId, { fullName: 'Arjun Admin' });
    await denied('admin', all(own));
  });

  it('denies a roster edit that changes the employee id, the creator or the mailbox to an invalid one', async () => {
    const edit = rosterEditWrites(E, { designation: 'Lead' });
    await denied('admin', [tamper(edit.roster, { employeeId: 'EMP002' }), edit.profile]);
    await denied('admin', [tamper(edit.roster, { createdBy: 'MGR001' }), edit.profile]);
    await denied('admin', [tamper(edit.roster, { email: 'bad' }), edit.profile]);
    await denied('manager', all(edit));
    await allowed('admin', all(edit));
  });
});

// ---------------------------------------------------------------------------------------------
// The directory's server-side fields (docs/data-model.md, the directory's queries): nameLower (name prefix search) and director
// (Directors out of the counts) are the roster's, lower-cased and tested as the app writes them;
// lastProductivityDate starts as ''. Set at sign-up and on every admin copy of a roster edit.
describe("the directory's fields: nameLower, director, lastProductivityDate", () => {
  const newcomer = PEOPLE.newcomer;

  it.each<[string, Record<string, unknown>]>([
    ['nameLower not the lower-cased name', { nameLower: 'someone else' }],
    ['nameLower in the original case', { nameLower: newcomer.name }],
    ['no nameLower', { nameLower: undefined }],
    ['director true for an Associate', { director: true }],
    ['director as text', { director: 'false' }],
    ['no director flag', { director: undefined }],
    ['a report date claimed at sign-up', { lastProductivityDate: today() }],
    ['no lastProductivityDate', { lastProductivityDate: undefined }],
  ])('denies a sign-up with %s (the honest sign-up is allowed)', async (_name, changes) => {
    const w = signUpWrites(newcomer);
    await deniedThenControl('newcomer', [tamper(w.profile, changes), w.link, w.opening, w.personal], all(w));
    const profile = await readDoc(suite.env, paths.user(newcomer.employeeId));
    expect(profile?.nameLower).toBe(newcomer.name.toLowerCase());
    expect(profile?.director).toBe(false);
    expect(profile?.lastProductivityDate).toBe('');
  });

  it('a roster edit copies nameLower and director with the name and designation; a wrong copy is denied', async () => {
    const edit = rosterEditWrites(E, { fullName: 'Zara Quinn-Ólafsdóttir', designation: 'DIRECTOR' });
    await denied('admin', [edit.roster, tamper(edit.profile, { nameLower: 'Zara Quinn-Ólafsdóttir' })]);
    await denied('admin', [edit.roster, tamper(edit.profile, { nameLower: 'zara quinn' })]);
    await denied('admin', [edit.roster, tamper(edit.profile, { nameLower: undefined })]);
    await denied('admin', [edit.roster, tamper(edit.profile, { director: false })]);
    await allowed('admin', all(edit));
    const profile = await readDoc(suite.env, paths.user(E));
    // A-Z only are lowered (the rules' lower() is ASCII-only on the emulator): 'Ó' stays.
    expect(profile?.nameLower).toBe('zara quinn-Ólafsdóttir');
    expect(profile?.director).toBe(true);
  });

  it('a name change without its nameLower is denied: the old search key would go stale', async () => {
    const edit = rosterEditWrites(E, { fullName: 'Renamed Person' });
    const { nameLower: _n, ...withoutKey } = edit.profile.data;
    await deniedThenControl('admin', [edit.roster, { ...edit.profile, data: withoutKey }], all(edit));
  });

  it('a legacy profile without the fields gets them from the roster copy (and stays usable)', async () => {
    const legacy = personDocs(PEOPLE.other);
    const profilePath = paths.user(PEOPLE.other.employeeId);
    const { nameLower: _n, director: _d, ...old } = legacy[profilePath] ?? {};
    await dirtyReset({ [profilePath]: old });
    const edit = rosterEditWrites(PEOPLE.other.employeeId, { fullName: 'Legacy Person', designation: 'Associate' });
    await denied('admin', [edit.roster, tamper(edit.profile, { nameLower: undefined, director: undefined })]);
    await allowed('admin', all(edit));
    expect((await readDoc(suite.env, profilePath))?.nameLower).toBe('legacy person');
  });

  it.each<[string, PersonKey, Record<string, unknown>]>([
    ['the owner renames their search key', 'owner', { nameLower: 'ceo' }],
    ['the owner flags themselves a Director', 'owner', { director: true }],
    ['a manager rewrites a search key', 'manager', { nameLower: 'zzz' }],
  ])('denies %s', async (_name, who, data) => {
    await denied(who, [{ path: paths.user(E), op: 'update', data: { ...data, updatedAt: serverTimestamp() } }]);
  });
});

describe('organisation fields are the admin’s: no renaming, no self-routing, no self-hiding', () => {
  it.each<[string, PersonKey, Record<string, unknown>]>([
    [
      "an employee renaming themself to a colleague's name",
      'owner',
      { name: 'Name EMP002', fullName: 'Name EMP002' },
    ],
    [
      "a manager renaming themself 'Arjun Admin'",
      'manager',
      { name: 'Arjun Admin', fullName: 'Arjun Admin' },
    ],
    [
      'an employee editing their departments (self-routing)',
      'owner',
      { departments: ['Accounts & Finance'] },
    ],
    [
      "an employee making themself 'Director' (self-hiding)",
      'owner',
      { designation: 'Director', department: 'Director' },
    ],
    ['an employee giving themself review queues', 'owner', { reviewQueues: ['M1', 'M2', 'M3'] }],
  ])('denies %s', async (_name, who, changes) => {
    const e = PEOPLE[who].employeeId;
    await deniedThenControl(who, [ownProfileUpdate(e, changes)], [profileEditWrite(e)]);
  });
});

describe('an unverified mailbox writes nothing', () => {
  const me = PEOPLE.unverifiedOwner;

  it.each<[string, () => Write[]]>([
    ['a claim', () => claimFiling(me, `${E}-004`)],
    ['a redemption', () => all(redeemWrites(me, `RD-${E}-003`, 100, SEED_POINTS))],
    ["today's report", () => all(reportWrites(me))],
    ['a profile edit', () => [profileEditWrite(E)]],
  ])('denies %s (the verified control is allowed)', async (_name, writes) => {
    await deniedThenControl('unverifiedOwner', writes(), writes(), 'owner');
    await expectLedgerConsistent(suite.env, E);
  });

  it('denies an unverified manager approving, and reads of anything but its own link', async () => {
    const unverifiedManager: Person = { ...PEOPLE.manager, verified: false };
    const approve = approveWrites(unverifiedManager, E, ids.pendingClaim, 100, SEED_POINTS);
    await deniedThenControl(unverifiedManager, all(approve), all(approve), 'manager');
    await expectLedgerConsistent(suite.env, E);
    const db = clientOf(suite.env, 'unverifiedOwner');
    await assertSucceeds(getDoc(doc(db, paths.uid(me.uid))));
    await assertFails(getDoc(doc(db, paths.user(E))));
    await assertFails(getDocs(collection(db, 'users', E, 'ledger')));
  });
});

describe('signatures are employee ids', () => {
  const approve = () => approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);
  const decline = () => declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS);

  it.each<[string, PersonKey, () => Write[], () => Write[]]>([
    [
      "an approval signed with the admin's id",
      'manager',
      () => {
        const w = approve();
        return [tamper(w.claim, { approvedById: PEOPLE.admin.employeeId }), w.entry, w.user];
      },
      () => all(approve()),
    ],
    [
      'an approval without an id',
      'manager',
      () => {
        const w = approve();
        return [tamper(w.claim, { approvedById: undefined }), w.entry, w.user];
      },
      () => all(approve()),
    ],
    [
      "a rejection signed with another manager's id",
      'manager',
      () => [tamper(rejectWrite(PEOPLE.manager, E, ids.pendingClaim), { rejectedById: 'MGR002' })],
      () => [rejectWrite(PEOPLE.manager, E, ids.pendingClaim)],
    ],
    [
      'a payout without an id',
      'finance',
      () => [tamper(markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption), { paidById: undefined })],
      () => [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)],
    ],
    [
      "a decline signed with the admin's id",
      'finance',
      () => {
        const w = decline();
        return [tamper(w.redemption, { declinedById: PEOPLE.admin.employeeId }), w.entry, w.user];
      },
      () => all(decline()),
    ],
  ])('denies %s', async (_name, who, attack, control) => {
    await deniedThenControl(who, attack(), control());
    await expectLedgerConsistent(suite.env, E);
  });
});

describe('personal data: users/{id}/private/personal', () => {
  const personal = paths.personal(E);
  it('is read by the owner, managers and admins; never by finance or another employee', async () => {
    await suite.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), personal), {
        number: '9876543210',
        gender: 'Female',
        dob: '1990-05-17',
      });
    });
    suite.markDirty();
    for (const who of ['owner', 'manager', 'admin'] as const)
      await assertSucceeds(getDoc(doc(clientOf(suite.env, who), personal)));
    for (const who of ['finance', 'other', 'unverifiedOwner', 'signedOut'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), personal)));
    }
    await assertFails(getDoc(doc(clientOf(suite.env, 'owner'), `users/${E}/private/other`)));
  });

  it.each<[string, PersonKey, () => Write]>([
    ['finance writing it', 'finance', () => profileEditWrite(E)],
    ['a manager writing it', 'manager', () => profileEditWrite(E)],
    ['an extra field', 'owner', () => profileEditWrite(E, { name: 'Renamed' })],
    ['a future date of birth', 'owner', () => profileEditWrite(E, { dob: dayOffset(5) })],
    ['an unknown gender', 'owner', () => profileEditWrite(E, { gender: 'X' })],
    ['a client updatedAt', 'owner', () => profileEditWrite(E, { updatedAt: Timestamp.now() })],
    ['another document name', 'owner', () => ({ ...profileEditWrite(E), path: `users/${E}/private/notes` })],
    ['an unverified owner', 'unverifiedOwner', () => profileEditWrite(E)],
  ])('denies %s (the owner control is allowed)', async (_name, who, write) => {
    await deniedThenControl(who, [write()], [profileEditWrite(E)], 'owner');
  });
});
