/**
 * Insights' figures equal what the ledger and the claims say (docs/data-model.md#insights). A sample
 * organisation (two departments, three queues) lives a month through the app's own functions with the
 * rules on: claims filed, approved in three queues and rejected, adjustments both ways, redemptions paid,
 * declined (refunded) and cancelled. Then every figure the Insights screen shows (read the screen's way:
 * the month totals, the paid-out sum(), the kept headcounts' active employees, the waiting count()s) is compared with the
 * same figure computed directly from every ledger entry, claim, redemption and profile.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, getDocs, type DocumentData, type Query } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, listActivities } from '@/data/activities/api';
import { approveClaim, fileClaim, rejectClaim } from '@/data/claims/api';
import { ALL_QUEUES, activeEmployees, listMonthTotals, paidOutByMonth, waitingLong } from '@/data/insights/api';
import { adjustPoints } from '@/data/ledger/api';
import { cancelRedemption, declineRedemption, markRedemptionPaid, redeemPoints } from '@/data/redemptions/api';
import { istMonthKey } from '@/domain/ist';
import { toDayKey } from '@/domain/dates';
import { activityRanking, monthFigures, type InsightsScope } from '@/domain/insights';
import { activityCreateSchema, adjustmentSchema } from '@/domain/schemas';
import { actorOf, deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { adminRead, closeRulesEnv, expectLedgerConsistent } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
const actor = (id: string) => actorOf(person(id), `Name ${id}`);
const EMPLOYEES = ['EMP001', 'EMP002', 'EMP003', 'EMP004'];
/** The month the sample lives in (by its end, should it cross an IST month boundary, the last of two). */
const thisMonth = () => istMonthKey(new Date());
const activity = { big: '', small: '', never: '' };

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('FIN001', 'finance'),
    rosterRow('EMP001', 'employee', [], ['Loocafe']),
    rosterRow('EMP002', 'employee', [], ['Loocafe', 'HR']),
    rosterRow('EMP003', 'employee', [], ['Tech Team']),
    // Tech Team first (its department), Ixora FM gives the queue: M2.
    rosterRow('EMP004', 'employee', [], ['Tech Team', 'Ixora FM']),
  ]);
  const admin = person('ADM001').db;
  const make = (name: string, points: string) =>
    createActivity(admin, makerOf('ADM001'), activityCreateSchema.parse({ name, description: '', points, isActive: true }));
  activity.big = await make('Referral hired', '300');
  activity.small = await make('Client appreciation', '40');
  activity.never = await make('Never claimed', '10');

  const file = async (e: string, act: string, managerId: 'M1' | 'M2' | 'M3') =>
    (
      await fileClaim(person(e).db, await profile(e), act, {
        description: 'Did the work.',
        managerId,
        completionDate: toDayKey(new Date()),
        evidence: '',
      })
    ).id;
  const reviewer = actor('MGR001');
  const approve = async (e: string, act: string, q: 'M1' | 'M2' | 'M3') => approveClaim(person('MGR001').db, reviewer, e, await file(e, act, q));
  // Each files to their own queue (their departments'). Credits: EMP001 twice (M1 big and small), EMP002
  // once (M1 small), EMP003 once (M3 big), EMP004 once (M2 small).
  await approve('EMP001', activity.big, 'M1');
  await approve('EMP001', activity.small, 'M1');
  await approve('EMP002', activity.small, 'M1');
  await approve('EMP003', activity.big, 'M3');
  await approve('EMP004', activity.small, 'M2');
  // A rejected claim and one still waiting count nowhere in the month's credits.
  await rejectClaim(person('MGR001').db, reviewer, 'EMP004', await file('EMP004', activity.big, 'M2'), 'Not this time');
  await file('EMP002', activity.big, 'M1');

  const adjust = (e: string, points: string) =>
    adjustPoints(person('ADM001').db, actor('ADM001'), e, adjustmentSchema.parse({ points, reason: 'Correction' }));
  await adjust('EMP004', '60');
  await adjust('EMP003', '-25');

  const redeem = async (e: string, points: number) => (await redeemPoints(person(e).db, await profile(e), points)).id;
  const finance = actor('FIN001');
  await markRedemptionPaid(person('FIN001').db, finance, 'EMP001', await redeem('EMP001', 250), 'UPI ref 1');
  await declineRedemption(person('FIN001').db, finance, 'EMP003', await redeem('EMP003', 100), 'Bank details missing');
  await cancelRedemption(person('EMP001').db, makerOf('EMP001'), await redeem('EMP001', 100));
  await redeem('EMP004', 100); // pending: redeemed, not paid out
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** Everything the figures are computed from directly: every ledger entry, claim, redemption and profile. */
async function everything() {
  return adminRead(env, async (db) => {
    const rows = async (q: Query) =>
      (await getDocs(q)).docs.map((d) => ({ path: d.ref.path, owner: d.ref.parent.parent?.id ?? '', data: d.data() as DocumentData }));
    const [ledger, claims, redemptions, users] = await Promise.all([
      rows(collectionGroup(db, 'ledger')),
      rows(collectionGroup(db, 'requestedClaims')),
      rows(collectionGroup(db, 'redemptionRequests')),
      getDocs(collection(db, 'users')),
    ]);
    const departmentOf = new Map(users.docs.map((u) => [u.id, String((u.data().departments as string[] | undefined)?.[0] ?? 'none')]));
    const claimOf = new Map(claims.map((c) => [`${c.owner}/${c.path.split('/').at(-1)}`, c.data]));
    return { ledger, claims, redemptions, users: users.docs.map((u) => ({ id: u.id, data: u.data() })), departmentOf, claimOf };
  });
}

