/**
 * The people and documents the rules tests start from, and the exact writes the app makes
 * (src/data/*\/api.ts), as plain lists of writes that a test can commit, trim or tamper with.
 */
import {
  Timestamp,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { autoCounterId, type ApprovalRule } from '@/domain/approvalRules';
import { istDayKey, istMonthKey } from '@/domain/ist';
import { defaultManagerFor, OPENING_POINTS, type ManagerId } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { ledgerEntryId } from '@/domain/ledger';
import { NO_DAYS_OFF, NO_STREAK, streakAfterReport, type DaysOff, type Streak } from '@/domain/streaks';
import type { Role } from '@/domain/roles';
import type { RosterFields } from '@/domain/roster';
import { activityWrites } from '@/data/schema/activities';
import {
  auditChange,
  auditWrites,
  removalAuditId,
  removalChange,
  type AuditAction,
  type AuditTargetKind,
} from '@/data/schema/audit';
import { autoApprovalWrites } from '@/data/schema/autoApprovals';
import { adjustmentDayWrites } from '@/data/schema/adjustmentDays';
import { ORGANISATION_ID, organisationWrites } from '@/data/schema/organisation';
import { claimWrites } from '@/data/schema/claims';
import { holidayWrites } from '@/data/schema/holidays';
import { ledgerWrites, type LedgerPosting } from '@/data/schema/ledger';
import { earnerMarkWrites, monthTotalsWrites } from '@/data/schema/monthTotals';
import { queueOfClaim, reviewTimesIdOf, reviewTimesWrites } from '@/data/schema/reviewTimes';
import { monthTotalsId } from '@/domain/insights';
import { personalWrites, type Personal } from '@/data/schema/personal';
import { redemptionWrites } from '@/data/schema/redemptions';
import { reportWrites as reportBuilders } from '@/data/schema/reports';
import { reportGapWrites } from '@/data/schema/reportGaps';
import { leaveDayWrites, leaveWrites, type LeaveAsker } from '@/data/schema/leave';
import { rosterWrites } from '@/data/schema/roster';
import { rosterEmailWrites } from '@/data/schema/rosterEmails';
import { ROSTER_TOTALS_ID, rosterTotalsWrites } from '@/data/schema/rosterTotals';
import type { Actor } from '@/data/schema/signatures';
import { uidWrites } from '@/data/schema/uids';
import { profileWrites, type AccountChange, type Leaving } from '@/data/schema/users';
import { headcountDocs, headcountMoves, headcountWrites } from '@/data/schema/headcounts';

export const DOMAIN = 'ics-rewards.test';

export interface Person {
  employeeId: string;
  uid: string;
  email: string;
  name: string;
  role: Role;
  userStatus: 'blocked' | 'unblocked';
  isActive: boolean;
  /** The token's email_verified claim (every write needs a verified mailbox: docs/product.md#identity-and-sign-up). */
  verified: boolean;
}

function person(employeeId: string, role: Role, extra: Partial<Person> = {}): Person {
  return {
    employeeId,
    uid: `uid-${employeeId.toLowerCase()}`,
    email: `${employeeId.toLowerCase()}@${DOMAIN}`,
    name: `Name ${employeeId}`,
    role,
    userStatus: 'unblocked',
    isActive: true,
    verified: true,
    ...extra,
  };
}

export const PEOPLE = {
  owner: person('EMP001', 'employee'),
  other: person('EMP002', 'employee'),
  manager: person('MGR001', 'manager'),
  manager2: person('MGR002', 'manager'),
  finance: person('FIN001', 'finance'),
  admin: person('ADM001', 'admin'),
  blocked: person('EMP900', 'employee', { userStatus: 'blocked' }),
  inactive: person('EMP901', 'employee', { isActive: false }),
  blockedManager: person('MGR900', 'manager', { userStatus: 'blocked' }),
  inactiveAdmin: person('ADM901', 'admin', { isActive: false }),
  /** Provisioned in the roster, has a verified Auth account and no profile yet (sign-up step 2). */
  newcomer: person('EMP100', 'employee'),
  /** Like newcomer, but the mailbox is not verified yet. */
  unverifiedNewcomer: person('EMP101', 'employee', { verified: false }),
  /** EMP001's profile, signed in before verifying the mailbox (a legacy account). */
  unverifiedOwner: person('EMP001', 'employee', { verified: false }),
} as const;

/** People who have no seeded profile (they sign up in the tests). */
const NOT_SIGNED_UP: readonly PersonKey[] = ['newcomer', 'unverifiedNewcomer'];
/** Review queues of the seeded roster (the demo roster: MGR001 reviews all three). */
export const reviewQueuesOf = (p: Person): ManagerId[] => (p.employeeId === 'MGR001' ? ['M1', 'M2', 'M3'] : []);

export type PersonKey = keyof typeof PEOPLE;

/** Seeded balance of every profile. */
export const SEED_POINTS = 500;
/** settings/organisation: the company's e-mail domain (DOMAIN), which every roster mailbox is in. */
export const ORGANISATION_PATH = `settings/${ORGANISATION_ID}`;
export const ACTIVE_ACTIVITY = { id: 'PA001', name: 'Refer a candidate', points: 100 };
export const INACTIVE_ACTIVITY = { id: 'PA002', name: 'Retired activity', points: 200 };

export const today = (): string => toDayKey(new Date());
/** Today in India: the one day the rules take a report for (istToday()). */
export const reportDay = (): string => istDayKey(new Date());
/** The day `days` from India's today (a report day before or after it). */
export function reportDayOffset(days: number): string {
  const d = new Date(`${reportDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export function dayOffset(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return toDayKey(d);
}

/** Ids of the seeded documents of an employee. */
export function seeded(employeeId: string) {
  return {
    pendingClaim: `${employeeId}-001`,
    paidClaim: `${employeeId}-002`,
    rejectedClaim: `${employeeId}-003`,
    pendingRedemption: `RD-${employeeId}-001`,
    paidRedemption: `RD-${employeeId}-002`,
    yesterdayReport: dayOffset(-1),
  };
}

export const paths = {
  roster: (e: string) => `roster/${e}`,
  personal: (e: string) => `users/${e}/private/personal`,
  uid: (uid: string) => `uids/${uid}`,
  user: (e: string) => `users/${e}`,
  ledger: (e: string, id: string) => `users/${e}/ledger/${id}`,
  claim: (e: string, id: string) => `users/${e}/requestedClaims/${id}`,
  redemption: (e: string, id: string) => `users/${e}/redemptionRequests/${id}`,
  report: (e: string, day: string) => `users/${e}/productivityReports/${day}`,
  reportGap: (e: string, day: string) => `users/${e}/reportGaps/${day}`,
  activity: (id: string) => `pointActivities/${id}`,
  holiday: (day: string) => `holidays/${day}`,
  autoCount: (e: string, counterId: string) => `users/${e}/autoApprovals/${counterId}`,
  adjustmentDay: (e: string, day = istDayKey(new Date())) => `users/${e}/adjustmentDays/${day}`,
};

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export interface Write {
  path: string;
  /** A delete's data is ignored ({}). 'merge': a set with merge (the month totals' increments). */
  op: 'set' | 'update' | 'delete' | 'merge';
  data: DocumentData;
  /** An admin's write: committed with its audit entry (the app's writeAudited). */
  audit?: WorldAudit;
  /** A roster write's mailbox index (saveRosterEntries): committed with it. */
  mailbox?: WorldMailbox;
  /**
   * A claim's decision (credit or rejection): committed with its queue's reviewTimes move, as runReview
   * writes it (the claim's submission and queue read as stored; none for a claim without a createdAt).
   */
  decides?: boolean;
  /**
   * A new roster entry: its request moves the roster's kept total (rosterTotals/all), listing it, as
   * saveRosterEntries writes it (one move for all the request's new entries: withRosterTotal).
   */
  counted?: boolean;
  /**
   * A profile write that may change who its department's headcount counts: committed with the headcount
   * moves the app's moveHeadcounts makes (headcountMoves), from the profile as stored (`stored`; default
   * the audit's stored document, else as worldDocs() seeds it; none for a sign-up's set) to it with this
   * write's fields. Nothing is added when the membership does not change.
   */
  headcount?: { stored?: DocumentData };
}

/** The headcount moves of a profile write (its `headcount` mark), as moveHeadcounts writes them. */
export function headcountWritesOf(w: Write): Write[] {
  if (!w.headcount) return [];
  const before = w.op === 'set' ? undefined : (w.headcount.stored ?? w.audit?.stored ?? worldDocs()[w.path] ?? {});
  const employeeId = w.path.split('/')[1] ?? '';
  return headcountMoves(before, { ...before, ...w.data }).map((m) => ({
    path: headcountPath(m.department),
    op: 'merge',
    data: headcountWrites.move(m, employeeId, increment, serverTimestamp()),
  }));
}

/** The same profile write without its headcount moves (what a modified browser would send). */
export function uncounted(w: Write): Write {
  const { headcount: _h, ...rest } = w;
  return rest;
}

/** headcounts/{department}. */
export const headcountPath = (department: string) => `headcounts/${department}`;

/** Reads a stored document with the rules off (set by createRulesEnv). */
let storedReader: ((path: string) => Promise<DocumentData | undefined>) | null = null;
export function setStoredReader(read: (path: string) => Promise<DocumentData | undefined>): void {
  storedReader = read;
}

/** The reviewTimes path of a month's decisions. */
export const reviewTimesPath = (month = istMonthKey(new Date())) => `reviewTimes/${month}`;

/**
 * The reviewTimes write of a decision of claim `users/{e}/requestedClaims/{id}` (at `path`) as stored now,
 * or none for a claim without a submission time (or not stored).
 */
export async function reviewTimesWriteOf(path: string, read = storedReader): Promise<Write | null> {
  if (!read) throw new Error('setStoredReader: no rules environment');
  const claim = await read(path);
  const createdAt: unknown = claim?.createdAt;
  // Read with the rules off (another SDK instance): a Timestamp by its shape.
  if (!(createdAt instanceof Timestamp) && typeof (createdAt as Timestamp | undefined)?.toDate !== 'function') return null;
  const [, employeeId = '', , claimId = ''] = path.split('/');
  const decision = { employeeId, claimId, queue: queueOfClaim(claim?.managerId), submitted: (createdAt as Timestamp).toDate(), decided: new Date() };
  return { path: `reviewTimes/${reviewTimesIdOf(decision)}`, op: 'merge', data: reviewTimesWrites.decide(decision, increment, serverTimestamp()) };
}

/**
 * The mailbox index writes of a roster write: `index` creates rosterEmails/{the written email} naming
 * the entry, `release` deletes the index of an old mailbox.
 */
export interface WorldMailbox {
  index?: boolean;
  release?: string;
}

/** rosterEmails/{email} of a roster write, as saveRosterEntries writes them. */
function mailboxWrites(w: Write): Write[] {
  const m = w.mailbox;
  if (!m) return [];
  const employeeId = w.path.split('/')[1] ?? '';
  return [
    ...(m.index ? [{ path: `rosterEmails/${String(w.data.email)}`, op: 'set', data: rosterEmailWrites.index(employeeId) } satisfies Write] : []),
    ...(m.release ? [{ path: `rosterEmails/${m.release}`, op: 'delete', data: {} } satisfies Write] : []),
  ];
}

/** How an audited write is committed; every field but the action has the app's honest default. */
export interface WorldAudit {
  action: AuditAction;
  /** The admin acting (default: PEOPLE.admin). */
  by?: Person;
  /** The document as stored before the write (default: as worldDocs() seeds it; {} for a set). */
  stored?: DocumentData;
  /** The entry's id (default: a fresh one). */
  id?: string;
  reason?: string;
  /** Fields of the entry replaced after it is built (a forged entry). */
  forge?: DocumentData;
  /** Leave the entry out of the batch (the document still names it). */
  omitEntry?: boolean;
}

/** Where a write's document was as stored before it (the world's seed unless the audit says). */
function storedOf(w: Write): DocumentData {
  return w.audit?.stored ?? (w.op === 'set' || w.op === 'merge' ? {} : (worldDocs()[w.path] ?? {}));
}

let auditSeq = 0;
/** A fresh audit entry id, as doc() makes them (letters and digits). */
export const newAuditId = (): string => `a${Date.now().toString(36)}${(auditSeq += 1)}`;

/** The same write as an admin's audited one. */
export function audited(w: Write, audit: WorldAudit): Write {
  return { ...w, audit };
}

/** The same write without its audit entry and without naming one (what a modified browser would send). */
export function unaudited(w: Write): Write {
  const { audit: _a, ...rest } = w;
  return rest;
}

/**
 * A write with its audit entry, as writeAudited (src/data/audit/writer.ts) makes them: the document
 * names the entry in lastAudit, and the entry records the changed fields before and after.
 */
export function withAuditEntry(w: Write): Write[] {
  const a = w.audit;
  const { mailbox: _m, headcount: _h, ...plain } = w;
  if (!a) return [plain, ...mailboxWrites(w), ...headcountWritesOf(w)];
  const [kind = '', targetId = ''] = w.path.split('/');
  const target = { kind: kind as AuditTargetKind, id: targetId };
  const stored = storedOf(w);
  const removal = w.op === 'delete';
  const id = a.id ?? (removal ? removalAuditId(target.kind, target.id, stored) : newAuditId());
  const by = a.by ?? PEOPLE.admin;
  const entry = {
    ...auditWrites.entry(
      {
        action: a.action,
        target,
        change: removal ? removalChange(stored) : auditChange(stored, w.data),
        by: { employeeId: by.employeeId, name: by.name },
        reason: a.reason,
      },
      serverTimestamp(),
    ),
    ...a.forge,
  };
  const changed: Write = removal ? { path: w.path, op: 'delete', data: {} } : { path: w.path, op: w.op, data: { ...auditWrites.link(id), ...w.data } };
  return [
    ...(a.omitEntry ? [changed] : [changed, { path: `audit/${id}`, op: 'set', data: entry } satisfies Write]),
    ...mailboxWrites(w),
    ...headcountWritesOf(w),
  ];
}

/**
 * The writes with each decision's reviewTimes move added (read: how to read the stored claim, by default
 * the rules environment's), the `decides` marks removed.
 */
export async function withDecisions(writes: readonly Write[], read = storedReader): Promise<Write[]> {
  const timed = await Promise.all(writes.filter((w) => w.decides).map((w) => reviewTimesWriteOf(w.path, read)));
  return [...writes.map(({ decides: _d, ...w }) => w), ...timed.filter((t): t is Write => t !== null)];
}

/** The roster total's path (rosterTotals/all). */
export const rosterTotalsPath = `rosterTotals/${ROSTER_TOTALS_ID}`;

/** The roster total's move of a request that creates these entries (saveRosterEntries). */
export function rosterTotalWrite(employeeIds: readonly string[]): Write {
  return { path: rosterTotalsPath, op: 'merge', data: rosterTotalsWrites.add(employeeIds, increment, serverTimestamp()) };
}

/** The writes with the roster total's move of their new entries (`counted`) added, the marks removed. */
export function withRosterTotal(writes: readonly Write[]): Write[] {
  const ids = writes.filter((w) => w.counted).map((w) => w.path.split('/')[1] ?? '');
  const plain = writes.map(({ counted: _c, ...w }) => w);
  return ids.length > 0 ? [...plain, rosterTotalWrite(ids)] : plain;
}

/** The same write of a new roster entry without its roster total's move (what a modified browser would send). */
export function withoutRosterTotal(w: Write): Write {
  const { counted: _c, ...rest } = w;
  return rest;
}

/** Commits the writes as one batch (all or nothing, like the app's transactions), audited ones with their entry. */
export async function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  const all = withRosterTotal(await withDecisions(writes));
  const batch = writeBatch(db);
  for (const w of all.flatMap(withAuditEntry)) {
    if (w.op === 'set') batch.set(doc(db, w.path), w.data);
    else if (w.op === 'merge') batch.set(doc(db, w.path), w.data, { merge: true });
    else if (w.op === 'delete') batch.delete(doc(db, w.path));
    else batch.update(doc(db, w.path), w.data);
  }
  await batch.commit();
}

/** The same write with some fields changed (undefined deletes a field from a set, or the key from an update). */
export function tamper(w: Write, changes: DocumentData): Write {
  const data: DocumentData = { ...w.data };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete data[k];
    else data[k] = v;
  }
  return { ...w, data };
}

export { deleteField };

/** A person's roster entry fields: 'Associate' in HR (MGR001 reviews all three queues). */
export function rosterFieldsOf(p: Person): RosterFields {
  return {
    employeeId: p.employeeId,
    email: p.email,
    fullName: p.name,
    designation: 'Associate',
    departments: ['HR'],
    userRole: p.role,
    reviewQueues: reviewQueuesOf(p),
  };
}

/** A person as a reviewer, payer or ledger maker (their signature is their name). */
export const actorOf = (p: Person): Actor => ({
  employeeId: p.employeeId,
  name: p.name,
  fullName: p.name,
  email: p.email,
});

/** A person as a claimant: their profile's name, department and designation. */
const claimantOf = (p: Person) => ({
  employeeId: p.employeeId,
  name: p.name,
  department: 'Associate',
  designation: 'Associate',
});

/** The personal fields every seeded person has. */
const PERSONAL: Personal = { number: '9876543210', gender: 'Female', dob: '1990-05-17' };

/**
 * A seeded profile: sign-up's, with the balance `points` named by `lastLedgerEntry`, the person's block
 * and activation state, and the personal fields a legacy profile still carries (the app reads them when
 * there is no personal document).
 */
export function profileData(p: Person, points = SEED_POINTS, lastLedgerEntry = 'opening'): DocumentData {
  const { createdAt: _c, updatedAt: _u, ...profile } = profileWrites.signUp(
    { employeeId: p.employeeId, roster: rosterFieldsOf(p), email: p.email, uid: p.uid },
    null,
  );
  const { updatedAt: _b, ...money } = profileWrites.balance(points, lastLedgerEntry, null);
  return { ...profile, ...money, ...PERSONAL, isActive: p.isActive, userStatus: p.userStatus };
}

/** roster/{employeeId} as an admin provisions it (data/roster/api.ts). */
export function rosterData(p: Person, createdBy = 'ADM001'): DocumentData {
  return rosterWrites.create(rosterFieldsOf(p), createdBy, serverTimestamp());
}

/** An admin provisions a new employee (audited), with the index of their mailbox. */
export function rosterCreateWrite(p: Person, createdBy = 'ADM001'): Write {
  return {
    path: paths.roster(p.employeeId),
    op: 'set',
    data: rosterData(p, createdBy),
    audit: { action: 'roster.create' },
    mailbox: { index: true },
    counted: true,
  };
}

/**
 * An admin moves a signed-up employee's roster entry to another mailbox (saveRosterEntries): the entry
 * (audited), the new mailbox indexed and the old one released, and the profile's copy of the
 * organisation fields (the profile keeps its own, verified, mailbox).
 */
export function mailboxMoveWrites(p: Person, email: string, stored: DocumentData = rosterData(p)): Write[] {
  const moved = { ...rosterFieldsOf(p), email };
  return [
    {
      path: paths.roster(p.employeeId),
      op: 'update',
      data: rosterWrites.update(moved),
      audit: { action: 'roster.update', stored },
      mailbox: { index: true, release: p.email },
    },
    { path: paths.user(p.employeeId), op: 'update', data: profileWrites.org(moved, serverTimestamp()), headcount: { stored: storedProfileOf(p) } },
  ];
}

/** p's profile as seeded: the world's, or personDocs' for someone beyond it (a test's extra staff). */
function storedProfileOf(p: Person): DocumentData | undefined {
  return worldDocs()[paths.user(p.employeeId)] ?? personDocs(p)[paths.user(p.employeeId)];
}

/** rosterEmails/{email} as stored: the mailbox of an entry. */
export function rosterEmailPath(email: string): string {
  return `rosterEmails/${email}`;
}

/**
 * An admin edits a roster entry and copies its organisation fields to the profile in the same batch
 * (saveRosterEntries): every editable field of the entry and every organisation field of the profile
 * (unchanged values are not changes to the rules).
 */
export function rosterEditWrites(
  e: string,
  changes: {
    fullName?: string;
    designation?: string;
    departments?: string[];
    userRole?: string;
    reviewQueues?: string[];
  },
) {
  const person = Object.values(PEOPLE).find((p) => p.employeeId === e) ?? { ...PEOPLE.other, employeeId: e };
  const edited = { ...rosterFieldsOf(person), ...changes } as RosterFields;
  // As saveRosterEntries: every editable field of the entry, and every organisation field of the profile.
  const roster = rosterWrites.update(edited);
  const profile = profileWrites.org(edited, serverTimestamp());
  return {
    // A role change is audited as one (the rules: whatever screen made it).
    roster: { path: paths.roster(e), op: 'update', data: roster, audit: { action: edited.userRole !== rosterFieldsOf(person).userRole ? 'role.change' : 'roster.update' } } satisfies Write,
    profile: { path: paths.user(e), op: 'update', data: profile, headcount: { stored: storedProfileOf(person) } } satisfies Write,
  };
}

/** changeRole: the roster entry's role (audited) and the profile's copy of the roster, in one batch. */
export function roleChangeWrites(e: string, userRole: Role) {
  const person = Object.values(PEOPLE).find((p) => p.employeeId === e) ?? { ...PEOPLE.other, employeeId: e };
  return {
    roster: {
      path: paths.roster(e),
      op: 'update',
      data: rosterWrites.role(userRole),
      audit: { action: 'role.change' },
    } satisfies Write,
    profile: {
      path: paths.user(e),
      op: 'update',
      data: profileWrites.org({ ...rosterFieldsOf(person), userRole }, serverTimestamp()),
      headcount: { stored: storedProfileOf(person) },
    } satisfies Write,
  };
}

/** The personal fields, in users/{e}/private/personal. */
export function personalData(): DocumentData {
  return personalWrites.save(PERSONAL, serverTimestamp());
}

/**
 * createProfile: profile + personal doc + uids link + opening entry (users/api.ts), organisation
 * fields from the roster.
 */
export function signUpWrites(p: Person) {
  const profile = profileWrites.signUp(
    { employeeId: p.employeeId, roster: rosterFieldsOf(p), email: p.email, uid: p.uid },
    serverTimestamp(),
  );
  return {
    profile: { path: paths.user(p.employeeId), op: 'set', data: profile, headcount: {} } satisfies Write,
    personal: { path: paths.personal(p.employeeId), op: 'set', data: personalData() } satisfies Write,
    link: { path: paths.uid(p.uid), op: 'set', data: uidWrites.link(p.employeeId) } satisfies Write,
    opening: {
      path: paths.ledger(p.employeeId, ledgerEntryId.opening()),
      op: 'set',
      data: ledgerWrites.opening(p, serverTimestamp()),
    } satisfies Write,
    totals: totalsWrites(p.employeeId, { entryId: ledgerEntryId.opening(), type: 'opening', points: OPENING_POINTS }).total,
  };
}

/** The activity a claim copies (its rule: 'single' when absent). */
export interface ClaimActivity {
  id: string;
  name: string;
  points: number;
  approvalRule?: ApprovalRule;
}

/** submitClaim's document (claims/api.ts). */
export function claimCreate(owner: Person, claimId: string, activity: ClaimActivity = ACTIVE_ACTIVITY): Write {
  return {
    path: paths.claim(owner.employeeId, claimId),
    op: 'set',
    data: claimWrites.submit(
      {
        id: claimId,
        employee: claimantOf(owner),
        activity,
        input: { description: 'Referred a candidate who joined.', completionDate: dayOffset(-2), managerId: 'M3', evidence: '' },
        today: today(),
      },
      serverTimestamp(),
    ),
  };
}

/** The owner's pending-claims counter moved to `count` with claim `claimId` (filed: +1; settled: -1). */
export function pendingCounterWrite(e: string, claimId: string, count: number): Write {
  return { path: paths.user(e), op: 'update', data: profileWrites.pendingClaims(count, claimId, serverTimestamp()) };
}

/** submitClaim of a pending claim: the claim and the owner's pending counter up by one from `pendingBefore`. */
export function claimFiling(owner: Person, claimId: string, activity: ClaimActivity = ACTIVE_ACTIVITY, pendingBefore = 0): Write[] {
  return [claimCreate(owner, claimId, activity), pendingCounterWrite(owner.employeeId, claimId, pendingBefore + 1)];
}

/** The world's people are all in HR (rosterFieldsOf): their postings count under HR's month total. */
export const WORLD_DEPARTMENT = 'HR';

/** A credit's facts for its month total: the world's claims are PA001's in queue M3, each the month's first. */
export interface WorldCredit {
  queue?: string;
  activityId?: string;
  /** The employee's first credit of the month: the marker is created and earners +1 (default true). */
  firstOfMonth?: boolean;
}

/** The path of a month total, and of an employee's marker of the month. */
export const totalsPaths = {
  total: (department = WORLD_DEPARTMENT, month = istMonthKey(new Date())) => `monthTotals/${monthTotalsId(month, department)}`,
  mark: (e: string, month = istMonthKey(new Date())) => `users/${e}/earnedMonths/${month}`,
};

/**
 * The ledger writer's month-total writes of a posting (src/data/ledger/writer.ts): the total's increments
 * (merged) and, for a month's first credit, the marker.
 */
export function totalsWrites(e: string, p: Pick<LedgerPosting, 'entryId' | 'type' | 'points'>, credit?: WorldCredit, department = WORLD_DEPARTMENT) {
  const month = istMonthKey(new Date());
  const facts = p.type === 'earned'
    ? { queue: credit?.queue ?? 'M3', activityId: credit?.activityId ?? ACTIVE_ACTIVITY.id, firstOfMonth: credit?.firstOfMonth ?? true }
    : undefined;
  const total: Write = {
    path: totalsPaths.total(department, month),
    op: 'merge',
    data: monthTotalsWrites.post(month, department, { employeeId: e, entryId: p.entryId, type: p.type, points: p.points, credit: facts }, increment, serverTimestamp()),
  };
  return {
    total,
    ...(facts?.firstOfMonth
      ? { mark: { path: totalsPaths.mark(e, month), op: 'set', data: earnerMarkWrites.mark(month, department, p.entryId) } satisfies Write }
      : {}),
  };
}

/** A ledger posting and its partner writes on the profile and the month total (the ledger writer's writes). */
function posting(e: string, p: LedgerPosting, balanceBefore: number, credit?: WorldCredit) {
  const after = balanceBefore + p.points;
  return {
    ...totalsWrites(e, p, credit),
    entry: {
      path: paths.ledger(e, p.entryId),
      op: 'set',
      data: ledgerWrites.post(p, after, serverTimestamp()),
    } satisfies Write,
    user: {
      path: paths.user(e),
      op: 'update',
      data: profileWrites.balance(after, p.entryId, serverTimestamp()),
    } satisfies Write,
  };
}

/** approveClaim: claim pending -> paid, ledger claim-{id}, balance + points. */
export function approveWrites(
  actor: Person,
  e: string,
  claimId: string,
  points: number,
  balanceBefore: number,
  credit?: WorldCredit,
) {
  return {
    claim: {
      path: paths.claim(e, claimId),
      op: 'update',
      data: claimWrites.approve(actorOf(actor), today(), serverTimestamp()),
      decides: true,
    } satisfies Write,
    ...posting(
      e,
      { entryId: ledgerEntryId.earned(claimId), type: 'earned', points, sourceRef: claimId, by: actor },
      balanceBefore,
      credit,
    ),
  };
}

/** A `double` claim's first approval: pending -> awaiting_second, nothing credited. */
export function firstApproveWrite(actor: Person, e: string, claimId: string): Write {
  return {
    path: paths.claim(e, claimId),
    op: 'update',
    data: claimWrites.firstApprove(actorOf(actor), today(), serverTimestamp()),
  };
}

/**
 * fileClaim of an `auto` activity within its monthly limit: the claim filed paid, the month's counter
 * moved from `countBefore` to +1, the `claim-{id}` credit and the balance.
 */
export function autoFilingWrites(
  owner: Person,
  claimId: string,
  activity: { id: string; name: string; points: number },
  countBefore: number,
  balanceBefore: number,
  credit?: WorldCredit,
) {
  const e = owner.employeeId;
  const submission = {
    id: claimId,
    employee: claimantOf(owner),
    activity: { ...activity, approvalRule: 'auto' as const },
    input: { description: 'Resolved the complaint.', completionDate: dayOffset(-1), managerId: 'M3' as const, evidence: '' },
    today: today(),
  };
  return {
    claim: { path: paths.claim(e, claimId), op: 'set', data: claimWrites.submitApproved(submission, serverTimestamp()) } satisfies Write,
    counter: {
      path: paths.autoCount(e, autoCounterId(activity.id, istMonthKey(new Date()))),
      op: 'set',
      data: autoApprovalWrites.count(countBefore + 1, claimId),
    } satisfies Write,
    ...posting(
      e,
      { entryId: ledgerEntryId.earned(claimId), type: 'earned', points: activity.points, sourceRef: claimId, by: owner },
      balanceBefore,
      { activityId: activity.id, ...credit },
    ),
  };
}

/** rejectClaim. */
export function rejectWrite(
  actor: Person,
  e: string,
  claimId: string,
  reason = 'Not enough evidence',
): Write {
  return {
    path: paths.claim(e, claimId),
    op: 'update',
    data: claimWrites.reject(actorOf(actor), reason, today(), serverTimestamp()),
    decides: true,
  };
}

/** redeemPoints: new redemption, ledger redemption-{id} of minus the points, balance - points. */
export function redeemWrites(owner: Person, redemptionId: string, points: number, balanceBefore: number) {
  const e = owner.employeeId;
  return {
    redemption: {
      path: paths.redemption(e, redemptionId),
      op: 'set',
      data: redemptionWrites.request(
        { id: redemptionId, employee: claimantOf(owner), points, today: today() },
        serverTimestamp(),
      ),
    } satisfies Write,
    ...posting(
      e,
      { entryId: ledgerEntryId.redeemed(redemptionId), type: 'redeemed', points: -points, sourceRef: redemptionId, by: owner },
      balanceBefore,
    ),
  };
}

/** markRedemptionPaid. */
export function markPaidWrite(
  actor: Person,
  e: string,
  redemptionId: string,
  paidDetails = 'UPI ref 123456',
): Write {
  return {
    path: paths.redemption(e, redemptionId),
    op: 'update',
    data: redemptionWrites.pay(actorOf(actor), paidDetails, today(), serverTimestamp()),
  };
}

/** declineRedemption: pending -> declined, ledger refund-{id}, balance + points. */
export function declineWrites(
  actor: Person,
  e: string,
  redemptionId: string,
  points: number,
  balanceBefore: number,
) {
  return {
    redemption: {
      path: paths.redemption(e, redemptionId),
      op: 'update',
      data: redemptionWrites.decline(actorOf(actor), 'Bank details missing', today(), serverTimestamp()),
    } satisfies Write,
    ...posting(
      e,
      { entryId: ledgerEntryId.refund(redemptionId), type: 'refund', points, sourceRef: redemptionId, by: actor },
      balanceBefore,
    ),
  };
}

/** withdrawClaim: the owner's pending claim -> withdrawn; no balance change. */
export function withdrawWrite(e: string, claimId: string): Write {
  return { path: paths.claim(e, claimId), op: 'update', data: claimWrites.withdraw(today(), serverTimestamp()) };
}

/** cancelRedemption: the owner's pending redemption -> cancelled, ledger cancel-{id}, balance + points. */
export function cancelWrites(owner: Person, redemptionId: string, points: number, balanceBefore: number) {
  const e = owner.employeeId;
  return {
    redemption: {
      path: paths.redemption(e, redemptionId),
      op: 'update',
      data: redemptionWrites.cancel(today(), serverTimestamp()),
    } satisfies Write,
    ...posting(
      e,
      { entryId: ledgerEntryId.cancel(redemptionId), type: 'cancel', points, sourceRef: redemptionId, by: owner },
      balanceBefore,
    ),
  };
}

/**
 * adjustPoints: ledger adjustment-{n} with a reason (and a sourceRef), the balance moved by the signed
 * points, and the employee's adjustment figure of the IST day moved by its size (`dayBefore`: the figure
 * stored before, 0 when none).
 */
export function adjustmentWrites(
  actor: Person,
  e: string,
  n: number,
  points: number,
  balanceBefore: number,
  options: { reason?: string; sourceRef?: string; dayBefore?: number } = {},
) {
  const { reason = 'Correction agreed with HR', sourceRef = '', dayBefore = 0 } = options;
  const entryId = ledgerEntryId.adjustment(n);
  return {
    ...posting(e, { entryId, type: 'adjustment', points, sourceRef, by: actor, reason }, balanceBefore),
    day: {
      path: paths.adjustmentDay(e),
      op: 'set',
      data: adjustmentDayWrites.move(istDayKey(new Date()), dayBefore, entryId, points, serverTimestamp()),
    } satisfies Write,
  };
}

/**
 * An employee's adjustment figure of the IST day as stored (rules off): `total` already adjusted, by an
 * earlier entry (`lastEntry`; a figure only ever names an entry created with it, so never a later one).
 */
export function adjustmentDayDoc(e: string, total: number, lastEntry = 'adjustment-900'): Record<string, DocumentData> {
  return { [paths.adjustmentDay(e)]: adjustmentDayWrites.move(istDayKey(new Date()), 0, lastEntry, total, Timestamp.fromMillis(Date.now() - 60_000)) };
}

/** adjustPoints reversing a paid claim: the adjustment with the claim as sourceRef, and the claim's reversedBy. */
export function reversalWrites(
  actor: Person,
  e: string,
  n: number,
  claimId: string,
  points: number,
  balanceBefore: number,
  reason = 'Approved by mistake',
) {
  return {
    claim: {
      path: paths.claim(e, claimId),
      op: 'update',
      data: claimWrites.reverse(ledgerEntryId.adjustment(n), serverTimestamp()),
    } satisfies Write,
    ...adjustmentWrites(actor, e, n, points, balanceBefore, { reason, sourceRef: claimId }),
  };
}

function reportFiler(owner: Person, director: boolean) {
  return { employeeId: owner.employeeId, name: owner.name, designation: director ? 'Director' : 'Associate' };
}

/** The path of the month total a report of `day` counts in (the filer's first department). */
export const reportTotalsPath = (day = today(), department = WORLD_DEPARTMENT) => `monthTotals/${monthTotalsId(day.slice(0, 7), department)}`;

/**
 * fileTodaysReport's count of a non-Director's report in its month total (merged increments). The
 * seeded profiles' first department is WORLD_DEPARTMENT.
 */
export function reportTotalWrite(owner: Person, day = today(), department = WORLD_DEPARTMENT): Write {
  return {
    path: reportTotalsPath(day, department),
    op: 'merge',
    data: monthTotalsWrites.report(department, { employeeId: owner.employeeId, day }, increment, serverTimestamp()),
  };
}

/**
 * fileTodaysReport: the report, the gap it closes (since `stamp`, the profile's lastProductivityDate
 * before: '' for none), the profile's new stamp with the `streak` it moves (default: a first streak on a
 * working day, none on a Sunday) and (not a Director's) the month total's count.
 * `director` is the filer's designation test (the seeded profiles are 'Associate', so false).
 */
/**
 * The streak fileTodaysReport stamps with a report of `day` after the kept streak `kept` (streakAfterReport),
 * or null when the day is a day off and the streak stays (a Sunday in India, a holiday in `off`).
 */
export function streakMoveOf(day: string, kept: Streak = NO_STREAK, off: DaysOff = NO_DAYS_OFF): Streak | null {
  const next = streakAfterReport(kept, day, off);
  return next === kept ? null : next;
}

export function reportWrites(
  owner: Person,
  day = reportDay(),
  tasks = 'Closed 3 tickets',
  director = false,
  stamp = '',
  department = WORLD_DEPARTMENT,
  streak: Streak | null = streakMoveOf(day),
) {
  const filer = reportFiler(owner, director);
  return {
    ...(director ? {} : { total: reportTotalWrite(owner, day, department) }),
    report: {
      path: paths.report(owner.employeeId, day),
      op: 'set',
      data: reportBuilders.file(filer, day, tasks, serverTimestamp()),
    } satisfies Write,
    gap: { path: paths.reportGap(owner.employeeId, day), op: 'set', data: reportGapWrites.file(filer, stamp, day) } satisfies Write,
    user: {
      path: paths.user(owner.employeeId),
      op: 'update',
      data: profileWrites.reportStamp(day, serverTimestamp(), streak),
    } satisfies Write,
  };
}

/**
 * fileTodaysReport for a day before the profile's stamp (a time zone behind): the report, `late`, and its
 * count in the month total (no gap, no stamp).
 */
export function lateReportWrites(owner: Person, day: string, tasks = 'Closed 3 tickets'): Write[] {
  return [
    {
      path: paths.report(owner.employeeId, day),
      op: 'set',
      data: reportBuilders.file(reportFiler(owner, false), day, tasks, serverTimestamp(), true),
    },
    reportTotalWrite(owner, day),
  ];
}

/**
 * A stored report of `day` (an IST day key: istDayKey) as the filing batch wrote it, edited `edits`
 * times before (undefined: never edited, as filed).
 */
export function storedReportDoc(p: Person, day: string, edits?: number): DocumentData {
  const filed = reportBuilders.file(reportFiler(p, false), day, 'Closed 3 tickets', Timestamp.now());
  return edits === undefined ? filed : { ...filed, ...reportBuilders.edit('Closed 3 tickets', Timestamp.now(), edits) };
}

/** editTodaysReport: the text, the server's time and the count up by one. */
export function reportEditWrite(p: Person, day: string, tasks = 'Closed 4 tickets'): Write {
  return { path: paths.report(p.employeeId, day), op: 'update', data: reportBuilders.edit(tasks, serverTimestamp(), increment(1)) };
}

/** updateOwnProfile: the personal fields, in users/{e}/private/personal. */
export function profileEditWrite(e: string, changes: DocumentData = {}): Write {
  return {
    path: paths.personal(e),
    op: 'set',
    data: { ...personalWrites.save({ number: '9123456789', gender: 'Male', dob: '1991-01-02' }, serverTimestamp()), ...changes },
  };
}

/** The owner changing fields of their own profile document (organisation fields: always denied). */
export function ownProfileUpdate(e: string, changes: DocumentData): Write {
  return { path: paths.user(e), op: 'update', data: { ...changes, updatedAt: serverTimestamp() } };
}

/** updateAccount (admin, audited). */
export function accountWrite(e: string, change: AccountChange | DocumentData = { userStatus: 'blocked' }): Write {
  return {
    path: paths.user(e),
    op: 'update',
    data: { ...profileWrites.account({}, serverTimestamp()), ...change },
    audit: { action: 'account.change' },
    headcount: {},
  };
}

const ACTIVITY_TERMS = {
  description: 'Do a good thing',
  isActive: true,
  eligibilityCriteria: '',
  submissionGuidelines: '',
  verificationCriteria: '',
};

export function activityData(
  id: string,
  points = 150,
  name = `Activity ${id}`,
  isActive = true,
  rule: { approvalRule: ApprovalRule; autoMonthlyLimit?: number } = { approvalRule: 'single' },
): DocumentData {
  return activityWrites.create(id, { ...ACTIVITY_TERMS, name, points, isActive, ...rule }, new Date().toISOString());
}

/** createActivity / updateActivity. */
export function activityCreateWrite(id = 'PA050', points = 150): Write {
  return { path: paths.activity(id), op: 'set', data: activityData(id, points), audit: { action: 'activity.create' } };
}

export function activityUpdateWrite(id = ACTIVE_ACTIVITY.id, changes: DocumentData = {}): Write {
  return {
    path: paths.activity(id),
    op: 'update',
    data: {
      ...activityWrites.update(
        { ...ACTIVITY_TERMS, name: 'Renamed', description: 'Updated', points: 120 },
        new Date().toISOString(),
      ),
      ...changes,
    },
    audit: { action: 'activity.update' },
  };
}

/**
 * saveHoliday (admin, audited): the holiday of a day. `stored`: the day's holiday as stored before (a
 * rename), else a new one.
 */
export function holidayWrite(day: string, name = 'Founders Day', by: Person = PEOPLE.admin, stored?: DocumentData): Write {
  return {
    path: paths.holiday(day),
    op: stored ? 'update' : 'set',
    data: holidayWrites.save({ day, name }, by.employeeId, serverTimestamp()),
    audit: { action: 'holiday.set', by, stored },
  };
}

/** A day's holiday as stored (set earlier by ADM001, before the audit existed: no lastAudit). */
export function holidayDoc(day: string, name = 'Founders Day'): DocumentData {
  return holidayWrites.save({ day, name }, 'ADM001', at(3));
}

/** deleteHoliday (admin, audited): removes the holiday stored as `stored`. */
export function holidayRemoval(day: string, stored: DocumentData, by: Person = PEOPLE.admin): Write {
  return { path: paths.holiday(day), op: 'delete', data: {}, audit: { action: 'holiday.remove', by, stored } };
}

// ---------------------------------------------------------------------------------------------
// Leavers
// ---------------------------------------------------------------------------------------------

/** The leaving every leaver test records: yesterday, with its reason. */
export const LEAVING: Leaving = { leftOn: dayOffset(-1), reason: 'Resigned: moved to another city' };

/** recordLeaver (admin, audited): employee e left, deactivated for good. */
export function leaverWrite(e: string, leaving: Leaving = LEAVING, by: Person = PEOPLE.admin): Write {
  return {
    path: paths.user(e),
    op: 'update',
    data: profileWrites.leave(leaving, serverTimestamp()),
    audit: { action: 'leaver.record', by },
    headcount: {},
  };
}

/**
 * p's seeded profile after an admin recorded that they left (yesterday), with `pendingClaims` counted
 * claims still awaiting review (the seed's EMP-001 is one of them).
 */
export function leftProfile(p: Person, pendingClaims = 1, leaving: Leaving = LEAVING): DocumentData {
  return {
    ...worldDocs()[paths.user(p.employeeId)],
    pendingClaims,
    ...profileWrites.leave(leaving, at(1)),
  };
}

/**
 * withdrawLeaversClaims, one claim: the claim withdrawn with the leaving reason, and the owner's pending
 * counter moved to `countAfter` with it (audited on the profile, stored as `storedProfile`).
 */
export function leaverClaimWithdrawal(
  e: string,
  claimId: string,
  countAfter: number,
  storedProfile: DocumentData,
  reason = LEAVING.reason,
  by: Person = PEOPLE.admin,
): Write[] {
  return [
    { path: paths.claim(e, claimId), op: 'update', data: claimWrites.withdrawForLeaver(reason, today(), serverTimestamp()) },
    {
      path: paths.user(e),
      op: 'update',
      data: profileWrites.pendingClaims(countAfter, claimId, serverTimestamp()),
      audit: { action: 'leaver.claimWithdrawn', by, stored: storedProfile },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Seed (written with the rules off)
// ---------------------------------------------------------------------------------------------

const at = (daysAgo: number) => Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000);

/**
 * A profile with its uids link and a ledger that sums to its balance, each document as the app
 * would have written it (the builders, at earlier times):
 * opening +50, claim-{E}-002 +(points + 150), redemption-RD-{E}-001 -100, redemption-RD-{E}-002 -100.
 */
export function personDocs(p: Person, points = SEED_POINTS): Record<string, DocumentData> {
  const e = p.employeeId;
  const ids = seeded(e);
  const earned = points + 150;
  const manager = actorOf(PEOPLE.manager);
  const entry = (posting: LedgerPosting, after: number, daysAgo: number) => ({
    [paths.ledger(e, posting.entryId)]: ledgerWrites.post(posting, after, at(daysAgo)),
  });
  const claim = (id: string, pts: number, daysAgo: number) =>
    claimWrites.submit(
      {
        id,
        employee: claimantOf(p),
        activity: { ...ACTIVE_ACTIVITY, points: pts },
        input: { description: 'Referred a candidate who joined.', completionDate: dayOffset(-daysAgo - 1), managerId: 'M3', evidence: '' },
        today: dayOffset(-daysAgo),
      },
      at(daysAgo),
    );
  const redemption = (id: string, daysAgo: number) =>
    redemptionWrites.request({ id, employee: claimantOf(p), points: 100, today: dayOffset(-daysAgo) }, at(daysAgo));
  return {
    [paths.uid(p.uid)]: uidWrites.link(e),
    [paths.user(e)]: {
      ...profileData(p, points, ledgerEntryId.redeemed(ids.paidRedemption)),
      createdAt: at(30),
      updatedAt: at(1),
    },
    [paths.ledger(e, 'opening')]: ledgerWrites.opening(p, at(30)),
    ...entry({ entryId: ledgerEntryId.earned(ids.paidClaim), type: 'earned', points: earned, sourceRef: ids.paidClaim, by: manager }, 50 + earned, 20),
    ...entry({ entryId: ledgerEntryId.redeemed(ids.pendingRedemption), type: 'redeemed', points: -100, sourceRef: ids.pendingRedemption, by: p }, earned - 50, 10),
    ...entry({ entryId: ledgerEntryId.redeemed(ids.paidRedemption), type: 'redeemed', points: -100, sourceRef: ids.paidRedemption, by: p }, points, 5),
    [paths.claim(e, ids.pendingClaim)]: claim(ids.pendingClaim, ACTIVE_ACTIVITY.points, 3),
    [paths.claim(e, ids.paidClaim)]: {
      ...claim(ids.paidClaim, earned, 25),
      ...claimWrites.approve(manager, dayOffset(-20), at(20)),
    },
    [paths.claim(e, ids.rejectedClaim)]: {
      ...claim(ids.rejectedClaim, 100, 15),
      ...claimWrites.reject(manager, 'Duplicate', dayOffset(-14), at(14)),
    },
    [paths.redemption(e, ids.pendingRedemption)]: redemption(ids.pendingRedemption, 10),
    [paths.redemption(e, ids.paidRedemption)]: {
      ...redemption(ids.paidRedemption, 5),
      ...redemptionWrites.pay(actorOf(PEOPLE.finance), 'NEFT 42', dayOffset(-4), at(4)),
    },
    [paths.report(e, ids.yesterdayReport)]: reportBuilders.file(
      { employeeId: e, name: p.name, designation: 'Associate' },
      ids.yesterdayReport,
      'Yesterday I did things',
      at(1),
    ),
  };
}

export function worldDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {
    [paths.activity(ACTIVE_ACTIVITY.id)]: activityData(ACTIVE_ACTIVITY.id, ACTIVE_ACTIVITY.points, ACTIVE_ACTIVITY.name),
    [paths.activity(INACTIVE_ACTIVITY.id)]: activityData(
      INACTIVE_ACTIVITY.id,
      INACTIVE_ACTIVITY.points,
      INACTIVE_ACTIVITY.name,
      false,
    ),
  };
  for (const [key, p] of Object.entries(PEOPLE) as [PersonKey, Person][]) {
    if (key === 'unverifiedOwner') continue; // EMP001 again
    docs[paths.roster(p.employeeId)] = rosterWrites.create(rosterFieldsOf(p), 'ADM001', at(40));
    docs[rosterEmailPath(p.email)] = rosterEmailWrites.index(p.employeeId);
    if (!NOT_SIGNED_UP.includes(key)) Object.assign(docs, personDocs(p));
  }
  docs[rosterTotalsPath] = rosterTotalsWrites.whole(Object.keys(docs).filter((path) => path.startsWith('roster/')).length, at(40));
  // The company's e-mail domain, which every roster mailbox must be in (set by the migration).
  docs[ORGANISATION_PATH] = organisationWrites.set(DOMAIN, at(40));
  // The departments' headcounts, as the profiles' writes kept them (headcountDocs: the seed's builder).
  for (const h of headcountDocs(Object.entries(docs).map(([path, data]) => ({ path, data })), at(1))) docs[h.path] = h.data;
  return docs;
}

/** Writes documents in batches of at most 400 (rules off). */
export async function writeDocs(db: Firestore, docs: Record<string, DocumentData>): Promise<void> {
  const entries = Object.entries(docs);
  for (let i = 0; i < entries.length; i += 400) {
    const batch = writeBatch(db);
    for (const [path, data] of entries.slice(i, i + 400)) batch.set(doc(db, path), data);
    await batch.commit();
  }
}

// ---------------------------------------------------------------------------------------------
// Leave (users/{e}/leaveRequests/{id}, users/{e}/leaveDays/{day})
// ---------------------------------------------------------------------------------------------

export const leavePaths = {
  request: (e: string, id: string) => `users/${e}/leaveRequests/${id}`,
  day: (e: string, day: string) => `users/${e}/leaveDays/${day}`,
};

/** The fields of a person's profile a leave request copies (queue M1: MGR001 reviews it, MGR002 does not). */
/** The asker's own queue (their roster departments'): the only queue the rules take their leave to. */
export const leaveAsker = (p: Person, queue: string = defaultManagerFor(rosterFieldsOf(p).departments)): LeaveAsker => ({
  employeeId: p.employeeId,
  name: p.name,
  director: false,
  queue,
});

/** askLeave: the owner's pending request of `from`..`to`. */
export function leaveAskWrite(p: Person, id: string, from: string, to: string, reason = 'Family wedding'): Write {
  return {
    path: leavePaths.request(p.employeeId, id),
    op: 'set',
    data: leaveWrites.ask(leaveAsker(p), { from, to, reason }, serverTimestamp()),
  };
}

/** A request as stored (asked a day ago), pending unless decided. */
export function leaveRequestDoc(p: Person, id: string, from: string, to: string): Record<string, DocumentData> {
  return { [leavePaths.request(p.employeeId, id)]: leaveWrites.ask(leaveAsker(p), { from, to, reason: 'Family wedding' }, at(1)) };
}

/** withdrawLeave: the owner withdraws the pending request. */
export function leaveWithdrawWrite(p: Person, id: string): Write {
  return { path: leavePaths.request(p.employeeId, id), op: 'update', data: leaveWrites.withdraw(serverTimestamp()) };
}

/** approveLeave: the request approved by `by` and each of `days` granted in the same batch. */
export function leaveApproveWrites(by: Person, p: Person, id: string, days: readonly string[]): Write[] {
  const request = { id, employeeId: p.employeeId, employeeName: p.name, director: false };
  return [
    {
      path: leavePaths.request(p.employeeId, id),
      op: 'update',
      data: leaveWrites.approve({ employeeId: by.employeeId, name: by.name }, serverTimestamp()),
    },
    ...days.map(
      (day): Write => ({
        path: leavePaths.day(p.employeeId, day),
        op: 'set',
        data: leaveDayWrites.grant(request, day, by.employeeId, serverTimestamp()),
      }),
    ),
  ];
}

/** refuseLeave: the request refused by `by` with a reason. */
export function leaveRefuseWrite(by: Person, p: Person, id: string, note = 'Quarter-end closing'): Write {
  return {
    path: leavePaths.request(p.employeeId, id),
    op: 'update',
    data: leaveWrites.refuse({ employeeId: by.employeeId, name: by.name }, note, serverTimestamp()),
  };
}

/** A granted leave day as stored (approved by MGR001 a day ago). */
export function leaveDayDoc(p: Person, id: string, day: string): Record<string, DocumentData> {
  const request = { id, employeeId: p.employeeId, employeeName: p.name, director: false };
  return { [leavePaths.day(p.employeeId, day)]: leaveDayWrites.grant(request, day, 'MGR001', at(1)) };
}
