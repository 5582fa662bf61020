import { collection, collectionGroup, doc, type Firestore } from 'firebase/firestore/lite';
import { ORGANISATION_ID } from './schema/organisation';
import { ROSTER_TOTALS_ID } from './schema/rosterTotals';

/** Every path the app reads or writes, in one place (docs/data-model.md). */
export const refs = {
  uid: (db: Firestore, uid: string) => doc(db, 'uids', uid),
  roster: (db: Firestore) => collection(db, 'roster'),
  rosterEntry: (db: Firestore, employeeId: string) => doc(db, 'roster', employeeId),
  /** Which roster entry holds a mailbox: id the address (lower case). */
  rosterEmails: (db: Firestore) => collection(db, 'rosterEmails'),
  rosterEmail: (db: Firestore, email: string) => doc(db, 'rosterEmails', email),
  /** The roster's kept total (rosterTotals/all). */
  rosterTotals: (db: Firestore) => doc(db, 'rosterTotals', ROSTER_TOTALS_ID),
  /** settings/organisation: the company's e-mail domain, which every roster mailbox is in. */
  organisation: (db: Firestore) => doc(db, 'settings', ORGANISATION_ID),
  personal: (db: Firestore, employeeId: string) => doc(db, 'users', employeeId, 'private', 'personal'),
  /** Collection group `private`: only users/{id}/private/personal lives there (firestore.rules). */
  allPrivate: (db: Firestore) => collectionGroup(db, 'private'),
  users: (db: Firestore) => collection(db, 'users'),
  user: (db: Firestore, employeeId: string) => doc(db, 'users', employeeId),
  activities: (db: Firestore) => collection(db, 'pointActivities'),
  activity: (db: Firestore, id: string) => doc(db, 'pointActivities', id),
  claims: (db: Firestore, employeeId: string) => collection(db, 'users', employeeId, 'requestedClaims'),
  claim: (db: Firestore, employeeId: string, claimId: string) =>
    doc(db, 'users', employeeId, 'requestedClaims', claimId),
  allClaims: (db: Firestore) => collectionGroup(db, 'requestedClaims'),
  /** The month's count of one activity's automatic approvals: id `{activityId}_{YYYY-MM}` (autoCounterId). */
  autoApprovals: (db: Firestore, employeeId: string, counterId: string) =>
    doc(db, 'users', employeeId, 'autoApprovals', counterId),
  redemptions: (db: Firestore, employeeId: string) =>
    collection(db, 'users', employeeId, 'redemptionRequests'),
  redemption: (db: Firestore, employeeId: string, id: string) =>
    doc(db, 'users', employeeId, 'redemptionRequests', id),
  allRedemptions: (db: Firestore) => collectionGroup(db, 'redemptionRequests'),
  reports: (db: Firestore, employeeId: string) => collection(db, 'users', employeeId, 'productivityReports'),
  report: (db: Firestore, employeeId: string, dayKey: string) =>
    doc(db, 'users', employeeId, 'productivityReports', dayKey),
  allReports: (db: Firestore) => collectionGroup(db, 'productivityReports'),
  reportGap: (db: Firestore, employeeId: string, dayKey: string) => doc(db, 'users', employeeId, 'reportGaps', dayKey),
  allReportGaps: (db: Firestore) => collectionGroup(db, 'reportGaps'),
  ledger: (db: Firestore, employeeId: string) => collection(db, 'users', employeeId, 'ledger'),
  ledgerEntry: (db: Firestore, employeeId: string, entryId: string) =>
    doc(db, 'users', employeeId, 'ledger', entryId),
  holidays: (db: Firestore) => collection(db, 'holidays'),
  holiday: (db: Firestore, dayKey: string) => doc(db, 'holidays', dayKey),
  audit: (db: Firestore) => collection(db, 'audit'),
  auditEntry: (db: Firestore, id: string) => doc(db, 'audit', id),
  /** monthTotals/{YYYY-MM}_{department} (monthTotalsId). */
  monthTotals: (db: Firestore) => collection(db, 'monthTotals'),
  monthTotal: (db: Firestore, id: string) => doc(db, 'monthTotals', id),
  /** headcounts/{department}: the department's profiles, Directors and active employees. */
  headcounts: (db: Firestore) => collection(db, 'headcounts'),
  headcount: (db: Firestore, department: string) => doc(db, 'headcounts', department),
  /** reviewTimes/{YYYY-MM}_{queue} (reviewTimesId). */
  reviewTimes: (db: Firestore) => collection(db, 'reviewTimes'),
  reviewTime: (db: Firestore, id: string) => doc(db, 'reviewTimes', id),
  /** users/{e}/earnedMonths/{YYYY-MM}: the employee's first credit of the month. */
  earnedMonth: (db: Firestore, employeeId: string, month: string) => doc(db, 'users', employeeId, 'earnedMonths', month),
  /** users/{e}/adjustmentDays/{YYYY-MM-DD}: the size of the employee's adjustments of one IST day, summed. */
  adjustmentDay: (db: Firestore, employeeId: string, day: string) => doc(db, 'users', employeeId, 'adjustmentDays', day),
  leaveRequests: (db: Firestore, employeeId: string) => collection(db, 'users', employeeId, 'leaveRequests'),
  leaveRequest: (db: Firestore, employeeId: string, id: string) => doc(db, 'users', employeeId, 'leaveRequests', id),
  allLeaveRequests: (db: Firestore) => collectionGroup(db, 'leaveRequests'),
  leaveDays: (db: Firestore, employeeId: string) => collection(db, 'users', employeeId, 'leaveDays'),
  leaveDay: (db: Firestore, employeeId: string, dayKey: string) => doc(db, 'users', employeeId, 'leaveDays', dayKey),
  allLeaveDays: (db: Firestore) => collectionGroup(db, 'leaveDays'),
};

export { signature, type Actor } from './schema/signatures';
