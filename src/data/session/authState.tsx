import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { onAuthChange, type SessionUser } from './auth';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/** Follows Firebase Auth's signed-in user. Loads no Firestore code. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  useEffect(
    () =>
      onAuthChange((user) =>
        // A transition: what follows (the signed-in frame or the sign-in page) renders in slices.
        startTransition(() =>
          setState((prev) => {
            if (!user) return prev.status === 'signedOut' ? prev : { status: 'signedOut', user: null };
            // Hourly token refreshes report the same user again: keep the state (and what depends on it).
            const same =
              prev.user?.uid === user.uid &&
              prev.user.email === user.email &&
              prev.user.emailVerified === user.emailVerified;
            return same
              ? prev
              : {
                  status: 'signedIn',
                  user: { uid: user.uid, email: user.email, emailVerified: user.emailVerified },
                };
          }),
        ),
      ),
    [],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuthState(): AuthState {
  return useContext(AuthContext);
}

/** Tests render screens inside this with a fixed state (SignUpPage.test.tsx moves it along). */
export const TestAuthProvider = AuthContext.Provider;
