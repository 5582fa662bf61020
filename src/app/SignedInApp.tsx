import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { INACTIVE_SIGN_OUT_MS } from '@/domain/constants';
import { signedInPaths } from '@/domain/routes';
import type { AuthUser } from '@/data/session/auth';
import { signingUpHere, signOutUser } from '@/data/session/auth';
import { CurrentUserProvider, useCurrentUser, useMyProfileQuery } from '@/data/session/currentUser';
import { useLiveUpdates } from '@/data/live/useLiveUpdates';
import { AccessDenied } from '@/ui/AccessDenied';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { PageLoading } from '@/ui/PageLoading';
import { DESKTOP_QUERY } from '@/ui/useMediaQuery';
import { ConnectionBanner } from './ConnectionBanner';
import { Layout } from './Layout';
import { preloadable } from './preloadable';
import { RouteErrorBoundary } from './ErrorBoundary';
import { BLOCKED_MESSAGE, DEACTIVATED_MESSAGE, useNotices } from './notices';
import {
  canOpen,
  HOME,
  HOME_PATH,
  patternFor,
  routeKeyFor,
  ROUTE_KEYS,
  signedInRoutes,
  type RouteKey,
} from './routes';

/** Root starts the first page's download with this module (see preloadSignedIn there). */
export { preloadPage } from './routes';

/** A route's page behind its guard: a user whose role may not open it sees what the row says. */
function RouteElement({ routeKey }: { routeKey: RouteKey }) {
  const me = useCurrentUser();
  const { page: Page, guard } = signedInRoutes[routeKey];
  if (!guard || canOpen(me.userRole, routeKey)) return <Page />;
  const { denied } = guard;
  if ('redirectTo' in denied) return <Navigate to={signedInPaths[denied.redirectTo]} replace />;
  return <AccessDenied message={denied.message} detail={denied.detail} />;
}

export function SignedInRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading label="Loading..." />}>
        <Routes>
          {ROUTE_KEYS.map((key) => (
            <Route key={key} path={patternFor(key)} element={<RouteElement routeKey={key} />} />
          ))}
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Blocked: signed out at once with the message on the sign-in page. */
function BlockedSignOut() {
  const { setBlockedMessage } = useNotices();
  useEffect(() => {
    setBlockedMessage(BLOCKED_MESSAGE);
    void signOutUser();
  }, [setBlockedMessage]);
  return <PageLoading label="Signing out..." framed />;
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

/** A session fetches its first page's data alongside the profile, if the route table says how. */
function usePrefetchFirstPage({ uid, email }: AuthUser) {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  // Only the page the session opens on: later navigation mounts its page at once anyway.
  const [firstPath] = useState(pathname);
  useEffect(() => {
    // A sign-up resumed by a reload has no profile yet: its page data would be refused.
    if (signingUpHere(uid)) return;
    const prefetch = signedInRoutes[routeKeyFor(firstPath) ?? HOME].prefetch;
    return prefetch?.(qc, { uid, email }, window.matchMedia(DESKTOP_QUERY).matches);
  }, [qc, uid, email, firstPath]);
}

/** The profile could not be read. */
function ProfileNotFound({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-bold text-slate-900">Profile not found</h1>
      <p className="mt-2 text-slate-700">Your profile could not be loaded. Please try again.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="secondary" onClick={() => void signOutUser()}>
          Sign Out
        </Button>
      </div>
    </main>
  );
}

const CompleteSignUpPage = preloadable(() =>
  import('@/features/auth/SignUpPage').then((m) => m.CompleteSignUpPage),
);

/**
 * A verified account with no profile is a sign-up that stopped between verifying and step 2 (a
 * reload, a new tab, a later sign-in): step 2 resumes here. It looks the mailbox up in the roster
 * and, if nobody provisioned it, tells the person to contact an admin and removes the account, so
 * that they can sign up once provisioned.
 */
function MissingProfile({ user }: { user: AuthUser }) {
  return (
    <Suspense fallback={<PageLoading label="Loading..." framed />}>
      <CompleteSignUpPage uid={user.uid} email={user.email ?? ''} />
    </Suspense>
  );
}

/** The signed-in app, and the connection's state said once over whatever it shows. */
export function SignedInApp({ user }: { user: AuthUser }) {
  return (
    <>
      <SignedInContent user={user} />
      <ConnectionBanner />
    </>
  );
}

function SignedInContent({ user }: { user: AuthUser }) {
  const query = useMyProfileQuery(user);
  usePrefetchFirstPage(user);
  // The signed-in frame and its first page are a large render: with the profile deferred, React
  // renders them as a transition, in slices between which the browser stays responsive, while
  // the spinner stays up. (React Query keeps `data`'s identity while it is unchanged.)
  const me = useDeferredValue(query.data);
  if (query.isError) return <ProfileNotFound onRetry={() => void query.refetch()} />;
  if (me === null) return <MissingProfile user={user} />;
  if (me === undefined) return <PageLoading label="Loading your profile..." framed />;
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
