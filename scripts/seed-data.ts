/**
 * The demo organisation (docs/product.md#the-demo-organisation): people, activities and the texts the seed
 * draws from. `scripts/seed.ts` turns this into documents; everything here is plain data.
 */
import type { ApprovalRule } from '../src/domain/approvalRules';
import type { Department, Gender } from '../src/domain/constants';

export const DEMO_PASSWORD = 'Passw0rd!';

export type Role = 'admin' | 'manager' | 'finance' | 'employee';
/** `approved` and `under_review` are legacy: awaiting review (never credited), listed under Pending. */
export type SeedClaimStatus = 'pending' | 'paid' | 'rejected' | 'approved' | 'under_review';
export type SeedRedemptionStatus = 'pending' | 'paid' | 'declined' | 'cancelled';

export interface DemoRedemptionPlan {
  /** Requested this many days before today. */
  daysAgo: number;
  /** Wished tier; lowered to the largest tier the balance allows at that moment. */
  tier: number;
  status: SeedRedemptionStatus;
}

export interface DemoUser {
  id: string;
  name: string;
  fullName: string;
  number: string;
  designation: string;
  departments: Department[];
  gender: Gender;
  dob: string;
  userRole: Role;
  userStatus: 'blocked' | 'unblocked';
  isActive: boolean;
  /** Account created this many days before today. */
  joinedDaysAgo: number;
  /** Claims, oldest first; ids `{id}-001` upward in this order. */
  claims: SeedClaimStatus[];
  /** Optional activity per claim (same order as `claims`); otherwise drawn from the department's list. */
  claimActivities?: (string | null)[];
  redemptions: DemoRedemptionPlan[];
  /** Admin adjustments (ledger `adjustment-{n}` by ADM001), this many days ago, signed points, reason. */
  adjustments?: { daysAgo: number; points: number; reason: string }[];
  /**
   * A leaver (docs/product.md#leavers): left this many days ago for this reason, recorded by ADM001
   * (deactivated for good, with `leftOn` and `leftReason`, and a 'Leaver recorded' audit entry).
   */
  left?: { daysAgo: number; reason: string };
  /** Files daily productivity reports (a leaver's end the day before they left). */
  reports: boolean;
  /** Share of working days without a report (default 0.1). */
  missRate?: number;
  /** The last report was edited once by its owner the same evening (the day lists say 'edited HH:mm'). */
  editsLastReport?: boolean;
  /**
   * Reports on every expected day of this many last days, none missed: a streak the demo shows (EMP002's
   * crosses the company day and their approved leave).
   */
  streakDays?: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'ADM001',
    name: 'Rajesh Sharma',
    fullName: 'Rajesh Kumar Sharma',
    number: '9820145367',
    designation: 'HR & Admin Head',
    departments: ['HR'],
    gender: 'Male',
    dob: '1979-03-14',
    userRole: 'admin',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 420,
    claims: [],
    redemptions: [],
    reports: false,
  },
  {
    id: 'MGR001',
    name: 'Priya Iyer',
    fullName: 'Priya Venkatesh Iyer',
    number: '9845012783',
    designation: 'Operations Manager',
    departments: ['Loocafe', 'Ixora FM'],
    gender: 'Female',
    dob: '1985-11-02',
    userRole: 'manager',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 400,
    claims: [],
    redemptions: [],
    reports: false,
  },
  {
    id: 'FIN001',
    name: 'Anil Mehta',
    fullName: 'Anil Suresh Mehta',
    number: '9930271846',
    designation: 'Finance Manager',
    departments: ['Accounts & Finance'],
    gender: 'Male',
    dob: '1982-07-21',
    userRole: 'finance',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 390,
    claims: [],
    redemptions: [],
    reports: false,
  },
  {
    id: 'EMP001',
    name: 'Sneha Patil',
    fullName: 'Sneha Rajendra Patil',
    number: '9767034512',
    designation: 'Cafe Operations Executive',
    departments: ['Loocafe'],
    gender: 'Female',
    dob: '1996-05-09',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 300,
    claims: ['paid', 'paid', 'rejected', 'paid', 'pending', 'pending'],
    claimActivities: ['PA011', 'PA002', 'PA008', 'PA003', 'PA001', 'PA012'],
    redemptions: [
      { daysAgo: 24, tier: 250, status: 'paid' },
      { daysAgo: 2, tier: 100, status: 'pending' },
    ],
    reports: true,
  },
  {
    id: 'EMP002',
    name: 'Irfan Shaikh',
    fullName: 'Mohammed Irfan Shaikh',
    number: '9892256471',
    designation: 'Facility Supervisor',
    departments: ['Ixora FM'],
    gender: 'Male',
    dob: '1991-12-18',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 280,
    claims: ['paid', 'paid', 'paid', 'pending'],
    redemptions: [
      { daysAgo: 18, tier: 500, status: 'paid' },
      { daysAgo: 1, tier: 250, status: 'pending' },
    ],
    reports: true,
    streakDays: 14,
    editsLastReport: true,
  },
  {
    id: 'EMP003',
    name: 'Arjun Reddy',
    fullName: 'Arjun Srinivas Reddy',
    number: '9701583264',
    designation: 'Software Developer',
    departments: ['Tech Team'],
    gender: 'Male',
    dob: '1997-08-27',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 250,
    claims: ['paid', 'approved', 'rejected', 'pending'],
    redemptions: [{ daysAgo: 9, tier: 500, status: 'declined' }],
    reports: true,
  },
  {
    id: 'EMP004',
    name: 'Kavya Nair',
    fullName: 'Kavya Menon Nair',
    number: '9847361025',
    designation: 'HR Executive',
    departments: ['HR'],
    gender: 'Female',
    dob: '1995-01-30',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 230,
    claims: ['paid', 'pending'],
    // Every ledger entry type shows in the demo: an adjustment and a cancelled redemption (its points back).
    adjustments: [{ daysAgo: 20, points: 50, reason: 'Spot award for covering the weekend help desk' }],
    redemptions: [{ daysAgo: 12, tier: 100, status: 'cancelled' }],
    reports: true,
  },
  {
    id: 'EMP005',
    name: 'Rohit Agarwal',
    fullName: 'Rohit Kumar Agarwal',
    number: '9811472093',
    designation: 'Accounts Executive',
    departments: ['Accounts & Finance'],
    gender: 'Male',
    dob: '1993-04-12',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 210,
    claims: ['paid', 'rejected', 'paid', 'pending'],
    redemptions: [{ daysAgo: 5, tier: 250, status: 'pending' }],
    reports: true,
  },
  {
    id: 'EMP006',
    name: 'Pooja Deshmukh',
    fullName: 'Pooja Anand Deshmukh',
    number: '9822650318',
    designation: 'Housekeeping Supervisor',
    departments: ['Loocafe', 'Ixora FM'],
    gender: 'Female',
    dob: '1990-09-05',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 200,
    claims: ['paid', 'under_review', 'paid', 'pending', 'pending'],
    redemptions: [{ daysAgo: 28, tier: 100, status: 'paid' }],
    reports: true,
  },
  {
    id: 'EMP007',
    name: 'Vikram Rathore',
    fullName: 'Vikram Singh Rathore',
    number: '9928813470',
    designation: 'IT Support Engineer',
    departments: ['Tech Team', 'HR'],
    gender: 'Male',
    dob: '1994-02-22',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 180,
    claims: ['rejected', 'paid'],
    redemptions: [],
    reports: true,
    missRate: 0.25,
  },
  {
    id: 'EMP008',
    name: 'Lakshmi Subramanian',
    fullName: 'Lakshmi Subramanian',
    number: '9884127756',
    designation: 'Maintenance Technician',
    departments: ['Ixora FM'],
    gender: 'Female',
    dob: '1992-10-16',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 150,
    claims: ['paid', 'pending'],
    // The pending one is a two-approval referral, first approved by MGR001: awaiting a second reviewer.
    claimActivities: [null, 'PA016'],
    redemptions: [{ daysAgo: 7, tier: 100, status: 'paid' }],
    reports: true,
  },
  {
    id: 'DIR001',
    name: 'Suresh Gupta',
    fullName: 'Suresh Chandra Gupta',
    number: '9810034589',
    designation: 'Director',
    departments: ['Accounts & Finance', 'HR'],
    gender: 'Male',
    dob: '1968-06-19',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: true,
    joinedDaysAgo: 430,
    claims: [],
    redemptions: [],
    // Files reports like everyone else: the overview's lists and graph leave them out.
    reports: true,
  },
  {
    id: 'EMP900',
    name: 'Deepak Yadav',
    fullName: 'Deepak Ramesh Yadav',
    number: '9769920314',
    designation: 'Cafe Attendant',
    departments: ['Loocafe'],
    gender: 'Male',
    dob: '1999-12-01',
    userRole: 'employee',
    userStatus: 'blocked',
    isActive: true,
    joinedDaysAgo: 160,
    claims: ['paid'],
    redemptions: [{ daysAgo: 40, tier: 100, status: 'paid' }],
    reports: false,
  },
  {
    id: 'EMP901',
    name: 'Neha Kulkarni',
    fullName: 'Neha Shrikant Kulkarni',
    number: '9890417762',
    designation: 'QA Analyst',
    departments: ['Tech Team'],
    gender: 'Female',
    dob: '1998-03-25',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: false,
    joinedDaysAgo: 140,
    claims: ['paid', 'rejected'],
    redemptions: [],
    reports: false,
  },
  {
    id: 'EMP902',
    name: 'Arjun Nair',
    fullName: 'Arjun Suresh Nair',
    number: '9820133457',
    designation: 'Housekeeping Supervisor',
    departments: ['Ixora FM'],
    gender: 'Male',
    dob: '1994-07-18',
    userRole: 'employee',
    userStatus: 'unblocked',
    isActive: false,
    joinedDaysAgo: 250,
    left: { daysAgo: 12, reason: 'Resigned: moved to Bengaluru' },
    claims: ['paid'],
    redemptions: [],
    reports: true,
  },
];

