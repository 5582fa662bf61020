/**
 * Every route's path, written once. A fixed route is its path; a route with parameters is its href
 * builder, which carries the pattern the router matches (`paths.employee.pattern`). The rest of a
 * route (page, guard, drawer entry, highlight) is its row in src/app/routes.tsx.
 */

/** An href builder for `pattern`: each `:name` is replaced by the encoded value `params` gives it. */
function withParams<A extends string[]>(pattern: string, params: (...args: A) => Record<string, string>) {
  const href = (...args: A): string => {
    const values = params(...args);
    return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  };
  return Object.assign(href, { pattern });
}

/** The pages a signed-out visitor sees. */
export const publicPaths = {
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
} as const;

export const signedInPaths = {
  dashboard: '/dashboard',
  earn: '/earn',
  productivity: '/productivity',
  redeem: '/redeem',
  history: '/history',
  profile: '/profile',
  manageRequests: '/manage-requests',
  requestDetail: withParams('/manage-requests/detail/:param', (employeeId: string, claimId: string) => ({
    param: `${employeeId}-${claimId}`,
  })),
  redemptionCentre: '/redemption-centre',
  employeeCentre: '/ics-employee-centre',
  employee: withParams('/employee/:employeeId', (employeeId: string) => ({ employeeId })),
  pointsManager: '/points-manager',
  audit: '/audit',
  budgets: '/budgets',
  insights: '/insights',
} as const;

export const paths = { ...publicPaths, ...signedInPaths };

/**
 * The query parameters with which a page opens one item (what a Points Statement line refers to):
 * Points History opens a claim's details (or a tab: the statement), Redeem Rewards shows a redemption
 * in its history, the Redemption Centre finds a reference.
 */
export const itemParams = { claim: 'claim', redemption: 'redemption', find: 'find', tab: 'tab', leave: 'leave', report: 'report' } as const;

/** Daily Productivity's `itemParams.report` value that opens the report dialog for today. */
export const REPORT_TODAY = 'today';

/** The Points History tab `itemParams.tab` may open. */
export const HISTORY_STATEMENT_TAB = 'statement';

const withItem = (path: string, param: string) => (value: string) =>
  `${path}?${param}=${encodeURIComponent(value)}`;

/** Links to one item, for the owner (History, Redeem) and for staff (request detail, Redemption Centre). */
export const itemLinks = {
  myClaim: withItem(signedInPaths.history, itemParams.claim),
  myRedemption: withItem(signedInPaths.redeem, itemParams.redemption),
  /** Points History opened at my Points Statement. */
  myStatement: withItem(signedInPaths.history, itemParams.tab)(HISTORY_STATEMENT_TAB),
  claimOf: signedInPaths.requestDetail,
  redemptionInCentre: withItem(signedInPaths.redemptionCentre, itemParams.find),
  /** Daily Productivity opened at my leave requests, the one decided highlighted. */
  myLeave: withItem(signedInPaths.productivity, itemParams.leave),
  /** Daily Productivity with today's report dialog open (the reminder's action). */
  fileTodaysReport: withItem(signedInPaths.productivity, itemParams.report)(REPORT_TODAY),
};

/** The Audit screen's filters as query parameters (so 'History' links open it filtered). */
export const auditParams = {
  actor: 'actor',
  action: 'action',
  target: 'target',
  from: 'from',
  to: 'to',
} as const;

/** The Audit screen filtered to one document: an employee ID or an activity ID. */
export const auditOf = withItem(signedInPaths.audit, auditParams.target);

/** The pattern the router matches for a path entry. */
export function patternOf(path: string | { pattern: string }): string {
  return typeof path === 'string' ? path : path.pattern;
}

/** Splits `/manage-requests/detail/{employeeId}-{claimId}`; claim ids themselves start with the employee id. */
export function parseRequestDetailParam(param: string): { employeeId: string; claimId: string } | null {
  const m = /^([A-Z0-9]+)-(\1-\d{3,})$/i.exec(param) ?? /^([A-Z0-9]+)-(.+)$/i.exec(param);
  if (!m?.[1] || !m[2]) return null;
  return { employeeId: m[1].toUpperCase(), claimId: m[2] };
}
