/**
 * Seeds the demo organisation (docs/product.md#the-demo-organisation) into the emulators, exactly in the shapes
 * of docs/data-model.md. Wipes Firestore and Auth first, so running it twice gives the same data.
 * Deterministic: only the dates move with `today`.
 *
 * Library: `seedDemo(env, { today })`. CLI: `npm run seed` with FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST set (e.g. from `npm run emulators`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  DEMO_EMAIL_DOMAIN,
  OPENING_POINTS,
  REDEMPTION_TIERS,
  REPORTS_START,
  defaultManagerFor,
  type ManagerId,
} from '../src/domain/constants';
import { ledgerEntryId } from '../src/domain/ledger';
import { budgetId } from '../src/domain/budgets';
import { istDayKey, istMonthKey } from '../src/domain/ist';
import { budgetWrites } from '../src/data/schema/budgets';
import { totalsDocs } from '../src/data/schema/monthTotals';
import { headcountDocs } from '../src/data/schema/headcounts';
import { reviewTimesDocs } from '../src/data/schema/reviewTimes';
import { auditChange, auditWrites, type AuditAction, type AuditTargetKind } from '../src/data/schema/audit';
import { adjustmentRequestWrites } from '../src/data/schema/fourEyes';
import { adjustmentDayWrites } from '../src/data/schema/adjustmentDays';
import { activityWrites } from '../src/data/schema/activities';
import { holidayWrites } from '../src/data/schema/holidays';
import { leaveDayWrites, leaveWrites } from '../src/data/schema/leave';
import { daysToGrant } from '../src/domain/leave';
import { isExpectedDay, shiftDay, shownStreak, streakOfReports, type DaysOff, type Streak } from '../src/domain/streaks';
import { claimWrites } from '../src/data/schema/claims';
import { ledgerWrites, type LedgerPosting } from '../src/data/schema/ledger';
import { personalWrites } from '../src/data/schema/personal';
import { redemptionWrites } from '../src/data/schema/redemptions';
import { reportWrites } from '../src/data/schema/reports';
import { reportGapWrites } from '../src/data/schema/reportGaps';
import type { Actor } from '../src/data/schema/signatures';
import { uidWrites } from '../src/data/schema/uids';
import { profileWrites } from '../src/data/schema/users';
import {
  clearAuth,
  clearFirestore,
  DEFAULT_PROJECT_ID,
  EmulatorError,
  isMainModule,
  printError,
} from './emulators';
import {
  ACTIVITIES_BY_DEPARTMENT,
  DECLINE_REASONS,
  DEMO_ACTIVITIES,
  DEMO_COMPANY_DAY,
  DEMO_FIXED_HOLIDAYS,
  DEMO_LEAVE,
  DEMO_PASSWORD,
  DEMO_USERS,
  REJECTION_REASONS,
  TASKS_BY_DEPARTMENT,
  type DemoActivity,
  type DemoLeave,
  type DemoUser,
  type SeedClaimStatus,
  type SeedRedemptionStatus,
} from './seed-data';

import { commitInBatches, type DocumentWrite } from './lib/batches';
import { buildRoster, rosterFieldsOf } from './seed-roster';

export { DEMO_PASSWORD, DEMO_USERS } from './seed-data';

export interface SeedOptions {
  /** The day the data is relative to (default: now). */
  today?: Date;
  log?: (s: string) => void;
}

export interface SeedSummary {
  users: number;
  activities: number;
  claims: Record<SeedClaimStatus, number>;
  redemptions: Record<SeedRedemptionStatus, number>;
  reports: number;
  ledgerEntries: number;
  /** Admin adjustments in the ledgers. */
  adjustments: number;
  documents: number;
}

