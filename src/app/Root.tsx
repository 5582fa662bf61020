import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/domain/routes';
import { createQueryClient } from '@/data/queryClient';
import { AuthProvider, useAuthState } from '@/data/session/authState';
import { configError } from '@/data/session/environment';
import { PageLoading } from '@/ui/PageLoading';
import { DeactivatedScreen } from './DeactivatedScreen';
import { RootErrorBoundary } from './ErrorBoundary';
import { LazyToaster } from './LazyToaster';
import { NoticesProvider, useNotices } from './notices';
import { preloadable } from './preloadable';
import { PUBLIC_PATHS, PUBLIC_ROUTE_KEYS, publicRoutes } from './publicRoutes';
import { UpdatePrompt } from './UpdatePrompt';

const loadSignedInApp = () => import('./SignedInApp');
const SignedInApp = preloadable(() => loadSignedInApp().then((m) => m.SignedInApp));

function SignedOutRoutes() {
  return (
    <Routes>
      {PUBLIC_ROUTE_KEYS.map((key) => {
        const Page = publicRoutes[key];
        return <Route key={key} path={paths[key]} element={<Page onSignInStart={preloadAfterSignIn} />} />;
      })}
      <Route path="*" element={<Navigate to={paths.signIn} replace />} />
    </Routes>
  );
}

/** Auth's local persistence keeps the signed-in user under 'firebase:authUser:<apiKey>:<app>'. */
function hasSavedSession(): boolean {
  try {
    return Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser:'));
  } catch {
    return false;
  }
}

/**
 * Fetches the signed-in shell, Firestore and the code of the page at `pathname`. Firestore is
 * also imported on its own: its chunk then runs as soon as it arrives, in a task of its own,
 * rather than inside one long task with everything else the shell needs.
 */
function preloadSignedIn(pathname: string): void {
  const loads = [
    import('@/firebase/firestore'),
    SignedInApp.preload(),
    // The page's code in a task after the shell's: both chunks' module-preload links are added as each
    // import starts, and in the shell's task they made it one long task of a phone's main thread.
    loadSignedInApp().then((m) => new Promise<void>((resolve) => setTimeout(() => resolve(m.preloadPage(pathname)), 0))),
  ];
  void Promise.all(loads).catch(() => {
    // Left to the components: rendering one fetches its code again, and if that fails too the
    // error boundary shows it (after the one reload a stale deploy gets, see staleChunks.ts).
  });
}

// Opening a signed-in page with a saved session (a reload, a bookmark): fetch the shell,
// Firestore and that page's code while Auth restores the session, instead of one after the other
// once it has. Signed-out visitors download none of it.
if (typeof window !== 'undefined' && !PUBLIC_PATHS.includes(window.location.pathname) && hasSavedSession()) {
  preloadSignedIn(window.location.pathname);
}

/** Signing in lands on the dashboard: its code downloads while Auth checks the password. */
const preloadAfterSignIn = () => preloadSignedIn(paths.dashboard);

function AppRoutes() {
  const authState = useAuthState();
  const { pathname } = useLocation();
  const { deactivated, signupInProgress } = useNotices();
  // The signed-out pages render at once, while Auth still restores a saved session: the
  // prerendered /signin (signin.html) hydrates without waiting, and a saved session then
  // leaves for the dashboard. Both branches return the same tree, so typed input survives.
  if (authState.status !== 'signedIn') {
    if (authState.status === 'loading' && !PUBLIC_PATHS.includes(pathname))
      return <PageLoading label="Loading..." framed />;
    if (deactivated) return <DeactivatedScreen />;
    return (
      <Suspense fallback={<PageLoading label="Loading..." framed />}>
        <SignedOutRoutes />
      </Suspense>
    );
  }
  // A new account is signed in a moment before its profile is written: stay on sign-up until then.
  // An account whose mailbox is not verified sees the sign-up page's 'Verify your email' and nothing else.
  if (signupInProgress || !authState.user.emailVerified) {
    return (
      <Suspense fallback={<PageLoading label="Loading..." framed />}>
        <Routes>
          <Route path="*" element={<publicRoutes.signUp />} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading label="Loading your profile..." framed />}>
      <SignedInApp user={authState.user} />
    </Suspense>
  );
}

/** A build without a usable Firebase configuration: the authentication service is not initialised (docs/product.md#texts). */
function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-bold text-red-800">Authentication service is not initialized</h1>
      <p className="mt-2 text-slate-700">Please check the Firebase configuration.</p>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
    </main>
  );
}

/**
 * `Router` is the browser's history by default; the build's prerender (src/prerender.tsx) passes
 * a static one to render /signin into signin.html.
 */
export function Root({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  const [queryClient] = useState(createQueryClient);
  if (configError) return <ConfigErrorScreen message={configError} />;
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <NoticesProvider>
          <AuthProvider>
            <Router>
              <AppRoutes />
            </Router>
          </AuthProvider>
        </NoticesProvider>
        <LazyToaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
