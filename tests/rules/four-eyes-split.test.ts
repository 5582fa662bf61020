/**
 * Four eyes covers money in both directions and cannot be split (decisions.md section 9, 'Closing
 * round 3'; docs/product.md#four-eyes). Every adjustment moves the employee's figure of the IST day
 * (users/{e}/adjustmentDays/{day}) by its size in the same batch; one admin alone adjusts only while that
 * figure stays at most the threshold. Past it (a large credit, a large debit, or small ones summed past
 * it) only a second admin's approval of a request moves the balance. Each attack sits beside its honest
 * control; the ledger invariant is checked after every balance change.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { fourEyesWrites } from '@/data/schema/fourEyes';
import { describe, expect, it } from 'vitest';
import { clientOf, expectLedgerConsistent, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  PEOPLE,
  SEED_POINTS,
  adjustmentDayDoc,
  adjustmentWrites,
  approveWrites,
  paths,
  reversalWrites,
  seeded,
  tamper,
  type Write,
} from '../support/world';
import { approveRequestWrites, extraPersonDocs, requestDoc, requestWrite, SECOND_ADMIN } from '../support/budgets';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const E = PEOPLE.owner.employeeId;
const admin = PEOPLE.admin;
const admin2 = SECOND_ADMIN;
const all = (w: Record<string, Write>) => Object.values(w);
/** An adjustment's writes without the day figure (as the app wrote them before it existed). */
const withoutDay = (w: Record<string, Write>) => Object.entries(w).filter(([k]) => k !== 'day').map(([, v]) => v);
const dayPath = paths.adjustmentDay(E);
const THRESHOLD_PATH = 'settings/fourEyes';
const seed = (...docs: Record<string, unknown>[]) => dirtyReset(Object.assign({}, extraPersonDocs(admin2), ...docs));

describe('an adjustment moves the day figure by its size', () => {
  it('refuses an adjustment without the day figure; with it, the figure is its size', async () => {
    await seed();
    await deniedThenControl('admin', withoutDay(adjustmentWrites(admin, E, 1, 40, SEED_POINTS)), all(adjustmentWrites(admin, E, 1, 40, SEED_POINTS)));
    expect(await readDoc(suite.env, dayPath)).toMatchObject({ total: 40, lastEntry: 'adjustment-1' });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 40);
  });

  it('counts a debit by its size, and refuses a figure moved by less', async () => {
    await seed(adjustmentDayDoc(E, 100));
    const honest = adjustmentWrites(admin, E, 1, -30, SEED_POINTS, { dayBefore: 100 });
    await deniedThenControl('admin', [...withoutDay(honest), tamper(honest.day, { total: 70 })], all(honest));
    expect((await readDoc(suite.env, dayPath))?.total).toBe(130);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS - 30);
  });

  it("refuses a figure of another day, a figure moved alone, and anyone but an admin", async () => {
    await seed();
    const w = adjustmentWrites(admin, E, 1, 40, SEED_POINTS);
    const yesterday = { ...w.day, path: paths.adjustmentDay(E, '2020-01-01'), data: { ...w.day.data, day: '2020-01-01' } };
    await denied('admin', [...withoutDay(w), yesterday]);
    await denied('admin', [w.day]);
    await denied('manager', [tamper(w.day, {})]);
    await allowed('admin', all(w));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 40);
  });

  it('lets admins read the day figure, and nobody else', async () => {
    await seed(adjustmentDayDoc(E, 100));
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'admin'), dayPath)));
    for (const who of ['manager', 'finance', 'owner'] as const) await assertFails(getDoc(doc(clientOf(suite.env, who), dayPath)));
  });
});

