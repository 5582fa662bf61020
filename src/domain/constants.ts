/** Business constants (docs/product.md: the promise, claims, redemptions, reports). */
export const OPENING_POINTS = 50;
export const REDEMPTION_TIERS = [100, 250, 500, 1000, 2000] as const;
export type RedemptionTier = (typeof REDEMPTION_TIERS)[number];

export const DEPARTMENTS = ['HR', 'Tech Team', 'Loocafe', 'Ixora FM', 'Accounts & Finance'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];

export const MANAGERS = [
  { id: 'M1', label: 'Loocafe Operations Manager', department: 'Loocafe' },
  { id: 'M2', label: 'Ixora FM Facility Manager', department: 'Ixora FM' },
  { id: 'M3', label: 'HR Department', department: 'HR' },
] as const;
export type ManagerId = (typeof MANAGERS)[number]['id'];

export function managerLabel(id: string | undefined): string {
  return MANAGERS.find((m) => m.id === id)?.label ?? id ?? 'N/A';
}

/** Loocafe claims go to M1, Ixora FM to M2, everything else to the HR Department (M3). */
export function defaultManagerFor(departments: readonly string[]): ManagerId {
  if (departments.includes('Loocafe')) return 'M1';
  if (departments.includes('Ixora FM')) return 'M2';
  return 'M3';
}

export const DASHBOARD_RECENT_REQUESTS = 3;
export const DASHBOARD_TASKS = 5;
export const DASHBOARD_RECENT_REDEMPTIONS = 10;
export const RECENT_REPORTS = 7;
/** Today's report may be edited this many times, until IST midnight (the rules allow the same). */
export const REPORT_EDIT_LIMIT = 5;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN = 6;
export const INACTIVE_SIGN_OUT_MS = 500;
export const RECEIPT_PRINT_DELAY_MS = 250;
export const OVERVIEW_DAYS = 30;
/** Reports are expected from this day on; earlier calendar days are greyed out. */
export const REPORTS_START = '2025-07-28';
export const CUSTOM_YEAR_MIN = 2020;
export const ACTIVITY_POINTS_MAX = 100_000;
/** An adjustment's reason, as the rules allow it (1..500 characters). */
export const ADJUSTMENT_REASON_MAX = 500;
export const TEXT_MAX = 2000;
/** A reviewer's rejection reason and a payout's details (the rules allow the same). */
export const REASON_MAX = 500;
export const PAID_DETAILS_MAX = 500;
/** A point activity's title. */
export const ACTIVITY_TITLE_MAX = 200;
export const NAME_MAX = 100;
/** An employee ID: letters and digits, at most this long (the roster's limit). */
export const EMPLOYEE_ID_MAX = 32;
/** An e-mail address (RFC 5321's longest path). */
export const EMAIL_MAX = 254;
/**
 * The longest reference: 'RD-', an employee ID, '-' and a sequence (16 digits covers the
 * timestamp fallback).
 */
export const REFERENCE_MAX = 'RD-'.length + EMPLOYEE_ID_MAX + 1 + 16;
export const PAGE_SIZE = 20;
/** A page of the employee detail page's claims and of its redemptions ('Load more' reads the next):
 * with the month's reports, its first load stays within 60 reads whatever the employee's history. */
export const EMPLOYEE_DETAIL_PAGE = 10;
/**
 * The Manage Requests and Redemption Centre tab counts stop counting here (`count()` with `limit()`).
 * Firestore bills a count() 1 read per started 1,000 index entries, so an uncapped count grows with
 * the organisation (20,000 claims: 20 reads a tab); capped, a tab costs 1 read at any size, and the
 * tab shows '999+' (formatTabCount) because it cannot tell 1,000 from more.
 */
export const TAB_COUNT_CAP = 1000;
export const TRUNCATE = {
  reportCardMobile: 80,
  reportCardDesktop: 70,
  reportModal: 150,
  activityTitle: 30,
} as const;
export const DEMO_EMAIL_DOMAIN = 'ics-rewards.test';
