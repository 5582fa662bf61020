import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Account notices that outlive a sign-out: the blocked message shown on the sign-in page, the
 * deactivated flag behind the 'Account Deactivated' screen, and the sign-up in progress (the
 * new account is signed in before its profile exists).
 */
interface Notices {
  blockedMessage: string | null;
  setBlockedMessage: (m: string | null) => void;
  deactivated: boolean;
  setDeactivated: (v: boolean) => void;
  signupInProgress: boolean;
  setSignupInProgress: (v: boolean) => void;
}

const NoticesContext = createContext<Notices | null>(null);
const DEACTIVATED_KEY = 'ics.deactivated';

export const BLOCKED_MESSAGE = 'Your account has been blocked. Kindly contact admin for assistance.';
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Kindly contact admin for assistance.';

function readDeactivated(): boolean {
  try {
    return sessionStorage.getItem(DEACTIVATED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function NoticesProvider({ children }: { children: ReactNode }) {
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const [deactivated, setDeactivatedState] = useState(readDeactivated);
  const [signupInProgress, setSignupInProgress] = useState(false);
  const setDeactivated = useCallback((v: boolean) => {
    setDeactivatedState(v);
    try {
      if (v) sessionStorage.setItem(DEACTIVATED_KEY, 'true');
      else sessionStorage.removeItem(DEACTIVATED_KEY);
    } catch {
      // Storage may be unavailable (private mode); the flag then lives in memory only.
    }
  }, []);
  const value = useMemo(
    () => ({ blockedMessage, setBlockedMessage, deactivated, setDeactivated, signupInProgress, setSignupInProgress }),
    [blockedMessage, deactivated, setDeactivated, signupInProgress],
  );
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

export function useNotices(): Notices {
  const n = useContext(NoticesContext);
  if (!n) throw new Error('useNotices outside NoticesProvider');
  return n;
}