type World = Awaited<ReturnType<typeof everything>>;

/** The figures as the ledger and the claims say them, for a scope. */
function direct(w: World, scope: InsightsScope) {
  const inDept = (e: string) => scope.kind !== 'department' || w.departmentOf.get(e) === scope.department;
  const entries = w.ledger.filter((l) => inDept(l.owner));
  const sumOf = (...types: string[]) =>
    entries.filter((l) => types.includes(String(l.data.type))).reduce((a, l) => a + Number(l.data.points), 0);
  const credits = entries
    .filter((l) => l.data.type === 'earned')
    .map((l) => ({ owner: l.owner, points: Number(l.data.points), claim: w.claimOf.get(`${l.owner}/${String(l.data.sourceRef)}`) ?? {} }))
    .filter((c) => scope.kind !== 'queue' || c.claim.managerId === scope.queue);
  const activities = new Map<string, number>();
  for (const c of credits) activities.set(String(c.claim.activityId), (activities.get(String(c.claim.activityId)) ?? 0) + 1);
  return {
    earned: credits.reduce((a, c) => a + c.points, 0),
    claims: credits.length,
    adjusted: sumOf('adjustment'),
    redeemed: -sumOf('redeemed'),
    refunded: sumOf('refund', 'cancel'),
    liability: w.users.filter((u) => inDept(u.id)).reduce((a, u) => a + Number(u.data.points ?? 0), 0),
    earners: new Set(credits.map((c) => c.owner)).size,
    paidOut: w.redemptions.filter((r) => r.data.status === 'paid').reduce((a, r) => a + Number(r.data.amount), 0),
    activities,
  };
}