describe('splitting: small adjustments summed past the threshold need a second admin', () => {
  it('refuses the credit that brings the day past 500; up to 500 one admin adjusts alone', async () => {
    await seed();
    await allowed('admin', all(adjustmentWrites(admin, E, 1, 400, SEED_POINTS)));
    // The finding: a second credit of 400 the same day (as written before the day figure existed).
    await denied('admin', withoutDay(adjustmentWrites(admin, E, 2, 400, SEED_POINTS + 400)));
    // Honestly counted, 800 is past the threshold: refused for one admin.
    await denied('admin', all(adjustmentWrites(admin, E, 2, 400, SEED_POINTS + 400, { dayBefore: 400 })));
    // A figure that pretends the day was empty is refused.
    await denied('admin', all(adjustmentWrites(admin, E, 2, 400, SEED_POINTS + 400)));
    // Exactly up to the threshold is allowed.
    await allowed('admin', all(adjustmentWrites(admin, E, 2, 100, SEED_POINTS + 400, { dayBefore: 400 })));
    expect((await readDoc(suite.env, dayPath))?.total).toBe(500);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 500);
    // Now any further adjustment of the day, credit or debit, waits for a second admin.
    await denied('admin', all(adjustmentWrites(admin, E, 3, 1, SEED_POINTS + 500, { dayBefore: 500 })));
    await denied('admin', all(adjustmentWrites(admin, E, 3, -1, SEED_POINTS + 500, { dayBefore: 500 })));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 500);
  });

  it('sums credits and debits by size (a credit and a debit do not cancel out)', async () => {
    await seed(adjustmentDayDoc(E, 450));
    await deniedThenControl(
      'admin',
      all(adjustmentWrites(admin, E, 1, -60, SEED_POINTS, { dayBefore: 450 })),
      all(adjustmentWrites(admin, E, 1, -50, SEED_POINTS, { dayBefore: 450 })),
    );
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS - 50);
  });

  it('lets a second admin approve the request that passes the day figure, and counts it', async () => {
    await seed(adjustmentDayDoc(E, 400), requestDoc(admin, 'req1', PEOPLE.owner, 200));
    await allowed('admin', [requestWrite(admin, 'req2', PEOPLE.owner, 150)]);
    await denied('admin', all(approveRequestWrites(admin, 'req1', E, 1, 200, SEED_POINTS, undefined, 400)));
    await allowed(admin2, all(approveRequestWrites(admin2, 'req1', E, 1, 200, SEED_POINTS, undefined, 400)));
    expect((await readDoc(suite.env, dayPath))?.total).toBe(600);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS + 200);
  });
});

describe('debits past the threshold need a second admin', () => {
  /** A threshold of 100 (the seeded balance is 500), so that a debit can pass it. */
  const low = { [THRESHOLD_PATH]: fourEyesWrites.threshold(100, admin.employeeId, Timestamp.fromMillis(Date.now() - 60_000)) };

  it('refuses a debit past the threshold by one admin (the finding); at the threshold it is allowed', async () => {
    await seed(low);
    // As written before the day figure existed: one admin debited any amount alone.
    await denied('admin', withoutDay(adjustmentWrites(admin, E, 1, -300, SEED_POINTS)));
    await deniedThenControl('admin', all(adjustmentWrites(admin, E, 1, -300, SEED_POINTS)), all(adjustmentWrites(admin, E, 1, -100, SEED_POINTS)));
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS - 100);
  });

  it('records a large debit as a request, and a second admin approves it (never below zero)', async () => {
    await seed(low);
    await denied('admin', [requestWrite(admin, 'req1', PEOPLE.owner, 0)]);
    await allowed('admin', [requestWrite(admin, 'req1', PEOPLE.owner, -300)]);
    await denied('admin', all(approveRequestWrites(admin, 'req1', E, 1, -300, SEED_POINTS)));
    await allowed(admin2, all(approveRequestWrites(admin2, 'req1', E, 1, -300, SEED_POINTS)));
    expect(await readDoc(suite.env, 'adjustmentRequests/req1')).toMatchObject({ status: 'approved', entryId: 'adjustment-1' });
    expect((await readDoc(suite.env, dayPath))?.total).toBe(300);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS - 300);
  });

  it('reverses a paid claim exactly, once, whatever the day figure, and counts it there', async () => {
    await seed(low, adjustmentDayDoc(E, 100));
    const claimId = seeded(E).pendingClaim;
    await allowed('manager', all(approveWrites(PEOPLE.manager, E, claimId, 100, SEED_POINTS)));
    const w = reversalWrites(admin, E, 1, claimId, -100, SEED_POINTS + 100);
    // Past the threshold of 100 with the day's 100 before: a reversal is exact and once, not held back.
    await deniedThenControl('admin', withoutDay(w), [...withoutDay(w), tamper(w.day, { total: 200 })]);
    expect((await readDoc(suite.env, dayPath))?.total).toBe(200);
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });
});