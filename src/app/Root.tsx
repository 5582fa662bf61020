import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/domain/routes';
import { createQueryClient } from '@/data/queryClient';
import { AuthProvider, useAuthState } from '@/data/session/authState';
import { configError } from '@/data/session/environment';
import { SignInPage } from '@/features/auth/SignInPage';
import { Spinner } from '@/ui/Spinner';
import { DeactivatedScreen } from './DeactivatedScreen';
import { NoticesProvider, useNotices } from './notices';

// The toaster is fetched right after the first paint, off the sign-in route's critical path.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const SignUpPage = lazy(() => import('@/features/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path={paths.signIn} element={<SignInPage />} />
      <Route path={paths.signUp} element={<SignUpPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path="*" element={<Navigate to={paths.signIn} replace />} />
    </Routes>
  );
}

function AppRoutes() {
  const authState = useAuthState();
  const { deactivated, signupInProgress } = useNotices();
  if (authState.status === 'loading') return <Spinner label="Loading..." />;
  if (authState.status === 'signedOut') {
    if (deactivated) return <DeactivatedScreen />;
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <SignedOutRoutes />
      </Suspense>
    );
  }
  // A new account is signed in a moment before its profile is written: stay on sign-up until then.
  if (signupInProgress) {
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Routes>
          <Route path="*" element={<SignUpPage />} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading your profile..." />}>
      <SignedInApp user={authState.user} />
    </Suspense>
  );
}

/** Spec section 8: the authentication service is not initialised. */
function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-bold text-red-800">Authentication service is not initialized</h1>
      <p className="mt-2 text-slate-700">Please check the Firebase configuration.</p>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
    </main>
  );
}

export function Root() {
  const [queryClient] = useState(createQueryClient);
  if (configError) return <ConfigErrorScreen message={configError} />;
  return (
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </NoticesProvider>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
