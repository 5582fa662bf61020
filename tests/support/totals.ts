/**
 * The month totals as the ledger and the claims say they must be, computed directly from every ledger
 * entry (its IST month, its owner's first department, a credit's claim), and the check that the stored
 * monthTotals documents equal them (docs/data-model.md#insights).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, getDocs, Timestamp, type Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { adminRead } from './rules';

/** 'YYYY-MM' of the India calendar month of an instant. */
function istMonth(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface ExpectedTotal {
  month: string;
  department: string;
  points: Record<string, number>;
  claims: number;
  earners: number;
  queuePoints: Record<string, number>;
  queueClaims: Record<string, number>;
  activityClaims: Record<string, number>;
}

const add = (m: Record<string, number>, k: string, n: number) => {
  m[k] = (m[k] ?? 0) + n;
};

/** Every month total the ledger implies, by document id; entries created before `since` are left out. */
export async function totalsFromLedger(db: Firestore, since = new Date(0)): Promise<Map<string, ExpectedTotal>> {
  const [users, entries, claims] = await Promise.all([
    getDocs(collection(db, 'users')),
    getDocs(collectionGroup(db, 'ledger')),
    getDocs(collectionGroup(db, 'requestedClaims')),
  ]);
  const department = new Map(users.docs.map((u) => {
    const list: unknown = u.data().departments;
    const first = Array.isArray(list) && typeof list[0] === 'string' && list[0] ? list[0] : 'none';
    return [u.id, first];
  }));
  const claimOf = new Map(claims.docs.map((c) => [c.ref.path, c.data()]));
  const out = new Map<string, ExpectedTotal>();
  const earners = new Map<string, Set<string>>();
  for (const entry of entries.docs) {
    const d = entry.data();
    const at = d.createdAt instanceof Timestamp ? d.createdAt.toDate() : null;
    if (!at || at < since) continue;
    const e = entry.ref.path.split('/')[1] ?? '';
    const dept = department.get(e) ?? 'none';
    const month = istMonth(at);
    const id = `${month}_${dept}`;
    const t = out.get(id) ?? { month, department: dept, points: {}, claims: 0, earners: 0, queuePoints: {}, queueClaims: {}, activityClaims: {} };
    out.set(id, t);
    add(t.points, String(d.type), Number(d.points));
    if (d.type === 'earned') {
      const claim = claimOf.get(`users/${e}/requestedClaims/${String(d.sourceRef)}`) ?? {};
      const queue = typeof claim.managerId === 'string' && claim.managerId ? claim.managerId : 'none';
      t.claims += 1;
      add(t.queuePoints, queue, Number(d.points));
      add(t.queueClaims, queue, 1);
      add(t.activityClaims, `${queue}_${String(claim.activityId ?? '')}`, 1);
      const seen = earners.get(id) ?? new Set<string>();
      earners.set(id, seen);
      seen.add(e);
      t.earners = seen.size;
    }
  }
  return out;
}

/** The stored totals of postings, in the same shape (missing fields: zero, as the app reads them). */
export async function storedTotals(db: Firestore): Promise<Map<string, ExpectedTotal>> {
  const docs = await getDocs(collection(db, 'monthTotals'));
  const counts = (v: unknown) => Object.fromEntries(Object.entries((v ?? {}) as Record<string, number>).filter(([, n]) => n !== 0));
  // A total only reports moved (a month and department without postings) says nothing of the ledger.
  return new Map(docs.docs.filter((doc) => typeof doc.data().lastEntry === 'string' && doc.data().lastEntry !== '').map((doc) => {
    const d = doc.data();
    const points = Object.fromEntries(
      ['opening', 'earned', 'redeemed', 'refund', 'cancel', 'adjustment'].filter((f) => typeof d[f] === 'number').map((f) => [f, Number(d[f])]),
    );
    return [doc.id, {
      month: String(d.month), department: String(d.department), points,
      claims: Number(d.claims ?? 0), earners: Number(d.earners ?? 0),
      queuePoints: counts(d.queuePoints), queueClaims: counts(d.queueClaims), activityClaims: counts(d.activityClaims),
    }];
  }));
}

/**
 * Every stored month total equals what the whole ledger says, and every month and department with
 * postings has one. For an organisation built through the app from empty emulators.
 */
export async function expectTotalsMatchLedger(env: RulesTestEnvironment): Promise<Map<string, ExpectedTotal>> {
  const [expected, stored] = await adminRead(env, (db) => Promise.all([totalsFromLedger(db), storedTotals(db)]));
  expect(Object.fromEntries(stored), 'monthTotals == what the ledger and the claims say').toEqual(Object.fromEntries(expected));
  return expected;
}

/** A department's headcount: profiles, Directors, active (not Directors, not blocked, not deactivated). */
export interface ExpectedHeadcount {
  profiles: number;
  directors: number;
  active: number;
}

/**
 * Every stored headcount (headcounts/{department}) equals what the profiles say, counted directly (each
 * profile in its first department, `none` without one), and every department with a profile has one.
 * Departments counting nobody may be stored with zeros.
 */
export async function expectHeadcountsMatchProfiles(env: RulesTestEnvironment): Promise<Map<string, ExpectedHeadcount>> {
  const [users, stored] = await adminRead(env, (db) => Promise.all([getDocs(collection(db, 'users')), getDocs(collection(db, 'headcounts'))]));
  const expected = new Map<string, ExpectedHeadcount>();
  for (const u of users.docs) {
    const d = u.data();
    const list: unknown = d.departments;
    const department = Array.isArray(list) && typeof list[0] === 'string' && list[0] ? list[0] : 'none';
    const h = expected.get(department) ?? { profiles: 0, directors: 0, active: 0 };
    h.profiles += 1;
    if (d.director === true) h.directors += 1;
    if (d.director !== true && d.isActive === true && d.userStatus === 'unblocked') h.active += 1;
    expected.set(department, h);
  }
  const shown = new Map(
    stored.docs
      .map((doc) => [doc.id, { profiles: Number(doc.data().profiles ?? 0), directors: Number(doc.data().directors ?? 0), active: Number(doc.data().active ?? 0) }] as const)
      .filter(([, h]) => h.profiles !== 0 || h.directors !== 0 || h.active !== 0),
  );
  expect(Object.fromEntries(shown), 'headcounts == what the profiles say').toEqual(Object.fromEntries(expected));
  return expected;
}
