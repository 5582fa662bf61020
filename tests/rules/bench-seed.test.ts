/**
 * The bench measures an organisation the app could have written: one employee's history exactly as
 * bench/seedOrg.ts builds it (sign-up; claims submitted, paid and rejected by the manager with the
 * ledger's credit; redemptions with their debit, two paid by finance; the day's report) is replayed
 * through the rules, each step by the actor the app has make it and in the shape of the app's batch
 * or transaction. Every step is allowed, the documents left are the bench's, and the ledger holds.
 *
 * The rules tie every stored moment to the request (`request.time`, about-today day keys), so the
 * replay's clock maps each moment of the history to now: the bench's documents differ from the
 * replayed ones only in their timestamps and day keys, and its reports (one a day, each filed on its
 * own day) are represented by one, today's.
 */
import { increment, serverTimestamp } from 'firebase/firestore';
import { istDayKey, istMonthKey } from '@/domain/ist';
import { isSunday } from '@/domain/streaks';
import { profileWrites } from '@/data/schema/users';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDayKey } from '@/domain/dates';
import { rosterWrites } from '@/data/schema/roster';
import {
  BENCH_STAFF,
  benchActivities,
  benchEmailOf,
  benchHistory,
  benchPeople,
  benchRosterFields,
  benchUidOf,
  documentsAfter,
  type BenchClock,
  type BenchWrite,
  sumTotals,
  withIncrements,
  type BenchStep,
} from '../../bench/seedOrg';
import { adminRead, clientOf, closeRulesEnv, createRulesEnv, expectLedgerConsistent } from '../support/rules';
import { expectHeadcountsMatchProfiles, expectTotalsMatchLedger } from '../support/totals';
import { commit, writeDocs, type Person, type Write } from '../support/world';

const today = new Date();
/** The replay's clock: every moment is now. */
const NOW: BenchClock<ReturnType<typeof serverTimestamp>> = {
  at: () => serverTimestamp(),
  day: () => toDayKey(new Date()),
  month: () => istMonthKey(new Date()),
};
/** The bench's own clock, for the documents around the replayed employee. */
const BENCH = { at: (d: Date) => d, day: toDayKey, month: istMonthKey };

const people = benchPeople(1);
const employeeIndex = people.findIndex((p) => p.id === 'EMP0001');
const employee = people[employeeIndex];

/** A bench person as the rules see them: a verified account with the bench's mailbox. */
function signedIn(id: string): Person {
  const p = people.find((x) => x.id === id);
  if (!p) throw new Error(`no bench person ${id}`);
  return {
    employeeId: id,
    uid: benchUidOf(id),
    email: benchEmailOf(id),
    name: `Employee ${id}`,
    role: p.role,
    userStatus: 'unblocked',
    isActive: true,
    verified: true,
  };
}

/** The report streak's fields on the profile (the bench's history keeps one; see replayed). */
const STREAK_KEYS = ['streakCurrent', 'streakBest', 'streakDay'];

/**
 * The history's steps to replay: every one but the reports of other days (see above). Today's report is
 * then the first one filed, so the gap it closes starts at no earlier report (`after` ''), as the rules
 * require of a first report, and its streak is a first one (1, or none on a Sunday in India); the bench's
 * own gaps chain the days and its streaks go on (streakAfterReport, as the app's batches move them).
 */