export interface DemoActivity {
  id: string;
  name: string;
  points: number;
  description: string;
  isActive: boolean;
  eligibilityCriteria: string;
  submissionGuidelines: string;
  verificationCriteria: string;
  /** How its claims are approved ('single' when absent) and, for 'auto', the monthly limit. */
  approvalRule?: ApprovalRule;
  autoMonthlyLimit?: number;
  /** Sample claims: what the employee writes, and the evidence they point to. */
  samples: { description: string; evidence: string }[];
}

export const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    id: 'PA001',
    name: 'Client appreciation mail',
    points: 100,
    description: 'A client or site owner writes to appreciate your work by name.',
    isActive: true,
    eligibilityCriteria:
      'The mail names you and comes from the client side (not from a colleague), within the last 30 days.',
    submissionGuidelines:
      'Forward the mail to your manager and quote its subject and date in the evidence field.',
    verificationCriteria:
      'Manager confirms the mail in the shared inbox and that the sender is an authorised client contact.',
    samples: [
      {
        description:
          'The Powai site admin wrote to thank me for handling the breakfast counter during the town hall.',
        evidence:
          "Mail 'Thanks for the town hall support' from facilities@clientpowai.in, forwarded to my manager.",
      },
      {
        description:
          'Client appreciated the quick turnaround on the pantry restocking request during the audit week.',
        evidence:
          "Mail 'Great support during audit week' from the client's admin manager, forwarded on the same day.",
      },
    ],
  },
  {
    id: 'PA002',
    name: 'Process improvement idea implemented',
    points: 300,
    description: 'An idea of yours that changed how the team works has been put into practice.',
    isActive: true,
    eligibilityCriteria:
      'The change is live for at least two weeks and your department head agrees it came from you.',
    submissionGuidelines:
      'Describe the problem, the change and the measurable result (time, cost or error rate).',
    verificationCriteria: 'Department head confirms the change is in use and the result is plausible.',
    samples: [
      {
        description:
          'Replaced the paper checklist for shift handover with a shared sheet; handover now takes 10 minutes instead of 25.',
        evidence: 'Handover sheet link shared with the manager; two weeks of entries.',
      },
      {
        description:
          'Automated the monthly vendor invoice reconciliation with a spreadsheet template; saves about 6 hours per month.',
        evidence: 'Template and before/after timesheet summary sent to the department head.',
      },
    ],
  },
  {
    id: 'PA003',
    name: 'Zero-absence month',
    points: 150,
    description: 'A full calendar month with no unplanned leave and no late marks.',
    isActive: true,
    eligibilityCriteria:
      'No unplanned leave, no half days and no late marks in the attendance system for the month.',
    submissionGuidelines: 'Claim after the month closes; mention the month in the description.',
    verificationCriteria: 'HR checks the attendance report for the month.',
    samples: [
      {
        description: 'Full attendance for last month with no late marks.',
        evidence: 'Attendance report screenshot from the HRMS portal.',
      },
    ],
  },
  {
    id: 'PA004',
    name: 'Training completed',
    points: 75,
    description: 'Completion of an assigned internal or external training module.',
    isActive: true,
    eligibilityCriteria:
      'Training assigned by your manager or HR, completed with a passing score where there is an assessment.',
    submissionGuidelines:
      'Give the course name and completion date; attach the certificate reference in the evidence field.',
    verificationCriteria: 'HR verifies the completion record or certificate.',
    samples: [
      {
        description: 'Completed the Food Safety Supervisor (FoSTaC) basic training.',
        evidence: 'FoSTaC certificate number FS-2024-118734.',
      },
      {
        description: 'Completed the POSH awareness module on the learning portal with 90% in the assessment.',
        evidence: 'Learning portal completion certificate, downloaded and mailed to HR.',
      },
    ],
  },
  {
    id: 'PA005',
    name: 'Safety audit with zero observations',
    points: 200,
    description: 'A site you are responsible for passes a safety audit without any observation.',
    isActive: true,
    eligibilityCriteria: 'Formal audit by the client or our EHS team; you are the named site in-charge.',
    submissionGuidelines:
      'Mention the site, the audit date and the auditor; share the audit report reference.',
    verificationCriteria: 'Facility manager checks the audit report shows zero observations.',
    samples: [
      {
        description:
          'Fire and electrical safety audit of the BKC tower basement passed with zero observations.',
        evidence: 'EHS audit report ref EHS/BKC/2024/031.',
      },
    ],
  },
  {
    id: 'PA006',
    name: 'Employee referral joined',
    points: 500,
    description: 'A candidate you referred joined the company and completed 30 days.',
    isActive: true,
    eligibilityCriteria:
      'Referral logged with HR before the interview; the candidate has completed 30 days of service.',
    submissionGuidelines: "Give the candidate's name, role and joining date.",
    verificationCriteria: 'HR confirms the referral record and the joining date.',
    samples: [
      {
        description:
          'Referred Ganesh Pawar for the housekeeping associate role; he joined and completed 30 days.',
        evidence: 'HR referral record REF-0457.',
      },
    ],
  },
  {
    id: 'PA007',
    name: 'Festival decoration volunteer',
    points: 50,
    description: 'Volunteered to plan and put up decorations for an office festival celebration.',
    isActive: false,
    eligibilityCriteria: 'Nominated by the celebration committee.',
    submissionGuidelines: 'Mention the festival and the office location.',
    verificationCriteria: 'Committee lead confirms participation.',
    samples: [
      {
        description: 'Helped set up the Diwali rangoli and lighting at the head office reception.',
        evidence: 'Photos shared in the celebration committee group.',
      },
    ],
  },
  {
    id: 'PA008',
    name: 'Customer complaint resolved within SLA',
    points: 50,
    description: 'A logged customer complaint closed within the agreed service-level time.',
    isActive: true,
    eligibilityCriteria:
      'Complaint logged in the helpdesk tool and closed by you within the SLA, with customer confirmation.',
    submissionGuidelines: 'Quote the ticket number and the time taken.',
    verificationCriteria: 'Manager checks the ticket history and the closing note.',
    samples: [
      {
        description: 'Resolved a cold-beverage machine complaint at the Andheri cafe within 2 hours.',
        evidence: 'Helpdesk ticket HD-23871, closed with customer confirmation.',
      },
      {
        description: 'Fixed a washroom water-leak complaint on floor 6 within the 4-hour SLA.',
        evidence: 'Helpdesk ticket HD-24102.',
      },
    ],
  },
  {
    id: 'PA009',
    name: 'Cost saving initiative',
    points: 400,
    description: 'An initiative that cut a recurring cost by a measurable amount.',
    isActive: true,
    eligibilityCriteria: 'A saving of at least ₹10,000 per quarter, confirmed by Accounts & Finance.',
    submissionGuidelines: 'Explain what changed and the before/after monthly cost.',
    verificationCriteria: 'Accounts & Finance confirms the saving from invoices or bills.',
    samples: [
      {
        description:
          'Renegotiated the cleaning-consumables contract for three sites; about ₹14,000 saved per month.',
        evidence: 'Old and new purchase orders shared with Accounts.',
      },
      {
        description:
          'Switched the common-area lighting to timers; electricity bill down by about ₹9,500 a month.',
        evidence: 'Electricity bills for the last three months.',
      },
    ],
  },
  {
    id: 'PA010',
    name: 'Mentoring a new joiner',
    points: 150,
    description: 'Buddy for a new joiner through their first month, until they work independently.',
    isActive: true,
    eligibilityCriteria:
      'Assigned as buddy by your manager or HR; the new joiner has completed the first month.',
    submissionGuidelines: "Give the new joiner's name and the month of mentoring.",
    verificationCriteria: "Manager confirms with the new joiner's feedback.",
    samples: [
      {
        description:
          'Mentored Ritika Joshi through her first month in the support team, including on-call shadowing.',
        evidence: 'Buddy assignment mail from HR and feedback form.',
      },
    ],
  },
  {
    id: 'PA011',
    name: 'Hygiene audit score above 95%',
    points: 100,
    description: 'Your outlet scores above 95% in the monthly food-safety and hygiene audit.',
    isActive: true,
    eligibilityCriteria: 'Monthly audit by the quality team; you are on the outlet roster for the month.',
    submissionGuidelines: 'Mention the outlet, month and score.',
    verificationCriteria: 'Operations manager checks the audit sheet.',
    samples: [
      {
        description: 'Loocafe Lower Parel outlet scored 97% in the monthly hygiene audit.',
        evidence: 'Quality audit sheet QA-LP-09.',
      },
      {
        description: 'Our outlet at the Thane station kiosk scored 96% in the hygiene audit.',
        evidence: 'Quality audit sheet shared by the quality team.',
      },
    ],
  },
  {
    id: 'PA012',
    name: 'Extra shift during emergency',
    points: 75,
    description: 'Covered an extra shift at short notice to keep a site running.',
    isActive: true,
    eligibilityCriteria:
      'Requested by your supervisor with less than 24 hours notice; the shift is recorded in the roster.',
    submissionGuidelines: 'Give the date, the site and who requested it.',
    verificationCriteria: 'Supervisor confirms the roster entry.',
    samples: [
      {
        description: 'Covered the night shift at the Vikhroli site when the scheduled supervisor fell ill.',
        evidence: 'Roster change approved by the site supervisor.',
      },
      {
        description: 'Stayed back for the second shift during the heavy-rain staff shortage.',
        evidence: 'Attendance log and supervisor message.',
      },
    ],
  },
  {
    id: 'PA013',
    name: 'Blood donation camp participation',
    points: 25,
    description: 'Donated blood at a company-organised donation camp.',
    isActive: false,
    eligibilityCriteria: 'Donation at a camp organised by the company.',
    submissionGuidelines: 'Mention the camp date.',
    verificationCriteria: 'HR checks the camp donor list.',
    samples: [
      {
        description: 'Donated blood at the company camp held at the head office.',
        evidence: 'Donor card from the camp.',
      },
    ],
  },
  {
    id: 'PA014',
    name: 'Professional certification achieved',
    points: 250,
    description: 'Passed a professional certification relevant to your role.',
    isActive: true,
    eligibilityCriteria:
      'Certification listed in the learning catalogue or approved by your manager beforehand.',
    submissionGuidelines: 'Give the certification name, issuing body and certificate number.',
    verificationCriteria: 'Manager verifies the certificate with the issuing body.',
    samples: [
      {
        description: 'Passed the AWS Certified Cloud Practitioner exam.',
        evidence: 'Credential ID verified on the AWS certification portal.',
      },
      {
        description: 'Completed the Tally Prime GST certification.',
        evidence: 'Certificate number TP-GST-55120.',
      },
    ],
  },
  {
    id: 'PA015',
    name: 'Customer complaint resolved',
    points: 25,
    description: 'A customer complaint assigned to you was resolved and the customer confirmed it.',
    isActive: true,
    eligibilityCriteria: 'The complaint was logged in the complaints register and assigned to you.',
    submissionGuidelines: 'Give the complaint number and what you did.',
    verificationCriteria: 'Approved at once, up to 2 a month; further claims that month wait for your manager.',
    approvalRule: 'auto',
    autoMonthlyLimit: 2,
    samples: [{ description: 'Resolved complaint CMP-2291 about a blocked washroom within the hour.', evidence: 'Complaints register CMP-2291.' }],
  },
  {
    id: 'PA016',
    name: 'Senior referral hired',
    points: 500,
    description: 'A candidate you referred for a senior role joined and completed 30 days.',
    isActive: true,
    eligibilityCriteria: 'Referral logged with HR before the interview; the role is a senior one.',
    submissionGuidelines: "Give the candidate's name, role and joining date.",
    verificationCriteria: 'Needs two approvals: HR confirms the record, then a second reviewer.',
    approvalRule: 'double',
    samples: [{ description: 'Referred Meera Joshi for the facility manager role; she joined and completed 30 days.', evidence: 'HR referral record REF-0512.' }],
  },
];

