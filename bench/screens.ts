import { endOfMonth, startOfMonth, subDays } from 'date-fns';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { canAccess, type Role } from '../src/domain/roles';
import { istMonthKey } from '../src/domain/ist';
import { committedOf, getBudgetReport, getQueueBudgets } from '../src/data/budgets/api';
import { ALL_QUEUES, activeEmployees, listMonthTotals, listReviewTimes, paidOutByMonth, waitingLong } from '../src/data/insights/api';
import { DEFAULT_INSIGHTS_MONTHS, monthsEnding } from '../src/domain/insights';
import { getThreshold, listPendingRequests } from '../src/data/ledger/fourEyes';
import { listActiveActivities, listActivities, getActivity } from '../src/data/activities/api';
import { listAuditPage } from '../src/data/audit/api';
import { listHolidays } from '../src/data/holidays/api';
import { countRoster, listRosterPage } from '../src/data/roster/api';
import {
  countClaims,
  countClaimsOf,
  getClaim,
  listClaimsPage,
  listClaimsOf,
  listRecentClaims,
  type ClaimFilter,
} from '../src/data/claims/api';
import { listClaimsOfPage } from '../src/data/claims/employeePages';
import { listLedgerPage, listLedgerRange } from '../src/data/ledger/api';
import { checkLedgerIntegrity } from '../src/data/ledger/integrity';
import { countNotificationsSince, NOTIFICATION_KINDS } from '../src/data/notifications/api';
import { listPayouts, reconciliationTotals } from '../src/data/redemptions/reconciliation';
import {
  countRedemptions,
  listMyRedemptions,
  listRecentRedemptions,
  listRedemptionsPage,
} from '../src/data/redemptions/api';
import { listRedemptionsOfPage } from '../src/data/redemptions/employeePages';
import { countReportsByDay, countReportsOf, listReports, listReportsInRange } from '../src/data/reports/api';
import { getPersonal, getPersonalOfPage, getProfileByUid, getUser } from '../src/data/users/api';
import {
  countDirectory,
  countDay,
  getDayContext,
  listDirectoryPage,
  listMissingPage,
  listOnLeavePage,
  listSubmittedPage,
} from '../src/data/users/directory';
import { REVIEWABLE_CLAIM_STATUSES } from '../src/domain/claims';
import type { UserProfile } from '../src/domain/types';
import {
  DASHBOARD_RECENT_REDEMPTIONS,
  DASHBOARD_RECENT_REQUESTS,
  DASHBOARD_TASKS,
  MANAGERS,
  OVERVIEW_DAYS,
} from '../src/domain/constants';
import { toDayKey } from '../src/domain/dates';
import { countPendingLeave, daysOffOfGap, listLeaveDays, listMyLeavePage, listPendingLeavePage } from '../src/data/leave/api';

/**
 * What each signed-in screen reads when it opens, through the app's own data layer (the read
 * meter counts every document billed), and for the screens the old app had, the same screen the
 * way the old app loaded it: all users, then each user's subcollections (counted here by hand).
 *
 * A screen's reads are the signed-in frame's (profile, the bell's queries, pending counts; see
 * `frame`) plus its page's. Loads are shared by key within one screen, as React Query shares a
 * query key between the bell and a page (the pending count of Manage Requests is the bell's).
 */
export type Viewer = 'employee' | 'manager' | 'finance' | 'admin';

export interface ScreenContext {
  db: Firestore;
  /** Employee IDs per viewer (EMP0001, MGR001, FIN001, ADM001) */
  ids: Record<Viewer, string>;
  /** A pending claim of the sample employee (ids.employee). */
  sampleClaim: string;
  today: Date;
  /** Loads shared by key within one screen (React Query's cache). */
  once: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

const ROLE_OF: Record<Viewer, Role> = { employee: 'employee', manager: 'manager', finance: 'finance', admin: 'admin' };
const uidOf = (employeeId: string) => `uid-${employeeId}`;

export function newLoads(): ScreenContext['once'] {
  const cache = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const p = load();
    cache.set(key, p);
    return p;
  };
}

