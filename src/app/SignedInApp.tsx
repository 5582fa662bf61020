import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { INACTIVE_SIGN_OUT_MS } from '@/domain/constants';
import { canAccess, type Area } from '@/domain/roles';
import { paths } from '@/domain/routes';
import type { AuthUser } from '@/data/session/auth';
import { signOutUser } from '@/data/session/auth';
import { CurrentUserProvider, useCurrentUser, useMyProfileQuery } from '@/data/session/currentUser';
import { prefetchDashboard } from '@/data/session/pageData';
import { useLiveUpdates } from '@/data/live/useLiveUpdates';
import { AccessDenied } from '@/ui/AccessDenied';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { DESKTOP_QUERY } from '@/ui/useMediaQuery';
import { Layout } from './Layout';
import { preloadable, type Preloadable } from './preloadable';
import { BLOCKED_MESSAGE, DEACTIVATED_MESSAGE, useNotices } from './notices';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  preloadable(() => load().then((m) => m[name]));

const DashboardPage = page(() => import('@/features/dashboard/DashboardPage'), 'DashboardPage');
const EarnPage = page(() => import('@/features/earn/EarnPage'), 'EarnPage');
const ProductivityPage = page(() => import('@/features/productivity/ProductivityPage'), 'ProductivityPage');
const RedeemPage = page(() => import('@/features/redeem/RedeemPage'), 'RedeemPage');
const HistoryPage = page(() => import('@/features/history/HistoryPage'), 'HistoryPage');
const ProfilePage = page(() => import('@/features/profile/ProfilePage'), 'ProfilePage');
const ManageRequestsPage = page(
  () => import('@/features/manage-requests/ManageRequestsPage'),
  'ManageRequestsPage',
);
const RequestDetailPage = page(
  () => import('@/features/manage-requests/RequestDetailPage'),
  'RequestDetailPage',
);
const RedemptionCentrePage = page(
  () => import('@/features/redemption-centre/RedemptionCentrePage'),
  'RedemptionCentrePage',
);
const EmployeeCentrePage = page(
  () => import('@/features/employee-centre/EmployeeCentrePage'),
  'EmployeeCentrePage',
);
const EmployeeDetailPage = page(
  () => import('@/features/employee-detail/EmployeeDetailPage'),
  'EmployeeDetailPage',
);
const PointsManagerPage = page(
  () => import('@/features/points-manager/PointsManagerPage'),
  'PointsManagerPage',
);

const PAGE_BY_PATH: Record<string, Preloadable<object>> = {
  [paths.earn]: EarnPage,
  [paths.productivity]: ProductivityPage,
  [paths.redeem]: RedeemPage,
  [paths.history]: HistoryPage,
  [paths.profile]: ProfilePage,
  [paths.manageRequests]: ManageRequestsPage,
  [paths.redemptionCentre]: RedemptionCentrePage,
  [paths.employeeCentre]: EmployeeCentrePage,
  [paths.pointsManager]: PointsManagerPage,
};

/** The page a path shows; `/` and unknown paths end on the dashboard. */
export function pageFor(pathname: string): Preloadable<object> {
  if (pathname.startsWith('/manage-requests/detail/')) return RequestDetailPage;
  if (pathname.startsWith('/employee/')) return EmployeeDetailPage;
  return PAGE_BY_PATH[pathname] ?? DashboardPage;
}

/**
 * Fetches a page's code before the router asks for it, so that it renders at once (without a
 * Suspense fallback) when the profile arrives.
 */
export function preloadPage(pathname: string): Promise<void> {
  return pageFor(pathname)
    .preload()
    .catch(() => {
      // The route's own lazy import retries and shows the error.
    });
}

const DENIED_PAGE = "You don't have permission to access this page.";

/** Route guard mirroring the rules: a denied user sees Access Denied or is redirected. */
function Guard({ area, children, denied }: { area: Area; children: ReactNode; denied: ReactNode }) {
  const me = useCurrentUser();
  return canAccess(me.userRole, area) ? children : denied;
}

