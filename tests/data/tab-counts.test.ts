/**
 * The Manage Requests and Redemption Centre tab counts (countClaims, countRedemptions) against the
 * emulators with the rules on, signed in as real Auth-emulator users: a count() stopped at
 * TAB_COUNT_CAP (1,000) costs 1 read however many documents match, and says when it was capped.
 * The documents are seeded with the rules off; nothing here changes a balance.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  getCountFromServer,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countClaims } from '@/data/claims/api';
import { ledgerWrites } from '@/data/schema/ledger';
import { uidWrites } from '@/data/schema/uids';
import { firestoreCode } from '@/data/errors';
import { readMeter } from '@/data/readMeter';
import { countRedemptions } from '@/data/redemptions/api';
import { TAB_COUNT_CAP } from '@/domain/constants';
import type { Role } from '@/domain/roles';
import { createAccount, deleteAllApps, type AppUser } from '../support/appClients';
import { clearAuthAccounts } from '../support/emulator';
import { adminRead, closeRulesEnv, createRulesEnv, expectLedgerConsistent } from '../support/rules';
import {
  claimCreate,
  DOMAIN,
  dayOffset,
  paths,
  profileData,
  redeemWrites,
  writeDocs,
  type Person,
} from '../support/world';

const OVER_CAP = TAB_COUNT_CAP + 1; // 1,001
const FEW = 5;
const OWNERS = Array.from({ length: 11 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`);

let env: RulesTestEnvironment;
let manager: AppUser;
let finance: AppUser;
let employee: AppUser;

function personOf(employeeId: string, role: Role, uid = `uid-${employeeId.toLowerCase()}`): Person {
  return {
    employeeId,
    uid,
    email: `${employeeId.toLowerCase()}@${DOMAIN}`,
    name: `Name ${employeeId}`,
    role,
    userStatus: 'unblocked',
    isActive: true,
    verified: true,
  };
}

/** A profile of 50 points with its opening entry (the ledger invariant holds), and its uids link. */
function profileDocs(p: Person): Record<string, DocumentData> {
  return {
    [paths.uid(p.uid)]: uidWrites.link(p.employeeId),
    [paths.user(p.employeeId)]: profileData(p, 50, 'opening'),
    [paths.ledger(p.employeeId, 'opening')]: ledgerWrites.opening(p, Timestamp.now()),
  };
}

const minutesAgo = (n: number) => Timestamp.fromMillis(Date.now() - n * 60_000);

/**
 * Claims and redemptions spread over the owners, in the app's shape (tests/support/world.ts):
 * 1,001 pending claims (the first 5 to manager M1, the rest to M3) and 5 rejected; 1,001 pending
 * redemptions and 5 paid.
 */
function fixtureDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  const sequence = new Map<string, number>();
  const next = (e: string) => {
    const n = (sequence.get(e) ?? 0) + 1;
    sequence.set(e, n);
    return String(n).padStart(4, '0');
  };
  const ownerAt = (i: number) => personOf(OWNERS[i % OWNERS.length] ?? 'EMP001', 'employee');

  const claim = (i: number, status: string, managerId: string, extra: DocumentData = {}) => {
    const owner = ownerAt(i);
    const id = `${owner.employeeId}-${next(owner.employeeId)}`;
    docs[paths.claim(owner.employeeId, id)] = {
      ...claimCreate(owner, id).data,
      status,
      managerId,
      createdAt: minutesAgo(i),
      updatedAt: minutesAgo(i),
      ...extra,
    };
  };
  for (let i = 0; i < OVER_CAP; i++) claim(i, 'pending', i < FEW ? 'M1' : 'M3');
  for (let i = 0; i < FEW; i++) {
    claim(i, 'rejected', 'M3', {
      rejectedDate: dayOffset(0),
      checkedDate: dayOffset(0),
      rejectedBy: 'Name MGR001',
      managerComment: 'Duplicate',
    });
  }

  const redemption = (i: number, status: string, extra: DocumentData = {}) => {
    const owner = ownerAt(i);
    const id = `RD-${owner.employeeId}-${next(`RD-${owner.employeeId}`)}`;
    docs[paths.redemption(owner.employeeId, id)] = {
      ...redeemWrites(owner, id, 100, 0).redemption.data,
      status,
      createdAt: minutesAgo(i),
      updatedAt: minutesAgo(i),
      ...extra,
    };
  };
  for (let i = 0; i < OVER_CAP; i++) redemption(i, 'pending');
  for (let i = 0; i < FEW; i++) {
    redemption(i, 'paid', { paidDate: dayOffset(0), paidBy: 'Name FIN001', paidDetails: 'NEFT 42' });
  }
  return docs;
}