/** The signed-in user's profile (SignedInApp), read as the app does: by the mailbox's ID, else the uid link. */
export function profileOf(c: ScreenContext, viewer: Viewer): Promise<UserProfile> {
  const id = c.ids[viewer];
  return c.once(`profile/${id}`, async () => {
    const p = await getProfileByUid(c.db, uidOf(id), id);
    if (!p) throw new Error(`bench: no profile for ${id}`);
    return p;
  });
}

/**
 * What every signed-in screen reads besides its page: the profile, the bell's three queries
 * (decisions on my claims and redemptions, adjustments, since I last looked) and the pending
 * counts the bell shows reviewers (claims) and finance (payouts).
 * (When the drawer shows my queue's pending count, its load belongs here too.)
 */
export async function frame(c: ScreenContext, viewer: Viewer): Promise<void> {
  const me = await profileOf(c, viewer);
  const role = ROLE_OF[viewer];
  const seen = me.notificationsSeenAt;
  await Promise.all([
    // The bell's header counts (its lists are read when it opens).
    ...NOTIFICATION_KINDS.map((kind) =>
      c.once(`bell/${kind}`, () => countNotificationsSince(kind, c.db, me.employeeId, seen)),
    ),
    canAccess(role, 'manageRequests') && pendingClaimsCount(c),
    canAccess(role, 'redemptionCentre') && pendingPayoutsCount(c),
  ]);
}

/** MGR001's review queues (the demo roster): Manage Requests opens on 'My queue'. */
const MY_QUEUES = ['M1', 'M2', 'M3'] as const;
const myQueue = (statuses: ClaimFilter['statuses']): ClaimFilter => ({ statuses, managerIds: [...MY_QUEUES] });
// The Pending tab's count of my queue: the drawer badge and the bell share its query.
const pendingClaimsCount = (c: ScreenContext) =>
  c.once('claims/count/pending', () => countClaims(c.db, myQueue(REVIEWABLE_CLAIM_STATUSES)));
const pendingPayoutsCount = (c: ScreenContext) =>
  c.once('redemptions/count/pending', () => countRedemptions(c.db, { status: 'pending' }));

const last30Days = (today: Date) =>
  Array.from({ length: OVERVIEW_DAYS }, (_, i) => toDayKey(subDays(today, OVERVIEW_DAYS - 1 - i)));
const WHOLE_RANGE = { from: '', to: '' };
const RECONCILIATION_DEFAULT = { basis: 'settled', from: '', to: '' } as const;

/**
 * What a screen is, for the targets: a `page` (≤ 60 reads at 1,000 and 10,000 employees), a
 * `paginated` page (also: grows ≤ 1.2x from 10 employees to the largest size), or an `export` /
 * the `integrity` check (reads reported, no target).
 */
export type ScreenKind = 'page' | 'paginated' | 'export' | 'integrity';

export interface Screen {
  label: string;
  viewer: Viewer;
  kind: ScreenKind;
  /** A view opened from another screen: that screen is loaded first and only the difference counted. */
  after?: ScreenName;
  /** Not measured above this many employees (too slow on the emulator; its cost per employee is known). */
  maxEmployees?: number;
  /** Its own read limit in place of READ_LIMIT (bench/targets.ts). */
  readLimit?: number;
  /** The page's own loads (the frame's are added by `loadScreen`). */
  load: (c: ScreenContext) => Promise<unknown>;
}

// The frame alone (what every screen below includes), for reading the tables.
const employeeFrame: Screen = {
  label: 'signed-in frame, employee (profile, bell)',
  viewer: 'employee',
  kind: 'page',
  load: async () => {},
};
const managerFrame: Screen = {
  label: 'signed-in frame, manager (profile, bell, pending counts)',
  viewer: 'manager',
  kind: 'page',
  load: async () => {},
};

/**
 * The report streak's reads at most (useShownStreak, src/data/reports/streak.ts): the streak itself is on
 * the profile (read by the frame, no read of its own); only when weekdays lie between its last day and
 * today are the gap's holidays read and its leave days counted (daysOffOfGap: one count() per 30 working
 * days, stopping at the first short one). Loaded here always, over a gap of the last 60 days, so the bench
 * counts more than the usual case.
 */
