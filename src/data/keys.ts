import type { ClaimFilter } from './claims/api';
import type { RedemptionFilter } from './redemptions/api';

/** Query keys: every mutation invalidates by the keys it owns. */
export const keys = {
  profile: (uid: string) => ['profile', uid] as const,
  user: (employeeId: string) => ['user', employeeId] as const,
  users: () => ['users'] as const,
  roster: () => ['roster'] as const,
  myRosterEntry: (email: string) => ['roster', 'mine', email] as const,
  personal: (employeeId: string) => ['personal', employeeId] as const,
  activities: () => ['activities'] as const,
  myClaims: (employeeId: string) => ['claims', 'of', employeeId] as const,
  claim: (employeeId: string, claimId: string) => ['claims', 'one', employeeId, claimId] as const,
  claimPages: (filter: ClaimFilter) => ['claims', 'pages', filter] as const,
  claimCount: (filter: ClaimFilter) => ['claims', 'count', filter] as const,
  claimsAll: () => ['claims'] as const,
  myRedemptions: (employeeId: string) => ['redemptions', 'of', employeeId] as const,
  redemptionPages: (filter: RedemptionFilter) => ['redemptions', 'pages', filter] as const,
  redemptionCount: (filter: RedemptionFilter) => ['redemptions', 'count', filter] as const,
  redemptionSearch: (filter: RedemptionFilter, term: string) => ['redemptions', 'search', filter, term] as const,
  redemptionsAll: () => ['redemptions'] as const,
  reports: (employeeId: string) => ['reports', 'of', employeeId] as const,
  reportCounts: (days: readonly string[]) => ['reports', 'counts', days] as const,
  reportsForDay: (day: string) => ['reports', 'day', day] as const,
  ledger: (employeeId: string) => ['ledger', employeeId] as const,
};
