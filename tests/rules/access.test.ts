/**
 * Who may do what (docs/product.md#roles) as a table: role x collection x operation, each allowed or denied.
 *
 * Every case acts on EMP001's documents, except the blocked and inactive users, who act on their own
 * (their best case: they are refused even that, apart from reading their own uids link and profile).
 * Writes are the app's own payloads (tests/support/world.ts mirrors src/data/*\/api.ts).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { toDayNumber } from '@/domain/dates';
import {
  clientOf,
  closeRulesEnv,
  createRulesEnv,
  expectLedgerConsistent,
  resetWorld,
} from '../support/rules';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  SEED_POINTS,
  accountWrite,
  type Write,
  activityCreateWrite,
  activityUpdateWrite,
  adjustmentWrites,
  approveWrites,
  cancelWrites,
  claimFiling,
  commit,
  declineWrites,
  markPaidWrite,
  paths,
  profileEditWrite,
  redeemWrites,
  rejectWrite,
  reportWrites,
  rosterCreateWrite,
  rosterEditWrites,
  seeded,
  withdrawWrite,
  type Person,
} from '../support/world';

// unverifiedOwner is EMP001's own account before its mailbox is verified (docs/product.md#identity-and-sign-up).
/** Every write of a posting's batch: its cause, the entry, the balance and the month total (and marker). */
const postingBatch = (w: Record<string, Write | undefined>): Write[] => Object.values(w).filter((x): x is Write => x !== undefined);

const ACTORS = [
  'signedOut',
  'unverifiedOwner',
  'owner',
  'other',
  'manager',
  'finance',
  'admin',
  'blocked',
  'inactive',
] as const;
type Actor = (typeof ACTORS)[number];

const ALL_SIGNED_IN: Actor[] = [
  'unverifiedOwner',
  'owner',
  'other',
  'manager',
  'finance',
  'admin',
  'blocked',
  'inactive',
];
const ACTIVE_USERS: Actor[] = ['owner', 'other', 'manager', 'finance', 'admin'];

/** Whose documents the case acts on. */
function targetOf(actor: Actor): Person {
  return actor === 'blocked' || actor === 'inactive' ? PEOPLE[actor] : PEOPLE.owner;
}

/** The person making the request; signed out sends what the most natural writer would. */
function writerOf(actor: Actor, fallback: Person): Person {
  return actor === 'signedOut' ? fallback : PEOPLE[actor];
}

interface Case {
  collection: string;
  operation: string;
  allowed: readonly Actor[];
  run: (db: Firestore, target: Person, actor: Actor) => Promise<unknown>;
  /** Changes a balance when allowed: the ledger invariant is checked afterwards. */
  balance?: boolean;
}

