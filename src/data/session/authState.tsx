import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { onAuthChange, type AuthUser } from './auth';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: AuthUser };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/** Follows Firebase Auth's signed-in user. Loads no Firestore code. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  useEffect(
    () =>
      onAuthChange((user) =>
        // A transition: what follows (the signed-in frame or the sign-in page) renders in slices.
        startTransition(() =>
          setState(
            user
              ? { status: 'signedIn', user: { uid: user.uid, email: user.email } }
              : { status: 'signedOut', user: null },
          ),
        ),
      ),
    [],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuthState(): AuthState {
  return useContext(AuthContext);
}