const streakDaysOffAtMost = ({ db, ids, today }: ScreenContext) =>
  daysOffOfGap(db, ids.employee, toDayKey(subDays(today, 60)), toDayKey(subDays(today, 1)));

// Employee screens (signed in as the sample employee).
const dashboard: Screen = {
  label: 'Dashboard',
  viewer: 'employee',
  kind: 'page',
  load: (c) =>
    Promise.all([
      listRecentClaims(c.db, c.ids.employee, DASHBOARD_RECENT_REQUESTS),
      countClaimsOf(c.db, c.ids.employee),
      listActiveActivities(c.db, DASHBOARD_TASKS),
      listRecentRedemptions(c.db, c.ids.employee, DASHBOARD_RECENT_REDEMPTIONS),
      streakDaysOffAtMost(c),
    ]),
};
const earn: Screen = { label: 'Earn Points', viewer: 'employee', kind: 'page', load: ({ db }) => listActivities(db) };
const productivity: Screen = {
  label: 'Daily Productivity',
  viewer: 'employee',
  kind: 'page',
  load: (c) => Promise.all([listReports(c.db, c.ids.employee), streakDaysOffAtMost(c)]),
};
const redeem: Screen = {
  label: 'Redeem Rewards',
  viewer: 'employee',
  kind: 'page',
  load: ({ db, ids }) => listMyRedemptions(db, ids.employee),
};
// Points History with the Points Statement's first page (a section below the lists on desktop).
const history: Screen = {
  label: 'Points History + statement',
  viewer: 'employee',
  kind: 'paginated',
  load: ({ db, ids }) =>
    Promise.all([listClaimsOf(db, ids.employee), listLedgerPage(db, ids.employee, WHOLE_RANGE)]),
};
const statementCsv: Screen = {
  label: 'Points Statement CSV (whole ledger)',
  viewer: 'employee',
  kind: 'export',
  after: 'history',
  load: ({ db, ids }) => listLedgerRange(db, ids.employee, WHOLE_RANGE),
};
const profile: Screen = {
  label: 'Profile',
  viewer: 'employee',
  kind: 'page',
  load: async (c) => getPersonal(c.db, await profileOf(c, 'employee')),
};

// Manager screens (MGR001).
const manageRequests: Screen = {
  label: 'Manage Requests (pending, page 1)',
  viewer: 'manager',
  kind: 'paginated',
  load: (c) =>
    Promise.all([
      pendingClaimsCount(c),
      countClaims(c.db, myQueue(['paid'])),
      countClaims(c.db, myQueue(['rejected'])),
      listClaimsPage(c.db, myQueue(REVIEWABLE_CLAIM_STATUSES)),
      // The budget bars: every queue's month (2 queries) and one pending-cost sum() per queue shown.
      getQueueBudgets(c.db, istMonthKey(new Date())),
      ...MANAGERS.map((m) => committedOf(c.db, m.id)),
    ]),
};
const requestDetail: Screen = {
  label: 'Request detail',
  viewer: 'manager',
  kind: 'page',
  load: async ({ db, ids, sampleClaim }) => {
    const [claim] = await Promise.all([getClaim(db, ids.employee, sampleClaim), getUser(db, ids.employee)]);
    if (claim?.activityId) await getActivity(db, claim.activityId);
  },
};
const redemptionCentre: Screen = {
  label: 'Redemption Centre (pending, page 1)',
  viewer: 'manager',
  kind: 'paginated',
  load: (c) =>
    Promise.all([
      pendingPayoutsCount(c),
      countRedemptions(c.db, { status: 'paid' }),
      countRedemptions(c.db, { status: 'declined' }),
      listRedemptionsPage(c.db, { status: 'pending' }),
    ]),
};
const reconciliation: Screen = {
  label: 'reconciliation (beyond the Redemption Centre)',
  viewer: 'manager',
  kind: 'page',
  after: 'redemptionCentre',
  load: ({ db }) => reconciliationTotals(db, RECONCILIATION_DEFAULT),
};
const payoutsCsv: Screen = {
  label: 'payouts CSV (all time)',
  viewer: 'manager',
  kind: 'export',
  after: 'reconciliation',
  load: ({ db }) => listPayouts(db, RECONCILIATION_DEFAULT, () => {}),
};

