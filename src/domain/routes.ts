import type { Area, Role } from './roles';
import { canAccess } from './roles';

export const paths = {
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  earn: '/earn',
  productivity: '/productivity',
  redeem: '/redeem',
  history: '/history',
  profile: '/profile',
  manageRequests: '/manage-requests',
  requestDetail: (employeeId: string, claimId: string) => `/manage-requests/detail/${employeeId}-${claimId}`,
  redemptionCentre: '/redemption-centre',
  employeeCentre: '/ics-employee-centre',
  employee: (employeeId: string) => `/employee/${encodeURIComponent(employeeId)}`,
  pointsManager: '/points-manager',
} as const;

export interface NavEntry {
  to: string;
  label: string;
  area?: Area;
}

const STANDARD: NavEntry[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.earn, label: 'Earn Points' },
  { to: paths.productivity, label: 'Daily Productivity' },
  { to: paths.redeem, label: 'Redeem Rewards' },
  { to: paths.history, label: 'Points History' },
];

const ROLE_ENTRIES: NavEntry[] = [
  { to: paths.manageRequests, label: 'Manage Requests', area: 'manageRequests' },
  { to: paths.redemptionCentre, label: 'Redemption Centre', area: 'redemptionCentre' },
  { to: paths.employeeCentre, label: 'Employee Centre', area: 'employeeCentre' },
  { to: paths.pointsManager, label: 'Point Activities', area: 'pointsManager' },
];

/** The drawer: the standard entries, the role entries before Profile, then Profile. */
export function navEntriesFor(role: Role): NavEntry[] {
  return [
    ...STANDARD,
    ...ROLE_ENTRIES.filter((e) => e.area && canAccess(role, e.area)),
    { to: paths.profile, label: 'Profile' },
  ];
}

const HIGHLIGHTED = [
  paths.earn,
  paths.productivity,
  paths.redeem,
  paths.history,
  paths.profile,
  paths.manageRequests,
  paths.redemptionCentre,
];

/** The view the drawer highlights: one of the spec's list (detail paths included), else dashboard. */
export function activeNavPath(pathname: string): string {
  return HIGHLIGHTED.find((p) => pathname === p || pathname.startsWith(`${p}/`)) ?? paths.dashboard;
}

/** Splits `/manage-requests/detail/{employeeId}-{claimId}`; claim ids themselves start with the employee id. */
export function parseRequestDetailParam(param: string): { employeeId: string; claimId: string } | null {
  const m = /^([A-Z0-9]+)-(\1-\d{3,})$/i.exec(param) ?? /^([A-Z0-9]+)-(.+)$/i.exec(param);
  if (!m?.[1] || !m[2]) return null;
  return { employeeId: m[1].toUpperCase(), claimId: m[2] };
}
