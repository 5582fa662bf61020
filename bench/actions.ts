import { endOfMonth, startOfMonth, subMonths } from 'date-fns';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore/lite';
import {
  approveClaim,
  listClaimsPage,
  rejectClaim,
  reviewClaims,
  searchClaimsPage,
  submitClaim,
  withdrawClaim,
  type BulkItem,
} from '../src/data/claims/api';
import { adjustPoints, listLedgerRange } from '../src/data/ledger/api';
import { checkLedgerIntegrity } from '../src/data/ledger/integrity';
import {
  listAdjustmentsSince,
  listClaimDecisionsSince,
  listRedemptionDecisionsSince,
  markNotificationsSeen,
  countNotificationsSince,
  NOTIFICATION_KINDS,
} from '../src/data/notifications/api';
import { listPayouts } from '../src/data/redemptions/reconciliation';
import {
  cancelRedemption,
  declineRedemption,
  markRedemptionPaid,
  redeemPoints,
  searchRedemptions,
} from '../src/data/redemptions/api';
import { fileTodaysReport } from '../src/data/reports/api';
import { findRosterEntryByEmail } from '../src/data/roster/api';
import type { Actor } from '../src/data/refs';
import { createProfile, getProfileByUid, getUser } from '../src/data/users/api';
import { countDirectory, listDirectoryPage } from '../src/data/users/directory';
import { REVIEWABLE_CLAIM_STATUSES } from '../src/domain/claims';
import { toDayKey } from '../src/domain/dates';
import type { UserProfile } from '../src/domain/types';
import type { Usage } from './billing';
import { storedSize, type DocumentKind } from './storage';
import { loadScreen, newLoads, screens, type ScreenContext, type ScreenName, type Viewer } from './screens';

/**
 * Every action a user takes, driven through the app's own data layer (src/data) against the
 * emulator, billed by the bench's billing meter (bench/billing.ts: reads, writes, deletes as
 * Firestore bills them). Each action is measured once per organisation size: its reads do not vary
 * between runs. What an action needs (a pending claim, a pending payout, a roster entry) is found or
 * written beforehand with the Admin SDK, which the meter does not see.
 */
export type ActionName =
  | 'openEmployee'
  | 'openManager'
  | 'openFinance'
  | 'openAdmin'
  | 'signUp'
  | 'submitClaim'
  | 'withdrawClaim'
  | 'approveClaim'
  | 'rejectClaim'
  | 'approveBulk20'
  | 'rejectBulk20'
  | 'redeem'
  | 'cancelRedemption'
  | 'payRedemption'
  | 'declineRedemption'
  | 'adjustPoints'
  | 'fileReport'
  | 'openBell'
  | 'loadMoreClaims'
  | 'loadMoreDirectory'
  | 'searchClaims'
  | 'searchRedemptions'
  | 'searchDirectory'
  | 'statementCsvMonth'
  | 'payoutsCsvMonth'
  | 'statementCsvAll'
  | 'payoutsCsvAll'
  | 'integrityCheck'
  | 'idleHourChecks';

export interface ActionInfo {
  label: string;
  /**
   * 'visits-everyone': its job is to read the whole organisation (the integrity check, a whole-range
   * export), so its cost grows with the organisation by design; reported separately.
   */
  scope: 'bounded' | 'visits-everyone';
}

