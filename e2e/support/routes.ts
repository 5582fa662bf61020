/**
 * Every signed-in route, for the browser tests that open them all: where it is, the main heading
 * its content shows, and the area that guards it (src/domain/roles.ts; none: every role). TypeScript
 * asks for a row for each route of the route table.
 */
import { canAccess, type Area, type Role } from '../../src/domain/roles';
import { signedInPaths } from '../../src/domain/routes';

export type RouteKey = keyof typeof signedInPaths;

export interface RouteRow {
  path: string;
  heading: string | RegExp;
  area?: Area;
}

/**
 * The rows, with `employee` the employee the detail pages show and `claimId` the claim the request
 * detail opens (one of theirs).
 */
export function signedInRouteTable(employee: { employeeId: string; name: string }, claimId: string): Record<RouteKey, RouteRow> {
  return {
    dashboard: { path: signedInPaths.dashboard, heading: 'Dashboard' },
    earn: { path: signedInPaths.earn, heading: 'Earn Points' },
    productivity: { path: signedInPaths.productivity, heading: 'Daily Productivity' },
    redeem: { path: signedInPaths.redeem, heading: 'Redeem Rewards' },
    history: { path: signedInPaths.history, heading: 'Points History' },
    profile: { path: signedInPaths.profile, heading: 'Profile' },
    manageRequests: { path: signedInPaths.manageRequests, heading: 'Manage Requests', area: 'manageRequests' },
    requestDetail: {
      path: signedInPaths.requestDetail(employee.employeeId, claimId),
      heading: 'Request Details',
      area: 'manageRequests',
    },
    redemptionCentre: { path: signedInPaths.redemptionCentre, heading: 'Redemption Centre', area: 'redemptionCentre' },
    employeeCentre: { path: signedInPaths.employeeCentre, heading: 'Employee Centre', area: 'employeeCentre' },
    employee: { path: signedInPaths.employee(employee.employeeId), heading: employee.name, area: 'employeeDetail' },
    pointsManager: { path: signedInPaths.pointsManager, heading: 'Point Activities', area: 'pointsManager' },
    audit: { path: signedInPaths.audit, heading: 'Audit Trail', area: 'audit' },
    budgets: { path: signedInPaths.budgets, heading: 'Budgets', area: 'budgets' },
    insights: { path: signedInPaths.insights, heading: 'Insights', area: 'insights' },
  };
}

/** The routes a role may open, in the table's order. */
export function routesOf(table: Record<RouteKey, RouteRow>, role: Role): RouteKey[] {
  return (Object.keys(table) as RouteKey[]).filter((key) => {
    const area = table[key].area;
    return area === undefined || canAccess(role, area);
  });
}