describe("Insights' figures equal the ledger's", () => {
  it('every department, each department and each queue: earned, claims, adjusted, redeemed, refunded, paid out, liability, earners, activities', async () => {
    for (const e of EMPLOYEES) await expectLedgerConsistent(env, e);
    const db = person('ADM001').db;
    const [totals, paidOut, active, catalogue, w] = await Promise.all([
      listMonthTotals(db, thisMonth()),
      paidOutByMonth(db, [thisMonth()]),
      activeEmployees(db),
      listActivities(db),
      everything(),
    ]);
    // Every month with postings (one, unless the sample crossed a month's end): their figures summed.
    const months = [...new Set(totals.map((t) => t.month))].sort();
    expect(months.at(-1)).toBe(thisMonth());
    const activeIds = catalogue.filter((a) => a.isActive).map((a) => a.id);
    const scopes: InsightsScope[] = [
      { kind: 'all' },
      { kind: 'department', department: 'Loocafe' },
      { kind: 'department', department: 'Tech Team' },
      ...ALL_QUEUES.map((queue): InsightsScope => ({ kind: 'queue', queue })),
    ];
    for (const scope of scopes) {
      const figures = monthFigures(totals, months, scope, paidOut, active.total);
      const total = (f: (m: (typeof figures)[number]) => number | null) => figures.reduce((a, m) => a + (f(m) ?? 0), 0);
      const last = figures.at(-1);
      const shown = last && {
        ...last,
        earned: total((m) => m.earned),
        claims: total((m) => m.claims),
        adjusted: last.adjusted === null ? null : total((m) => m.adjusted),
        redeemed: last.redeemed === null ? null : total((m) => m.redeemed),
        refunded: last.refunded === null ? null : total((m) => m.refunded),
      };
      const want = direct(w, scope);
      const label = JSON.stringify(scope);
      expect(shown, label).toBeDefined();
      expect(shown?.earned, `${label} earned`).toBe(want.earned);
      expect(shown?.claims, `${label} claims`).toBe(want.claims);
      const ranking = activityRanking(totals, months, scope, activeIds);
      expect(new Map(ranking.top.map((t) => [t.activityId, t.claims])), `${label} activities`).toEqual(want.activities);
      expect(ranking.never, `${label} never claimed`).toEqual(activeIds.filter((id) => !want.activities.has(id)));
      if (scope.kind === 'queue') continue;
      expect(shown?.adjusted, `${label} adjusted`).toBe(want.adjusted);
      expect(shown?.redeemed, `${label} redeemed`).toBe(want.redeemed);
      expect(shown?.refunded, `${label} refunded`).toBe(want.refunded);
      // Everyone joined this month: the liability at its end is the sum of today's balances.
      expect(shown?.liability, `${label} liability`).toBe(want.liability);
      if (months.length === 1) expect(shown?.earners, `${label} earners`).toBe(want.earners);
      if (scope.kind === 'all') {
        // Active, unblocked, not Directors: the people expected to report.
        const activeNow = w.users.filter((u) => u.data.isActive === true && u.data.userStatus === 'unblocked' && u.data.director !== true).length;
        expect(active.total).toBe(activeNow);
        if (months.length === 1) {
          expect(shown?.paidOut, 'paid out').toBe(want.paidOut);
          expect(shown?.share).toBeCloseTo(want.earners / activeNow, 10);
        }
      }
    }
    // The sample's shape, so the comparison above is not of zeros: 5 credits in 3 queues, 4 earners.
    expect(direct(w, { kind: 'all' })).toMatchObject({ earned: 720, claims: 5, earners: 4, adjusted: 35, paidOut: 250 });
    // The small activity is claimed three times (EMP001, EMP002, EMP004), the big one twice.
    expect(activityRanking(totals, months, { kind: 'all' }, []).top.map((t) => t.activityId)).toEqual([activity.small, activity.big]);
  });

  it('counts the claims waiting for review longer than 3 days as the claims say (none yet: all filed today)', async () => {
    const db = person('ADM001').db;
    const later = new Date(Date.now() + 4 * 86_400_000);
    const w = await everything();
    const waiting = w.claims.filter((c) => c.data.status === 'pending');
    expect(waiting).toHaveLength(1);
    expect(await waitingLong(db, ALL_QUEUES)).toEqual({ M1: 0, M2: 0, M3: 0 });
    // Four days on, the pending M1 claim has waited longer than 3 days.
    expect(await waitingLong(db, ALL_QUEUES, later)).toEqual({ M1: 1, M2: 0, M3: 0 });
  });
});