export const ACTIONS: Record<ActionName, ActionInfo> = {
  openEmployee: { label: 'open the app, employee (frame + Dashboard)', scope: 'bounded' },
  openManager: { label: 'open the app, reviewer (frame + Manage Requests)', scope: 'bounded' },
  openFinance: { label: 'open the app, finance (frame + Redemption Centre)', scope: 'bounded' },
  openAdmin: { label: 'open the app, admin (frame + Employee Centre)', scope: 'bounded' },
  signUp: { label: 'sign up (profile lookup, roster entry, profile + link + opening entry)', scope: 'bounded' },
  submitClaim: { label: 'submit a claim', scope: 'bounded' },
  withdrawClaim: { label: 'withdraw a claim', scope: 'bounded' },
  approveClaim: { label: 'approve a claim', scope: 'bounded' },
  rejectClaim: { label: 'reject a claim', scope: 'bounded' },
  approveBulk20: { label: 'approve 20 claims (bulk)', scope: 'bounded' },
  rejectBulk20: { label: 'reject 20 claims (bulk)', scope: 'bounded' },
  redeem: { label: 'redeem points', scope: 'bounded' },
  cancelRedemption: { label: 'cancel a redemption', scope: 'bounded' },
  payRedemption: { label: 'pay a payout', scope: 'bounded' },
  declineRedemption: { label: 'decline a payout', scope: 'bounded' },
  adjustPoints: { label: 'adjust a balance', scope: 'bounded' },
  fileReport: { label: "file today's report", scope: 'bounded' },
  openBell: { label: 'open the bell (three lists, mark seen)', scope: 'bounded' },
  loadMoreClaims: { label: "Manage Requests 'Load more' (page 2)", scope: 'bounded' },
  loadMoreDirectory: { label: "Employee Centre 'Load more' (page 2)", scope: 'bounded' },
  searchClaims: { label: 'Manage Requests search (an employee ID)', scope: 'bounded' },
  searchRedemptions: { label: 'Redemption Centre search (an employee ID)', scope: 'bounded' },
  searchDirectory: { label: 'Employee Centre search (an employee ID)', scope: 'bounded' },
  statementCsvMonth: { label: "Points Statement CSV, last month (one employee's)", scope: 'bounded' },
  payoutsCsvMonth: { label: 'payouts CSV, last month (whole organisation)', scope: 'visits-everyone' },
  statementCsvAll: { label: "Points Statement CSV, whole ledger (one employee's)", scope: 'bounded' },
  payoutsCsvAll: { label: 'payouts CSV, all time (whole organisation)', scope: 'visits-everyone' },
  integrityCheck: { label: 'integrity check (every balance against its ledger)', scope: 'visits-everyone' },
  idleHourChecks: { label: "an idle visible hour's fall-back checks (bell counts every 15 min)", scope: 'bounded' },
};

export const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];

export interface ActionContext {
  db: Firestore;
  admin: AdminFirestore;
  /** Organisation size: which employees exist (EMP0001.. from seedOrg). */
  employees: number;
  manager: string;
  finance: string;
  admin_: string;
  /** The employee whose screens the bench opens (left alone here). */
  sampleEmployee: string;
  today: Date;
}

const actorOf = (p: UserProfile): Actor => ({ employeeId: p.employeeId, name: p.name, fullName: p.fullName, email: p.email });

async function profile(c: ActionContext, employeeId: string): Promise<UserProfile> {
  const p = await getUser(c.db, employeeId);
  if (!p) throw new Error(`bench: no profile ${employeeId}`);
  return p;
}

interface Ref {
  employeeId: string;
  id: string;
}

/** Pending documents of a collection group, the sample employee's and the staff's left out (Admin SDK: not billed). */
async function pending(c: ActionContext, group: 'requestedClaims' | 'redemptionRequests', n: number): Promise<Ref[]> {
  const skip = new Set([c.sampleEmployee, c.manager, c.finance, c.admin_]);
  const snap = await c.admin.collectionGroup(group).where('status', '==', 'pending').limit(n + 40).get();
  // Interleaved by employee (claim 001 of each, then 002, ...): a bulk review of one employee's claims
  // contends on their balance and its retries would be billed as well.
  const refs = snap.docs
    .map((d) => ({ employeeId: String(d.get('employeeId')), id: d.id }))
    .filter((r) => !skip.has(r.employeeId))
    .sort((x, y) => (x.id.split('-').pop() ?? '').localeCompare(y.id.split('-').pop() ?? '') || x.employeeId.localeCompare(y.employeeId));
  if (refs.length < n) throw new Error(`bench: only ${refs.length} pending ${group}, ${n} needed`);
  return refs.slice(0, n);
}

/** A screen's context for the bench's screens (shared loads within one open). */
const screenContext = (c: ActionContext, employee: string): ScreenContext => ({
  db: c.db,
  ids: { employee, manager: c.manager, finance: c.finance, admin: c.admin_ },
  sampleClaim: '',
  today: c.today,
  once: newLoads(),
});

const openScreen = (c: ActionContext, employee: string, name: ScreenName, viewer: Viewer) =>
  loadScreen(screenContext(c, employee), name, viewer);

/** The bell's fall-back checks per visible hour: 60 min / NOTIFICATIONS_REFRESH_MS (15 min, src/data/notifications/hooks.ts). */
export const CHECKS_PER_HOUR = 4;

const lastMonth = (today: Date) => {
  const m = subMonths(today, 1);
  return { from: toDayKey(startOfMonth(m)), to: toDayKey(endOfMonth(m)) };
};

/**
 * Measures every action once: `bill(fn)` runs fn after resetting the meter and returns its usage.
 * The order matters only in that each action takes documents no earlier action touched.
 */
