import type { ApprovalRule } from './approvalRules';
import type { ManagerId } from './constants';
import type { Role } from './roles';
import type { Streak } from './streaks';

/** roster/{employeeId}: a provisioned employee (docs/product.md#identity-and-sign-up). */
export interface RosterEntry {
  employeeId: string;
  email: string;
  fullName: string;
  designation: string;
  departments: string[];
  userRole: Role;
  reviewQueues: ManagerId[];
  createdAt: Date | null;
  createdBy: string;
}

/** Entities as the app sees them, after the converters in src/data/ have validated them. */
export interface UserProfile {
  id: string;
  employeeId: string;
  name: string;
  fullName: string;
  email: string;
  number: string;
  designation: string;
  departments: string[];
  department: string;
  /** Claim queues this person reviews (roster; docs/product.md#claims); [] on legacy profiles. */
  reviewQueues: ManagerId[];
  gender: string;
  dob: string;
  uid: string;
  isActive: boolean;
  userStatus: 'blocked' | 'unblocked';
  userRole: Role;
  points: number;
  lastProductivityDate: string | null;
  lastProductivityAt: Date | null;
  /** The report streak as kept by the filing batches (streaks.ts; legacy profiles: none). */
  streak: Streak;
  /** When the owner last opened the notifications (users/{id}.notificationsSeenAt). */
  notificationsSeenAt: Date | null;
  /** Claims awaiting review, counted on the profile (at most MAX_PENDING_CLAIMS; 0 when absent). */
  pendingClaims: number;
  /** The day the employee left (an admin recorded it; the account is deactivated for good), or null. */
  leftOn: string | null;
  /** Why they left ('' unless they left). */
  leftReason: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface PointActivity {
  id: string;
  name: string;
  points: number;
  description: string;
  isActive: boolean;
  eligibilityCriteria: string;
  submissionGuidelines: string;
  verificationCriteria: string;
  /** How its claims are approved ('single' for activities from before the field). */
  approvalRule: ApprovalRule;
  /** For 'auto': automatic approvals per employee per month (1..31); 0 otherwise. */
  autoMonthlyLimit: number;
  updatedAt: string | null;
}

export const CLAIM_STATUSES = [
  'pending',
  'awaiting_second',
  'under_review',
  'approved',
  'rejected',
  'paid',
  'withdrawn',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export interface Claim {
  id: string;
  referenceId: string;
  employeeId: string;
  employeeName: string;
  department: string;
  designation: string;
  activityId: string;
  activityName: string;
  points: number;
  description: string;
  status: ClaimStatus;
  completionDate: string | null;
  managerId: string;
  managerName: string;
  managerComment: string;
  evidence: string;
  photos: unknown[];
  submittedDate: string | null;
  checkedDate: string | null;
  paidDate: string | null;
  rejectedDate: string | null;
  approvedBy: string | null;
  /** The reviewer's employee id (signatures by id, docs/product.md#claims); null on legacy claims. */
  approvedById: string | null;
  rejectedBy: string | null;
  rejectedById: string | null;
  /** The day the owner withdrew it (status `withdrawn`). */
  withdrawnDate: string | null;
  /** The adjustment entry (`adjustment-{n}`) that reversed this paid claim, if any. */
  reversedBy: string | null;
  /** The activity's rule when it was filed ('single' for claims from before the field). */
  approvalRule: ApprovalRule;
  /** A `double` claim's first approval (status `awaiting_second`, then kept beside the second). */
  firstApprovedBy: string | null;
  firstApprovedById: string | null;
  firstApprovedDate: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export const REDEMPTION_STATUSES = ['pending', 'paid', 'declined', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export interface Redemption {
  id: string;
  referenceId: string;
  employeeId: string;
  employeeName: string;
  department: string;
  amount: number;
  pointsRedeemed: number;
  rewardName: string;
  status: RedemptionStatus;
  requestedDate: string | null;
  paidBy: string | null;
  /** The processor's employee id; null on legacy redemptions. */
  paidById: string | null;
  paidDate: string | null;
  paidDetails: string | null;
  declinedBy: string | null;
  declinedById: string | null;
  declinedDate: string | null;
  declineReason: string | null;
  /** The day the owner cancelled it (status `cancelled`). */
  cancelledDate: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface ProductivityReport {
  id: string;
  employeeId: string;
  employeeName: string;
  date: number;
  dayKey: string;
  dateTime: Date | null;
  tasks: string;
  /** When its owner last changed the text (null: never edited). */
  editedAt: Date | null;
  /** How often the text was changed (0 for a report never edited, or one from before editing existed). */
  edits: number;
}

export type { LedgerType } from './ledger';
import type { LedgerType } from './ledger';

export interface LedgerEntry {
  id: string;
  type: LedgerType;
  points: number;
  balanceAfter: number;
  sourceRef: string;
  createdAt: Date | null;
  createdBy: string;
  /** The maker's display name at write time; null on entries written before it was stored. */
  createdByName: string | null;
  /** Adjustments only: why. */
  reason: string | null;
}
