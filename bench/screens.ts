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
import { listActiveActivities, listActivities } from '../src/data/activities/api';
import { countClaims, countClaimsOf, listClaimsPage, listMyClaims, listRecentClaims } from '../src/data/claims/api';
import { countRedemptions, listRecentRedemptions, listRedemptionsPage } from '../src/data/redemptions/api';
import { countReportsByDay, listReports } from '../src/data/reports/api';
import { listLedgerPage } from '../src/data/ledger/api';
import { getPersonal, getProfileByUid, getUser } from '../src/data/users/api';
import { countDirectory, listDirectoryPage } from '../src/data/users/directory';
import { checkLedgerIntegrity } from '../src/data/ledger/integrity';
import { countReportsOf, listReportsInRange } from '../src/data/reports/api';
import { DASHBOARD_RECENT_REDEMPTIONS, DASHBOARD_RECENT_REQUESTS, DASHBOARD_TASKS, OVERVIEW_DAYS, EMPLOYEE_DETAIL_RECENT } from '../src/domain/constants';
import { toDayKey } from '../src/domain/dates';
import { REVIEWABLE_CLAIM_STATUSES } from '../src/domain/claims';

/** MGR001's review queues (decisions.md 7): Manage Requests opens on them. */
const MY_QUEUES = ['M1', 'M2', 'M3'];

/**
 * What each screen reads when it opens, through the app's own data layer (the read meter
 * counts), and the same screen the way the spec describes the old app: all users, then each
 * user's subcollections (counted here by hand).
 */
export interface ScreenContext {
  db: Firestore;
  employeeId: string;
  employeeUid: string;
  managerId: string;
  managerUid: string;
  today: Date;
}

export type ScreenName =
  | 'dashboard'
  | 'earn'
  | 'history'
  | 'productivity'
  | 'manageRequests'
  | 'redemptionCentre'
  | 'employeeCentre'
  | 'employeeCentreGraph'
  | 'employeeDetail'
  | 'pointsStatement'
  | 'integrityCheck';

const last30Days = (today: Date) => Array.from({ length: OVERVIEW_DAYS }, (_, i) => toDayKey(subDays(today, OVERVIEW_DAYS - 1 - i)));

export const screens: Record<ScreenName, (c: ScreenContext) => Promise<unknown>> = {
  dashboard: ({ db, employeeId, employeeUid }) =>
    Promise.all([
      getProfileByUid(db, employeeUid, employeeId),
      listRecentClaims(db, employeeId, DASHBOARD_RECENT_REQUESTS),
      countClaimsOf(db, employeeId),
      listActiveActivities(db, DASHBOARD_TASKS),
      listRecentRedemptions(db, employeeId, DASHBOARD_RECENT_REDEMPTIONS),
    ]),
  earn: ({ db, employeeId, employeeUid }) => Promise.all([getProfileByUid(db, employeeUid, employeeId), listActivities(db)]),
  history: ({ db, employeeId, employeeUid }) => Promise.all([getProfileByUid(db, employeeUid, employeeId), listMyClaims(db, employeeId)]),
  productivity: ({ db, employeeId, employeeUid }) =>
    Promise.all([getProfileByUid(db, employeeUid, employeeId), listReports(db, employeeId)]),
  manageRequests: ({ db, managerId, managerUid }) =>
    Promise.all([
      getProfileByUid(db, managerUid, managerId),
      countClaims(db, { statuses: REVIEWABLE_CLAIM_STATUSES, managerIds: MY_QUEUES }),
      countClaims(db, { statuses: ['paid'], managerIds: MY_QUEUES }),
      countClaims(db, { statuses: ['rejected'], managerIds: MY_QUEUES }),
      listClaimsPage(db, { statuses: REVIEWABLE_CLAIM_STATUSES, managerIds: MY_QUEUES }),
    ]),
  redemptionCentre: ({ db, managerId, managerUid }) =>
    Promise.all([
      getProfileByUid(db, managerUid, managerId),
      countRedemptions(db, { status: 'pending' }),
      countRedemptions(db, { status: 'paid' }),
      countRedemptions(db, { status: 'declined' }),
      listRedemptionsPage(db, { status: 'pending' }),
    ]),
  // The directory's first page: profile, the total by count() (and the few Directors it leaves out),
  // PAGE_SIZE profiles, and the phone column's personal document of each row shown.
  employeeCentre: async ({ db, managerId, managerUid }) => {
    const everyone = { search: '', role: 'all', status: 'all' } as const;
    const [, , page] = await Promise.all([
      getProfileByUid(db, managerUid, managerId),
      countDirectory(db, everyone),
      listDirectoryPage(db, everyone),
    ]);
    await Promise.all(page.items.map((u) => getPersonal(db, u)));
  },
  employeeCentreGraph: ({ db, today }) => countReportsByDay(db, last30Days(today)),
  // Bounded: the profile and its personal document, the latest EMPLOYEE_DETAIL_RECENT claims (and their count) and
  // redemptions, this month's reports (and their count), the statement's first page.
  employeeDetail: async ({ db, employeeId, managerId, managerUid, today }) => {
    const [, user] = await Promise.all([getProfileByUid(db, managerUid, managerId), getUser(db, employeeId)]);
    await Promise.all([
      user ? getPersonal(db, user) : Promise.resolve(),
      listRecentClaims(db, employeeId, EMPLOYEE_DETAIL_RECENT),
      countClaimsOf(db, employeeId),
      listRecentRedemptions(db, employeeId, EMPLOYEE_DETAIL_RECENT),
      listReportsInRange(db, employeeId, toDayKey(startOfMonth(today)), toDayKey(endOfMonth(today))),
      countReportsOf(db, employeeId),
      listLedgerPage(db, employeeId, { from: '', to: '' }),
    ]);
  },
  // The Points Statement's first page (History tab): profile + 20 entries, whatever the ledger's length.
  pointsStatement: ({ db, employeeId, employeeUid }) =>
    Promise.all([getProfileByUid(db, employeeUid, employeeId), listLedgerPage(db, employeeId, { from: '', to: '' })]),
  // The admins' integrity check: every profile page by page, one sum() per employee.
  integrityCheck: ({ db }) => checkLedgerIntegrity(db, () => {}),
};

