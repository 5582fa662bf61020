import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  deleteUser,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { auth } from '@/firebase/auth';
import { config } from '@/firebase/app';
import { clearAllReportDrafts } from '../reports/draft';

/**
 * A mailbox change an admin made in the roster (docs/product.md#a-mailbox-change): sends the link that
 * proves the signed-in employee owns the new mailbox; once it is opened, the account's mailbox (its
 * sign-in and its token) is the new one.
 */
export async function sendMailboxChangeLink(newEmail: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  await verifyBeforeUpdateEmail(user, newEmail);
}

/** Authentication only: this module is all the sign-in route needs (no Firestore). */
export type AuthUser = Pick<User, 'uid' | 'email'>;
/** The session's user: with whether the mailbox is verified (every write needs it: docs/product.md#identity-and-sign-up). */
export type SessionUser = Pick<User, 'uid' | 'email' | 'emailVerified'>;

/** An employee ID becomes the company mailbox; a full e-mail address is used as typed. */
export function loginEmail(idOrEmail: string, domain = config.emailDomain): string {
  const v = idOrEmail.trim();
  return v.includes('@') ? v.toLowerCase() : `${v.toLowerCase()}@${domain}`;
}

/** The employee ID a company mailbox stands for (sign-up step 2 pre-fills it). */
export function employeeIdFromEmail(email: string): string {
  return (email.split('@')[0] ?? '').toUpperCase();
}

export function companyDomain(): string {
  return config.emailDomain;
}

export async function signIn(idOrEmail: string, password: string): Promise<AuthUser> {
  const cred = await signInWithEmailAndPassword(auth, loginEmail(idOrEmail), password);
  return cred.user;
}

/** sessionStorage: the uid of the account this tab's sign-up created, until its profile exists. */
const SIGNING_UP_KEY = 'ics.signingUp';

function storeSigningUp(uid: string | null): void {
  try {
    if (uid) sessionStorage.setItem(SIGNING_UP_KEY, uid);
    else sessionStorage.removeItem(SIGNING_UP_KEY);
  } catch {
    // Storage may be unavailable (private mode): the hint is then simply absent.
  }
}

/**
 * Whether this tab created the account and its profile is not known to exist yet (a reload in the
 * middle of sign-up). A hint only: the session then reads the `uids` link first instead of guessing
 * the profile (a profile that does not exist yet is a refused read, a 403 in the console) and
 * fetches no page data; what it reads decides what shows.
 */
export function signingUpHere(uid: string): boolean {
  try {
    return sessionStorage.getItem(SIGNING_UP_KEY) === uid;
  } catch {
    return false;
  }
}

/** Sign-up step 2 wrote the profile: the session reads it as any other. */
export function signUpFinished(): void {
  storeSigningUp(null);
}

export async function createAccount(email: string, password: string): Promise<AuthUser> {
  const cred = await createUserWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
  storeSigningUp(cred.user.uid);
  return cred.user;
}

/** Signs out; the report drafts kept on this device go first (the next person here sees none). */
export function signOutUser(): Promise<void> {
  clearAllReportDrafts();
  return signOut(auth);
}

/**
 * Undoes a sign-up that has no profile (refused, or left with Back): deletes the signed-in account
 * (a user may delete their own) so the mailbox can sign up again, and signs out in any case. Returns
 * whether the account is gone; Auth refuses the deletion when the sign-in is not recent
 * (auth/requires-recent-login), and the next sign-in then finishes the job.
 */
export async function discardNewAccount(): Promise<boolean> {
  const user = auth.currentUser;
  let removed = false;
  try {
    if (user) {
      await deleteUser(user);
      removed = true;
    }
  } catch {
    removed = false;
  } finally {
    if (auth.currentUser) await signOut(auth).catch(() => undefined);
    storeSigningUp(null);
  }
  return removed;
}

export function sendReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim());
}

/** Whether the user's current ID token (what the rules see) says the mailbox is verified. */
async function tokenSaysVerified(user: User): Promise<boolean> {
  return (await user.getIdTokenResult()).claims.email_verified === true;
}

/**
 * Follows the signed-in user and their ID token: a refreshed token (after the mailbox was verified)
 * reports the user again, with emailVerified true.
 *
 * `emailVerified` is reported true only once the ID token says so, because that is what the rules
 * check. The user record can be ahead of the token: 'I have verified' reloads the user (verified) and
 * only then fetches a new token, and a page reload between the two keeps the old token in the stored
 * session. Reading the roster or the profile on that token is refused, which made a provisioned
 * employee's sign-up say 'Profile not found'. So when the two disagree a new token is fetched first
 * (once per user: the fetch reports the user again); if that fails, the user is reported unverified
 * and the Verify screen's 'I have verified' tries again. Each change of user supersedes the reports
 * still being worked out for an earlier one.
 */
export function onAuthChange(cb: (user: SessionUser | null) => void): () => void {
  let latest = 0;
  const refreshed = new Set<string>();
  const sessionUserOf = async (user: User): Promise<SessionUser> => {
    const as = (emailVerified: boolean): SessionUser => ({ uid: user.uid, email: user.email, emailVerified });
    if (!user.emailVerified) return as(false);
    try {
      if (await tokenSaysVerified(user)) return as(true);
    } catch {
      return as(true); // the token cannot be read now (offline): the requests will say so themselves
    }
    if (refreshed.has(user.uid)) return as(false);
    refreshed.add(user.uid);
    try {
      await user.getIdToken(true);
      return as(await tokenSaysVerified(user));
    } catch {
      return as(false);
    }
  };
  return onIdTokenChanged(auth, (user) => {
    const call = ++latest;
    if (!user) {
      cb(null);
      return;
    }
    void sessionUserOf(user).then((sessionUser) => {
      if (call === latest) cb(sessionUser);
    });
  });
}

/** Sends (or re-sends) the verification mail to the signed-in user's mailbox. */
export async function sendVerificationMail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in');
  await sendEmailVerification(user);
}

/**
 * 'I have verified': reloads the user and, once the mailbox is verified, refreshes the ID token so
 * the rules see email_verified (docs/product.md#identity-and-sign-up). Returns whether it is verified.
 */
export async function refreshVerification(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}

export function authErrorCode(e: unknown): string {
  return e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : '';
}

/** The provider's message in words a person reads, for the sign-in '❌ Error' box. */
export function signInErrorMessage(e: unknown): string {
  switch (authErrorCode(e)) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
      return 'Invalid employee ID or password.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'auth/network-request-failed':
      return 'Network error. Check your connection and try again.';
    case 'auth/user-disabled':
      return 'Your account has been disabled. Kindly contact admin for assistance.';
    default:
      return e instanceof Error ? e.message : 'Sign-in failed. Please try again.';
  }
}

/** Re-authenticates with the current password, then sets the new one. Errors carry the product's texts. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Failed to update password. Please try again.');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  } catch (e) {
    const code = authErrorCode(e);
    if (
      code === 'auth/wrong-password' ||
      code === 'auth/invalid-credential' ||
      code === 'auth/invalid-login-credentials'
    ) {
      throw new Error('Current password is incorrect');
    }
    throw new Error('Failed to update password. Please try again.');
  }
  try {
    await updatePassword(user, newPassword);
  } catch (e) {
    if (authErrorCode(e) === 'auth/weak-password') throw new Error('New password is too weak');
    throw new Error('Failed to update password. Please try again.');
  }
}