export function SignedInRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Routes>
        <Route path="/" element={<Navigate to={paths.dashboard} replace />} />
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.earn} element={<EarnPage />} />
        <Route path={paths.productivity} element={<ProductivityPage />} />
        <Route path={paths.redeem} element={<RedeemPage />} />
        <Route path={paths.history} element={<HistoryPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route
          path={paths.manageRequests}
          element={
            <Guard area="manageRequests" denied={<AccessDenied message={DENIED_PAGE} />}>
              <ManageRequestsPage />
            </Guard>
          }
        />
        <Route
          path="/manage-requests/detail/:param"
          element={
            <Guard area="manageRequests" denied={<AccessDenied message={DENIED_PAGE} />}>
              <RequestDetailPage />
            </Guard>
          }
        />
        <Route
          path={paths.redemptionCentre}
          element={
            <Guard
              area="redemptionCentre"
              denied={
                <AccessDenied
                  message="You don't have permission to access the Redemption Centre."
                  detail="This feature is only available to administrators, managers, and finance team members."
                />
              }
            >
              <RedemptionCentrePage />
            </Guard>
          }
        />
        <Route
          path={paths.employeeCentre}
          element={
            <Guard area="employeeCentre" denied={<AccessDenied message={DENIED_PAGE} />}>
              <EmployeeCentrePage />
            </Guard>
          }
        />
        <Route
          path="/employee/:employeeId"
          element={
            <Guard area="employeeDetail" denied={<Navigate to={paths.dashboard} replace />}>
              <EmployeeDetailPage />
            </Guard>
          }
        />
        <Route
          path={paths.pointsManager}
          element={
            <Guard area="pointsManager" denied={<AccessDenied message={DENIED_PAGE} />}>
              <PointsManagerPage />
            </Guard>
          }
        />
        <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
      </Routes>
    </Suspense>
  );
}

/** Blocked: signed out at once with the message on the sign-in page. */
function BlockedSignOut() {
  const { setBlockedMessage } = useNotices();
  useEffect(() => {
    setBlockedMessage(BLOCKED_MESSAGE);
    void signOutUser();
  }, [setBlockedMessage]);
  return <Spinner label="Signing out..." />;
}

/** Inactive: the 'Account Deactivated' notice, then sign-out 500 ms later. */
function DeactivatedSignOut() {
  const { setDeactivated } = useNotices();
  useEffect(() => {
    setDeactivated(true);
    const timer = setTimeout(() => void signOutUser(), INACTIVE_SIGN_OUT_MS);
    return () => clearTimeout(timer);
  }, [setDeactivated]);
  return (
    <Dialog open onOpenChange={() => void signOutUser()} title="Account Deactivated" hideClose>
      <p className="text-slate-700">{DEACTIVATED_MESSAGE}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => void signOutUser()}>Close</Button>
      </div>
    </Dialog>
  );
}

/** The realtime channel, for an active signed-in user only. */
function LiveUpdates({ uid }: { uid: string }) {
  useLiveUpdates(uid, useCurrentUser());
  return null;
}

/** A session that opens on the dashboard fetches its data alongside the profile (see prefetchDashboard). */
function usePrefetchFirstPage({ uid, email }: AuthUser) {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  // Only the page the session opens on: later navigation mounts its page at once anyway.
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (pageFor(firstPath) !== DashboardPage) return;
    return prefetchDashboard(qc, { uid, email }, window.matchMedia(DESKTOP_QUERY).matches);
  }, [qc, uid, email, firstPath]);
}

export function SignedInApp({ user }: { user: AuthUser }) {
  const query = useMyProfileQuery(user);
  usePrefetchFirstPage(user);
  // The signed-in frame and its first page are a large render: with the profile deferred, React
  // renders them as a transition, in slices between which the browser stays responsive, while
  // the spinner stays up. (React Query keeps `data`'s identity while it is unchanged.)
  const me = useDeferredValue(query.data);
  if (query.isError || me === null) {
    return (
      <main className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">Profile not found</h1>
        <p className="mt-2 text-slate-700">
          {query.isError
            ? 'Your profile could not be loaded. Please try again.'
            : 'No employee profile is linked to this account. Sign up again or contact admin.'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          {query.isError && <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Button variant="secondary" onClick={() => void signOutUser()}>
            Sign Out
          </Button>
        </div>
      </main>
    );
  }
  if (me === undefined) return <Spinner label="Loading your profile..." />;
  if (me.userStatus === 'blocked') return <BlockedSignOut />;
  if (!me.isActive) return <DeactivatedSignOut />;
  return (
    <CurrentUserProvider value={me}>
      <LiveUpdates uid={user.uid} />
      <Layout>
        <SignedInRoutes />
      </Layout>
    </CurrentUserProvider>
  );
}