/** The old app's reads, per spec section 7: counted documents. */
async function count(q: Parameters<typeof getDocs>[0]): Promise<number> {
  const snap = await getDocs(q);
  return Math.max(1, snap.size);
}

async function allUsers(db: Firestore): Promise<string[]> {
  const snap = await getDocs(collection(db, 'users'));
  return snap.docs.map((d) => d.id);
}

async function eachUser(db: Firestore, sub: string, extra: (ids: string[]) => Promise<number> = async () => 0) {
  const ids = await allUsers(db);
  let reads = ids.length;
  const counts = await Promise.all(ids.map((id) => count(collection(db, 'users', id, sub))));
  reads += counts.reduce((a, b) => a + b, 0);
  return reads + (await extra(ids));
}

const profileByUid = (db: Firestore, uid: string) => count(query(collection(db, 'users'), where('uid', '==', uid)));

export const baseline: Record<ScreenName, (c: ScreenContext) => Promise<number>> = {
  dashboard: async ({ db, employeeId, employeeUid }) =>
    (await profileByUid(db, employeeUid)) +
    (await count(collection(db, 'users', employeeId, 'requestedClaims'))) +
    (await count(collection(db, 'pointActivities'))) +
    (await count(collection(db, 'users', employeeId, 'redemptionRequests'))),
  earn: async ({ db, employeeUid }) => (await profileByUid(db, employeeUid)) + (await count(collection(db, 'pointActivities'))),
  history: async ({ db, employeeId, employeeUid }) =>
    (await profileByUid(db, employeeUid)) + (await count(collection(db, 'users', employeeId, 'requestedClaims'))),
  productivity: async ({ db, employeeId, employeeUid }) =>
    (await profileByUid(db, employeeUid)) + (await count(collection(db, 'users', employeeId, 'productivityReports'))),
  manageRequests: async ({ db, managerUid }) => (await profileByUid(db, managerUid)) + (await eachUser(db, 'requestedClaims')),
  redemptionCentre: async ({ db, managerUid }) =>
    (await profileByUid(db, managerUid)) + (await eachUser(db, 'redemptionRequests')),
  employeeCentre: async ({ db, managerUid }) => {
    // All users, then each user's latest report (limit 1).
    const ids = await allUsers(db);
    const latest = await Promise.all(
      ids.map((id) => count(query(collection(db, 'users', id, 'productivityReports'), orderBy('date', 'desc'), limit(1)))),
    );
    return (await profileByUid(db, managerUid)) + ids.length + latest.reduce((a, b) => a + b, 0);
  },
  employeeCentreGraph: async ({ db, today }) => {
    // Each user's reports of the last 30 days.
    const from = Number(toDayKey(subDays(today, OVERVIEW_DAYS)).replaceAll('-', ''));
    const to = Number(toDayKey(today).replaceAll('-', ''));
    const ids = await allUsers(db);
    const counts = await Promise.all(
      ids.map((id) =>
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
  employeeDetail: async ({ db, employeeId, managerUid }) =>
    (await profileByUid(db, managerUid)) +
    1 +
    (await count(collection(db, 'users', employeeId, 'requestedClaims'))) +
    (await count(collection(db, 'users', employeeId, 'redemptionRequests'))) +
    (await count(collection(db, 'users', employeeId, 'productivityReports'))),
  // Without a statement, the balance is explained by reading the whole ledger.
  pointsStatement: async ({ db, employeeId, employeeUid }) =>
    (await profileByUid(db, employeeUid)) + (await count(collection(db, 'users', employeeId, 'ledger'))),
  // Checking by reading every ledger entry of every employee.
  integrityCheck: ({ db }) => eachUser(db, 'ledger'),
};