/** Activities people of a department typically claim (first department of the profile). */
export const ACTIVITIES_BY_DEPARTMENT: Readonly<Record<Department, readonly string[]>> = {
  Loocafe: ['PA011', 'PA008', 'PA001', 'PA003', 'PA012', 'PA004', 'PA002'],
  'Ixora FM': ['PA005', 'PA012', 'PA001', 'PA009', 'PA003', 'PA008'],
  'Tech Team': ['PA002', 'PA014', 'PA004', 'PA010', 'PA003'],
  HR: ['PA006', 'PA010', 'PA004', 'PA003', 'PA002'],
  'Accounts & Finance': ['PA009', 'PA002', 'PA004', 'PA003', 'PA014'],
};

export const REJECTION_REASONS: readonly string[] = [
  'The evidence does not show the result claimed; please resubmit with the audit sheet attached.',
  'This was already rewarded last month under a different claim.',
  'The completion date is outside the eligible period for this activity.',
  'The client mail is from an internal colleague, not from the client side.',
];

export const DECLINE_REASONS: readonly string[] = [
  'Bank account details on file do not match your name; please update them with HR and request again.',
];

/** Tasks people write in their daily productivity report, by department. */
export const TASKS_BY_DEPARTMENT: Readonly<Record<Department, readonly string[]>> = {
  Loocafe: [
    'Opened the Lower Parel outlet and completed the morning hygiene checklist',
    'Counted and reconciled cash with the POS closing report',
    'Received milk and bakery stock; checked expiry dates and temperatures',
    'Trained a new attendant on the beverage machine cleaning routine',
    'Resolved two customer complaints about delayed orders',
    'Updated the daily wastage register and sent it to operations',
    'Restocked the snack counter and rearranged the display',
    'Coordinated with the vendor for the coffee machine service visit',
  ],
  'Ixora FM': [
    'Completed the floor-wise housekeeping inspection at the BKC site',
    'Closed 6 helpdesk tickets (plumbing, lighting, pantry)',
    'Checked the DG set log and fire extinguisher expiry dates',
    'Supervised the deep cleaning of the cafeteria after lunch',
    'Prepared the weekly consumables indent for three sites',
    'Walked the site with the client admin to review pending snags',
    'Briefed the night shift on the water tank cleaning schedule',
    'Updated the attendance of 24 housekeeping staff in the portal',
  ],
  'Tech Team': [
    'Fixed the date filter bug on the claims report page',
    'Reviewed two pull requests and paired on the export feature',
    'Set up laptops for three new joiners',
    'Investigated the slow login reports and raised a vendor ticket',
    'Wrote test cases for the redemption flow',
    'Patched the office Wi-Fi controllers after hours',
    'Attended sprint planning and estimated the backlog',
    'Documented the backup and restore procedure',
  ],
  HR: [
    'Conducted 4 interviews for housekeeping associate positions',
    'Completed onboarding paperwork for two new joiners',
    'Reconciled the monthly attendance with site supervisors',
    'Answered employee queries on leave balances',
    'Prepared the training calendar for next month',
    'Followed up on pending background verifications',
    'Drafted the festival celebration circular',
    'Updated the employee handbook section on referrals',
  ],
  'Accounts & Finance': [
    'Processed 18 vendor invoices and scheduled payments',
    'Reconciled the bank statement for the current account',
    'Prepared the GST working for the month',
    'Processed approved reward payouts and shared UTRs',
    'Followed up with clients on overdue receivables',
    'Verified petty cash vouchers from two sites',
    'Updated the monthly cost-centre report',
    'Answered the auditors’ queries on fixed assets',
  ],
};

