/**
 * Every query the data layer builds has its index in firestore.indexes.json (the emulator does not
 * enforce indexes; production does), and every index in the file is used by some query.
 *
 * The real src/data functions run against a recording stand-in for 'firebase/firestore/lite': each
 * query() call records its collection, scope, filters and orders, and where in src/data it was built.
 * A scan of src/data for `query(` then proves that every query in the code was exercised here, so a
 * new query without a scenario below (and so possibly without an index) fails this test too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  describeQuery,
  needOf,
  servingIndex,
  suggestion,
  type CompositeIndex,
  type Direction,
  type IndexesFile,
  type QuerySpec,
} from './support/indexes';

const recorder = vi.hoisted(() => ({ queries: [] as QuerySpec[] }));

/** A recording stand-in for the query builders of Firestore Lite and of the full SDK (realtime listeners). */
const fake = vi.hoisted(() => ({
  module: <T extends object>(real: T) => {
    const NAME = '__name__';
    interface Ref {
      kind: 'collection' | 'group' | 'doc';
      id: string;
    }
    type Constraint =
      | { kind: 'where'; field: string; op: string }
      | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' }
      | { kind: 'other' };
    const fieldName = (f: unknown) => (typeof f === 'string' ? f : NAME);
    const other = (): Constraint => ({ kind: 'other' });
    const missing = (ref: Ref) => ({ id: ref.id, ref, exists: () => false, data: () => undefined });
    const srcData = `${path.sep}src${path.sep}data${path.sep}`;
    /** The first stack frame in src/data: where the query was built. */
    const siteOf = (stack = ''): string => {
      for (const line of stack.split('\n')) {
        const match = /\((.*):(\d+):\d+\)$/.exec(line.trim()) ?? /at (.*):(\d+):\d+$/.exec(line.trim());
        if (match?.[1]?.includes(srcData))
          return `${match[1].slice(match[1].indexOf(srcData) + 1)}:${match[2]}`;
      }
      return 'unknown';
    };
    const equalityOps = new Set(['==', 'in', 'array-contains', 'array-contains-any']);
    return {
      ...real,
      collection: (_db: unknown, ...segments: string[]): Ref => ({
        kind: 'collection',
        id: segments.at(-1) ?? '',
      }),
      collectionGroup: (_db: unknown, id: string): Ref => ({ kind: 'group', id }),
      doc: (_db: unknown, ...segments: string[]): Ref => ({ kind: 'doc', id: segments.at(-1) ?? '' }),
      documentId: () => ({ documentId: true }),
      where: (field: unknown, op: string): Constraint => ({ kind: 'where', field: fieldName(field), op }),
      orderBy: (field: unknown, direction: 'asc' | 'desc' = 'asc'): Constraint => ({
        kind: 'orderBy',
        field: fieldName(field),
        direction,
      }),
      limit: other,
      limitToLast: other,
      startAt: other,
      startAfter: other,
      endAt: other,
      endBefore: other,
      query: (base: Ref, ...constraints: Constraint[]) => {
        const wheres = constraints.filter((c) => c.kind === 'where');
        recorder.queries.push({
          collectionId: base.id,
          scope: base.kind === 'group' ? 'COLLECTION_GROUP' : 'COLLECTION',
          equalities: wheres.filter((c) => equalityOps.has(c.op)).map((c) => c.field),
          ranges: wheres.filter((c) => !equalityOps.has(c.op)).map((c) => c.field),
          orderBy: constraints.flatMap((c) =>
            c.kind === 'orderBy'
              ? [{ field: c.field, direction: c.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' } as const]
              : [],
          ),
          site: siteOf(new Error().stack),
        });
        return base;
      },
      getDocs: async () => ({ docs: [], size: 0, empty: true }),
      getCount: async () => ({ data: () => ({ count: 0 }) }),
      getAggregate: async () => ({ data: () => ({ count: 0, points: 0, total: 0 }) }),
      getDoc: async (ref: Ref) => missing(ref),
      setDoc: async () => undefined,
      updateDoc: async () => undefined,
      deleteDoc: async () => undefined,
      writeBatch: () => ({
        set: () => undefined,
        update: () => undefined,
        delete: () => undefined,
        commit: async () => undefined,
      }),
      runTransaction: async (_db: unknown, fn: (tx: unknown) => Promise<unknown>) =>
        fn({
          get: async (ref: Ref) => missing(ref),
          set: () => undefined,
          update: () => undefined,
          delete: () => undefined,
        }),
    };
  },
}));

vi.mock('firebase/firestore/lite', async (importOriginal) => fake.module(await importOriginal<object>()));
vi.mock('firebase/firestore', async (importOriginal) => fake.module(await importOriginal<object>()));

const activities = await import('@/data/activities/api');
const claims = await import('@/data/claims/api');
const ledger = await import('@/data/ledger/api');
const redemptions = await import('@/data/redemptions/api');
const reconciliation = await import('@/data/redemptions/reconciliation');
const reports = await import('@/data/reports/api');
const users = await import('@/data/users/api');
const notifications = await import('@/data/notifications/api');
const live = await import('@/data/live/liveUpdates');
const { liveChannelsFor } = await import('@/data/live/channels');
const roster = await import('@/data/roster/api');
const holidays = await import('@/data/holidays/api');
const budgets = await import('@/data/budgets/api');
const insights = await import('@/data/insights/api');
const fourEyes = await import('@/data/ledger/fourEyes');
const leavers = await import('@/data/leavers/api');
const directory = await import('@/data/users/directory');
const audit = await import('@/data/audit/api');

const ROOT = path.resolve(import.meta.dirname, '..');
const indexes = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexesFile;

// A stand-in database: the recording module never touches it.
const db = {} as never;
const profile = { employeeId: 'EMP001', name: 'Asha', department: 'HR', designation: 'Associate' };
const actor = {
  employeeId: 'MGR001',
  name: 'Manager',
  fullName: 'Manager',
  email: 'mgr001@ics-rewards.test',
};
const day = new Date('2026-01-15T10:00:00Z');

/** Every function of src/data that reads or writes, with each filter combination the screens use. */
async function runEveryDataFunction(): Promise<void> {
  const attempt = (p: Promise<unknown>) => p.catch(() => undefined);
  await attempt(users.getProfileByUid(db, 'uid'));
  await attempt(users.getUser(db, 'EMP001'));
  await attempt(users.getPersonalOfPage(db, [profile, { ...profile, employeeId: 'EMP002' }] as never));
  for (const search of ['', 'asha', 'emp0', 'emp001@ics']) {
    for (const role of ['all', 'manager'] as const) {
      for (const status of ['all', 'blocked'] as const) {
        await attempt(directory.listDirectoryPage(db, { search, role, status }));
        await attempt(directory.countDirectory(db, { search, role, status }));
      }
    }
  }
  const dayContext = { excluded: new Set(['EMP900']), late: new Set(['EMP002']), holiday: null, weeklyOff: false };
  await attempt(directory.getDayContext(db, '2026-01-15'));
  await attempt(directory.listMissingPage(db, '2026-01-15', null, undefined, dayContext));
  await attempt(directory.listMissingPage(db, '2026-01-15', { phase: 'gaps', after: null }, undefined, dayContext));
  await attempt(directory.countDay(db, '2026-01-15', dayContext));
  await attempt(directory.listSubmittedPage(db, '2026-01-15', null, undefined, dayContext));
  await attempt(directory.listOnLeavePage(db, '2026-01-15', null, undefined, dayContext));
  await attempt(directory.onLeaveAmong(db, '2026-01-15', ['EMP001']));
  const leave = await import('@/data/leave/api');
  await attempt(leave.listMyLeavePage(db, 'EMP001'));
  await attempt(leave.listPendingLeavePage(db, undefined));
  await attempt(leave.listPendingLeavePage(db, ['M1']));
  await attempt(leave.countPendingLeave(db, ['M1', 'M2']));
  await attempt(leave.listLeaveDays(db, 'EMP001', '2026-01-01', '2026-01-31'));
  await attempt(leave.daysOffOfGap(db, 'EMP001', '2026-01-01', '2026-01-31'));
  const asked = { id: 'L1', employeeId: 'EMP001', employeeName: 'A', director: false, queue: 'M1', from: '2026-01-05', to: '2026-01-06', reason: 'r', status: 'pending' as const, createdAt: null, decidedBy: '', decidedById: '', decidedAt: null, note: '' };
  await attempt(leave.approveLeave(db, { employeeId: 'MGR001', name: 'M' }, asked));
  await attempt(directory.listProfilesPage(db, null, 100));
  await attempt(directory.countProfiles(db));
  await attempt(roster.findRosterEntryByEmail(db, 'emp001@ics-rewards.test'));
  await attempt(roster.listRoster(db));
  for (const search of ['', 'asha', 'emp0', 'emp001@ics']) {
    await attempt(roster.listRosterPage(db, search));
    await attempt(roster.countRoster(db, search));
  }
  await attempt(roster.planRosterRows(db, [{ line: 2, entry: { employeeId: 'EMP001', email: 'a@b.co', fullName: 'A', designation: 'B', departments: ['HR'], userRole: 'employee', reviewQueues: [] } }]));
  await attempt(holidays.listHolidays(db, '2026-01-01', '2026-12-31'));
  await attempt(budgets.getQueueBudgets(db, '2026-11'));
  await attempt(budgets.getBudgetReport(db, '2026-11', true));
  await attempt(budgets.committedOf(db, 'M1'));
  await attempt(insights.listMonthTotals(db, '2026-11'));
  await attempt(insights.listReviewTimes(db, '2025-12', '2026-11'));
  await attempt(insights.paidOutByMonth(db, ['2026-10', '2026-11']));
  await attempt(insights.waitingLong(db, ['M1']));
  await attempt(insights.activeEmployees(db));
  await attempt(fourEyes.listPendingRequests(db));
  await attempt(fourEyes.getThreshold(db));
  await attempt(
    leavers.withdrawLeaversClaims(db, { employeeId: 'ADM001', name: 'Admin', fullName: 'Admin', email: 'adm001@ics-rewards.test' }, 'EMP001', 'Left'),
  );
  await attempt(activities.listActivities(db));
  await attempt(activities.listActiveActivities(db, 5));
  await attempt(
    activities.createActivity(
      db,
      { employeeId: 'ADM001', name: 'Admin' },
      {
        name: 'A',
        description: '',
        points: 1,
        isActive: true,
        eligibilityCriteria: '',
        submissionGuidelines: '',
        verificationCriteria: '',
      },
    ),
  );
  // The Audit screen: every combination of its filters, with and without a day range.
  for (const actor of ['', 'ADM001']) {
    for (const action of ['', 'role.change'] as const) {
      for (const target of ['', 'EMP001']) {
        for (const range of [
          { from: '', to: '' },
          { from: '2026-01-01', to: '2026-01-31' },
        ]) {
          await attempt(audit.listAuditPage(db, { actor, action, target, range }));
        }
      }
    }
  }
  await attempt(claims.listClaimsOf(db, 'EMP001'));
  await attempt(claims.listRecentClaims(db, 'EMP001', 3));
  await attempt(claims.countClaimsOf(db, 'EMP001'));
  await attempt(claims.getClaim(db, 'EMP001', 'EMP001-001'));
  await attempt(
    claims.submitClaim(db, profile, 'PA001', {
      description: 'd',
      managerId: 'M1',
      completionDate: '2026-01-14',
      evidence: '',
    }),
  );
  await attempt(claims.approveClaim(db, actor, 'EMP001', 'EMP001-001'));
  await attempt(claims.rejectClaim(db, actor, 'EMP001', 'EMP001-001', 'reason'));
  await attempt(
    claims.reviewClaims(db, actor, [{ employeeId: 'EMP001', claimId: 'EMP001-001' }], { action: 'approve' }),
  );
  for (const statuses of [['pending', 'under_review', 'approved'], ['paid'], ['rejected']] as const) {
    // Every queue, one queue (or the Manager filter), several queues ('My queue').
    for (const managerIds of [undefined, ['M1'], ['M1', 'M2', 'M3']]) {
      for (const from of [null, day]) {
        for (const to of [null, day]) {
          const filter = { statuses, managerIds, from, to };
          await attempt(claims.listClaimsPage(db, filter));
          await attempt(claims.countClaims(db, filter));
        }
      }
      // Search: an employee ID, a reference, a name prefix (every stream), and a next page.
      for (const term of ['emp001', 'EMP001-001', 'asha v']) {
        await attempt(claims.searchClaimsPage(db, { statuses, managerIds }, term));
      }
      await attempt(claims.searchClaimsPage(db, { statuses, managerIds }, 'asha', { name: null }));
    }
  }
  await attempt(ledger.listLedger(db, 'EMP001'));
  await attempt(ledger.listLedgerPage(db, 'EMP001', { from: '', to: '' }));
  await attempt(ledger.ledgerTotal(db, 'EMP001'));
  await attempt(ledger.listLedgerRange(db, 'EMP001', { from: '2025-10-01', to: '2025-10-31' }));
  await attempt(
    ledger.adjustPoints(db, actor, 'EMP001', {
      points: -100,
      reason: 'Approved by mistake',
      claimId: 'EMP001-001',
    }),
  );
  await attempt(claims.withdrawClaim(db, 'EMP001', 'EMP001-001'));
  await attempt(
    redemptions.cancelRedemption(db, { employeeId: 'EMP001', name: 'Name EMP001' }, 'RD-EMP001-001'),
  );
  for (const basis of ['requested', 'settled'] as const) {
    for (const range of [
      { basis, from: '2025-10-01', to: '2025-10-31' },
      { basis, from: '', to: '' },
    ]) {
      await attempt(reconciliation.reconciliationTotals(db, range));
      await attempt(reconciliation.listPayouts(db, range, () => {}));
    }
  }
  await attempt(reconciliation.findRedemptions(db, 'RD-EMP001-001'));
  await attempt(redemptions.listMyRedemptions(db, 'EMP001'));
  await attempt(redemptions.listRecentRedemptions(db, 'EMP001', 10));
  await attempt(redemptions.redeemPoints(db, profile, 100));
  await attempt(redemptions.markRedemptionPaid(db, actor, 'EMP001', 'RD-EMP001-001', 'UPI'));
  await attempt(redemptions.declineRedemption(db, actor, 'EMP001', 'RD-EMP001-001', 'reason'));
  for (const status of ['pending', 'paid', 'declined'] as const) {
    await attempt(redemptions.listRedemptionsPage(db, { status }));
    await attempt(redemptions.countRedemptions(db, { status }));
    await attempt(redemptions.searchRedemptions(db, { status }, 'asha'));
  }
  await attempt(reports.listReports(db, 'EMP001'));
  await attempt(reports.fileTodaysReport(db, profile, 'tasks', day));
  await attempt(reports.countReportsByDay(db, ['2026-01-14', '2026-01-15']));
  await attempt(reports.listReportsInRange(db, 'EMP001', '2026-01-01', '2026-01-31'));
  await attempt(reports.countReportsOf(db, 'EMP001'));
  await attempt(notifications.listClaimDecisionsSince(db, 'EMP001', null));
  await attempt(notifications.listRedemptionDecisionsSince(db, 'EMP001', day));
  await attempt(notifications.listAdjustmentsSince(db, 'EMP001', null));
  for (const kind of notifications.NOTIFICATION_KINDS)
    await attempt(notifications.countNotificationsSince(kind, db, 'EMP001', null));
  await attempt(notifications.markNotificationsSeen(db, 'EMP001'));
  for (const channel of liveChannelsFor({ employeeId: 'EMP001', userRole: 'admin' })) {
    live.liveTarget(db, channel, Timestamp.now());
  }
}

/** file:line of every `query(` in src/data (tests excluded). */
function querySitesInSource(): string[] {
  const sites: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        readFileSync(full, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/(^|[^\w.])query\(/.test(line) && !/^\s*(\/\/|\*)/.test(line)) {
              sites.push(`${path.relative(ROOT, full).split(path.sep).join('/')}:${i + 1}`);
            }
          });
      }
    }
  };
  walk(path.join(ROOT, 'src', 'data'));
  return sites.sort();
}

