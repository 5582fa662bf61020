import { OPENING_POINTS } from '@/domain/constants';
import { isDirector } from '@/domain/directors';
import { ledgerEntryId } from '@/domain/ledger';
import { normalizeRole, type Role } from '@/domain/roles';
import { nameLowerOf, type OrgFields } from '@/domain/roster';
import { NO_STREAK, type Streak } from '@/domain/streaks';
import type { UserProfile } from '@/domain/types';
import { isDayKey } from '@/domain/dates';
import { Reader } from '../values';
import type { Data } from './common';
import { queuesOf } from './roster';

/** users/{employeeId}: a profile. Legacy profiles may lack any field and still carry personal ones. */
export function toProfile(id: string, data: Data): UserProfile {
  const r = new Reader(data, `users/${id}`);
  const name = r.str('name', r.str('fullName'));
  const designation = r.str('designation');
  const departments = r.strList('departments');
  return {
    id,
    employeeId: r.str('employeeId', id),
    name,
    fullName: r.str('fullName', name),
    email: r.str('email'),
    number: r.str('number'),
    designation,
    departments,
    department: r.str('department', designation || departments[0] || ''),
    reviewQueues: queuesOf(r.strList('reviewQueues')),
    gender: r.str('gender'),
    dob: r.str('dob'),
    uid: r.str('uid'),
    isActive: r.bool('isActive', true),
    userStatus: r.oneOf('userStatus', ['blocked', 'unblocked'] as const, 'unblocked'),
    userRole: normalizeRole(data.userRole),
    points: r.num('points', 0),
    lastProductivityDate: r.optStr('lastProductivityDate'),
    lastProductivityAt: r.date('lastProductivityAt'),
    streak: streakOf(data),
    notificationsSeenAt: r.date('notificationsSeenAt'),
    pendingClaims: pendingClaimsOf(data),
    leftOn: r.optStr('leftOn'),
    leftReason: r.str('leftReason'),
    createdAt: r.date('createdAt'),
    updatedAt: r.date('updatedAt'),
  };
}

/** The kept streak of a stored profile: a legacy profile (or a malformed field) has none. */
export function streakOf(data: Data): Streak {
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0);
  const day = data.streakDay;
  if (!isDayKey(day)) return NO_STREAK;
  const current = count(data.streakCurrent);
  return { current, best: Math.max(current, count(data.streakBest)), day };
}

/** The count of claims awaiting review on a stored profile (absent or malformed: 0). */
export function pendingClaimsOf(data: Data): number {
  const n = data.pendingClaims;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/** The profile's organisation fields: the roster entry's, copied at sign-up and on every roster edit. */
export function profileOrgFields(entry: OrgFields) {
  return {
    name: entry.fullName,
    fullName: entry.fullName,
    nameLower: nameLowerOf(entry.fullName),
    // Directors are left out of the directory's counts by this flag (src/domain/directors.ts).
    director: isDirector(entry),
    designation: entry.designation,
    // The legacy single department: the designation, never empty for a roster entry.
    department: entry.designation,
    departments: [...entry.departments],
    userRole: entry.userRole,
    reviewQueues: [...entry.reviewQueues],
  };
}

export interface SignUp {
  employeeId: string;
  /** The roster entry the profile copies. */
  roster: OrgFields;
  /** The verified mailbox (the roster entry's). */
  email: string;
  uid: string;
}

export type AccountChange = { userStatus?: 'blocked' | 'unblocked'; isActive?: boolean };

/** An employee who left: the day (YYYY-MM-DD, not in the future) and why, as an admin records it. */
export interface Leaving {
  leftOn: string;
  reason: string;
}

/**
 * Every write to a profile. A profile with a history (the seed's, the bench's) is sign-up's followed by
 * the later updates: `{ ...signUp(...), ...balance(...), ...reportStamp(...) }`.
 */
export const profileWrites = {
  /** Sign-up: the roster's organisation fields, the opening balance, no report yet. */
  signUp: <T>(s: SignUp, at: T) => ({
    id: s.employeeId,
    employeeId: s.employeeId,
    ...profileOrgFields(s.roster),
    email: s.email,
    uid: s.uid,
    isActive: true,
    userStatus: 'unblocked' as const,
    points: OPENING_POINTS,
    lastLedgerEntry: ledgerEntryId.opening(),
    // No report yet: '' sorts before every day, so the day's 'missing' list finds new employees.
    lastProductivityDate: '',
    createdAt: at,
    updatedAt: at,
  }),
  /** An admin's roster edit or role change, copied to the profile in the same batch. */
  org: <T>(entry: OrgFields, at: T) => ({ ...profileOrgFields(entry), updatedAt: at }),
  /** An admin blocks/unblocks or (de)activates another employee. */
  account: <T>(change: AccountChange, at: T) => ({ ...change, updatedAt: at }),
  /**
   * An admin records that another employee left: deactivated for good (the rules refuse every write of
   * theirs and any later reactivation), with the day and the reason their open claims are withdrawn with.
   */
  leave: <T>(l: Leaving, at: T) => ({ isActive: false, leftOn: l.leftOn, leftReason: l.reason, updatedAt: at }),
  /** The ledger's partner write: the balance after the entry `entryId`, which it names. */
  balance: <T>(points: number, entryId: string, at: T) => ({ points, lastLedgerEntry: entryId, updatedAt: at }),
  /**
   * The count of claims awaiting review, moved by one with claim `claimId` (filed: +1; approved, rejected
   * or withdrawn: -1), in the same transaction.
   */
  pendingClaims: <T>(count: number, claimId: string, at: T) => ({ pendingClaims: count, pendingClaimRef: claimId, updatedAt: at }),
  /**
   * Filing the report of `day` stamps it on the profile, with the streak it moves (streakAfterReport) when
   * `day` counts; a day off's report (Sunday, holiday) passes null and leaves the streak alone.
   */
  reportStamp: <T>(day: string, at: T, streak: Streak | null = null) => ({
    lastProductivityDate: day,
    lastProductivityAt: at,
    ...(streak ? profileWrites.streak(streak) : {}),
    updatedAt: at,
  }),
  /** The kept streak (streaks.ts): moved only with a report (reportStamp), stamped by the migration. */
  streak: (s: Streak) => ({ streakCurrent: s.current, streakBest: s.best, streakDay: s.day }),
  /** The owner opened the notifications. */
  notificationsSeen: <T>(at: T) => ({ notificationsSeenAt: at, updatedAt: at }),
  /** The owner's confirmed mailbox change: the account's new, verified mailbox (the roster's). */
  mailbox: <T>(email: string, at: T) => ({ email, updatedAt: at }),
  /** The migration's first admin: only the role of an existing profile changes. */
  role: <T>(userRole: Role, at: T) => ({ userRole, updatedAt: at }),
  /**
   * The migration: what a legacy profile lacks of the directory's fields (the name search key, the
   * Director flag, the '' report stamp), from its own full name (else name) and designation.
   */
  directory: (legacy: Data) => {
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const fullName = text(legacy.fullName) || text(legacy.name);
    return {
      ...(typeof legacy.nameLower !== 'string' && fullName ? { nameLower: nameLowerOf(fullName) } : {}),
      ...(typeof legacy.director === 'boolean'
        ? {}
        : { director: isDirector({ designation: text(legacy.designation) }) }),
      ...(typeof legacy.lastProductivityDate === 'string' ? {} : { lastProductivityDate: '' }),
    };
  },
};
