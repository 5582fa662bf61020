/** Roles and who may open what: one table used by the drawer, the route guards and the tests. */
export type Role = 'admin' | 'manager' | 'finance' | 'employee';

export function normalizeRole(value: unknown): Role {
  return value === 'admin' || value === 'manager' || value === 'finance' ? value : 'employee';
}

export type Area =
  | 'manageRequests'
  | 'redemptionCentre'
  | 'employeeCentre'
  | 'employeeDetail'
  | 'pointsManager'
  | 'audit'
  | 'budgets'
  | 'insights';

const ACCESS: Record<Area, readonly Role[]> = {
  manageRequests: ['admin', 'manager'],
  redemptionCentre: ['admin', 'manager', 'finance'],
  employeeCentre: ['admin', 'manager'],
  employeeDetail: ['admin', 'manager'],
  pointsManager: ['admin'],
  audit: ['admin'],
  /** The month report; admins also set budgets and decide large adjustments there. */
  budgets: ['admin', 'finance'],
  /** Managers see their queues' figures; finance and admins every department's. */
  insights: ['admin', 'manager', 'finance'],
};

export function canAccess(role: Role, area: Area): boolean {
  return ACCESS[area].includes(role);
}

/**
 * What some roles may do inside a screen more roles can open: the Employee Centre's roster and
 * integrity check and holidays, the employee detail page's account controls and points corrections
 * (manageAccounts).
 */
export type Power =
  | 'manageRoster'
  | 'checkIntegrity'
  | 'manageAccounts'
  | 'manageHolidays'
  | 'manageBudgets'
  | 'decideLeave';

const POWERS: Record<Power, readonly Role[]> = {
  manageRoster: ['admin'],
  checkIntegrity: ['admin'],
  manageAccounts: ['admin'],
  manageHolidays: ['admin'],
  /** Budgets, the four-eyes threshold and the second approval of large adjustments. */
  manageBudgets: ['admin'],
  /** Leave requests: a manager those of the queues they review, an admin every queue's. */
  decideLeave: ['manager', 'admin'],
};

export function hasPower(role: Role, power: Power): boolean {
  return POWERS[power].includes(role);
}

/** Reviewing claims and payouts: nobody reviews their own. */
export function canReviewClaim(role: Role, reviewerId: string, ownerId: string): boolean {
  return canAccess(role, 'manageRequests') && reviewerId !== ownerId;
}

export function canProcessRedemption(role: Role, reviewerId: string, ownerId: string): boolean {
  return canAccess(role, 'redemptionCentre') && reviewerId !== ownerId;
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  finance: 'Finance',
  employee: 'Employee',
};
