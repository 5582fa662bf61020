import type {
  Claim,
  LedgerEntry,
  PointActivity,
  ProductivityReport,
  Redemption,
  UserProfile,
} from '@/domain/types';

/** Data generators for component tests. */
export function makeProfile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'EMP001',
    employeeId: 'EMP001',
    name: 'Asha Verma',
    fullName: 'Asha Verma',
    email: 'emp001@ics-rewards.test',
    number: '9876543210',
    designation: 'Cafe Supervisor',
    departments: ['Loocafe'],
    department: 'Cafe Supervisor',
    reviewQueues: [],
    gender: 'Female',
    dob: '1994-05-12',
    uid: 'uid-emp001',
    isActive: true,
    userStatus: 'unblocked',
    userRole: 'employee',
    points: 350,
    lastProductivityDate: null,
    lastProductivityAt: null,
    streak: { current: 0, best: 0, day: '' },
    notificationsSeenAt: null,
    pendingClaims: 0,
    leftOn: null,
    leftReason: '',
    createdAt: new Date('2025-08-01T10:00:00Z'),
    updatedAt: new Date('2025-08-01T10:00:00Z'),
    ...over,
  };
}

export function makeActivity(over: Partial<PointActivity> = {}): PointActivity {
  return {
    id: 'PA001',
    name: 'Client appreciation mail',
    points: 100,
    description: 'A client writes to appreciate your work.',
    isActive: true,
    eligibilityCriteria: 'All employees.',
    submissionGuidelines: 'Forward the mail to your manager.',
    verificationCriteria: 'Manager confirms the mail.',
    approvalRule: 'single',
    autoMonthlyLimit: 0,
    updatedAt: '2025-08-01T10:00:00.000Z',
    ...over,
  };
}

export function makeClaim(over: Partial<Claim> = {}): Claim {
  return {
    id: 'EMP001-001',
    referenceId: 'EMP001-001',
    employeeId: 'EMP001',
    employeeName: 'Asha Verma',
    department: 'Cafe Supervisor',
    designation: 'Cafe Supervisor',
    activityId: 'PA001',
    activityName: 'Client appreciation mail',
    points: 100,
    description: 'Client praised the new menu.',
    status: 'pending',
    completionDate: '2025-09-01',
    managerId: 'M1',
    managerName: 'Loocafe Operations Manager',
    managerComment: '',
    evidence: '',
    photos: [],
    submittedDate: '2025-09-02',
    checkedDate: null,
    paidDate: null,
    rejectedDate: null,
    approvedBy: null,
    approvedById: null,
    rejectedBy: null,
    withdrawnDate: null,
    reversedBy: null,
    rejectedById: null,
    approvalRule: 'single',
    firstApprovedBy: null,
    firstApprovedById: null,
    firstApprovedDate: null,
    createdAt: new Date('2025-09-02T09:00:00Z'),
    updatedAt: new Date('2025-09-02T09:00:00Z'),
    ...over,
  };
}

export function makeRedemption(over: Partial<Redemption> = {}): Redemption {
  return {
    id: 'RD-EMP001-001',
    referenceId: 'RD-EMP001-001',
    employeeId: 'EMP001',
    employeeName: 'Asha Verma',
    department: 'Cafe Supervisor',
    amount: 100,
    pointsRedeemed: 100,
    rewardName: 'Cash payout ₹100',
    status: 'pending',
    requestedDate: '2025-09-03',
    paidBy: null,
    paidById: null,
    paidDate: null,
    paidDetails: null,
    declinedBy: null,
    declinedById: null,
    declinedDate: null,
    declineReason: null,
    cancelledDate: null,
    createdAt: new Date('2025-09-03T09:00:00Z'),
    updatedAt: new Date('2025-09-03T09:00:00Z'),
    ...over,
  };
}

export function makeReport(over: Partial<ProductivityReport> = {}): ProductivityReport {
  return {
    id: '2025-09-01',
    employeeId: 'EMP001',
    employeeName: 'Asha Verma',
    date: 20250901,
    dayKey: '2025-09-01',
    dateTime: new Date('2025-09-01T18:00:00'),
    tasks: 'Opened the cafe, trained two new staff.',
    editedAt: null,
    edits: 0,
    ...over,
  };
}

export function makeLedgerEntry(over: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 'opening',
    type: 'opening',
    points: 50,
    balanceAfter: 50,
    sourceRef: 'opening',
    createdAt: new Date('2025-08-01T09:00:00Z'),
    createdBy: 'EMP001',
    createdByName: null,
    reason: null,
    ...over,
  };
}