export function demoEmail(employeeId: string): string {
  return `${employeeId.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;
}

// ---------------------------------------------------------------------------------------------
// Determinism
// ---------------------------------------------------------------------------------------------

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, seeded from a string: the same key always gives the same sequence. */
class Random {
  private state: number;
  constructor(key: string) {
    this.state = hashString(`ics-rewards-demo|${key}`);
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    return out;
  }
}

function uidFor(employeeId: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const random = new Random(`uid|${employeeId}`);
  let uid = '';
  for (let i = 0; i < 28; i++) uid += alphabet[random.int(0, alphabet.length - 1)];
  return uid;
}

// ---------------------------------------------------------------------------------------------
// Calendar (local time, like the app)
// ---------------------------------------------------------------------------------------------

class Calendar {
  private readonly year: number;
  private readonly month: number;
  private readonly date: number;
  /** The demo's holidays (day key -> name): nobody files a report on them. */
  readonly holidays = new Map<string, string>();
  constructor(today: Date) {
    this.year = today.getFullYear();
    this.month = today.getMonth();
    this.date = today.getDate();
    for (const year of [this.year - 1, this.year]) {
      for (const h of DEMO_FIXED_HOLIDAYS) this.holidays.set(`${year}-${h.monthDay}`, h.name);
    }
    // The company day falls on a working day (Sunday is off anyway).
    const daysAgo =
      this.at(DEMO_COMPANY_DAY.daysAgo).getDay() === 0
        ? DEMO_COMPANY_DAY.daysAgo + 1
        : DEMO_COMPANY_DAY.daysAgo;
    this.holidays.set(this.key(daysAgo), DEMO_COMPANY_DAY.name);
  }
  at(daysAgo: number, hour = 0, minute = 0): Date {
    return new Date(this.year, this.month, this.date - daysAgo, hour, minute, 0, 0);
  }
  key(daysAgo: number): string {
    return dayKey(this.at(daysAgo));
  }
}

function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ts = (date: Date) => Timestamp.fromDate(date);

// ---------------------------------------------------------------------------------------------
// Building the documents: every one through the app's write builders (src/data/schema/), so the demo
// holds exactly the shapes the app writes. A document in a later status is its first write followed by
// the change that brought it there.
// ---------------------------------------------------------------------------------------------

type Write = DocumentWrite;

const activityById = new Map<string, DemoActivity>(DEMO_ACTIVITIES.map((a) => [a.id, a]));

function activity(id: string): DemoActivity {
  const found = activityById.get(id);
  if (!found) throw new Error(`seed-data: unknown activity ${id}`);
  return found;
}

function demoUser(id: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.id === id);
  if (!user) throw new Error(`seed-data: ${id} missing`);
  return user;
}

/** A demo user as the documents name them: claimant, filer, ledger maker (profile name and department). */
function personOf(user: DemoUser) {
  return {
    employeeId: user.id,
    name: user.name,
    designation: user.designation,
    department: user.designation || user.departments[0] || '',
  };
}

/** A demo user as a reviewer or payer signs. */
function actorOf(user: DemoUser): Actor {
  return { employeeId: user.id, name: user.name, fullName: user.fullName, email: demoEmail(user.id) };
}

const reviewerFor = (managerId: ManagerId) => actorOf(demoUser(managerId === 'M3' ? 'ADM001' : 'MGR001'));
const financeActor = () => actorOf(DEMO_USERS.find((u) => u.userRole === 'finance') ?? demoUser('ADM001'));
/** Adjustments in the demo are the admin's. */
const ADJUSTER = 'ADM001';

function pad3(n: number): string {
  return String(n).padStart(3, '0');
}

/** Largest tier not above both the wish and the balance, or undefined when nothing fits. */
function affordableTier(wish: number, balance: number): number | undefined {
  return [...REDEMPTION_TIERS].reverse().find((tier) => tier <= wish && tier <= balance);
}

/**
 * A balance change at a moment. `apply` learns the balance then (a redemption's amount depends on it),
 * may add the cause's documents, and gives the posting, or null when nothing happens.
 */
interface LedgerEvent {
  at: Date;
  apply: (balance: number) => LedgerPosting | null;
}

type Counts<S extends string> = Record<S, number>;

interface UserBuild {
  writes: Write[];
  /** The streak kept on the profile (streakOfReports over the seeded reports). */
  streak: Streak;
  claims: Counts<SeedClaimStatus>;
  redemptions: Counts<SeedRedemptionStatus>;
  reports: number;
  ledgerEntries: number;
}

/** One user's documents as they are built: the writes so far, the counts, the random sequence. */
class UserSeed {
  readonly random: Random;
  readonly path: string;
  readonly person: ReturnType<typeof personOf>;
  readonly managerId: ManagerId;
  readonly writes: Write[] = [];
  readonly events: LedgerEvent[] = [];
  readonly claims: Counts<SeedClaimStatus> = {
    pending: 0,
    paid: 0,
    rejected: 0,
    approved: 0,
    under_review: 0,
  };
  readonly redemptions: Counts<SeedRedemptionStatus> = { pending: 0, paid: 0, declined: 0, cancelled: 0 };
  constructor(
    readonly user: DemoUser,
    readonly cal: Calendar,
  ) {
    this.random = new Random(`user|${user.id}`);
    this.path = `users/${user.id}`;
    this.person = personOf(user);
    this.managerId = defaultManagerFor(user.departments);
  }
  write(path: string, data: DocumentData): void {
    this.writes.push({ path: `${this.path}/${path}`, data });
  }
}

interface ClaimPlan {
  status: SeedClaimStatus;
  act: DemoActivity;
  sample: DemoActivity['samples'][number];
  completionDate: string;
  submittedDate: string;
  createdAt: Date;
  reviewDate: string;
  reviewedAt: Date;
  comment: string;
}

/**
 * Claims: reviewed ones spread over the user's time with us (from 10 days after joining, at most ~11 months
 * back and at least ~10 weeks, so Insights' 12 months show a shape) to about two weeks ago; pending ones
 * in the last ~10 days; oldest first.
 */
function planClaims({ user, cal, random }: UserSeed): ClaimPlan[] {
  const reviewedCount = user.claims.filter((s) => s !== 'pending').length;
  const pendingCount = user.claims.length - reviewedCount;
  const firstDepartment = user.departments[0] ?? 'HR';
  let reviewedIndex = 0;
  let pendingIndex = 0;
  let lastActivity = '';
  const plans = user.claims.map((status, planIndex): ClaimPlan => {
    let completionDaysAgo: number;
    if (status === 'pending') {
      const step = pendingCount > 1 ? 8 / (pendingCount - 1) : 0;
      completionDaysAgo = 10 - Math.round(pendingIndex++ * step) + random.int(0, 1);
    } else {
      const first = Math.min(340, Math.max(70, user.joinedDaysAgo - 10));
      const step = reviewedCount > 1 ? (first - 16) / (reviewedCount - 1) : 0;
      completionDaysAgo = first - Math.round(reviewedIndex++ * step) - random.int(0, 2);
    }
    const submittedDaysAgo = Math.max(1, completionDaysAgo - random.int(0, 2));
    const reviewDaysAgo = Math.max(1, submittedDaysAgo - random.int(1, 4));
    const choices = ACTIVITIES_BY_DEPARTMENT[firstDepartment].filter((id) => id !== lastActivity);
    const drawn = random.pick(choices);
    const act = activity(user.claimActivities?.[planIndex] ?? drawn);
    lastActivity = act.id;
    const sample = random.pick(act.samples);
    return {
      status,
      act,
      sample,
      completionDate: cal.key(completionDaysAgo),
      submittedDate: cal.key(submittedDaysAgo),
      createdAt: cal.at(submittedDaysAgo, random.int(9, 17), random.int(0, 59)),
      reviewDate: cal.key(reviewDaysAgo),
      reviewedAt: cal.at(reviewDaysAgo, random.int(10, 18), random.int(0, 59)),
      comment: status === 'rejected' ? random.pick(REJECTION_REASONS) : '',
    };
  });
  return plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A claim as submitted, then reviewed as its status says. */
function claimDocument(seed: UserSeed, plan: ClaimPlan, id: string): DocumentData {
  const { managerId } = seed;
  const submitted = claimWrites.submit(
    {
      id,
      employee: seed.person,
      today: plan.submittedDate,
      activity: plan.act,
      input: {
        description: plan.sample.description,
        completionDate: plan.completionDate,
        managerId,
        evidence: plan.sample.evidence,
      },
    },
    ts(plan.createdAt),
  );
  const reviewer = reviewerFor(managerId);
  const reviewedAt = ts(plan.reviewedAt);
  switch (plan.status) {
    case 'pending':
      // A two-approval claim waiting for its second reviewer: the first approval only.
      return plan.act.approvalRule === 'double'
        ? { ...submitted, ...claimWrites.firstApprove(reviewer, plan.reviewDate, reviewedAt) }
        : submitted;
    case 'paid':
      return { ...submitted, ...claimWrites.approve(reviewer, plan.reviewDate, reviewedAt) };
    case 'rejected':
      return { ...submitted, ...claimWrites.reject(reviewer, plan.comment, plan.reviewDate, reviewedAt) };
    case 'approved': {
      // Legacy: approved by a manager under the old app, never paid (no ledger entry): awaiting review.
      const { paidDate: _neverPaid, ...approval } = claimWrites.approve(
        reviewer,
        plan.reviewDate,
        reviewedAt,
      );
      return { ...submitted, ...approval, ...legacyStatus('approved') };
    }
    case 'under_review':
      // Legacy: a status of the old app, no reviewer yet.
      return { ...submitted, ...legacyStatus('under_review'), updatedAt: reviewedAt };
  }
}

/** A status only the old app wrote (today's app reads it, never writes it). */
const legacyStatus = (status: 'approved' | 'under_review') => ({ status });

/** The user's claims; a paid one credits the ledger when it was reviewed. */
function addClaims(seed: UserSeed): void {
  const reviewer = reviewerFor(seed.managerId);
  planClaims(seed).forEach((plan, index) => {
    const id = `${seed.user.id}-${pad3(index + 1)}`;
    if (plan.status === 'paid') {
      seed.events.push({
        at: plan.reviewedAt,
        apply: () => ({
          entryId: ledgerEntryId.earned(id),
          type: 'earned',
          points: plan.act.points,
          sourceRef: id,
          by: reviewer,
        }),
      });
    }
    seed.claims[plan.status]++;
    seed.write(`requestedClaims/${id}`, claimDocument(seed, plan, id));
  });
}

/** A redemption as requested, then settled as its plan says (the random draws only a settled one needs). */
function redemptionDocument(
  seed: UserSeed,
  request: { id: string; amount: number; at: Date },
  status: SeedRedemptionStatus,
  settledAt: Date,
): DocumentData {
  const { random } = seed;
  const requested = redemptionWrites.request(
    { id: request.id, employee: seed.person, points: request.amount, today: dayKey(request.at) },
    ts(request.at),
  );
  const day = dayKey(settledAt);
  const at = ts(settledAt);
  switch (status) {
    case 'pending':
      return requested;
    case 'paid': {
      const details = `NEFT to account ending ${String(random.int(1000, 9999))}, UTR ${String(random.int(100000000, 999999999))}${String(random.int(100, 999))}`;
      return { ...requested, ...redemptionWrites.pay(financeActor(), details, day, at) };
    }
    case 'cancelled':
      return { ...requested, ...redemptionWrites.cancel(day, at) };
    case 'declined':
      return {
        ...requested,
        ...redemptionWrites.decline(financeActor(), random.pick(DECLINE_REASONS), day, at),
      };
  }
}

/** Redemptions: the amount is decided when the balance at that moment is known; refunds follow. */
function addRedemptions(seed: UserSeed): void {
  const { user, cal, random } = seed;
  let number = 0;
  for (const plan of user.redemptions) {
    const requestedAt = cal.at(plan.daysAgo, random.int(11, 16), random.int(0, 59));
    const settledDaysAgo = Math.max(1, plan.daysAgo - random.int(1, 2));
    const settledCandidate = cal.at(settledDaysAgo, random.int(12, 17), random.int(0, 59));
    // Settled after the request, even when both fall on the same day.
    const settledAt = new Date(Math.max(settledCandidate.getTime(), requestedAt.getTime() + 2 * 3600_000));
    let granted: { id: string; amount: number } | undefined;
    seed.events.push({
      at: requestedAt,
      apply: (balance) => {
        const amount = affordableTier(plan.tier, balance);
        if (amount === undefined) return null;
        const id = `RD-${user.id}-${pad3(++number)}`;
        granted = { id, amount };
        seed.write(
          `redemptionRequests/${id}`,
          redemptionDocument(seed, { id, amount, at: requestedAt }, plan.status, settledAt),
        );
        seed.redemptions[plan.status]++;
        return {
          entryId: ledgerEntryId.redeemed(id),
          type: 'redeemed',
          points: -amount,
          sourceRef: id,
          by: seed.person,
        };
      },
    });
    const giveBack =
      plan.status === 'cancelled'
        ? { type: 'cancel' as const, by: seed.person }
        : plan.status === 'declined'
          ? { type: 'refund' as const, by: financeActor() }
          : undefined;
    if (giveBack) {
      seed.events.push({
        at: settledAt,
        apply: () =>
          granted
            ? {
                entryId: ledgerEntryId[giveBack.type](granted.id),
                type: giveBack.type,
                points: granted.amount,
                sourceRef: granted.id,
                by: giveBack.by,
              }
            : null,
      });
    }
  }
}

/**
 * Admin adjustments, numbered in time order, each with the employee's adjustment figure of its IST day
 * (users/{id}/adjustmentDays/{day}: the day's adjustments summed by size, as the rules keep it).
 */
function addAdjustments(seed: UserSeed): void {
  const by = personOf(demoUser(ADJUSTER));
  const days = new Map<string, number>();
  (seed.user.adjustments ?? []).forEach((plan, index) => {
    const at = seed.cal.at(plan.daysAgo, 15, seed.random.int(0, 59));
    const day = istDayKey(at);
    const entryId = ledgerEntryId.adjustment(index + 1);
    const before = days.get(day) ?? 0;
    days.set(day, before + Math.abs(plan.points));
    seed.write(`adjustmentDays/${day}`, adjustmentDayWrites.move(day, before, entryId, plan.points, ts(at)));
    seed.events.push({
      at,
      apply: () => ({
        entryId,
        type: 'adjustment',
        points: plan.points,
        sourceRef: '',
        by,
        reason: plan.reason,
      }),
    });
  });
}

/** The ledger: the opening entry, then every balance change in time order with running totals. */
function writeLedger(
  seed: UserSeed,
  joinedAt: Date,
): { balance: number; lastEntry: string; lastChange: Date; entries: number } {
  let balance = OPENING_POINTS;
  let lastEntry = ledgerEntryId.opening();
  let lastChange = joinedAt;
  let entries = 1;
  seed.write(`ledger/${lastEntry}`, ledgerWrites.opening(seed.person, ts(joinedAt)));
  // Stable: events at the same moment keep the order they were added in.
  const events = [...seed.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    const posting = event.apply(balance);
    if (!posting) continue;
    balance += posting.points;
    if (balance < 0) throw new Error(`seed: ${seed.user.id} would go below zero at ${posting.entryId}`);
    seed.write(`ledger/${posting.entryId}`, ledgerWrites.post(posting, balance, ts(event.at)));
    lastEntry = posting.entryId;
    lastChange = event.at;
    entries++;
  }
  return { balance, lastEntry, lastChange, entries };
}

/** The day (days ago) of a streak user's last report: the last working day before today they were not on leave. */
function lastReportDaysAgo(user: DemoUser, cal: Calendar): number {
  for (let daysAgo = 1; daysAgo <= 45; daysAgo++) {
    const day = cal.at(daysAgo);
    if (day.getDay() !== 0 && !cal.holidays.has(dayKey(day)) && !onApprovedLeave(user.id, daysAgo)) return daysAgo;
  }
  return 0;
}

/** Daily productivity reports: working days (Mon-Sat, not a holiday) of the last 45 days, some missed. */
function addReports(seed: UserSeed): { count: number; last?: { key: string; at: Date }; days: string[] } {
  const { user, cal } = seed;
  let count = 0;
  let last: { key: string; at: Date } | undefined;
  const days: string[] = [];
  if (!user.reports) return { count, days };
  const tasks = TASKS_BY_DEPARTMENT[user.departments[0] ?? 'HR'];
  for (let daysAgo = 45; daysAgo >= 1; daysAgo--) {
    const day = cal.at(daysAgo);
    const key = dayKey(day);
    if (day.getDay() === 0 || cal.holidays.has(key) || key < REPORTS_START || daysAgo > user.joinedDaysAgo)
      continue;
    if (onApprovedLeave(user.id, daysAgo)) continue;
    if (user.left && daysAgo <= user.left.daysAgo) continue;
    const dayRandom = new Random(`report|${user.id}|${key}`);
    if (daysAgo > (user.streakDays ?? 0) && dayRandom.next() < (user.missRate ?? 0.1)) continue;
    const filedAt = cal.at(daysAgo, 18, dayRandom.int(2, 55));
    const filed = dayRandom.sample(tasks, dayRandom.int(2, 4)).join('\n');
    const report = reportWrites.file(seed.person, key, filed, ts(filedAt));
    // The last report of an editing user, corrected 40 minutes later as the owner's edit writes it.
    const edited =
      user.editsLastReport && daysAgo === lastReportDaysAgo(user, cal)
        ? reportWrites.edit(`${filed}\n${tasks[0] ?? 'Updated the handover notes'}`, ts(new Date(filedAt.getTime() + 40 * 60_000)), 1)
        : {};
    seed.write(`productivityReports/${key}`, { ...report, ...edited });
    // The gap this report closes, as the app's report batch records it (the day lists read them).
    seed.write(`reportGaps/${key}`, reportGapWrites.file(seed.person, last?.key ?? '', key));
    count++;
    days.push(key);
    last = { key, at: filedAt };
  }
  return { count, last, days };
}

/**
 * The profile as sign-up wrote it from the roster, then changed by the admin (blocked, inactive), the
 * last report and the last ledger entry. The demo's people signed up under the old app, which showed
 * a short name: the profile keeps it as `name` (the roster's full name is `fullName`).
 */
function profileDocument(
  user: DemoUser,
  uid: string,
  joinedAt: Date,
  ledger: { balance: number; lastEntry: string },
  lastReport: { key: string; at: Date } | undefined,
  streak: Streak,
  updatedAt: Date,
  leaving?: DemoLeaving,
): DocumentData {
  return {
    ...profileWrites.signUp(
      { employeeId: user.id, roster: rosterFieldsOf(user), email: demoEmail(user.id), uid },
      ts(joinedAt),
    ),
    ...legacyShortName(user),
    ...profileWrites.account({ isActive: user.isActive, userStatus: user.userStatus }, ts(joinedAt)),
    ...(leaving ? profileWrites.leave({ leftOn: leaving.leftOn, reason: leaving.reason }, ts(leaving.at)) : {}),
    ...(lastReport ? profileWrites.reportStamp(lastReport.key, ts(lastReport.at), streak) : {}),
    ...profileWrites.balance(ledger.balance, ledger.lastEntry, ts(updatedAt)),
  };
}

const legacyShortName = (user: DemoUser) => ({ name: user.name });

/** A leaver's leaving as ADM001 recorded it: the day, the reason, the moment (the evening of that day). */
interface DemoLeaving {
  leftOn: string;
  reason: string;
  at: Date;
}

function leavingOf(user: DemoUser, cal: Calendar): DemoLeaving | undefined {
  if (!user.left) return undefined;
  return { leftOn: dayKey(cal.at(user.left.daysAgo)), reason: user.left.reason, at: cal.at(user.left.daysAgo, 17, 30) };
}

function buildUser(user: DemoUser, cal: Calendar): UserBuild {
  const seed = new UserSeed(user, cal);
  const joinedAt = cal.at(user.joinedDaysAgo, 10, seed.random.int(0, 59));
  addClaims(seed);
  addRedemptions(seed);
  addAdjustments(seed);
  const ledger = writeLedger(seed, joinedAt);
  const reports = addReports(seed);
  // The streak the app's report batches would have kept: the same domain function, over the same days off.
  const streak = streakOfReports(reports.days, daysOffOf(cal, user.id));
  const uid = uidFor(user.id);
  const updatedAt = [joinedAt, ledger.lastChange, reports.last?.at ?? joinedAt].reduce((a, b) =>
    b > a ? b : a,
  );
  const writes: Write[] = [
    { path: seed.path, data: profileDocument(user, uid, joinedAt, ledger, reports.last, streak, updatedAt, leavingOf(user, cal)) },
    // Phone, gender, date of birth: readable by the owner, managers and admins only (docs/product.md#identity-and-sign-up).
    { path: `${seed.path}/private/personal`, data: personalWrites.save(user, ts(joinedAt)) },
    { path: `uids/${uid}`, data: uidWrites.link(user.id) },
    ...seed.writes,
  ];
  return {
    writes,
    streak,
    claims: seed.claims,
    redemptions: seed.redemptions,
    reports: reports.count,
    ledgerEntries: ledger.entries,
  };
}

function buildActivities(cal: Calendar): Write[] {
  return DEMO_ACTIVITIES.map((a, index) => ({
    path: `pointActivities/${a.id}`,
    data: activityWrites.create(a.id, a, cal.at(120 - index * 5, 11, 30).toISOString()),
  }));
}

/** Whether the demo gives the user approved leave that many days ago (no report is seeded then). */
function onApprovedLeave(employeeId: string, daysAgo: number): boolean {
  return DEMO_LEAVE.some(
    (l) => l.employeeId === employeeId && l.status === 'approved' && daysAgo <= l.fromDaysAgo && daysAgo >= l.toDaysAgo,
  );
}

/** The leave days an approved demo request grants (the app's daysToGrant over the demo's holidays). */
function grantedLeaveDays(cal: Calendar, l: DemoLeave): string[] {
  return l.status === 'approved' ? daysToGrant({ from: cal.key(l.fromDaysAgo), to: cal.key(l.toDaysAgo) }, cal.holidays, new Set()) : [];
}

/** A demo employee's days off for streaks: the company's holidays and their granted leave days. */
function daysOffOf(cal: Calendar, employeeId: string): DaysOff {
  return { holidays: cal.holidays, leave: new Set(DEMO_LEAVE.filter((l) => l.employeeId === employeeId).flatMap((l) => grantedLeaveDays(cal, l))) };
}

/** The demo's leave requests as the app writes them: asked a week ago; the approved one's days granted by MGR001. */
function buildLeave(cal: Calendar): Write[] {
  const out: Write[] = [];
  for (const l of DEMO_LEAVE) {
    const user = DEMO_USERS.find((u) => u.id === l.employeeId);
    if (!user) continue;
    const asker = { employeeId: user.id, name: user.name, director: false, queue: defaultManagerFor(user.departments) };
    const range = { from: cal.key(l.fromDaysAgo), to: cal.key(l.toDaysAgo) };
    // As the rules (canAskLeave) and the leave form refuse it: an end before the start grants no day.
    if (range.to < range.from) throw new Error(`Demo leave ${l.id} ends (${range.to}) before it starts (${range.from})`);
    const base = `users/${user.id}`;
    const asked = leaveWrites.ask(asker, { ...range, reason: l.reason }, ts(cal.at(7, 10, 0)));
    if (l.status === 'pending') {
      out.push({ path: `${base}/leaveRequests/${l.id}`, data: asked });
      continue;
    }
    const decidedAt = ts(cal.at(6, 11, 0));
    out.push({
      path: `${base}/leaveRequests/${l.id}`,
      data: { ...asked, ...leaveWrites.approve({ employeeId: 'MGR001', name: 'Priya Iyer' }, decidedAt) },
    });
    const request = { id: l.id, employeeId: user.id, employeeName: user.name, director: false };
    for (const day of grantedLeaveDays(cal, l)) {
      out.push({ path: `${base}/leaveDays/${day}`, data: leaveDayWrites.grant(request, day, 'MGR001', decidedAt) });
    }
  }
  return out;
}

/** The company's holidays, set by the first admin (ADM001) long ago. */
function buildHolidays(cal: Calendar): Write[] {
  return [...cal.holidays].map(([day, name]) => ({
    path: `holidays/${day}`,
    data: holidayWrites.save({ day, name }, 'ADM001', ts(cal.at(400, 9, 30))),
  }));
}

/** Room left in each queue's budget this month: M2 nearly spent, M1 and M3 with plenty. */
const BUDGET_ROOM: Record<string, number> = { M1: 5000, M2: 60, M3: 3000 };

/**
 * This month's budgets of M1-M3, each `spent` exactly the points of the queue's claims credited this
 * month (as the credits would have spent it), and one large adjustment awaiting a second admin.
 */
function buildBudgets(writes: readonly Write[], cal: Calendar): Write[] {
  const month = istMonthKey(cal.at(0, 12, 0));
  const spent = new Map<string, number>();
  for (const w of writes) {
    const d = w.data;
    if (!/\/requestedClaims\//.test(w.path) || d.status !== 'paid' || typeof d.paidDate !== 'string') continue;
    if (!d.paidDate.startsWith(month) || typeof d.managerId !== 'string' || typeof d.points !== 'number') continue;
    spent.set(d.managerId, (spent.get(d.managerId) ?? 0) + d.points);
  }
  const at = Timestamp.fromDate(cal.at(1, 9, 0));
  const budgets = Object.entries(BUDGET_ROOM).map(([queue, room]) => {
    const s = spent.get(queue) ?? 0;
    return { path: `budgets/${budgetId(queue, month)}`, data: budgetWrites.open(queue, month, s + room, s, '', 'ADM001', at) };
  });
  const employee = demoUser('EMP001');
  const admin = demoUser('ADM001');
  const request = {
    path: 'adjustmentRequests/demo-large-adjustment',
    data: adjustmentRequestWrites.request(
      { employeeId: employee.id, name: employee.fullName },
      800,
      'Annual excellence award agreed with HR',
      { employeeId: admin.id, name: admin.fullName },
      at,
    ),
  };
  return [...budgets, request];
}

/** One demo audit entry: the admin's change of `path` (its stored fields `stored`, the fields written `data`). */
interface DemoAudit {
  id: string;
  action: AuditAction;
  path: string;
  stored: DocumentData;
  data: DocumentData;
  reason: string;
  at: Date;
}

/**
 * A handful of the first admin's actions, as the app records them (auditChange, auditWrites.entry): two
 * roster rows imported, an employee made a manager and back, an account blocked and unblocked, an
 * activity's points raised for a day and restored, and this month's M1 budget raised. Each changed
 * document names its latest entry in lastAudit, as writeAudited leaves it; the documents' final state
 * is the seed's.
 */
function buildAudit(writes: Write[], cal: Calendar): Write[] {
  const find = (path: string): Write => {
    const w = writes.find((x) => x.path === path);
    if (!w) throw new Error(`the audit demo needs ${path}`);
    return w;
  };
  const admin = demoUser('ADM001');
  const profileName = find(`users/${admin.id}`).data.name;
  const by = { employeeId: admin.id, name: typeof profileName === 'string' ? profileName : admin.fullName };
  const activityId = DEMO_ACTIVITIES.find((a) => a.isActive)?.id ?? 'PA001';
  const points = Number(find(`pointActivities/${activityId}`).data.points);
  const month = istMonthKey(cal.at(0, 12, 0));
  const budgetPath = `budgets/${budgetId('M1', month)}`;
  const budget = Number(find(budgetPath).data.budget);
  const roster = (id: string) => find(`roster/${id}`).data;
  const audits: DemoAudit[] = [
    ...['EMP009', 'EMP010'].map((id, i) => ({
      id: `demoAuditImport${i + 1}`,
      action: 'roster.import' as const,
      path: `roster/${id}`,
      stored: {},
      data: roster(id),
      reason: '',
      at: cal.at(30, 10, i),
    })),
    { id: 'demoAuditRole1', action: 'role.change', path: 'roster/EMP002', stored: { userRole: 'employee' }, data: { userRole: 'manager' }, reason: 'Covering the M1 queue while MGR001 is on leave', at: cal.at(20, 11, 0) },
    { id: 'demoAuditRole2', action: 'role.change', path: 'roster/EMP002', stored: { userRole: 'manager' }, data: { userRole: 'employee' }, reason: 'MGR001 is back', at: cal.at(13, 9, 30) },
    { id: 'demoAuditBlock', action: 'account.change', path: 'users/EMP003', stored: { userStatus: 'unblocked' }, data: { userStatus: 'blocked' }, reason: 'Shared their password with a colleague', at: cal.at(12, 15, 10) },
    { id: 'demoAuditUnblock', action: 'account.change', path: 'users/EMP003', stored: { userStatus: 'blocked' }, data: { userStatus: 'unblocked' }, reason: 'Password changed; reminded of the policy', at: cal.at(11, 10, 0) },
    { id: 'demoAuditPoints1', action: 'activity.update', path: `pointActivities/${activityId}`, stored: { points }, data: { points: points * 5 }, reason: '', at: cal.at(8, 12, 0) },
    { id: 'demoAuditPoints2', action: 'activity.update', path: `pointActivities/${activityId}`, stored: { points: points * 5 }, data: { points }, reason: '', at: cal.at(8, 16, 45) },
    ...DEMO_USERS.flatMap((u) => {
      const leaving = leavingOf(u, cal);
      return leaving
        ? [{ id: `demoAuditLeaver${u.id}`, action: 'leaver.record' as const, path: `users/${u.id}`, stored: { isActive: true }, data: { isActive: false, leftOn: leaving.leftOn, leftReason: leaving.reason }, reason: '', at: leaving.at }]
        : [];
    }),
    { id: 'demoAuditBudget', action: 'budget.set', path: budgetPath, stored: { budget: budget - 2000 }, data: { budget }, reason: 'More referrals expected this month', at: cal.at(1, 9, 5) },
  ];
  return audits.map((a) => {
    const [kind = '', targetId = ''] = a.path.split('/');
    const target = find(a.path);
    // The latest entry of each document is the one it names (the list is in time order).
    target.data = { ...target.data, ...auditWrites.link(a.id) };
    const entry = auditWrites.entry(
      { action: a.action, target: { kind: kind as AuditTargetKind, id: targetId }, change: auditChange(a.stored, a.data), by, reason: a.reason },
      ts(a.at),
    );
    return { path: `audit/${a.id}`, data: entry };
  });
}

/**
 * Whether `streak` is alive today and began before the company day and before the employee's last leave
 * day: it counts more expected days than there are after either, so both lie inside it.
 */
function streakCrossesDaysOff(streak: Streak | undefined, cal: Calendar, employeeId: string): boolean {
  const off = daysOffOf(cal, employeeId);
  const companyDay = [...cal.holidays].find(([, name]) => name === DEMO_COMPANY_DAY.name)?.[0];
  const lastLeave = [...off.leave].sort().at(-1);
  if (!streak || !companyDay || !lastLeave || shownStreak(streak, cal.key(0), off).current === 0) return false;
  const expectedAfter = (after: string) => {
    let n = 0;
    for (let d = shiftDay(after, 1); d <= streak.day; d = shiftDay(d, 1)) if (isExpectedDay(d, off)) n++;
    return n;
  };
  return streak.current > expectedAfter(companyDay) && streak.current > expectedAfter(lastLeave);
}

/** Fails loudly when edits to seed-data.ts break what the demo promises (docs/product.md#the-demo-organisation). */
function checkPromises(summary: SeedSummary, byUser: Map<string, UserBuild>, cal: Calendar): void {
  const problems: string[] = [];
  if (!streakCrossesDaysOff(byUser.get('EMP002')?.streak, cal, 'EMP002'))
    problems.push("EMP002 needs a current report streak that crosses the company day and their approved leave");
  const editedReport = [...byUser.values()].some((b) =>
    b.writes.some((w) => w.path.includes('/productivityReports/') && w.data.editedAt !== undefined && w.data.edits === 1),
  );
  if (!editedReport) problems.push('no edited report');
  for (const status of ['pending', 'paid', 'rejected', 'approved', 'under_review'] as const) {
    if (summary.claims[status] === 0) problems.push(`no ${status} claim`);
  }
  if (summary.redemptions.pending === 0) problems.push('no pending redemption');
  if (summary.redemptions.paid === 0) problems.push('no paid redemption');
  if (summary.redemptions.cancelled === 0) problems.push('no cancelled redemption');
  if (summary.adjustments === 0) problems.push('no adjustment');
  if (!DEMO_USERS.some((u) => u.left && !u.isActive)) problems.push('no leaver');
  const emp001 = byUser.get('EMP001');
  if (!emp001 || emp001.claims.pending < 2 || emp001.claims.paid < 1)
    problems.push('EMP001 needs 2 pending and 1 paid claims');
  if (DEMO_ACTIVITIES.length < 12 || DEMO_ACTIVITIES.filter((a) => !a.isActive).length !== 2) {
    problems.push('need at least 12 activities, exactly 2 inactive');
  }
  for (const [id, build] of byUser) {
    const planned = DEMO_USERS.find((u) => u.id === id)?.redemptions.length ?? 0;
    const made = Object.values(build.redemptions).reduce((a, b) => a + b, 0);
    if (made !== planned) problems.push(`${id}: ${planned - made} planned redemption(s) not affordable`);
  }
  if (problems.length > 0)
    throw new Error(`seed-data.ts no longer gives the promised demo: ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------
// seedDemo
// ---------------------------------------------------------------------------------------------

let appCounter = 0;

export async function seedDemo(
  env: Record<string, string | undefined>,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? ((s: string) => console.log(s));
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST;
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestoreHost || !authHost) {
    throw new EmulatorError(
      'The seed only writes to the emulators, and FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are not set.\n' +
        'Start them with `npm run emulators` and run, e.g.:\n' +
        '  FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9199 npm run seed\n' +
        '(`npm start` seeds its own emulators).',
    );
  }
  const projectId = env.EMULATOR_PROJECT_ID ?? env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  // firebase-admin finds the emulators through these variables.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.GCLOUD_PROJECT = projectId;

  const scope = {
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    EMULATOR_PROJECT_ID: projectId,
  };
  await Promise.all([clearFirestore(scope), clearAuth(scope)]);

  const cal = new Calendar(options.today ?? new Date());
  const byUser = new Map<string, UserBuild>();
  for (const user of DEMO_USERS) byUser.set(user.id, buildUser(user, cal));
  const writes = [
    ...buildActivities(cal),
    ...buildHolidays(cal),
    ...buildLeave(cal),
    ...buildRoster(demoEmail, cal.at(400, 9, 0)),
    ...[...byUser.values()].flatMap((b) => b.writes),
  ];
  writes.push(...buildBudgets(writes, cal));
  writes.push(...buildAudit(writes, cal));
  // Insights: each month's totals and earners as the app's postings would have moved them.
  const stamp = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
  writes.push(...totalsDocs(writes, stamp, ts(cal.at(0))));
  // ...and each queue's decisions by hours waited, as the app's reviews would have counted them.
  writes.push(...reviewTimesDocs(writes, stamp, ts(cal.at(0))));
  // ...and each department's headcount (profiles, Directors, active), as the profiles' writes kept it.
  writes.push(...headcountDocs(writes, ts(cal.at(0))));

  const summary: SeedSummary = {
    users: DEMO_USERS.length,
    activities: DEMO_ACTIVITIES.length,
    claims: { pending: 0, paid: 0, rejected: 0, approved: 0, under_review: 0 },
    redemptions: { pending: 0, paid: 0, declined: 0, cancelled: 0 },
    adjustments: 0,
    reports: 0,
    ledgerEntries: 0,
    documents: writes.length,
  };
  for (const [id, build] of byUser) {
    for (const [status, n] of Object.entries(build.claims) as [SeedClaimStatus, number][])
      summary.claims[status] += n;
    for (const [status, n] of Object.entries(build.redemptions) as [SeedRedemptionStatus, number][]) {
      summary.redemptions[status] += n;
    }
    summary.reports += build.reports;
    summary.adjustments += DEMO_USERS.find((u) => u.id === id)?.adjustments?.length ?? 0;
    summary.ledgerEntries += build.ledgerEntries;
  }
  checkPromises(summary, byUser, cal);

  const app = initializeApp({ projectId }, `seed-${process.pid}-${++appCounter}`);
  try {
    const auth = getAuth(app);
    await Promise.all(
      DEMO_USERS.map((user) =>
        auth.createUser({
          uid: uidFor(user.id),
          email: demoEmail(user.id),
          password: DEMO_PASSWORD,
          displayName: user.fullName,
          emailVerified: true,
        }),
      ),
    );
    await commitInBatches(getFirestore(app), writes);
  } finally {
    await deleteApp(app);
  }

  const c = summary.claims;
  const r = summary.redemptions;
  log(
    `Seeded ${projectId}: ${summary.users} users, ${summary.activities} activities, ` +
      `${c.pending + c.paid + c.rejected + c.approved + c.under_review} claims (${c.pending} pending, ${c.paid} paid, ${c.rejected} rejected, ` +
      `${c.approved} legacy approved, ${c.under_review} legacy under review), ` +
      `${r.pending + r.paid + r.declined + r.cancelled} redemptions (${r.pending} pending, ${r.paid} paid, ${r.declined} declined, ${r.cancelled} cancelled), ` +
      `${summary.adjustments} adjustment(s), ` +
      `${summary.reports} productivity reports, ${summary.ledgerEntries} ledger entries ` +
      `(${summary.documents} documents in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return summary;
}

if (isMainModule(import.meta.url)) {
  seedDemo(process.env).then(
    () => process.exit(0),
    (error: unknown) => {
      printError(error);
      process.exit(1);
    },
  );
}