/**
 * The company's holidays in the demo: national holidays on fixed dates, in the seeded year and the one
 * before, and a company day a little over a week ago, so the calendars and the graph show one.
 */
export const DEMO_FIXED_HOLIDAYS: readonly { monthDay: string; name: string }[] = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
  { monthDay: '12-25', name: 'Christmas' },
];
export const DEMO_COMPANY_DAY = { daysAgo: 9, name: 'Company Foundation Day' };

/**
 * Leave: one approved (two working days of the past week: the day lists show them On leave, the
 * calendar 'On leave'; no report is seeded on them) and one pending ahead, for MGR001 to decide.
 * Days are counted back from today like the reports (negative: ahead), so a range runs from the larger
 * number to the smaller (ahead: -5 to -6); the seed refuses one whose end is before its start.
 */
export interface DemoLeave {
  id: string;
  employeeId: string;
  fromDaysAgo: number;
  toDaysAgo: number;
  reason: string;
  status: 'approved' | 'pending';
}

export const DEMO_LEAVE: readonly DemoLeave[] = [
  { id: 'demo-leave-emp002', employeeId: 'EMP002', fromDaysAgo: 3, toDaysAgo: 2, reason: 'Family function in Pune', status: 'approved' },
  { id: 'demo-leave-emp003', employeeId: 'EMP003', fromDaysAgo: -5, toDaysAgo: -6, reason: 'Medical appointment', status: 'pending' },
];
