import { normalizeRole } from '@/domain/roles';
import { dayNumberToKey, toDayNumber } from '@/domain/dates';
import { MANAGERS, managerLabel, type ManagerId } from '@/domain/constants';
import { LEDGER_TYPES } from '@/domain/ledger';
import {
  CLAIM_STATUSES,
  REDEMPTION_STATUSES,
  type Claim,
  type LedgerEntry,
  type PointActivity,
  type ProductivityReport,
  type Redemption,
  type RosterEntry,
  type UserProfile,
} from '@/domain/types';
import { Reader } from './values';

/** Document data to domain types: validates every field, applies legacy fallbacks, never throws. */
type Data = Record<string, unknown>;

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
    notificationsSeenAt: r.date('notificationsSeenAt'),
    createdAt: r.date('createdAt'),
    updatedAt: r.date('updatedAt'),
  };
}

const QUEUE_IDS: readonly string[] = MANAGERS.map((m) => m.id);
function queuesOf(list: string[]): ManagerId[] {
  return list.filter((q): q is ManagerId => QUEUE_IDS.includes(q));
}

/** users/{id}/private/personal. */
export interface Personal {
  number: string;
  gender: string;
  dob: string;
}

export function toPersonal(data: Data, employeeId: string): Personal {
  const r = new Reader(data, `users/${employeeId}/private/personal`);
  return { number: r.str('number'), gender: r.str('gender'), dob: r.str('dob') };
}

/**
 * An employee's personal data: their personal document (`data`), or, with none (a legacy profile,
 * from before the fields moved there), the fields the profile itself still carries.
 */
export function personalOf(profile: UserProfile, data: Data | undefined): Personal {
  return data
    ? toPersonal(data, profile.employeeId)
    : { number: profile.number, gender: profile.gender, dob: profile.dob };
}

export function toRoster(id: string, data: Data): RosterEntry {
  const r = new Reader(data, `roster/${id}`);
  return {
    employeeId: r.str('employeeId', id),
    email: r.str('email'),
    fullName: r.str('fullName'),
    designation: r.str('designation'),
    departments: r.strList('departments'),
    userRole: normalizeRole(data.userRole),
    reviewQueues: queuesOf(r.strList('reviewQueues')),
    createdAt: r.date('createdAt'),
    createdBy: r.str('createdBy'),
  };
}

export function toActivity(id: string, data: Data): PointActivity {
  const r = new Reader(data, `pointActivities/${id}`);
  return {
    id: r.str('id', id),
    name: r.str('name', r.str('title')),
    points: Math.trunc(r.num('points', 0)),
    description: r.str('description'),
    isActive: r.bool('isActive', false),
    eligibilityCriteria: r.str('eligibilityCriteria'),
    submissionGuidelines: r.str('submissionGuidelines'),
    verificationCriteria: r.str('verificationCriteria'),
    updatedAt: r.optStr('updatedAt'),
  };
}

/** The employee id of a document in users/{employeeId}/...: taken from its path when the field is missing. */
function ownerFromPath(path: string): string {
  return path.split('/')[1] ?? '';
}

export function toClaim(path: string, id: string, data: Data): Claim {
  const r = new Reader(data, path);
  const managerId = r.str('managerId');
  return {
    id,
    referenceId: r.str('referenceId', id),
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    department: r.str('department'),
    designation: r.str('designation'),
    activityId: r.str('activityId'),
    activityName: r.str('activityName', 'N/A'),
    points: r.num('points', 0),
    description: r.str('description'),
    status: r.oneOf('status', CLAIM_STATUSES, 'pending'),
    completionDate: r.optStr('completionDate'),
    managerId,
    managerName: r.str('managerName', managerLabel(managerId || undefined)),
    managerComment: r.str('managerComment'),
    evidence: r.str('evidence'),
    photos: r.list('photos'),
    submittedDate: r.optStr('submittedDate') ?? dateKeyOf(r.date('createdAt')),
    checkedDate: r.optStr('checkedDate'),
    paidDate: r.optStr('paidDate'),
    rejectedDate: r.optStr('rejectedDate'),
    approvedBy: r.optStr('approvedBy'),
    approvedById: r.optStr('approvedById'),
    rejectedBy: r.optStr('rejectedBy'),
    rejectedById: r.optStr('rejectedById'),
    withdrawnDate: r.optStr('withdrawnDate'),
    reversedBy: r.optStr('reversedBy'),
    createdAt: r.date('createdAt'),
    updatedAt: r.date('updatedAt'),
  };
}

export function toRedemption(path: string, id: string, data: Data): Redemption {
  const r = new Reader(data, path);
  const points = r.num('pointsRedeemed', 0, 'pointsUsed');
  const amount = r.num('amount', points);
  return {
    id,
    referenceId: r.str('referenceId', id),
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    department: r.str('department'),
    amount,
    pointsRedeemed: points,
    rewardName: r.str('rewardName', `Cash payout ₹${amount}`),
    status: r.oneOf('status', REDEMPTION_STATUSES, 'pending'),
    requestedDate: r.optStr('requestedDate') ?? dateKeyOf(r.date('createdAt')),
    paidBy: r.optStr('paidBy'),
    paidById: r.optStr('paidById'),
    paidDate: r.optStr('paidDate'),
    paidDetails: r.optStr('paidDetails'),
    declinedBy: r.optStr('declinedBy'),
    declinedById: r.optStr('declinedById'),
    declinedDate: r.optStr('declinedDate'),
    declineReason: r.optStr('declineReason'),
    cancelledDate: r.optStr('cancelledDate'),
    createdAt: r.date('createdAt'),
    updatedAt: r.date('updatedAt'),
  };
}

export function toReport(path: string, id: string, data: Data): ProductivityReport {
  const r = new Reader(data, path);
  const fromId = /^\d{4}-\d{2}-\d{2}$/.test(id) ? toDayNumber(id) : 0;
  const date = Math.trunc(r.num('date', fromId));
  return {
    id,
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    date,
    dayKey: date ? dayNumberToKey(date) : id,
    dateTime: r.date('dateTime'),
    tasks: r.str('tasks', '', 'tasksCompleted'),
  };
}

export function toLedgerEntry(path: string, id: string, data: Data): LedgerEntry {
  const r = new Reader(data, path);
  return {
    id,
    type: r.oneOf('type', LEDGER_TYPES, 'earned'),
    points: r.num('points', 0),
    balanceAfter: r.num('balanceAfter', 0),
    sourceRef: r.str('sourceRef'),
    createdAt: r.date('createdAt'),
    createdBy: r.str('createdBy'),
    createdByName: r.optStr('createdByName'),
    reason: r.optStr('reason'),
  };
}

function dateKeyOf(d: Date | null): string | null {
  if (!d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
