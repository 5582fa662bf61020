import { approvalRuleOf } from '@/domain/approvalRules';
import { managerLabel, type ManagerId } from '@/domain/constants';
import { nameLowerOf } from '@/domain/roster';
import { CLAIM_STATUSES, type Claim, type PointActivity, type UserProfile } from '@/domain/types';
import { Reader } from '../values';
import { dateKeyOf, ownerFromPath, requestHeader, type Data, type NewRequest } from './common';
import { signature, type Actor } from './signatures';

/** users/{e}/requestedClaims/{claimId}. Legacy claims may lack the day fields, the name key and signatures. */
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
    approvalRule: approvalRuleOf(data.approvalRule),
    firstApprovedBy: r.optStr('firstApprovedBy'),
    firstApprovedById: r.optStr('firstApprovedById'),
    firstApprovedDate: r.optStr('firstApprovedDate'),
    createdAt: r.date('createdAt'),
    updatedAt: r.date('updatedAt'),
  };
}

/** The claimant, as their profile says. */
export type Claimant = Pick<UserProfile, 'employeeId' | 'name' | 'department' | 'designation'>;

export interface ClaimSubmission extends NewRequest<Claimant> {
  /** The active activity: the claim copies its name, points and approval rule ('single' when absent). */
  activity: Pick<PointActivity, 'id' | 'name' | 'points'> & Partial<Pick<PointActivity, 'approvalRule'>>;
  /** What the claimant typed. */
  input: { description: string; completionDate: string; managerId: ManagerId; evidence: string };
}

/**
 * Every write to a claim. A seeded claim in a later status is the submission followed by its change:
 * `{ ...submit(...), ...approve(...) }`.
 */
export const claimWrites = {
  submit: <T>(s: ClaimSubmission, at: T) => ({
    ...requestHeader(s),
    employeeNameLower: nameLowerOf(s.employee.name),
    department: s.employee.department,
    designation: s.employee.designation,
    activityId: s.activity.id,
    activityName: s.activity.name,
    points: s.activity.points,
    description: s.input.description,
    status: 'pending' as const,
    completionDate: s.input.completionDate,
    managerId: s.input.managerId,
    managerName: managerLabel(s.input.managerId),
    managerComment: '',
    evidence: s.input.evidence,
    photos: [] as never[],
    submittedDate: s.today,
    approvalRule: s.activity.approvalRule ?? 'single',
    createdAt: at,
    updatedAt: at,
  }),
  /**
   * An `auto` activity's claim within the month's limit, filed approved: the submission, paid the day it
   * is filed (the ledger's `claim-{id}` and the month's counter go in the same transaction).
   */
  submitApproved: <T>(s: ClaimSubmission, at: T) => ({
    ...claimWrites.submit(s, at),
    status: 'paid' as const,
    paidDate: s.today,
    checkedDate: s.today,
  }),
  /** A `double` claim's first approval: awaiting a second, different reviewer; nothing credited. */
  firstApprove: <T>(reviewer: Actor, today: string, at: T) => ({
    status: 'awaiting_second' as const,
    firstApprovedDate: today,
    firstApprovedBy: signature.claimReviewer(reviewer),
    firstApprovedById: reviewer.employeeId,
    updatedAt: at,
  }),
  /** A reviewer approves: paid at once (the ledger's `claim-{id}` credits it in the same transaction). */
  approve: <T>(reviewer: Actor, today: string, at: T) => ({
    status: 'paid' as const,
    paidDate: today,
    checkedDate: today,
    approvedBy: signature.claimReviewer(reviewer),
    approvedById: reviewer.employeeId,
    updatedAt: at,
  }),
  reject: <T>(reviewer: Actor, reason: string, today: string, at: T) => ({
    status: 'rejected' as const,
    rejectedDate: today,
    checkedDate: today,
    rejectedBy: signature.claimReviewer(reviewer),
    rejectedById: reviewer.employeeId,
    managerComment: reason,
    updatedAt: at,
  }),
  /** The owner withdraws a pending claim. */
  withdraw: <T>(today: string, at: T) => ({ status: 'withdrawn' as const, withdrawnDate: today, updatedAt: at }),
  /**
   * An admin withdraws a claim still awaiting review of an employee who left, the leaving reason as the
   * claim's comment (the leaver cannot: their account is deactivated). Who did it is in the audit entry
   * of the same transaction.
   */
  withdrawForLeaver: <T>(reason: string, today: string, at: T) => ({
    status: 'withdrawn' as const,
    withdrawnDate: today,
    managerComment: reason,
    updatedAt: at,
  }),
  /** The name-search key a legacy claim lacks (the migration adds it). */
  nameKey: (employeeName: string) => ({ employeeNameLower: nameLowerOf(employeeName) }),
  /** An admin's adjustment `entryId` reversed this paid claim. */
  reverse: <T>(entryId: string, at: T) => ({ reversedBy: entryId, updatedAt: at }),
};