const readCases: Case[] = [
  {
    collection: 'uids',
    operation: 'get own link',
    allowed: ALL_SIGNED_IN,
    run: (db, _t, actor) => getDoc(doc(db, paths.uid(writerOf(actor, PEOPLE.owner).uid))),
  },
  {
    collection: 'uids',
    operation: "get EMP001's link",
    allowed: ['owner', 'unverifiedOwner'],
    run: (db) => getDoc(doc(db, paths.uid(PEOPLE.owner.uid))),
  },
  {
    collection: 'roster',
    operation: 'get own entry (by the verified owner of its mailbox)',
    allowed: ['owner', 'admin', 'blocked', 'inactive'],
    run: (db, t) => getDoc(doc(db, paths.roster(t.employeeId))),
  },
  {
    collection: 'roster',
    operation: "find the entry of the target's mailbox (sign-up step 2)",
    allowed: ['owner', 'blocked', 'inactive', 'admin'],
    run: (db, t) => getDocs(query(collection(db, 'roster'), where('email', '==', t.email))),
  },
  {
    collection: 'private/personal',
    operation: 'get (phone, gender, date of birth)',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) => getDoc(doc(db, paths.personal(t.employeeId))),
  },
  {
    collection: 'roster',
    operation: 'list all entries',
    allowed: ['admin'],
    run: (db) => getDocs(collection(db, 'roster')),
  },
  {
    collection: 'users',
    operation: 'get profile',
    allowed: ['owner', 'manager', 'finance', 'admin', 'blocked', 'inactive'],
    run: (db, t) => getDoc(doc(db, paths.user(t.employeeId))),
  },
  {
    collection: 'users',
    operation: 'list all profiles',
    allowed: ['manager', 'finance', 'admin'],
    run: (db) => getDocs(collection(db, 'users')),
  },
  {
    collection: 'pointActivities',
    operation: 'get',
    allowed: ACTIVE_USERS,
    run: (db) => getDoc(doc(db, paths.activity(ACTIVE_ACTIVITY.id))),
  },
  {
    collection: 'pointActivities',
    operation: 'list',
    allowed: ACTIVE_USERS,
    run: (db) => getDocs(collection(db, 'pointActivities')),
  },
  {
    collection: 'requestedClaims',
    operation: 'get',
    // Finance reads claims awaiting review (the budgets' committed column), never decided ones.
    allowed: ['owner', 'manager', 'finance', 'admin'],
    run: (db, t) => getDoc(doc(db, paths.claim(t.employeeId, seeded(t.employeeId).pendingClaim))),
  },
  {
    collection: 'requestedClaims',
    operation: 'get a decided one',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) => getDoc(doc(db, paths.claim(t.employeeId, seeded(t.employeeId).paidClaim))),
  },
  {
    collection: 'requestedClaims',
    operation: 'list own collection',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) =>
      getDocs(query(collection(db, 'users', t.employeeId, 'requestedClaims'), orderBy('createdAt', 'desc'))),
  },
  {
    collection: 'requestedClaims',
    operation: 'list collection group',
    allowed: ['manager', 'finance', 'admin'],
    run: (db) =>
      getDocs(
        query(
          collectionGroup(db, 'requestedClaims'),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'desc'),
        ),
      ),
  },
  {
    collection: 'requestedClaims',
    operation: 'count collection group',
    allowed: ['manager', 'admin'],
    run: (db) =>
      getCountFromServer(query(collectionGroup(db, 'requestedClaims'), where('status', '==', 'paid'))),
  },
  {
    collection: 'redemptionRequests',
    operation: 'get',
    allowed: ['owner', 'manager', 'finance', 'admin'],
    run: (db, t) => getDoc(doc(db, paths.redemption(t.employeeId, seeded(t.employeeId).pendingRedemption))),
  },
  {
    collection: 'redemptionRequests',
    operation: 'list own collection',
    allowed: ['owner', 'manager', 'finance', 'admin'],
    run: (db, t) =>
      getDocs(
        query(collection(db, 'users', t.employeeId, 'redemptionRequests'), orderBy('createdAt', 'desc')),
      ),
  },
  {
    collection: 'redemptionRequests',
    operation: 'list collection group',
    allowed: ['manager', 'finance', 'admin'],
    run: (db) =>
      getDocs(
        query(
          collectionGroup(db, 'redemptionRequests'),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'desc'),
        ),
      ),
  },
  {
    collection: 'productivityReports',
    operation: 'get',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) => getDoc(doc(db, paths.report(t.employeeId, seeded(t.employeeId).yesterdayReport))),
  },
  {
    collection: 'productivityReports',
    operation: 'list own collection',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) =>
      getDocs(query(collection(db, 'users', t.employeeId, 'productivityReports'), orderBy('date', 'desc'))),
  },
  {
    collection: 'productivityReports',
    operation: 'list collection group',
    allowed: ['manager', 'admin'],
    run: (db, t) =>
      getDocs(
        query(
          collectionGroup(db, 'productivityReports'),
          where('date', '==', toDayNumber(seeded(t.employeeId).yesterdayReport)),
        ),
      ),
  },
  {
    collection: 'ledger',
    operation: 'get',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) => getDoc(doc(db, paths.ledger(t.employeeId, 'opening'))),
  },
  {
    collection: 'ledger',
    operation: 'list',
    allowed: ['owner', 'manager', 'admin'],
    run: (db, t) =>
      getDocs(query(collection(db, 'users', t.employeeId, 'ledger'), orderBy('createdAt', 'asc'))),
  },
];

const NOBODY: Actor[] = [];

