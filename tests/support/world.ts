/**
 * The people and documents the rules tests start from, and the exact writes the app makes
 * (src/data/*\/api.ts), as plain lists of writes that a test can commit, trim or tamper with.
 */
import {
  Timestamp,
  deleteField,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { toDayKey, toDayNumber } from '@/domain/dates';
import type { Role } from '@/domain/roles';
import { nameLowerOf } from '@/domain/roster';
import { managerLabel } from '@/domain/constants';

export const DOMAIN = 'ics-rewards.test';

export interface Person {
  employeeId: string;
  uid: string;
  email: string;
  name: string;
  role: Role;
  userStatus: 'blocked' | 'unblocked';
  isActive: boolean;
  /** The token's email_verified claim (decisions.md 7: every write needs a verified mailbox). */
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
/** Review queues of the seeded roster (decisions.md 7: MGR001 reviews all three). */
export const reviewQueuesOf = (p: Person): string[] => (p.employeeId === 'MGR001' ? ['M1', 'M2', 'M3'] : []);

export type PersonKey = keyof typeof PEOPLE;

/** Seeded balance of every profile. */
export const SEED_POINTS = 500;
export const ACTIVE_ACTIVITY = { id: 'PA001', name: 'Refer a candidate', points: 100 };
export const INACTIVE_ACTIVITY = { id: 'PA002', name: 'Retired activity', points: 200 };

export const today = (): string => toDayKey(new Date());
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
  activity: (id: string) => `pointActivities/${id}`,
};

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export interface Write {
  path: string;
  op: 'set' | 'update';
  data: DocumentData;
}

/** Commits the writes as one batch (all or nothing, like the app's transactions). */
export async function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  for (const w of writes) {
    if (w.op === 'set') batch.set(doc(db, w.path), w.data);
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

export function profileData(p: Person, points = SEED_POINTS, lastLedgerEntry = 'opening'): DocumentData {
  return {
    id: p.employeeId,
    employeeId: p.employeeId,
    name: p.name,
    fullName: p.name,
    // The directory's fields (profileOrgFields): the name in lower case, and the Director flag.
    nameLower: nameLowerOf(p.name),
    director: false,
    email: p.email,
    number: '9876543210',
    designation: 'Associate',
    departments: ['HR'],
    department: 'Associate',
    reviewQueues: reviewQueuesOf(p),
    gender: 'Female',
    dob: '1990-05-17',
    uid: p.uid,
    isActive: p.isActive,
    userStatus: p.userStatus,
    userRole: p.role,
    points,
    lastLedgerEntry,
  };
}

/** roster/{employeeId} as an admin provisions it (data/roster/api.ts). */
export function rosterData(p: Person, createdBy = 'ADM001'): DocumentData {
  return {
    employeeId: p.employeeId,
    email: p.email,
    fullName: p.name,
    designation: 'Associate',
    departments: ['HR'],
    userRole: p.role,
    reviewQueues: reviewQueuesOf(p),
    createdAt: serverTimestamp(),
    createdBy,
  };
}

/** An admin provisions a new employee. */
export function rosterCreateWrite(p: Person, createdBy = 'ADM001'): Write {
  return { path: paths.roster(p.employeeId), op: 'set', data: rosterData(p, createdBy) };
}

/**
 * An admin edits a roster entry and copies its organisation fields to the profile in the same batch
 * (saveRosterEntry).
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
  const roster: DocumentData = { ...changes };
  const profile: DocumentData = { updatedAt: serverTimestamp() };
  if (changes.fullName !== undefined)
    Object.assign(profile, {
      name: changes.fullName,
      fullName: changes.fullName,
      nameLower: nameLowerOf(changes.fullName),
    });
  if (changes.designation !== undefined)
    Object.assign(profile, {
      designation: changes.designation,
      department: changes.designation,
      director: changes.designation.trim().toLowerCase() === 'director',
    });
  if (changes.departments !== undefined) profile.departments = changes.departments;
  if (changes.userRole !== undefined) profile.userRole = changes.userRole;
  if (changes.reviewQueues !== undefined) profile.reviewQueues = changes.reviewQueues;
  return {
    roster: { path: paths.roster(e), op: 'update', data: roster } satisfies Write,
    profile: { path: paths.user(e), op: 'update', data: profile } satisfies Write,
  };
}

/** The personal fields, in users/{e}/private/personal (decisions.md 7). */
export function personalData(): DocumentData {
  return { number: '9876543210', gender: 'Female', dob: '1990-05-17', updatedAt: serverTimestamp() };
}

/**
 * createProfile: profile + personal doc + uids link + opening entry (users/api.ts), organisation
 * fields from the roster.
 */
export function signUpWrites(p: Person) {
  const {
    number: _n,
    gender: _g,
    dob: _d,
    ...profile
  } = profileData({ ...p, userStatus: 'unblocked', isActive: true }, 50, 'opening');
  return {
    profile: {
      path: paths.user(p.employeeId),
      op: 'set',
      data: { ...profile, lastProductivityDate: '', createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
    } satisfies Write,
    personal: { path: paths.personal(p.employeeId), op: 'set', data: personalData() } satisfies Write,
    link: { path: paths.uid(p.uid), op: 'set', data: { employeeId: p.employeeId } } satisfies Write,
    opening: {
      path: paths.ledger(p.employeeId, 'opening'),
      op: 'set',
      data: {
        type: 'opening',
        points: 50,
        balanceAfter: 50,
        sourceRef: 'opening',
        createdAt: serverTimestamp(),
        createdBy: p.employeeId,
        createdByName: p.name,
      },
    } satisfies Write,
  };
}

/** submitClaim's document (claims/api.ts). */
export function claimCreate(owner: Person, claimId: string, activity = ACTIVE_ACTIVITY): Write {
  return {
    path: paths.claim(owner.employeeId, claimId),
    op: 'set',
    data: {
      id: claimId,
      referenceId: claimId,
      employeeId: owner.employeeId,
      employeeName: owner.name,
      employeeNameLower: nameLowerOf(owner.name),
      department: 'Associate',
      designation: 'Associate',
      activityId: activity.id,
      activityName: activity.name,
      points: activity.points,
      description: 'Referred a candidate who joined.',
      status: 'pending',
      completionDate: dayOffset(-2),
      managerId: 'M3',
      managerName: managerLabel('M3'),
      managerComment: '',
      evidence: '',
      photos: [],
      submittedDate: today(),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
  };
}

function entry(
  e: string,
  entryId: string,
  type: string,
  points: number,
  balanceAfter: number,
  sourceRef: string,
  by: Person,
): Write {
  return {
    path: paths.ledger(e, entryId),
    op: 'set',
    data: {
      type,
      points,
      balanceAfter,
      sourceRef,
      createdAt: serverTimestamp(),
      createdBy: by.employeeId,
      createdByName: by.name,
    },
  };
}

function balance(e: string, points: number, lastLedgerEntry: string): Write {
  return {
    path: paths.user(e),
    op: 'update',
    data: { points, lastLedgerEntry, updatedAt: serverTimestamp() },
  };
}

/** approveClaim: claim pending -> paid, ledger claim-{id}, balance + points. */
export function approveWrites(
  actor: Person,
  e: string,
  claimId: string,
  points: number,
  balanceBefore: number,
) {
  const entryId = `claim-${claimId}`;
  return {
    claim: {
      path: paths.claim(e, claimId),
      op: 'update',
      data: {
        status: 'paid',
        paidDate: today(),
        checkedDate: today(),
        approvedBy: actor.name,
        approvedById: actor.employeeId,
        updatedAt: serverTimestamp(),
      },
    } satisfies Write,
    entry: entry(e, entryId, 'earned', points, balanceBefore + points, claimId, actor),
    user: balance(e, balanceBefore + points, entryId),
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
    data: {
      status: 'rejected',
      rejectedDate: today(),
      checkedDate: today(),
      rejectedBy: actor.name,
      rejectedById: actor.employeeId,
      managerComment: reason,
      updatedAt: serverTimestamp(),
    },
  };
}

/** redeemPoints: new redemption, ledger redemption-{id} of minus the points, balance - points. */
export function redeemWrites(owner: Person, redemptionId: string, points: number, balanceBefore: number) {
  const e = owner.employeeId;
  const entryId = `redemption-${redemptionId}`;
  return {
    redemption: {
      path: paths.redemption(e, redemptionId),
      op: 'set',
      data: {
        id: redemptionId,
        referenceId: redemptionId,
        employeeId: e,
        employeeName: owner.name,
        department: 'Associate',
        amount: points,
        pointsRedeemed: points,
        rewardName: `Cash payout ₹${points}`,
        status: 'pending',
        requestedDate: today(),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    } satisfies Write,
    entry: entry(e, entryId, 'redeemed', -points, balanceBefore - points, redemptionId, owner),
    user: balance(e, balanceBefore - points, entryId),
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
    data: {
      status: 'paid',
      paidDate: today(),
      paidBy: actor.name,
      paidById: actor.employeeId,
      paidDetails,
      updatedAt: serverTimestamp(),
    },
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
  const entryId = `refund-${redemptionId}`;
  return {
    redemption: {
      path: paths.redemption(e, redemptionId),
      op: 'update',
      data: {
        status: 'declined',
        declinedBy: actor.name,
        declinedById: actor.employeeId,
        declinedDate: today(),
        declineReason: 'Bank details missing',
        updatedAt: serverTimestamp(),
      },
    } satisfies Write,
    entry: entry(e, entryId, 'refund', points, balanceBefore + points, redemptionId, actor),
    user: balance(e, balanceBefore + points, entryId),
  };
}

/** withdrawClaim: the owner's pending claim -> withdrawn; no balance change. */
export function withdrawWrite(e: string, claimId: string): Write {
  return {
    path: paths.claim(e, claimId),
    op: 'update',
    data: { status: 'withdrawn', withdrawnDate: today(), updatedAt: serverTimestamp() },
  };
}

/** cancelRedemption: the owner's pending redemption -> cancelled, ledger cancel-{id}, balance + points. */
export function cancelWrites(owner: Person, redemptionId: string, points: number, balanceBefore: number) {
  const e = owner.employeeId;
  const entryId = `cancel-${redemptionId}`;
  return {
    redemption: {
      path: paths.redemption(e, redemptionId),
      op: 'update',
      data: { status: 'cancelled', cancelledDate: today(), updatedAt: serverTimestamp() },
    } satisfies Write,
    entry: entry(e, entryId, 'cancel', points, balanceBefore + points, redemptionId, owner),
    user: balance(e, balanceBefore + points, entryId),
  };
}

/** adjustPoints: ledger adjustment-{n} with a reason (and a sourceRef), the balance moved by the signed points. */
export function adjustmentWrites(
  actor: Person,
  e: string,
  n: number,
  points: number,
  balanceBefore: number,
  options: { reason?: string; sourceRef?: string } = {},
) {
  const entryId = `adjustment-${n}`;
  const { reason = 'Correction agreed with HR', sourceRef = '' } = options;
  const base = entry(e, entryId, 'adjustment', points, balanceBefore + points, sourceRef, actor);
  return {
    entry: { ...base, data: { ...base.data, reason } } satisfies Write,
    user: balance(e, balanceBefore + points, entryId),
  };
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
      data: { reversedBy: `adjustment-${n}`, updatedAt: serverTimestamp() },
    } satisfies Write,
    ...adjustmentWrites(actor, e, n, points, balanceBefore, { reason, sourceRef: claimId }),
  };
}

/**
 * fileTodaysReport: the report and the profile's lastProductivityDate. `director` is the filer's
 * designation test (the seeded profiles are 'Associate', so false).
 */
export function reportWrites(owner: Person, day = today(), tasks = 'Closed 3 tickets', director = false) {
  return {
    report: {
      path: paths.report(owner.employeeId, day),
      op: 'set',
      data: {
        date: toDayNumber(day),
        dateTime: serverTimestamp(),
        tasks,
        employeeId: owner.employeeId,
        employeeName: owner.name,
        director,
      },
    } satisfies Write,
    user: {
      path: paths.user(owner.employeeId),
      op: 'update',
      data: {
        lastProductivityDate: day,
        lastProductivityAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    } satisfies Write,
  };
}

/** updateOwnProfile: the personal fields, in users/{e}/private/personal. */
export function profileEditWrite(e: string, changes: DocumentData = {}): Write {
  return {
    path: paths.personal(e),
    op: 'set',
    data: {
      number: '9123456789',
      gender: 'Male',
      dob: '1991-01-02',
      updatedAt: serverTimestamp(),
      ...changes,
    },
  };
}

/** The owner changing fields of their own profile document (organisation fields: always denied). */
export function ownProfileUpdate(e: string, changes: DocumentData): Write {
  return { path: paths.user(e), op: 'update', data: { ...changes, updatedAt: serverTimestamp() } };
}

/** updateAccount (admin). */
export function accountWrite(e: string, change: DocumentData = { userStatus: 'blocked' }): Write {
  return { path: paths.user(e), op: 'update', data: { ...change, updatedAt: serverTimestamp() } };
}

export function activityData(id: string, points = 150): DocumentData {
  return {
    id,
    name: `Activity ${id}`,
    description: 'Do a good thing',
    points,
    isActive: true,
    eligibilityCriteria: '',
    submissionGuidelines: '',
    verificationCriteria: '',
    updatedAt: new Date().toISOString(),
  };
}

/** createActivity / updateActivity. */
export function activityCreateWrite(id = 'PA050', points = 150): Write {
  return { path: paths.activity(id), op: 'set', data: activityData(id, points) };
}

export function activityUpdateWrite(id = ACTIVE_ACTIVITY.id, changes: DocumentData = {}): Write {
  return {
    path: paths.activity(id),
    op: 'update',
    data: {
      name: 'Renamed',
      description: 'Updated',
      points: 120,
      isActive: true,
      updatedAt: new Date().toISOString(),
      ...changes,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seed (written with the rules off)
// ---------------------------------------------------------------------------------------------

const at = (daysAgo: number) => Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000);

/**
 * A profile with its uids link and a ledger that sums to its balance:
 * opening +50, claim-{E}-002 +(points + 150), redemption-RD-{E}-001 -100, redemption-RD-{E}-002 -100.
 */
export function personDocs(p: Person, points = SEED_POINTS): Record<string, DocumentData> {
  const e = p.employeeId;
  const ids = seeded(e);
  const earned = points + 150;
  const ledger = (type: string, pts: number, after: number, sourceRef: string, daysAgo: number) => ({
    type,
    points: pts,
    balanceAfter: after,
    sourceRef,
    createdAt: at(daysAgo),
    createdBy: e,
  });
  const claim = (id: string, status: string, pts: number, daysAgo: number, extra: DocumentData = {}) => ({
    ...claimCreate(p, id).data,
    points: pts,
    status,
    completionDate: dayOffset(-daysAgo - 1),
    submittedDate: dayOffset(-daysAgo),
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
    ...extra,
  });
  const redemption = (id: string, status: string, daysAgo: number, extra: DocumentData = {}) => ({
    ...redeemWrites(p, id, 100, 0).redemption.data,
    status,
    requestedDate: dayOffset(-daysAgo),
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
    ...extra,
  });
  return {
    [paths.uid(p.uid)]: { employeeId: e },
    [paths.user(e)]: {
      ...profileData(p, points, `redemption-${ids.paidRedemption}`),
      createdAt: at(30),
      updatedAt: at(1),
    },
    [paths.ledger(e, 'opening')]: ledger('opening', 50, 50, 'opening', 30),
    [paths.ledger(e, `claim-${ids.paidClaim}`)]: ledger('earned', earned, 50 + earned, ids.paidClaim, 20),
    [paths.ledger(e, `redemption-${ids.pendingRedemption}`)]: ledger(
      'redeemed',
      -100,
      earned - 50,
      ids.pendingRedemption,
      10,
    ),
    [paths.ledger(e, `redemption-${ids.paidRedemption}`)]: ledger(
      'redeemed',
      -100,
      points,
      ids.paidRedemption,
      5,
    ),
    [paths.claim(e, ids.pendingClaim)]: claim(ids.pendingClaim, 'pending', ACTIVE_ACTIVITY.points, 3),
    [paths.claim(e, ids.paidClaim)]: claim(ids.paidClaim, 'paid', earned, 25, {
      paidDate: dayOffset(-20),
      checkedDate: dayOffset(-20),
      approvedBy: 'Name MGR001',
      approvedById: 'MGR001',
    }),
    [paths.claim(e, ids.rejectedClaim)]: claim(ids.rejectedClaim, 'rejected', 100, 15, {
      rejectedDate: dayOffset(-14),
      checkedDate: dayOffset(-14),
      rejectedBy: 'Name MGR001',
      rejectedById: 'MGR001',
      managerComment: 'Duplicate',
    }),
    [paths.redemption(e, ids.pendingRedemption)]: redemption(ids.pendingRedemption, 'pending', 10),
    [paths.redemption(e, ids.paidRedemption)]: redemption(ids.paidRedemption, 'paid', 5, {
      paidDate: dayOffset(-4),
      paidBy: 'Name FIN001',
      paidById: 'FIN001',
      paidDetails: 'NEFT 42',
    }),
    [paths.report(e, ids.yesterdayReport)]: {
      date: toDayNumber(ids.yesterdayReport),
      dateTime: at(1),
      tasks: 'Yesterday I did things',
      employeeId: e,
      employeeName: p.name,
      director: false,
    },
  };
}

export function worldDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {
    [paths.activity(ACTIVE_ACTIVITY.id)]: {
      ...activityData(ACTIVE_ACTIVITY.id, ACTIVE_ACTIVITY.points),
      name: ACTIVE_ACTIVITY.name,
    },
    [paths.activity(INACTIVE_ACTIVITY.id)]: {
      ...activityData(INACTIVE_ACTIVITY.id, INACTIVE_ACTIVITY.points),
      name: INACTIVE_ACTIVITY.name,
      isActive: false,
    },
  };
  for (const [key, p] of Object.entries(PEOPLE) as [PersonKey, Person][]) {
    if (key === 'unverifiedOwner') continue; // EMP001 again
    docs[paths.roster(p.employeeId)] = { ...rosterData(p), createdAt: at(40) };
    if (!NOT_SIGNED_UP.includes(key)) Object.assign(docs, personDocs(p));
  }
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