function replayed(steps: BenchStep[]): BenchStep[] {
  const isReport = (s: BenchStep) => s.writes.some((w) => w.path.includes('/productivityReports/'));
  const lastReport = steps.filter(isReport).at(-1);
  return steps
    .filter((s) => !isReport(s) || s === lastReport)
    .map((s) =>
      s === lastReport
        ? {
            ...s,
            writes: s.writes.map((w) => {
              if (w.path.includes('/reportGaps/')) return { ...w, data: { ...w.data, after: '' } };
              if (w.path !== `users/${s.by}`) return w;
              const data = Object.fromEntries(Object.entries(w.data).filter(([k]) => !STREAK_KEYS.includes(k)));
              const day = NOW.day(new Date());
              return { ...w, data: isSunday(istDayKey(new Date())) ? data : { ...data, ...profileWrites.streak({ current: 1, best: 1, day }) } };
            }),
          }
        : s,
    );
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  // Around the employee, with the rules off: the catalogue, every roster entry (an admin's, before
  // sign-up) and the staff who review and pay, as the bench seeds them.
  // (The staff's month totals summed: a department's total holds everyone's postings.)
  const staff = new Map<string, Record<string, unknown>>();
  people.forEach((p, i) => {
    if (!BENCH_STAFF.some((s) => s.id === p.id)) return;
    for (const [path, data] of documentsAfter(benchHistory(p, i, today, BENCH)))
      staff.set(path, path.startsWith('monthTotals/') || path.startsWith('headcounts/') ? sumTotals(staff.get(path), data) : data);
  });
  const roster = people.map((p, i) => [
    `roster/${p.id}`,
    rosterWrites.create(benchRosterFields(p, i), 'ADM001', today),
  ]);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await writeDocs(ctx.firestore() as unknown as Firestore, {
      ...benchActivities(today.toISOString()),
      ...Object.fromEntries(staff),
      ...Object.fromEntries(roster),
    });
  });
});

afterAll(async () => {
  await closeRulesEnv(env, import.meta.filename);
});

describe("the bench's documents are ones the app could have written", () => {
  it("replays one employee's history through the rules: every step allowed, the ledger consistent", async () => {
    if (!employee) throw new Error('EMP0001 is not a bench person');
    const steps = replayed(benchHistory(employee, employeeIndex, today, NOW));
    const statuses = new Set<unknown>();
    for (const [n, step] of steps.entries()) {
      const paths = step.writes.map((w) => `${w.op} ${w.path}`).join(', ');
      await expect(
        commit(clientOf(env, signedIn(step.by)), step.writes.map(asWrite)),
        `step ${n} by ${step.by}: ${paths}`,
      ).resolves.toBeUndefined();
      for (const w of step.writes)
        if (typeof w.data.status === 'string') statuses.add(`${w.path.split('/')[2]}:${w.data.status}`);
    }
    // Claims in each status the bench seeds, redemptions pending and paid, the day's report.
    expect([...statuses].sort()).toEqual([
      'redemptionRequests:paid',
      'redemptionRequests:pending',
      'requestedClaims:paid',
      'requestedClaims:pending',
      'requestedClaims:rejected',
    ]);
    const balance = await expectLedgerConsistent(env, employee.id);

    // The replay left the documents the bench seeds (bar the moments): same paths, keys and values.
    const bench = documentsAfter(replayed(benchHistory(employee, employeeIndex, today, NOW)));
    const stored = await adminRead(env, async (db) =>
      Promise.all(
        [...bench.keys()].map(async (path) => [path, (await getDoc(doc(db, path))).data()] as const),
      ),
    );
    // Month totals are shared with the staff's postings: checked against the whole ledger instead; the
    // headcounts against the profiles.
    await expectTotalsMatchLedger(env);
    await expectHeadcountsMatchProfiles(env);
    for (const [path, data] of stored) {
      if (path.startsWith('monthTotals/') || path.startsWith('headcounts/')) continue;
      const expected = bench.get(path) ?? {};
      expect(Object.keys(data ?? {}).sort(), path).toEqual(Object.keys(expected).sort());
      for (const [key, value] of Object.entries(expected))
        if (!isMoment(value)) expect(data?.[key], `${path}.${key}`).toEqual(value);
    }
    expect(balance).toBe(bench.get(`users/${employee.id}`)?.points);
  });
});

/** A bench write as the app commits it: a month total's move is a merge of increment()s. */
function asWrite(w: BenchWrite): Write {
  return w.op === 'increment' ? { path: w.path, op: 'merge', data: withIncrements(w.data, increment) } : { ...w, op: w.op };
}

/** A server timestamp sentinel (its stored value is the request's time). */
function isMoment(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
