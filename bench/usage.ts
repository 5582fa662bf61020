import type { ActionName } from './actions';

/**
 * The usage model behind the bill: who the organisation has and what each of them does in a month.
 * docs/performance.md ("What it costs to run") explains each figure; in short:
 *
 * - Headcount: everyone is an employee; among them 1 reviewer per 50 employees, 1 finance officer
 *   per 500 and 1 admin per 1,000 (at least one of each). The demo organisation (13 employees,
 *   1 manager, 1 finance officer, 5 admins) is too small to take ratios from; these are ordinary
 *   spans of control, chosen so that each reviewer has about 5 claims a day.
 * - An employee opens the app 3 times a working day (an hour of it visible and idle in all), files a
 *   report every working day (the seed: reports on most working days), submits 2 claims a month,
 *   redeems once a quarter, opens the bell when it shows something (4 times a month), downloads a
 *   month's statement once a year and a whole statement once in two years.
 * - A reviewer opens Manage Requests 3 times a day, loads a second page and searches twice a day;
 *   every claim is reviewed: 80% approved and 20% rejected (the seed's paid:rejected is 5:1), half of
 *   them one by one and half in bulk (20 at a time).
 * - Finance opens the Redemption Centre twice a day and searches once; pays 90% of payouts,
 *   declines 5% (employees cancel the other 5%); exports last month's payouts once a month each.
 * - An admin opens the Employee Centre twice a day, searches the directory and loads a second page
 *   twice a day, makes 2 adjustments a day; one integrity check and one all-time payouts export a
 *   month for the whole organisation.
 * - Staff keep their tab open 8 hours a working day; employees 1 hour. A staff tab's realtime channel
 *   hears the first change someone else made and says so; staff press 'Show' twice an hour.
 * - Sign-up: 2% of the headcount a month (about a quarter of the staff replaced in a year).
 * - 21 working days a month.
 */
export const WORKING_DAYS = 21;

export const PER = { reviewer: 50, finance: 500, admin: 1000 } as const;

export interface Headcount {
  employees: number;
  reviewers: number;
  finance: number;
  admins: number;
}

export function headcountOf(employees: number): Headcount {
  return {
    employees,
    reviewers: Math.max(1, Math.ceil(employees / PER.reviewer)),
    finance: Math.max(1, Math.ceil(employees / PER.finance)),
    admins: Math.max(1, Math.ceil(employees / PER.admin)),
  };
}

/** Per person of a role, per working day or per month. */
export const MODEL = {
  employee: {
    opensPerDay: 3,
    visibleHoursPerDay: 1,
    reportsPerDay: 1,
    claimsPerMonth: 2,
    redemptionsPerMonth: 1 / 3,
    bellOpensPerMonth: 4,
    statementMonthCsvPerMonth: 1 / 12,
    statementAllCsvPerMonth: 1 / 24,
    signUpsPerMonth: 0.02,
    /** of claims submitted */
    withdrawnShare: 0.05,
  },
  reviewer: {
    opensPerDay: 3,
    loadMorePerDay: 2,
    searchesPerDay: 2,
    openHoursPerDay: 8,
    /** 'Show' on the line saying that requests changed, per hour the tab is open (staff alike). */
    showsPerOpenHour: 2,
    approvedShare: 0.8,
    bulkShare: 0.5,
  },
  finance: { opensPerDay: 2, searchesPerDay: 1, payoutsCsvPerMonth: 1, openHoursPerDay: 8, paidShare: 0.9, declinedShare: 0.05 },
  admin: {
    opensPerDay: 2,
    searchesPerDay: 2,
    loadMorePerDay: 2,
    adjustmentsPerDay: 2,
    openHoursPerDay: 8,
  },
  organisation: { integrityChecksPerMonth: 1, payoutsAllCsvPerMonth: 1 },
} as const;

export interface MonthlyUsage {
  headcount: Headcount;
  /** How many times each action happens in the organisation in a month. */
  actions: Record<ActionName, number>;
  /** Tab-hours open in the month, by the channels they listen to. */
  openHours: { employee: number; reviewer: number; finance: number; admin: number };
  /** Tabs opened in the month, by role (each starts its listeners once). */
  opens: { employee: number; reviewer: number; finance: number; admin: number };
}

export function monthlyUsage(employees: number): MonthlyUsage {
  const h = headcountOf(employees);
  const e = MODEL.employee;
  const rv = MODEL.reviewer;
  const f = MODEL.finance;
  const ad = MODEL.admin;
  const d = WORKING_DAYS;
  const claims = employees * e.claimsPerMonth;
  const withdrawn = claims * e.withdrawnShare;
  const reviewed = claims - withdrawn;
  const approved = reviewed * rv.approvedShare;
  const rejected = reviewed - approved;
  const redemptions = employees * e.redemptionsPerMonth;
  const actions: Record<ActionName, number> = {
    openEmployee: employees * e.opensPerDay * d,
    openManager: h.reviewers * rv.opensPerDay * d,
    openFinance: h.finance * f.opensPerDay * d,
    openAdmin: h.admins * ad.opensPerDay * d,
    signUp: employees * e.signUpsPerMonth,
    submitClaim: claims,
    withdrawClaim: withdrawn,
    approveClaim: approved * (1 - rv.bulkShare),
    rejectClaim: rejected * (1 - rv.bulkShare),
    approveBulk20: (approved * rv.bulkShare) / 20,
    rejectBulk20: (rejected * rv.bulkShare) / 20,
    redeem: redemptions,
    cancelRedemption: redemptions * (1 - f.paidShare - f.declinedShare),
    payRedemption: redemptions * f.paidShare,
    declineRedemption: redemptions * f.declinedShare,
    adjustPoints: h.admins * ad.adjustmentsPerDay * d,
    fileReport: employees * e.reportsPerDay * d,
    openBell: employees * e.bellOpensPerMonth,
    loadMoreClaims: h.reviewers * rv.loadMorePerDay * d,
    loadMoreDirectory: h.admins * ad.loadMorePerDay * d,
    searchClaims: h.reviewers * rv.searchesPerDay * d,
    searchRedemptions: h.finance * f.searchesPerDay * d,
    searchDirectory: h.admins * ad.searchesPerDay * d,
    statementCsvMonth: employees * e.statementMonthCsvPerMonth,
    statementCsvAll: employees * e.statementAllCsvPerMonth,
    payoutsCsvMonth: h.finance * f.payoutsCsvPerMonth,
    payoutsCsvAll: MODEL.organisation.payoutsAllCsvPerMonth,
    integrityCheck: MODEL.organisation.integrityChecksPerMonth,
    idleHourChecks:
      (employees * e.visibleHoursPerDay +
        h.reviewers * rv.openHoursPerDay +
        h.finance * f.openHoursPerDay +
        h.admins * ad.openHoursPerDay) *
      d,
  };
  return {
    headcount: h,
    actions,
    openHours: {
      employee: employees * e.visibleHoursPerDay * d,
      reviewer: h.reviewers * rv.openHoursPerDay * d,
      finance: h.finance * f.openHoursPerDay * d,
      admin: h.admins * ad.openHoursPerDay * d,
    },
    opens: {
      employee: actions.openEmployee,
      reviewer: actions.openManager,
      finance: actions.openFinance,
      admin: actions.openAdmin,
    },
  };
}

