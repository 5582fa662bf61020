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
  managerLabel,
} from '../src/domain/constants';
import { isDirector } from '../src/domain/directors';
import { nameLowerOf } from '../src/domain/roster';
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
  DEMO_PASSWORD,
  DEMO_USERS,
  REJECTION_REASONS,
  TASKS_BY_DEPARTMENT,
  type DemoActivity,
  type DemoUser,
  type SeedClaimStatus,
  type SeedRedemptionStatus,
} from './seed-data';

import { buildRoster, reviewQueuesOf } from './seed-roster';

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
  constructor(today: Date) {
    this.year = today.getFullYear();
    this.month = today.getMonth();
    this.date = today.getDate();
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
// Building the documents
// ---------------------------------------------------------------------------------------------

interface Write {
  path: string;
  data: DocumentData;
}

interface LedgerEvent {
  at: Date;
  order: number;
  apply: (
    balance: number,
  ) => {
    entryId: string;
    type: string;
    points: number;
    sourceRef: string;
    createdBy: string;
    reason?: string;
  } | null;
}

const activityById = new Map<string, DemoActivity>(DEMO_ACTIVITIES.map((a) => [a.id, a]));

function activity(id: string): DemoActivity {
  const found = activityById.get(id);
  if (!found) throw new Error(`seed-data: unknown activity ${id}`);
  return found;
}

function reviewerFor(managerId: string): DemoUser {
  const id = managerId === 'M3' ? 'ADM001' : 'MGR001';
  const reviewer = DEMO_USERS.find((u) => u.id === id);
  if (!reviewer) throw new Error(`seed-data: reviewer ${id} missing`);
  return reviewer;
}

const FINANCE = DEMO_USERS.find((u) => u.userRole === 'finance');

function pad3(n: number): string {
  return String(n).padStart(3, '0');
}

/** Largest tier not above both the wish and the balance, or undefined when nothing fits. */
function affordableTier(wish: number, balance: number): number | undefined {
  return [...REDEMPTION_TIERS].reverse().find((tier) => tier <= wish && tier <= balance);
}

interface UserBuild {
  writes: Write[];
  claims: Record<SeedClaimStatus, number>;
  redemptions: Record<SeedRedemptionStatus, number>;
  reports: number;
  ledgerEntries: number;
}

function buildUser(user: DemoUser, cal: Calendar): UserBuild {
  const random = new Random(`user|${user.id}`);
  const department = user.designation || user.departments[0] || '';
  const firstDepartment = user.departments[0] ?? 'HR';
  const managerId = defaultManagerFor(user.departments);
  const userPath = `users/${user.id}`;
  const createdAt = cal.at(user.joinedDaysAgo, 10, random.int(0, 59));
  const writes: Write[] = [];
  const claimCounts: Record<SeedClaimStatus, number> = { pending: 0, paid: 0, rejected: 0, approved: 0, under_review: 0 };
  const redemptionCounts: Record<SeedRedemptionStatus, number> = {
    pending: 0,
    paid: 0,
    declined: 0,
    cancelled: 0,
  };

  // Claims: reviewed ones spread over the last ~10 weeks, pending ones in the last ~10 days.
  const reviewedCount = user.claims.filter((s) => s !== 'pending').length;
  const pendingCount = user.claims.length - reviewedCount;
  let reviewedIndex = 0;
  let pendingIndex = 0;
  let lastActivity = '';
  const claims = user.claims.map((status, planIndex) => {
    let completionDaysAgo: number;
    if (status === 'pending') {
      const step = pendingCount > 1 ? 8 / (pendingCount - 1) : 0;
      completionDaysAgo = 10 - Math.round(pendingIndex++ * step) + random.int(0, 1);
    } else {
      const step = reviewedCount > 1 ? 54 / (reviewedCount - 1) : 0;
      completionDaysAgo = 70 - Math.round(reviewedIndex++ * step) - random.int(0, 2);
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
  claims.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const events: LedgerEvent[] = [];
  let order = 0;
  claims.forEach((claim, index) => {
    const id = `${user.id}-${pad3(index + 1)}`;
    const reviewer = reviewerFor(managerId);
    const data: DocumentData = {
      id,
      referenceId: id,
      employeeId: user.id,
      employeeName: user.name,
      employeeNameLower: nameLowerOf(user.name),
      department,
      designation: user.designation,
      activityId: claim.act.id,
      activityName: claim.act.name,
      points: claim.act.points,
      description: claim.sample.description,
      completionDate: claim.completionDate,
      managerId,
      managerName: managerLabel(managerId),
      evidence: claim.sample.evidence,
      photos: [],
      status: claim.status,
      submittedDate: claim.submittedDate,
      managerComment: claim.comment,
      createdAt: ts(claim.createdAt),
      updatedAt: ts(claim.status === 'pending' ? claim.createdAt : claim.reviewedAt),
    };
    if (claim.status === 'approved') {
      // Legacy: approved by a manager under the old app, never paid (no ledger entry): awaiting review.
      Object.assign(data, { approvedBy: reviewer.name, approvedById: reviewer.id, checkedDate: claim.reviewDate });
    } else if (claim.status === 'paid') {
      Object.assign(data, {
        paidDate: claim.reviewDate,
        approvedBy: reviewer.name,
        approvedById: reviewer.id,
        checkedDate: claim.reviewDate,
      });
      events.push({
        at: claim.reviewedAt,
        order: order++,
        apply: () => ({
          entryId: `claim-${id}`,
          type: 'earned',
          points: claim.act.points,
          sourceRef: id,
          createdBy: reviewer.id,
        }),
      });
    } else if (claim.status === 'rejected') {
      Object.assign(data, {
        rejectedDate: claim.reviewDate,
        rejectedBy: reviewer.name,
        rejectedById: reviewer.id,
        checkedDate: claim.reviewDate,
      });
    }
    claimCounts[claim.status]++;
    writes.push({ path: `${userPath}/requestedClaims/${id}`, data });
  });

  // Redemptions: the amount is decided when the balance at that moment is known (below).
  let redemptionNumber = 0;
  for (const plan of user.redemptions) {
    const requestedAt = cal.at(plan.daysAgo, random.int(11, 16), random.int(0, 59));
    const settledDaysAgo = Math.max(1, plan.daysAgo - random.int(1, 2));
    const settledCandidate = cal.at(settledDaysAgo, random.int(12, 17), random.int(0, 59));
    // Settled after the request, even when both fall on the same day.
    const settledAt = new Date(Math.max(settledCandidate.getTime(), requestedAt.getTime() + 2 * 3600_000));
    let granted: { id: string; amount: number } | undefined;
    events.push({
      at: requestedAt,
      order: order++,
      apply: (balance) => {
        const amount = affordableTier(plan.tier, balance);
        if (amount === undefined) return null;
        const id = `RD-${user.id}-${pad3(++redemptionNumber)}`;
        granted = { id, amount };
        const data: DocumentData = {
          id,
          referenceId: id,
          employeeId: user.id,
          employeeName: user.name,
          department,
          amount,
          pointsRedeemed: amount,
          rewardName: `Cash payout ₹${amount}`,
          status: plan.status,
          requestedDate: dayKey(requestedAt),
          createdAt: ts(requestedAt),
          updatedAt: ts(plan.status === 'pending' ? requestedAt : settledAt),
        };
        const financeName = FINANCE?.fullName ?? 'Admin';
        if (plan.status === 'paid') {
          Object.assign(data, {
            paidBy: financeName,
            paidById: FINANCE?.id ?? 'ADM001',
            paidDate: dayKey(settledAt),
            paidDetails: `NEFT to account ending ${String(random.int(1000, 9999))}, UTR ${String(random.int(100000000, 999999999))}${String(random.int(100, 999))}`,
          });
        } else if (plan.status === 'cancelled') {
          Object.assign(data, { cancelledDate: dayKey(settledAt) });
        } else if (plan.status === 'declined') {
          Object.assign(data, {
            declinedBy: financeName,
            declinedById: FINANCE?.id ?? 'ADM001',
            declinedDate: dayKey(settledAt),
            declineReason: random.pick(DECLINE_REASONS),
          });
        }
        redemptionCounts[plan.status]++;
        writes.push({ path: `${userPath}/redemptionRequests/${id}`, data });
        return {
          entryId: `redemption-${id}`,
          type: 'redeemed',
          points: -amount,
          sourceRef: id,
          createdBy: user.id,
        };
      },
    });
    if (plan.status === 'cancelled') {
      events.push({
        at: settledAt,
        order: order++,
        apply: () =>
          granted
            ? {
                entryId: `cancel-${granted.id}`,
                type: 'cancel',
                points: granted.amount,
                sourceRef: granted.id,
                createdBy: user.id,
              }
            : null,
      });
    }
    if (plan.status === 'declined') {
      events.push({
        at: settledAt,
        order: order++,
        apply: () =>
          granted
            ? {
                entryId: `refund-${granted.id}`,
                type: 'refund',
                points: granted.amount,
                sourceRef: granted.id,
                createdBy: FINANCE?.id ?? 'ADM001',
              }
            : null,
      });
    }
  }

  // Admin adjustments, numbered in time order.
  (user.adjustments ?? []).forEach((plan, index) => {
    events.push({
      at: cal.at(plan.daysAgo, 15, random.int(0, 59)),
      order: order++,
      apply: () => ({
        entryId: `adjustment-${index + 1}`,
        type: 'adjustment',
        points: plan.points,
        sourceRef: '',
        createdBy: 'ADM001',
        reason: plan.reason,
      }),
    });
  });

  // The ledger: opening entry, then every balance change in time order with running totals.
  let balance = OPENING_POINTS;
  let lastEntry = 'opening';
  let lastChange = createdAt;
  let ledgerEntries = 1;
  writes.push({
    path: `${userPath}/ledger/opening`,
    data: {
      type: 'opening',
      points: OPENING_POINTS,
      balanceAfter: OPENING_POINTS,
      sourceRef: 'opening',
      createdAt: ts(createdAt),
      createdBy: user.id,
      createdByName: user.name,
    },
  });
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  for (const event of events) {
    const entry = event.apply(balance);
    if (!entry) continue;
    balance += entry.points;
    if (balance < 0) throw new Error(`seed: ${user.id} would go below zero at ${entry.entryId}`);
    writes.push({
      path: `${userPath}/ledger/${entry.entryId}`,
      data: {
        type: entry.type,
        points: entry.points,
        balanceAfter: balance,
        sourceRef: entry.sourceRef,
        createdAt: ts(event.at),
        createdBy: entry.createdBy,
        // As the app writes it (data/ledger/writer.ts): the maker's profile name.
        createdByName: DEMO_USERS.find((u) => u.id === entry.createdBy)?.name ?? '',
        ...(entry.reason === undefined ? {} : { reason: entry.reason }),
      },
    });
    lastEntry = entry.entryId;
    lastChange = event.at;
    ledgerEntries++;
  }

  // Daily productivity reports: working days (Mon-Sat) of the last 45 days, some missed.
  let reports = 0;
  let lastReport: { key: string; at: Date } | undefined;
  if (user.reports) {
    const tasks = TASKS_BY_DEPARTMENT[firstDepartment];
    for (let daysAgo = 45; daysAgo >= 1; daysAgo--) {
      const day = cal.at(daysAgo);
      const key = dayKey(day);
      if (day.getDay() === 0 || key < REPORTS_START || daysAgo > user.joinedDaysAgo) continue;
      const dayRandom = new Random(`report|${user.id}|${key}`);
      if (dayRandom.next() < (user.missRate ?? 0.1)) continue;
      const filedAt = cal.at(daysAgo, 18, dayRandom.int(2, 55));
      writes.push({
        path: `${userPath}/productivityReports/${key}`,
        data: {
          date: Number(key.replaceAll('-', '')),
          dateTime: ts(filedAt),
          tasks: dayRandom.sample(tasks, dayRandom.int(2, 4)).join('\n'),
          employeeId: user.id,
          employeeName: user.name,
          director: isDirector(user),
        },
      });
      reports++;
      lastReport = { key, at: filedAt };
    }
  }

  const uid = uidFor(user.id);
  const updatedAt = [createdAt, lastChange, lastReport?.at ?? createdAt].reduce((a, b) => (b > a ? b : a));
  const profile: DocumentData = {
    id: user.id,
    employeeId: user.id,
    name: user.name,
    fullName: user.fullName,
    nameLower: nameLowerOf(user.fullName),
    director: isDirector(user),
    email: demoEmail(user.id),
    designation: user.designation,
    departments: [...user.departments],
    department,
    reviewQueues: reviewQueuesOf(user.id),
    uid,
    isActive: user.isActive,
    userStatus: user.userStatus,
    userRole: user.userRole,
    points: balance,
    lastLedgerEntry: lastEntry,
    createdAt: ts(createdAt),
    updatedAt: ts(updatedAt),
  };
  // '' before any report: the day's 'missing' list is a range query on this field.
  profile.lastProductivityDate = '';
  if (lastReport) {
    profile.lastProductivityDate = lastReport.key;
    profile.lastProductivityAt = ts(lastReport.at);
  }
  writes.unshift(
    { path: userPath, data: profile },
    // Phone, gender, date of birth: readable by the owner, managers and admins only (docs/product.md#identity-and-sign-up).
    {
      path: `${userPath}/private/personal`,
      data: { number: user.number, gender: user.gender, dob: user.dob, updatedAt: ts(createdAt) },
    },
    { path: `uids/${uid}`, data: { employeeId: user.id } },
  );
  return { writes, claims: claimCounts, redemptions: redemptionCounts, reports, ledgerEntries };
}

function buildActivities(cal: Calendar): Write[] {
  return DEMO_ACTIVITIES.map((a, index) => ({
    path: `pointActivities/${a.id}`,
    data: {
      id: a.id,
      name: a.name,
      points: a.points,
      description: a.description,
      isActive: a.isActive,
      eligibilityCriteria: a.eligibilityCriteria,
      submissionGuidelines: a.submissionGuidelines,
      verificationCriteria: a.verificationCriteria,
      updatedAt: cal.at(120 - index * 5, 11, 30).toISOString(),
    },
  }));
}

/** Fails loudly when edits to seed-data.ts break what the demo promises (docs/product.md#the-demo-organisation). */
function checkPromises(summary: SeedSummary, byUser: Map<string, UserBuild>): void {
  const problems: string[] = [];
  for (const status of ['pending', 'paid', 'rejected', 'approved', 'under_review'] as const) {
    if (summary.claims[status] === 0) problems.push(`no ${status} claim`);
  }
  if (summary.redemptions.pending === 0) problems.push('no pending redemption');
  if (summary.redemptions.paid === 0) problems.push('no paid redemption');
  if (summary.redemptions.cancelled === 0) problems.push('no cancelled redemption');
  if (summary.adjustments === 0) problems.push('no adjustment');
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
    ...buildRoster(demoEmail, cal.at(400, 9, 0)),
    ...[...byUser.values()].flatMap((b) => b.writes),
  ];

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
  checkPromises(summary, byUser);

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
    const db = getFirestore(app);
    for (let i = 0; i < writes.length; i += 400) {
      const batch = db.batch();
      for (const write of writes.slice(i, i + 400)) batch.set(db.doc(write.path), write.data);
      await batch.commit();
    }
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
