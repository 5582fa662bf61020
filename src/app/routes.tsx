import type { QueryClient } from '@tanstack/react-query';
import {
  ChartColumn,
  Gift,
  House,
  ListChecks,
  NotebookPen,
  PiggyBank,
  ScrollText,
  Settings,
  Star,
  User,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { canAccess, type Area, type Role } from '@/domain/roles';
import { patternOf, signedInPaths } from '@/domain/routes';
import type { AuthUser } from '@/data/session/auth';
import { prefetchDashboard, prefetchProductivity } from '@/data/session/pageData';
import { MyQueueBadge } from '@/features/manage-requests/MyQueueBadge';
import { preloadable, type Preloadable } from './preloadable';

/**
 * The signed-in routes, one row each: the `<Routes>`, the guards, the drawer, its highlight and
 * page preloading are all derived from this table. A route's path is in `signedInPaths`
 * (src/domain/routes.ts, so features can build links); TypeScript asks for a row for each.
 */
export type RouteKey = keyof typeof signedInPaths;

/** The routes without parameters: their path is their href. */
export type FixedRouteKey = {
  [K in RouteKey]: (typeof signedInPaths)[K] extends string ? K : never;
}[RouteKey];

/** What a user whose role may not open the route sees. */
export type Denied = { message: string; detail?: string } | { redirectTo: FixedRouteKey };

export interface DrawerEntry {
  label: string;
  icon: LucideIcon;
  /** The drawer lists the standard entries, then the role entries the user may open, then the last. */
  placement: 'standard' | 'role' | 'last';
  /** Highlighted while it is open (the product's list); on any other page the drawer highlights Dashboard. */
  highlight: boolean;
  /** A count beside the label (e.g. the claims waiting in my queue); renders nothing when there is none. */
  badge?: ComponentType;
}

export interface SignedInRoute {
  page: Preloadable<object>;
  /** Who may open it (src/domain/roles.ts) and what anyone else sees; open to all when absent. */
  guard?: { area: Area; denied: Denied };
  /** Its drawer entry (routes with parameters have none). */
  drawer?: DrawerEntry;
  /** The drawer entry a page without one belongs to: highlighted, and marked as the current page. */
  parent?: RouteKey;
  /** The page's data, fetched alongside the profile when a session opens on this page. */
  prefetch?: (qc: QueryClient, user: AuthUser, desktop: boolean) => () => void;
}

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  preloadable(() => load().then((m) => m[name]));

const DENIED_PAGE = { message: "You don't have permission to access this page." };

export const signedInRoutes: Record<RouteKey, SignedInRoute> = {
  dashboard: {
    page: page(() => import('@/features/dashboard/DashboardPage'), 'DashboardPage'),
    drawer: { label: 'Dashboard', icon: House, placement: 'standard', highlight: true },
    prefetch: prefetchDashboard,
  },
  earn: {
    page: page(() => import('@/features/earn/EarnPage'), 'EarnPage'),
    drawer: { label: 'Earn Points', icon: Star, placement: 'standard', highlight: true },
  },
  productivity: {
    page: page(() => import('@/features/productivity/ProductivityPage'), 'ProductivityPage'),
    drawer: { label: 'Daily Productivity', icon: NotebookPen, placement: 'standard', highlight: true },
    prefetch: prefetchProductivity,
  },
  redeem: {
    page: page(() => import('@/features/redeem/RedeemPage'), 'RedeemPage'),
    drawer: { label: 'Redeem Rewards', icon: Gift, placement: 'standard', highlight: true },
  },
  history: {
    page: page(() => import('@/features/history/HistoryPage'), 'HistoryPage'),
    drawer: { label: 'Points History', icon: ScrollText, placement: 'standard', highlight: true },
  },
  profile: {
    page: page(() => import('@/features/profile/ProfilePage'), 'ProfilePage'),
    drawer: { label: 'Profile', icon: User, placement: 'last', highlight: true },
  },
  manageRequests: {
    page: page(() => import('@/features/manage-requests/ManageRequestsPage'), 'ManageRequestsPage'),
    guard: { area: 'manageRequests', denied: DENIED_PAGE },
    drawer: { label: 'Manage Requests', icon: ListChecks, placement: 'role', highlight: true, badge: MyQueueBadge },
  },
  requestDetail: {
    page: page(() => import('@/features/manage-requests/RequestDetailPage'), 'RequestDetailPage'),
    guard: { area: 'manageRequests', denied: DENIED_PAGE },
    parent: 'manageRequests',
  },
  redemptionCentre: {
    page: page(() => import('@/features/redemption-centre/RedemptionCentrePage'), 'RedemptionCentrePage'),
    guard: {
      area: 'redemptionCentre',
      denied: {
        message: "You don't have permission to access the Redemption Centre.",
        detail: 'This feature is only available to administrators, managers, and finance team members.',
      },
    },
    drawer: { label: 'Redemption Centre', icon: Wallet, placement: 'role', highlight: true },
  },
  employeeCentre: {
    page: page(() => import('@/features/employee-centre/EmployeeCentrePage'), 'EmployeeCentrePage'),
    guard: { area: 'employeeCentre', denied: DENIED_PAGE },
    drawer: { label: 'Employee Centre', icon: Users, placement: 'role', highlight: false },
  },
  employee: {
    page: page(() => import('@/features/employee-detail/EmployeeDetailPage'), 'EmployeeDetailPage'),
    guard: { area: 'employeeDetail', denied: { redirectTo: 'dashboard' } },
  },
  pointsManager: {
    page: page(() => import('@/features/points-manager/PointsManagerPage'), 'PointsManagerPage'),
    guard: { area: 'pointsManager', denied: DENIED_PAGE },
    drawer: { label: 'Point Activities', icon: Settings, placement: 'role', highlight: false },
  },
  audit: {
    page: page(() => import('@/features/audit/AuditPage'), 'AuditPage'),
    guard: { area: 'audit', denied: DENIED_PAGE },
    parent: 'employeeCentre',
  },
  budgets: {
    page: page(() => import('@/features/budgets/BudgetsPage'), 'BudgetsPage'),
    guard: { area: 'budgets', denied: DENIED_PAGE },
    drawer: { label: 'Budgets', icon: PiggyBank, placement: 'role', highlight: false },
  },
  insights: {
    page: page(() => import('@/features/insights/InsightsPage'), 'InsightsPage'),
    guard: { area: 'insights', denied: DENIED_PAGE },
    drawer: { label: 'Insights', icon: ChartColumn, placement: 'role', highlight: false },
  },
};

/** Where `/` and unknown paths lead. */
export const HOME: FixedRouteKey = 'dashboard';

export const HOME_PATH = signedInPaths[HOME];

export const patternFor = (key: RouteKey): string => patternOf(signedInPaths[key]);

export const ROUTE_KEYS = Object.keys(signedInRoutes) as RouteKey[];

/** The route a path opens, if any. */
export function routeKeyFor(pathname: string): RouteKey | undefined {
  return ROUTE_KEYS.find((key) => matchPath(patternFor(key), pathname));
}

export function canOpen(role: Role, key: RouteKey): boolean {
  const { guard } = signedInRoutes[key];
  return !guard || canAccess(role, guard.area);
}

/** The page a path shows; `/` and unknown paths end on the home page. */
export function pageFor(pathname: string): Preloadable<object> {
  return signedInRoutes[routeKeyFor(pathname) ?? HOME].page;
}

/**
 * Fetches a page's code before the router asks for it, so that it renders at once (without a
 * Suspense fallback) when the profile arrives. A failure is left to the page itself: rendering it
 * fetches the code again, and the routes' error boundary shows the error if that fails too.
 */
export function preloadPage(pathname: string): Promise<void> {
  return pageFor(pathname)
    .preload()
    .catch(() => {});
}

export interface DrawerLink extends DrawerEntry {
  key: RouteKey;
  to: string;
}

const PLACEMENTS: DrawerEntry['placement'][] = ['standard', 'role', 'last'];

/** The drawer for a role: the standard entries, the role entries it may open, then Profile. */
export function drawerFor(role: Role): DrawerLink[] {
  return PLACEMENTS.flatMap((placement) =>
    ROUTE_KEYS.flatMap((key) => {
      const { drawer } = signedInRoutes[key];
      const to = signedInPaths[key];
      if (drawer?.placement !== placement || typeof to !== 'string' || !canOpen(role, key)) return [];
      return [{ ...drawer, key, to }];
    }),
  );
}

/**
 * The drawer's state on a path: `current` is the entry of the page that is open (its own, or its
 * parent's for a detail page); `highlighted` is that entry when the product highlights it, else home.
 */
export function navState(pathname: string): { highlighted: RouteKey; current?: RouteKey } {
  const key = routeKeyFor(pathname);
  const current = key && (signedInRoutes[key].drawer ? key : signedInRoutes[key].parent);
  const highlighted = current && signedInRoutes[current].drawer?.highlight ? current : HOME;
  return { highlighted, current };
}