const writeCases: Case[] = [
  {
    collection: 'uids',
    operation: 'update own link',
    allowed: NOBODY,
    run: (db, _t, actor) =>
      setDoc(doc(db, paths.uid(writerOf(actor, PEOPLE.owner).uid)), { employeeId: 'ADM001' }),
  },
  {
    collection: 'uids',
    operation: 'delete own link',
    allowed: NOBODY,
    run: (db, _t, actor) => deleteDoc(doc(db, paths.uid(writerOf(actor, PEOPLE.owner).uid))),
  },
  {
    collection: 'private/personal',
    operation: 'write own phone, gender, date of birth',
    allowed: ['owner'],
    run: (db, t) => commit(db, [profileEditWrite(t.employeeId)]),
  },
  {
    collection: 'users',
    operation: "stamp 'notifications seen' at the server's time",
    allowed: ['owner'],
    run: (db, t) =>
      updateDoc(doc(db, paths.user(t.employeeId)), {
        notificationsSeenAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'users',
    operation: "stamp 'notifications seen' at a chosen time",
    allowed: NOBODY,
    run: (db, t) =>
      updateDoc(doc(db, paths.user(t.employeeId)), {
        notificationsSeenAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')),
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'users',
    operation: "stamp 'notifications seen' with another field",
    allowed: NOBODY,
    run: (db, t) =>
      updateDoc(doc(db, paths.user(t.employeeId)), {
        notificationsSeenAt: serverTimestamp(),
        userRole: 'admin',
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'users',
    operation: 'update status/active',
    allowed: ['admin'],
    run: (db, t) => commit(db, [accountWrite(t.employeeId, { userStatus: 'blocked', isActive: false })]),
  },
  {
    collection: 'users',
    operation: 'update role (alone)',
    allowed: NOBODY,
    run: (db, t) => commit(db, [accountWrite(t.employeeId, { userRole: 'finance' })]),
  },
  {
    collection: 'roster',
    operation: 'update organisation fields (roster + profile)',
    allowed: ['admin'],
    run: (db, t) =>
      commit(
        db,
        Object.values(
          rosterEditWrites(t.employeeId, {
            fullName: 'Renamed Person',
            designation: 'Lead',
            departments: ['Tech Team'],
            userRole: 'finance',
            reviewQueues: [],
          }),
        ),
      ),
  },
  {
    collection: 'roster',
    operation: 'create',
    allowed: ['admin'],
    run: (db) =>
      commit(db, [
        rosterCreateWrite({ ...PEOPLE.newcomer, employeeId: 'EMP300', email: 'emp300@ics-rewards.test' }),
      ]),
  },
  {
    collection: 'roster',
    operation: 'delete',
    allowed: NOBODY,
    run: (db, t) => deleteDoc(doc(db, paths.roster(t.employeeId))),
  },
  {
    collection: 'users',
    operation: 'update points',
    allowed: NOBODY,
    balance: true,
    run: (db, t) => updateDoc(doc(db, paths.user(t.employeeId)), { points: SEED_POINTS + 100 }),
  },
  {
    collection: 'users',
    operation: 'delete',
    allowed: NOBODY,
    run: (db, t) => deleteDoc(doc(db, paths.user(t.employeeId))),
  },
  {
    collection: 'pointActivities',
    operation: 'create',
    allowed: ['admin'],
    run: (db) => commit(db, [activityCreateWrite('PA050')]),
  },
  {
    collection: 'pointActivities',
    operation: 'update',
    allowed: ['admin'],
    run: (db) => commit(db, [activityUpdateWrite(ACTIVE_ACTIVITY.id)]),
  },
  {
    collection: 'pointActivities',
    operation: 'delete',
    allowed: NOBODY,
    run: (db) => deleteDoc(doc(db, paths.activity(ACTIVE_ACTIVITY.id))),
  },
  {
    collection: 'requestedClaims',
    operation: 'create pending claim',
    allowed: ['owner'],
    run: (db, t) => commit(db, claimFiling(t, `${t.employeeId}-004`)),
  },
  {
    collection: 'requestedClaims',
    operation: 'approve (claim + ledger + balance)',
    allowed: ['manager', 'admin'],
    balance: true,
    run: (db, t, actor) => {
      const w = approveWrites(
        writerOf(actor, PEOPLE.manager),
        t.employeeId,
        seeded(t.employeeId).pendingClaim,
        100,
        SEED_POINTS,
      );
      return commit(db, postingBatch(w));
    },
  },
  {
    collection: 'requestedClaims',
    operation: 'reject with reason',
    allowed: ['manager', 'admin'],
    run: (db, t, actor) =>
      commit(db, [
        rejectWrite(writerOf(actor, PEOPLE.manager), t.employeeId, seeded(t.employeeId).pendingClaim),
      ]),
  },
  {
    collection: 'requestedClaims',
    operation: 'withdraw pending claim',
    allowed: ['owner'],
    run: (db, t) => commit(db, [withdrawWrite(t.employeeId, seeded(t.employeeId).pendingClaim)]),
  },
  {
    collection: 'ledger',
    operation: 'adjustment (entry + balance)',
    allowed: ['admin'],
    balance: true,
    run: (db, t, actor) => {
      const w = adjustmentWrites(writerOf(actor, PEOPLE.admin), t.employeeId, 1, -40, SEED_POINTS);
      return commit(db, postingBatch(w));
    },
  },
  {
    collection: 'requestedClaims',
    operation: 'delete',
    allowed: NOBODY,
    run: (db, t) => deleteDoc(doc(db, paths.claim(t.employeeId, seeded(t.employeeId).pendingClaim))),
  },
  {
    collection: 'redemptionRequests',
    operation: 'create (redemption + debit)',
    allowed: ['owner'],
    balance: true,
    run: (db, t) => {
      const w = redeemWrites(t, `RD-${t.employeeId}-003`, 250, SEED_POINTS);
      return commit(db, postingBatch(w));
    },
  },
  {
    collection: 'redemptionRequests',
    operation: 'mark paid',
    allowed: ['manager', 'finance', 'admin'],
    run: (db, t, actor) =>
      commit(db, [
        markPaidWrite(writerOf(actor, PEOPLE.finance), t.employeeId, seeded(t.employeeId).pendingRedemption),
      ]),
  },
  {
    collection: 'redemptionRequests',
    operation: 'decline (+ refund)',
    allowed: ['manager', 'finance', 'admin'],
    balance: true,
    run: (db, t, actor) => {
      const w = declineWrites(
        writerOf(actor, PEOPLE.finance),
        t.employeeId,
        seeded(t.employeeId).pendingRedemption,
        100,
        SEED_POINTS,
      );
      return commit(db, postingBatch(w));
    },
  },
  {
    collection: 'redemptionRequests',
    operation: 'cancel pending (+ refund)',
    allowed: ['owner'],
    balance: true,
    run: (db, t, actor) => {
      const w = cancelWrites(writerOf(actor, t), seeded(t.employeeId).pendingRedemption, 100, SEED_POINTS);
      return commit(db, postingBatch(w));
    },
  },
  {
    collection: 'redemptionRequests',
    operation: 'delete',
    allowed: NOBODY,
    run: (db, t) =>
      deleteDoc(doc(db, paths.redemption(t.employeeId, seeded(t.employeeId).pendingRedemption))),
  },
  {
    collection: 'productivityReports',
    operation: "create today's (+ profile stamp, month total)",
    allowed: ['owner'],
    run: (db, t) => {
      const w = reportWrites(t);
      return commit(db, [w.report, w.gap, w.user, ...(w.total ? [w.total] : [])]);
    },
  },
  {
    collection: 'productivityReports',
    operation: 'update',
    allowed: NOBODY,
    run: (db, t) =>
      updateDoc(doc(db, paths.report(t.employeeId, seeded(t.employeeId).yesterdayReport)), {
        tasks: 'Rewritten',
      }),
  },
  {
    collection: 'productivityReports',
    operation: 'delete',
    allowed: NOBODY,
    run: (db, t) => deleteDoc(doc(db, paths.report(t.employeeId, seeded(t.employeeId).yesterdayReport))),
  },
  {
    collection: 'ledger',
    operation: 'create alone',
    allowed: NOBODY,
    balance: true,
    run: (db, t, actor) =>
      commit(db, [
        approveWrites(
          writerOf(actor, PEOPLE.manager),
          t.employeeId,
          seeded(t.employeeId).pendingClaim,
          100,
          SEED_POINTS,
        ).entry,
      ]),
  },
  {
    collection: 'ledger',
    operation: 'update',
    allowed: NOBODY,
    run: (db, t) => updateDoc(doc(db, paths.ledger(t.employeeId, 'opening')), { points: 5000 }),
  },
  {
    collection: 'ledger',
    operation: 'delete',
    allowed: NOBODY,
    run: (db, t) => deleteDoc(doc(db, paths.ledger(t.employeeId, 'opening'))),
  },
];

function table(cases: Case[]) {
  return cases.flatMap((c) =>
    ACTORS.map((actor) => ({ ...c, actor, expected: c.allowed.includes(actor) ? 'allowed' : 'denied' })),
  );
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
});

afterAll(async () => {
  await closeRulesEnv(env, import.meta.url);
});

describe('reads', () => {
  // Reads change nothing: one seeded world serves every read case.
  beforeAll(async () => {
    await resetWorld(env);
  });

  it.each(table(readCases))(
    '$collection: $operation by $actor is $expected',
    async ({ actor, run, expected }) => {
      const db = clientOf(env, actor);
      const request = run(db, targetOf(actor), actor);
      await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
    },
  );
});

describe('writes', () => {
  // A denied write changes nothing (batches are atomic); anything else gets a fresh world.
  let dirty = true;
  beforeEach(async () => {
    if (dirty) await resetWorld(env);
    dirty = true;
  });

  it.each(table(writeCases))(
    '$collection: $operation by $actor is $expected',
    async ({ actor, run, expected, balance }) => {
      const db = clientOf(env, actor);
      const target = targetOf(actor);
      const request = run(db, target, actor);
      if (expected === 'allowed') {
        await assertSucceeds(request);
      } else {
        await assertFails(request);
        dirty = false;
      }
      if (balance) await expectLedgerConsistent(env, target.employeeId);
    },
  );
});