/** What Firestore holds, counted with the rules off and no cap. */
function rawCount(collectionId: string, status: string): Promise<number> {
  return adminRead(env, async (db: Firestore) => {
    const snap = await getCountFromServer(
      query(collectionGroup(db, collectionId), where('status', '==', status)),
    );
    return snap.data().count;
  });
}

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  await clearAuthAccounts();
  manager = await createAccount('MGR001');
  finance = await createAccount('FIN001');
  employee = await createAccount('EMP001');
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const owners = OWNERS.map((e) =>
      personOf(e, 'employee', e === employee.employeeId ? employee.uid : undefined),
    );
    await writeDocs(db, {
      ...profileDocs(personOf('MGR001', 'manager', manager.uid)),
      ...profileDocs(personOf('FIN001', 'finance', finance.uid)),
      ...Object.fromEntries(owners.flatMap((p) => Object.entries(profileDocs(p)))),
      ...fixtureDocs(),
    });
  });
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

beforeEach(() => readMeter.reset());

describe('countClaims (Manage Requests tabs)', () => {
  it('1,001 pending claims: 1,000, capped, billed 1 read (uncapped would be 2)', async () => {
    expect(await rawCount('requestedClaims', 'pending')).toBe(OVER_CAP);
    readMeter.reset();
    expect(await countClaims(manager.db, { statuses: ['pending'] })).toEqual({ count: 1000, capped: true });
    expect(readMeter.records()).toEqual([{ label: 'claims count pending', reads: 1 }]);
    expect(readMeter.total()).toBe(1);
  });

  it('below the cap the count is exact and uncapped, 1 read each', async () => {
    expect(await countClaims(manager.db, { statuses: ['rejected'] })).toEqual({ count: FEW, capped: false });
    expect(await countClaims(manager.db, { statuses: ['pending'], managerIds: ['M1'] })).toEqual({
      count: FEW,
      capped: false,
    });
    expect(await countClaims(manager.db, { statuses: ['pending'], managerIds: ['M3'] })).toEqual({
      count: OVER_CAP - FEW,
      capped: false,
    });
    expect(await countClaims(manager.db, { statuses: ['paid'] })).toEqual({ count: 0, capped: false });
    expect(readMeter.records().map((r) => r.reads)).toEqual([1, 1, 1, 1]);
  });

  it('is still refused to an employee', async () => {
    const error = await countClaims(employee.db, { statuses: ['pending'] }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(firestoreCode(error), String(error)).toBe('permission-denied');
  });
});

describe('countRedemptions (Redemption Centre tabs)', () => {
  it('1,001 pending redemptions: 1,000, capped, billed 1 read', async () => {
    expect(await rawCount('redemptionRequests', 'pending')).toBe(OVER_CAP);
    for (const who of [finance, manager]) {
      readMeter.reset();
      expect(await countRedemptions(who.db, { status: 'pending' })).toEqual({ count: 1000, capped: true });
      expect(readMeter.records()).toEqual([{ label: 'redemptions count pending', reads: 1 }]);
    }
  });

  it('below the cap the count is exact and uncapped, 1 read each', async () => {
    expect(await countRedemptions(finance.db, { status: 'paid' })).toEqual({ count: FEW, capped: false });
    expect(await countRedemptions(finance.db, { status: 'declined' })).toEqual({ count: 0, capped: false });
    expect(readMeter.total()).toBe(2);
  });
});

it('changes no balance: every ledger still sums to its balance', async () => {
  for (const e of ['MGR001', 'FIN001', ...OWNERS]) expect(await expectLedgerConsistent(env, e)).toBe(50);
});