export async function measureActions(
  c: ActionContext,
  bill: (fn: () => Promise<unknown>) => Promise<Usage>,
  options: { integrity: boolean },
): Promise<Partial<Record<ActionName, Usage>>> {
  const out: Partial<Record<ActionName, Usage>> = {};
  const claims = await pending(c, 'requestedClaims', 45);
  const payouts = await pending(c, 'redemptionRequests', 3);
  const take = () => {
    const r = claims.shift();
    if (!r) throw new Error('bench: out of pending claims');
    return r;
  };
  const manager = actorOf(await profile(c, c.manager));
  const finance = actorOf(await profile(c, c.finance));
  const admin = actorOf(await profile(c, c.admin_));
  const someone = take();
  const employee = await profile(c, someone.employeeId);
  const item = (r: Ref): BulkItem => ({ employeeId: r.employeeId, claimId: r.id });
  const myQueue = { statuses: REVIEWABLE_CLAIM_STATUSES, managerIds: ['M1', 'M2', 'M3'] };

  out.openEmployee = await bill(() => openScreen(c, employee.employeeId, 'dashboard', 'employee'));
  out.openManager = await bill(() => openScreen(c, employee.employeeId, 'manageRequests', 'manager'));
  out.openFinance = await bill(() => openScreen(c, employee.employeeId, 'redemptionCentre', 'finance'));
  out.openAdmin = await bill(() => openScreen(c, employee.employeeId, 'employeeCentre', 'admin'));

  // Sign-up: a roster entry provisioned by an admin (Admin SDK), then the app's reads and batch.
  const newId = `NEW${String(c.employees).padStart(6, '0')}`;
  const email = `${newId.toLowerCase()}@ics-rewards.test`;
  await c.admin.doc(`roster/${newId}`).set({
    employeeId: newId,
    email,
    fullName: `Employee ${newId}`,
    designation: 'Associate',
    departments: ['HR'],
    userRole: 'employee',
    reviewQueues: [],
    createdAt: new Date(),
    createdBy: c.admin_,
  });
  out.signUp = await bill(async () => {
    await getProfileByUid(c.db, `uid-${newId}`, newId);
    const entry = await findRosterEntryByEmail(c.db, email);
    if (!entry) throw new Error('bench: roster entry not found');
    await createProfile(c.db, { uid: `uid-${newId}`, email }, entry, {
      number: '9876543210',
      gender: 'Others',
      dob: '1990-01-01',
    });
  });

  // The form's activities are the catalogue already on screen (Earn Points); the write reads the one chosen.
  out.submitClaim = await bill(() =>
    submitClaim(c.db, employee, 'PA001', {
      description: 'Bench claim',
      managerId: 'M1',
      completionDate: toDayKey(c.today),
      evidence: '',
    }),
  );
  const w = take();
  out.withdrawClaim = await bill(() => withdrawClaim(c.db, w.employeeId, w.id));
  const a = take();
  out.approveClaim = await bill(() => approveClaim(c.db, manager, a.employeeId, a.id));
  const r = take();
  out.rejectClaim = await bill(() => rejectClaim(c.db, manager, r.employeeId, r.id, 'Not eligible'));
  const bulkA = claims.splice(0, 20).map(item);
  const bulkR = claims.splice(0, 20).map(item);
  out.approveBulk20 = await bill(async () => {
    const outcomes = await reviewClaims(c.db, manager, bulkA, { action: 'approve' });
    if (outcomes.some((o) => o.outcome !== 'approved')) throw new Error('bench: a bulk approval failed');
  });
  out.rejectBulk20 = await bill(async () => {
    const outcomes = await reviewClaims(c.db, manager, bulkR, { action: 'reject', reason: 'Not eligible' });
    if (outcomes.some((o) => o.outcome !== 'rejected')) throw new Error('bench: a bulk rejection failed');
  });

  // The employee's balance covers the lowest tier after the approval above or from the seed.
  let redeemed = '';
  out.redeem = await bill(async () => {
    redeemed = (await redeemPoints(c.db, await profile(c, c.manager), 100)).id;
  });
  out.cancelRedemption = await bill(() =>
    cancelRedemption(c.db, { employeeId: c.manager, name: manager.name }, redeemed),
  );
  const [pay, decline] = payouts;
  if (!pay || !decline) throw new Error('bench: no pending payouts');
  out.payRedemption = await bill(() => markRedemptionPaid(c.db, finance, pay.employeeId, pay.id, 'Bank transfer'));
  out.declineRedemption = await bill(() =>
    declineRedemption(c.db, finance, decline.employeeId, decline.id, 'Not eligible'),
  );
  out.adjustPoints = await bill(() =>
    adjustPoints(c.db, admin, employee.employeeId, { points: 10, reason: 'Bench adjustment', claimId: undefined }),
  );
  out.fileReport = await bill(() => fileTodaysReport(c.db, employee, 'Bench tasks', c.today));
  out.openBell = await bill(async () => {
    const me = await profile(c, employee.employeeId);
    const seen = me.notificationsSeenAt;
    await Promise.all([
      listClaimDecisionsSince(c.db, me.employeeId, seen),
      listRedemptionDecisionsSince(c.db, me.employeeId, seen),
      listAdjustmentsSince(c.db, me.employeeId, seen),
    ]);
    await markNotificationsSeen(c.db, me.employeeId);
  });

  const page1 = await listClaimsPage(c.db, myQueue);
  out.loadMoreClaims = await bill(() => listClaimsPage(c.db, myQueue, page1.cursor));
  const everyone = { search: '', role: 'all', status: 'all' } as const;
  const dir1 = await listDirectoryPage(c.db, everyone);
  out.loadMoreDirectory = await bill(() => listDirectoryPage(c.db, everyone, dir1.cursor));
  const term = employee.employeeId;
  out.searchClaims = await bill(() => searchClaimsPage(c.db, myQueue, term));
  out.searchRedemptions = await bill(() => searchRedemptions(c.db, { status: 'pending' }, term));
  out.searchDirectory = await bill(async () => {
    const f = { search: term, role: 'all', status: 'all' } as const;
    await Promise.all([countDirectory(c.db, f), listDirectoryPage(c.db, f)]);
  });

  out.statementCsvMonth = await bill(() => listLedgerRange(c.db, employee.employeeId, lastMonth(c.today)));
  out.statementCsvAll = await bill(() => listLedgerRange(c.db, employee.employeeId, { from: '', to: '' }));
  out.payoutsCsvMonth = await bill(() => listPayouts(c.db, { basis: 'settled', ...lastMonth(c.today) }, () => {}));
  out.payoutsCsvAll = await bill(() => listPayouts(c.db, { basis: 'settled', from: '', to: '' }, () => {}));
  if (options.integrity) out.integrityCheck = await bill(() => checkLedgerIntegrity(c.db, () => {}));

  // The fall-back checks of an idle visible hour (NOTIFICATIONS_REFRESH_MS: every 15 min): the
  // frame's bell counts, four times. (The listeners' share is modelled in bench/bill.ts.)
  const seenAt = (await profile(c, employee.employeeId)).notificationsSeenAt;
  out.idleHourChecks = await bill(async () => {
    for (let i = 0; i < CHECKS_PER_HOUR; i++)
      await Promise.all(NOTIFICATION_KINDS.map((k) => countNotificationsSince(k, c.db, employee.employeeId, seenAt)));
  });
  return out;
}

