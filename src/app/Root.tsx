import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { paths } from '@/domain/routes';
import { createQueryClient } from '@/data/queryClient';
import { AuthProvider, useAuthState } from '@/data/session/authState';
import { isLocalDemo } from '@/data/session/environment';
import { SignInPage } from '@/features/auth/SignInPage';
import { Spinner } from '@/ui/Spinner';
import { DeactivatedScreen } from './DeactivatedScreen';
import { NoticesProvider, useNotices } from './notices';

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

export function Root() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </NoticesProvider>
      <Toaster position="top-center" richColors closeButton />
      {isLocalDemo && (
        <span className="pointer-events-none fixed right-2 bottom-2 z-50 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 shadow-sm">
          Local demo
        </span>
      )}
    </QueryClientProvider>
  );
}
