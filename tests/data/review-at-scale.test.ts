/**
 * Review at scale (docs/product.md#claims) with the app's own functions, real Auth-emulator accounts and the rules on: the
 * queue filter, search by employee ID / reference / name prefix across every claim (paginated), legacy
 * claims awaiting review, and bulk review (each claim its own transaction through the ledger writer).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '@/data/activities/api';
import {
  countClaims,
  getClaim,
  listClaimsPage,
  rejectClaim,
  reviewClaims,
  searchClaimsPage,
  submitClaim,
  type ClaimFilter,
  type SearchCursor,
} from '@/data/claims/api';
import { claimWrites } from '@/data/schema/claims';
import { REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { toDayKey } from '@/domain/dates';
import { activityCreateSchema } from '@/domain/schemas';
import type { Claim } from '@/domain/types';
import { actorOf, deleteAllApps, rosterRow, signedUpPeople, makerOf } from '../support/appClients';
import { adminRead, closeRulesEnv, expectLedgerConsistent } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
const actor = (id: string) => actorOf(person(id), `Name ${id}`);

const PENDING: ClaimFilter = { statuses: REVIEWABLE_CLAIM_STATUSES };
/** Claims of EMP001 (M1: two, one of which is searched), EMP002 (M2), and EMP002's legacy one (M3). */
const ids: Record<string, string> = {};
const LEGACY = 'EMP002-900';

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('MGR002', 'manager', ['M2']),
    // Their own queues: EMP001 Loocafe (M1), EMP002 Ixora FM (M2).
    rosterRow('EMP001', 'employee', [], ['Loocafe']),
    rosterRow('EMP002', 'employee', [], ['Ixora FM']),
  ]);
  const activity = await createActivity(
    person('ADM001').db,
    makerOf('ADM001'),
    activityCreateSchema.parse({ name: 'Refer a candidate', description: 'Refer', points: '100', isActive: true }),
  );
  const claim = async (owner: string, managerId: 'M1' | 'M2' | 'M3') =>
    submitClaim(person(owner).db, await profile(owner), activity, {
      description: 'Referred a candidate who joined.',
      managerId,
      completionDate: toDayKey(new Date()),
      evidence: '',
    });
  ids.a = await claim('EMP001', 'M1');
  ids.b = await claim('EMP001', 'M1');
  ids.c = await claim('EMP002', 'M2');
  // A claim as an older version wrote it: status under_review, no employeeNameLower.
  await env.withSecurityRulesDisabled(async (ctx) => {
    const { employeeNameLower: _older, ...submitted } = claimWrites.submit(
      {
        id: LEGACY,
        employee: { employeeId: 'EMP002', name: 'Name EMP002', department: 'Associate', designation: 'Associate' },
        activity: { id: activity, name: 'Refer a candidate', points: 60 },
        input: { description: 'Legacy', completionDate: toDayKey(new Date()), managerId: 'M3', evidence: '' },
        today: toDayKey(new Date()),
      },
      serverTimestamp(),
    );
    const legacy = { ...submitted, status: 'under_review' };
    await setDoc(doc(ctx.firestore(), `users/EMP002/requestedClaims/${LEGACY}`), legacy);
  });
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

const refs = (claims: readonly Claim[]) => claims.map((c) => c.referenceId).sort();

describe('queues and the Pending tab', () => {
  it('stores the normalised name with each new claim', async () => {
    const claim = await getClaim(person('EMP001').db, 'EMP001', ids.a ?? '');
    expect(claim?.employeeName).toBe('Name EMP001');
    const raw = await adminRead(env, async (db) => (await getDoc(doc(db, `users/EMP001/requestedClaims/${ids.a ?? ''}`))).data());
    expect(raw?.employeeNameLower).toBe('name emp001');
  });

  it('lists legacy claims awaiting review under Pending, and counts them', async () => {
    const mgr = person('MGR001').db;
    const page = await listClaimsPage(mgr, PENDING);
    expect(refs(page.items)).toEqual([ids.a, ids.b, ids.c, LEGACY].sort());
    expect(await countClaims(mgr, PENDING)).toEqual({ count: 4, capped: false });
  });

  it("'My queue' is the reviewer's queues: several at once, or one", async () => {
    const mgr2 = person('MGR002').db;
    expect(refs((await listClaimsPage(mgr2, { ...PENDING, managerIds: ['M2'] })).items)).toEqual([ids.c]);
    const mine = { ...PENDING, managerIds: ['M1', 'M3'] };
    expect(refs((await listClaimsPage(mgr2, mine)).items)).toEqual([ids.a, ids.b, LEGACY].sort());
    expect(await countClaims(mgr2, mine)).toEqual({ count: 3, capped: false });
    expect(await countClaims(mgr2, { ...PENDING, managerIds: [] })).toEqual({ count: 0, capped: false });
  });
});