// Employee Centre: the paginated directory (docs/data-model.md, the directory's queries).
const EVERYONE = { search: '', role: 'all', status: 'all' } as const;
const employeeCentre: Screen = {
  label: 'Employee Centre (directory, page 1)',
  viewer: 'manager',
  kind: 'paginated',
  // The total from the kept headcounts (a document per department), one page of profiles, and the phone
  // column: the rows' personal documents in one query (one request, a read per document found).
  load: async (c) => {
    const [, page] = await Promise.all([
      c.once('directory/count', () => countDirectory(c.db, EVERYONE)),
      listDirectoryPage(c.db, EVERYONE),
    ]);
    await getPersonalOfPage(c.db, page.items);
  },
};
const employeeCentreGraph: Screen = {
  label: 'Employee Centre graph (beyond the directory)',
  viewer: 'manager',
  kind: 'page',
  after: 'employeeCentre',
  // The month totals of the (at most two) months the 30 days span, one document per department: at most
  // 12 reads, flat at any organisation size (it used to be one count() per day).
  load: ({ db, today }) => countReportsByDay(db, last30Days(today)),
};
const employeeCentreDayLists: Screen = {
  label: "today's submitted/missing lists (beyond the graph)",
  viewer: 'manager',
  kind: 'paginated',
  after: 'employeeCentreGraph',
  // What the day dialog loads (ProductivityGraph's DayReportsDialog): the day's context once (the app's
  // query cache shares userQueries.dayContext), then the Submitted, Missing and On leave first pages and
  // the day's counts.
  load: async ({ db, today, once }) => {
    const day = toDayKey(today);
    const ctx = await once(`dayContext/${day}`, () => getDayContext(db, day));
    return Promise.all([
      listSubmittedPage(db, day, null, undefined, ctx),
      listMissingPage(db, day, null, undefined, ctx),
      countDay(db, day, ctx),
      listOnLeavePage(db, day, null, undefined, ctx),
    ]);
  },
};
const integrityCheck: Screen = {
  label: 'integrity check (admins)',
  viewer: 'admin',
  kind: 'integrity',
  // Every profile page by page and one sum() per employee, 8 in flight: about 20 s at 1,000
  // employees, about 25 min at 10,000 on the emulator.
  maxEmployees: 1000,
  load: ({ db }) => checkLedgerIntegrity(db, () => {}),
};
// Bounded: the employee and their personal document, the first page (EMPLOYEE_DETAIL_PAGE) of claims (and
// their count) and redemptions, this month's reports (and their count); the statement on demand (below).
const employeeDetail: Screen = {
  label: 'Employee detail',
  viewer: 'manager',
  kind: 'page',
  load: async ({ db, ids, today }) => {
    const [employee] = await Promise.all([
      getUser(db, ids.employee),
      listClaimsOfPage(db, ids.employee, null),
      countClaimsOf(db, ids.employee),
      listRedemptionsOfPage(db, ids.employee, null),
      listReportsInRange(db, ids.employee, toDayKey(startOfMonth(today)), toDayKey(endOfMonth(today))),
      countReportsOf(db, ids.employee),
    ]);
    if (employee) await getPersonal(db, employee);
  },
};

// 'Show points statement' on the employee detail: the statement's first page, on demand.
const employeeDetailStatement: Screen = {
  label: 'employee statement, first page (beyond employee detail)',
  viewer: 'manager',
  kind: 'paginated',
  after: 'employeeDetail',
  load: ({ db, ids }) => listLedgerPage(db, ids.employee, WHOLE_RANGE),
};

// Admin screens (ADM001).
const pointsManager: Screen = {
  label: 'Point Activities',
  viewer: 'admin',
  kind: 'page',
  load: ({ db }) => listActivities(db),
};

// The Audit Trail (opened from the Employee Centre): its first page, unfiltered, newest first.
const audit: Screen = {
  label: 'Audit Trail',
  viewer: 'admin',
  kind: 'paginated',
  // The frame (6) and one page of 20 entries, whatever the trail's length.
  readLimit: 30,
  load: ({ db }) => listAuditPage(db, { actor: '', action: '', target: '', range: WHOLE_RANGE }),
};

