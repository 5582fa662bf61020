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
  type User,
} from 'firebase/auth';
import { auth } from '@/firebase/auth';
import { config } from '@/firebase/app';

/** Authentication only: this module is all the sign-in route needs (no Firestore). */
export type AuthUser = Pick<User, 'uid' | 'email'>;
/** The session's user: with whether the mailbox is verified (decisions.md 7). */
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

export async function createAccount(email: string, password: string): Promise<AuthUser> {
  const cred = await createUserWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
  return cred.user;
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}

/**
 * Undoes a sign-up whose profile could not be written: deletes the just-created account so the
 * mailbox can be used again, or at least signs out.
 */
export async function discardNewAccount(): Promise<void> {
  const user = auth.currentUser;
  try {
    if (user) await deleteUser(user);
  } finally {
    if (auth.currentUser) await signOut(auth);
  }
}

export function sendReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim());
}

/**
 * Follows the signed-in user and their ID token: a refreshed token (after the mailbox was verified)
 * reports the user again, with emailVerified true.
 */
export function onAuthChange(cb: (user: SessionUser | null) => void): () => void {
  return onIdTokenChanged(auth, cb);
}

/** Sends (or re-sends) the verification mail to the signed-in user's mailbox. */
export async function sendVerificationMail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in');
  await sendEmailVerification(user);
}

/**
 * 'I have verified': reloads the user and, once the mailbox is verified, refreshes the ID token so
 * the rules see email_verified (decisions.md 7). Returns whether it is verified.
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

/** Re-authenticates with the current password, then sets the new one. Errors carry the spec's texts. */
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