await runEveryDataFunction();
const recorded = recorder.queries;
const unique = [...new Map(recorded.map((q) => [describeQuery(q), q])).values()];

describe('firestore.indexes.json', () => {
  it('is well formed', () => {
    expect(Array.isArray(indexes.indexes)).toBe(true);
    expect(Array.isArray(indexes.fieldOverrides)).toBe(true);
    for (const index of indexes.indexes) {
      expect(['COLLECTION', 'COLLECTION_GROUP']).toContain(index.queryScope);
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields)
        expect(Boolean(field.order) !== Boolean(field.arrayConfig)).toBe(true);
    }
    for (const override of indexes.fieldOverrides) {
      // An override replaces the automatic single-field indexes: it must keep the collection-scope ones.
      const scoped = (order: Direction) =>
        override.indexes.some((i) => i.queryScope === 'COLLECTION' && i.order === order);
      expect(
        scoped('ASCENDING') && scoped('DESCENDING'),
        `${override.collectionGroup}.${override.fieldPath}`,
      ).toBe(true);
    }
  });

  it('every query in src/data was exercised by this test', () => {
    const exercised = new Set(recorded.map((q) => q.site));
    expect(exercised.has('unknown'), 'query call sites must be traceable to src/data').toBe(false);
    const missing = querySitesInSource().filter((site) => !exercised.has(site));
    expect(missing, 'add a call of these queries to runEveryDataFunction()').toEqual([]);
  });

  it.each(unique.map((q) => [describeQuery(q), q] as const))('has an index for %s', (_name, q) => {
    expect(servingIndex(indexes, q), `add to firestore.indexes.json: ${suggestion(q)}`).not.toBeNull();
  });

  it('has no composite index that no query uses', () => {
    const used = new Set<CompositeIndex>();
    for (const q of unique) {
      const index = servingIndex(indexes, q);
      if (index && index !== 'single-field') used.add(index);
    }
    const unused = indexes.indexes.filter((i) => !used.has(i)).map((i) => JSON.stringify(i));
    expect(unused).toEqual([]);
  });

  it('has no field override that no query uses', () => {
    const needed = new Set(
      unique.flatMap((q) => {
        const need = needOf(q);
        const fields = need.kind === 'single' ? [need.field] : need.kind === 'equalities' ? need.fields : [];
        return q.scope === 'COLLECTION_GROUP' ? fields.map((f) => `${q.collectionId}.${f}`) : [];
      }),
    );
    const unused = indexes.fieldOverrides
      .filter((o) => o.indexes.some((i) => i.queryScope === 'COLLECTION_GROUP'))
      .map((o) => `${o.collectionGroup}.${o.fieldPath}`)
      .filter((k) => !needed.has(k));
    expect(unused).toEqual([]);
  });
});