// Budgets (ADM001): the month report (13 months x 3 queues, committed, what each queue repeats), the
// pending large adjustments and the threshold.
const budgets: Screen = {
  label: 'Budgets (month report, pending adjustments)',
  viewer: 'admin',
  kind: 'page',
  load: ({ db }) =>
    Promise.all([getBudgetReport(db, istMonthKey(new Date()), true), listPendingRequests(db), getThreshold(db)]),
};

// Leave. The employee's 'My Leave' on Daily Productivity (beyond the page): their first page of requests
// and this month's leave days for the calendar.
const myLeave: Screen = {
  label: "My Leave (beyond Daily Productivity)",
  viewer: 'employee',
  kind: 'paginated',
  after: 'productivity',
  load: ({ db, ids, today }) =>
    Promise.all([
      listMyLeavePage(db, ids.employee),
      listLeaveDays(db, ids.employee, toDayKey(startOfMonth(today)), toDayKey(endOfMonth(today))),
    ]),
};
// A reviewer's 'Leave requests' tab (beyond the Employee Centre): the first page of their queues'
// pending requests and its count.
const leaveRequests: Screen = {
  label: "Leave requests awaiting decision (beyond the Employee Centre)",
  viewer: 'manager',
  kind: 'paginated',
  after: 'employeeCentre',
  load: ({ db }) => Promise.all([listPendingLeavePage(db, ['M1', 'M2', 'M3']), countPendingLeave(db, ['M1', 'M2', 'M3'])]),
};
// The Employee Centre's 'Employees' tab (ADM001): the roster's first page and its kept total (1 read).
const employeesTab: Screen = {
  label: "Employee Centre 'Employees' (roster, page 1)",
  viewer: 'admin',
  kind: 'paginated',
  load: (c) => Promise.all([countRoster(c.db, ''), listRosterPage(c.db, '')]),
};

// Insights (ADM001), the 12-month view of every department: the month totals up to this month (one
// document per department and month, read whole for the liability's running sum), 12 paid-out sum()s,
// the kept headcounts (the active employees: a document per department), 3 waiting count()s, the range's review times (one document a month),
// the activity catalogue and the range's company holidays (the daily reports' working days: one read per
// holiday). The daily reports' rate is otherwise computed from the same totals (their `reports`) and
// count. None of it reads claims, reports or ledgers one by one, so the reads follow the months of
// history, not the organisation.
const insights: Screen = {
  label: 'Insights (12 months, every department)',
  viewer: 'admin',
  kind: 'page',
  readLimit: 150,
  load: ({ db, today }) => {
    const to = istMonthKey(today);
    const months = monthsEnding(to, DEFAULT_INSIGHTS_MONTHS);
    return Promise.all([
      listMonthTotals(db, to),
      paidOutByMonth(db, months),
      listReviewTimes(db, months[0] ?? to, to),
      activeEmployees(db),
      waitingLong(db, ALL_QUEUES, today),
      listActivities(db),
      listHolidays(db, `${months[0] ?? to}-01`, toDayKey(today)),
    ]);
  },
};