/**
 * What a staff tab refetches when the realtime channel marks its screen stale: Manage Requests'
 * page and counts (a claim changed), the Redemption Centre's (a redemption changed). The frame's
 * profile and bell are not refetched (other keys).
 */
export async function measureRefetch(
  c: ActionContext,
  bill: (fn: () => Promise<unknown>) => Promise<Usage>,
): Promise<{ claims: Usage; redemptions: Usage }> {
  return {
    claims: await bill(() => screens.manageRequests.load(screenContext(c, c.sampleEmployee))),
    redemptions: await bill(() => screens.redemptionCentre.load(screenContext(c, c.sampleEmployee))),
  };
}

/** One seeded document of each kind an employee has, with its stored size (bench/storage.ts). */
export async function sampleSizes(c: ActionContext, employeeId: string): Promise<Record<DocumentKind, number>> {
  const one = async (path: string) => {
    const snap = await c.admin.doc(path).get();
    const data = snap.data();
    if (!data) throw new Error(`bench: no document ${path}`);
    return storedSize(path, data);
  };
  const first = async (collection: string) => {
    const snap = await c.admin.collection(collection).limit(1).get();
    const d = snap.docs[0];
    if (!d) throw new Error(`bench: nothing in ${collection}`);
    return storedSize(d.ref.path, d.data());
  };
  const u = `users/${employeeId}`;
  return {
    profile: await one(u),
    personal: await one(`${u}/private/personal`),
    uidLink: await one(`uids/uid-${employeeId}`),
    claim: await first(`${u}/requestedClaims`),
    redemption: await first(`${u}/redemptionRequests`),
    report: await first(`${u}/productivityReports`),
    ledgerEntry: await first(`${u}/ledger`),
  };
}