describe('search across every claim', () => {
  it('finds by name prefix, case-insensitively, within the tab and queue, page by page', async () => {
    const mgr = person('MGR001').db;
    const all: Claim[] = [];
    let cursor: SearchCursor | null = null;
    let pages = 0;
    do {
      const page = await searchClaimsPage(mgr, PENDING, 'NAME emp00', cursor, 1);
      all.push(...page.items);
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 10);
    // The legacy claim has no normalised name: the prefix does not find it (its employee ID does).
    expect(refs(all)).toEqual([ids.a, ids.b, ids.c].sort());
    expect(pages).toBeGreaterThan(1);
    expect(refs((await searchClaimsPage(mgr, { ...PENDING, managerIds: ['M2'] }, 'name e')).items)).toEqual([ids.c]);
    expect((await searchClaimsPage(mgr, PENDING, 'nobody')).items).toEqual([]);
  });

  it('finds by exact employee ID and exact reference, in any case', async () => {
    const mgr = person('MGR001').db;
    expect(refs((await searchClaimsPage(mgr, PENDING, 'emp002')).items)).toEqual([ids.c, LEGACY].sort());
    expect(refs((await searchClaimsPage(mgr, PENDING, (ids.b ?? '').toLowerCase())).items)).toEqual([ids.b]);
    expect((await searchClaimsPage(mgr, { statuses: ['paid'] }, 'emp001')).items).toEqual([]);
  });

  it('is refused to employees', async () => {
    await expect(searchClaimsPage(person('EMP001').db, PENDING, 'name')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('bulk review', () => {
  it('approves each claim in its own transaction: approved, already reviewed, failed (own claim), balances exact', async () => {
    const before = { EMP001: (await profile('EMP001')).points, EMP002: (await profile('EMP002')).points };
    // Someone else got to one of them first.
    await rejectClaim(person('MGR002').db, actor('MGR002'), 'EMP002', ids.c ?? '', 'Duplicate');
    const progress: number[] = [];
    const results = await reviewClaims(
      person('MGR001').db,
      actor('MGR001'),
      [
        { employeeId: 'EMP001', claimId: ids.a ?? '' },
        { employeeId: 'EMP001', claimId: ids.b ?? '' },
        { employeeId: 'EMP002', claimId: ids.c ?? '' },
        { employeeId: 'EMP002', claimId: LEGACY },
        { employeeId: 'MGR001', claimId: 'MGR001-001' },
      ],
      { action: 'approve' },
      (n) => progress.push(n),
    );
    expect(results.map((r) => r.outcome)).toEqual(['approved', 'approved', 'already-reviewed', 'approved', 'failed']);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    expect(await expectLedgerConsistent(env, 'EMP001')).toBe(before.EMP001 + 200);
    expect(await expectLedgerConsistent(env, 'EMP002')).toBe(before.EMP002 + 60);
    expect((await getClaim(person('MGR001').db, 'EMP002', LEGACY))?.status).toBe('paid');

    // Approving them again credits nobody twice.
    const again = await reviewClaims(person('MGR002').db, actor('MGR002'), [{ employeeId: 'EMP001', claimId: ids.a ?? '' }], {
      action: 'approve',
    });
    expect(again.map((r) => r.outcome)).toEqual(['already-reviewed']);
    expect(await expectLedgerConsistent(env, 'EMP001')).toBe(before.EMP001 + 200);
  });

  it('rejects with one reason for all; no balance changes', async () => {
    const id = await submitClaim(person('EMP001').db, await profile('EMP001'), (await getClaim(person('EMP001').db, 'EMP001', ids.a ?? ''))?.activityId ?? '', {
      description: 'Another referral',
      managerId: 'M1',
      completionDate: toDayKey(new Date()),
      evidence: '',
    });
    const before = (await profile('EMP001')).points;
    const results = await reviewClaims(person('MGR001').db, actor('MGR001'), [{ employeeId: 'EMP001', claimId: id }], {
      action: 'reject',
      reason: 'No evidence attached',
    });
    expect(results).toEqual([{ outcome: 'rejected' }]);
    const claim = await getClaim(person('MGR001').db, 'EMP001', id);
    expect(claim).toMatchObject({ status: 'rejected', managerComment: 'No evidence attached', rejectedById: 'MGR001' });
    expect(await expectLedgerConsistent(env, 'EMP001')).toBe(before);
  });
});