export const screens = {
  employeeFrame,
  managerFrame,
  dashboard,
  earn,
  productivity,
  redeem,
  history,
  statementCsv,
  profile,
  manageRequests,
  requestDetail,
  redemptionCentre,
  reconciliation,
  payoutsCsv,
  employeeCentre,
  employeeCentreGraph,
  employeeCentreDayLists,
  employeeDetail,
  employeeDetailStatement,
  integrityCheck,
  pointsManager,
  audit,
  budgets,
  myLeave,
  leaveRequests,
  employeesTab,
  insights,
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;
export const SCREEN_NAMES = Object.keys(screens) as ScreenName[];

/** Loads a screen as its viewer opens it: the frame and the page, sharing loads (`c.once`). */
export async function loadScreen(c: ScreenContext, name: ScreenName, viewer?: Viewer): Promise<void> {
  const s: Screen = screens[name];
  await Promise.all([frame(c, viewer ?? s.viewer), s.load(c)]);
}

/**
 * Opens `name` and returns its reads: for a view opened from another screen, that screen is
 * loaded first (with the same shared loads) and only what the view adds is counted.
 */
export async function readsOf(
  c: ScreenContext,
  name: ScreenName,
  meter: { reset: () => void; total: () => number },
): Promise<number> {
  const chain: ScreenName[] = [];
  for (let n: ScreenName | undefined = name; n; n = (screens[n] as Screen).after) chain.unshift(n);
  const { viewer } = screens[name] as Screen;
  for (const before of chain.slice(0, -1)) await loadScreen(c, before, viewer);
  meter.reset();
  await loadScreen(c, name);
  return meter.total();
}

/** The old app's reads (every document it fetched): counted documents. */
async function count(q: Parameters<typeof getDocs>[0]): Promise<number> {
  const snap = await getDocs(q);
  return Math.max(1, snap.size);
}

async function allUsers(db: Firestore): Promise<string[]> {
  const snap = await getDocs(collection(db, 'users'));
  return snap.docs.map((d) => d.id);
}

async function eachUser(db: Firestore, sub: string) {
  const ids = await allUsers(db);
  const counts = await Promise.all(ids.map((id) => count(collection(db, 'users', id, sub))));
  return ids.length + counts.reduce((a, b) => a + b, 0);
}

const profileByUid = (db: Firestore, id: string) =>
  count(query(collection(db, 'users'), where('uid', '==', uidOf(id))));

/** The screens the old app had, loaded its way (no bell then). */
export const baseline: Partial<Record<ScreenName, (c: ScreenContext) => Promise<number>>> = {
  dashboard: async ({ db, ids }) =>
    (await profileByUid(db, ids.employee)) +
    (await count(collection(db, 'users', ids.employee, 'requestedClaims'))) +
    (await count(collection(db, 'pointActivities'))) +
    (await count(collection(db, 'users', ids.employee, 'redemptionRequests'))),
  earn: async ({ db, ids }) => (await profileByUid(db, ids.employee)) + (await count(collection(db, 'pointActivities'))),
  history: async ({ db, ids }) =>
    (await profileByUid(db, ids.employee)) + (await count(collection(db, 'users', ids.employee, 'requestedClaims'))),
  productivity: async ({ db, ids }) =>
    (await profileByUid(db, ids.employee)) + (await count(collection(db, 'users', ids.employee, 'productivityReports'))),
  manageRequests: async ({ db, ids }) => (await profileByUid(db, ids.manager)) + (await eachUser(db, 'requestedClaims')),
  redemptionCentre: async ({ db, ids }) =>
    (await profileByUid(db, ids.manager)) + (await eachUser(db, 'redemptionRequests')),
  employeeCentre: async ({ db, ids }) => {
    // All users, then each user's latest report (limit 1).
    const users = await allUsers(db);
    const latest = await Promise.all(
      users.map((id) => count(query(collection(db, 'users', id, 'productivityReports'), orderBy('date', 'desc'), limit(1)))),
    );
    return (await profileByUid(db, ids.manager)) + users.length + latest.reduce((a, b) => a + b, 0);
  },
  employeeCentreGraph: async ({ db, today }) => {
    // Each user's reports of the last 30 days.
    const from = Number(toDayKey(subDays(today, OVERVIEW_DAYS)).replaceAll('-', ''));
    const to = Number(toDayKey(today).replaceAll('-', ''));
    const users = await allUsers(db);
    const counts = await Promise.all(
      users.map((id) =>
        count(
          query(
            collection(db, 'users', id, 'productivityReports'),
            where('date', '>=', from),
            where('date', '<=', to),
            orderBy('date', 'desc'),
          ),
        ),
      ),
    );
    return counts.reduce((a, b) => a + b, 0);
  },
  employeeDetail: async ({ db, ids }) =>
    (await profileByUid(db, ids.manager)) +
    1 +
    (await count(collection(db, 'users', ids.employee, 'requestedClaims'))) +
    (await count(collection(db, 'users', ids.employee, 'redemptionRequests'))) +
    (await count(collection(db, 'users', ids.employee, 'productivityReports'))),
  // Checking by reading every ledger entry of every employee.
  integrityCheck: ({ db }) => eachUser(db, 'ledger'),
};
