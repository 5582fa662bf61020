import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '@/domain/roles';
import { paths } from '@/domain/routes';
import {
  personalSchema,
  signUpCredentialsSchema,
  type PersonalData,
  type PersonalInput,
  type SignUpCredentialsInput,
} from '@/domain/schemas';
import type { RosterEntry } from '@/domain/types';
import { firestoreCode, mutationErrorMessage } from '@/data/errors';
import { useMyRosterEntry } from '@/data/roster/hooks';
import {
  authErrorCode,
  companyDomain,
  createAccount,
  discardNewAccount,
  refreshVerification,
  sendVerificationMail,
  signOutUser,
  signUpFinished,
} from '@/data/session/auth';
import { useAuthState } from '@/data/session/authState';
import { useCreateProfile } from '@/data/users/hooks';
import { useNotices } from '@/app/notices';
import { Button } from '@/ui/Button';
import { Field, inputClass, PasswordField } from '@/ui/Field';
import { ProfileFields } from '@/ui/ProfileFields';
import { Spinner } from '@/ui/Spinner';
import { AuthLayout, ErrorBox } from './AuthLayout';

/** Shown once the mailbox is verified when no roster entry has it; the account is then removed. */
export const NOT_PROVISIONED_MESSAGE =
  'This email address is not provisioned: contact your admin to be added to the employee roster, then sign up again.';
/** The same, when Auth kept the account (its sign-in was not recent): the next sign-in removes it or resumes. */
export const NOT_PROVISIONED_KEPT_MESSAGE =
  'This email address is not provisioned: contact your admin to be added to the employee roster, then sign in again.';
/** Back from step 2 could not remove the account made at step 1: signing in comes back to step 2. */
export const BACK_KEPT_MESSAGE =
  'Your account could not be removed. Sign in to continue your sign-up, or try Back again after signing in.';
export const RESEND_LIMITED_MESSAGE =
  'Too many verification emails were requested. Please wait a few minutes before trying again.';
export const NOT_VERIFIED_YET_MESSAGE =
  'Your email is not verified yet. Open the link in the verification email, then try again.';

/** The reason after 'Failed to create account: ', in words a person reads. */
export function signUpFailureReason(e: unknown): string {
  switch (authErrorCode(e) || firestoreCode(e)) {
    case 'auth/email-already-in-use':
      return 'An account with this email already exists.';
    case 'auth/invalid-email':
      return 'The email address is not valid.';
    case 'auth/weak-password':
      return 'The password is too weak.';
    case 'auth/network-request-failed':
    case 'unavailable':
      return 'Network error. Check your connection and try again.';
    case 'permission-denied':
      return 'Your employee record does not allow this sign-up. It may already have an account.';
    default:
      return mutationErrorMessage(e);
  }
}

function CredentialsStep({
  defaults,
  onNext,
}: {
  defaults: SignUpCredentialsInput;
  onNext: (v: SignUpCredentialsInput) => void;
}) {
  const domain = companyDomain();
  const schema = useMemo(
    () =>
      signUpCredentialsSchema.refine(
        (v) => v.email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`),
        {
          message: `Use your company email address (…@${domain})`,
          path: ['email'],
        },
      ),
    [domain],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpCredentialsInput>({ resolver: zodResolver(schema), defaultValues: defaults });
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate className="flex flex-col gap-4">
      <Field label="Email" error={errors.email?.message} hint={`Your company mailbox, e.g. emp010@${domain}`}>
        {(p) => (
          <input
            {...p}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder={`emp010@${domain}`}
            className={inputClass}
          />
        )}
      </Field>
      <PasswordField
        label="Password"
        error={errors.password?.message}
        autoComplete="new-password"
        registration={register('password')}
      />
      <PasswordField
        label="Confirm Password"
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />
      <Button type="submit" size="lg">
        Continue
      </Button>
    </form>
  );
}

function VerifyEmailStep({ email }: { email: string }) {
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const resend = async () => {
    setBusy('resend');
    setNotice(null);
    try {
      await sendVerificationMail();
      setNotice({ kind: 'info', text: `A new verification email was sent to ${email}.` });
    } catch (e) {
      setNotice({
        kind: 'error',
        text:
          authErrorCode(e) === 'auth/too-many-requests'
            ? RESEND_LIMITED_MESSAGE
            : 'Could not send the verification email. Please try again.',
      });
    } finally {
      setBusy(null);
    }
  };
  const check = async () => {
    setBusy('check');
    setNotice(null);
    try {
      // Verified: the refreshed token re-renders the app past this screen.
      if (!(await refreshVerification())) setNotice({ kind: 'error', text: NOT_VERIFIED_YET_MESSAGE });
    } catch {
      setNotice({ kind: 'error', text: 'Could not check your verification. Please try again.' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        We sent a verification link to <strong className="break-all">{email}</strong>. Open it, then come back
        and choose &lsquo;I have verified&rsquo;.
      </p>
      {notice &&
        (notice.kind === 'error' ? (
          <ErrorBox message={notice.text} />
        ) : (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            {notice.text}
          </p>
        ))}
      <Button size="lg" onClick={() => void check()} disabled={busy !== null}>
        {busy === 'check' ? 'Checking...' : 'I have verified'}
      </Button>
      <Button variant="secondary" onClick={() => void resend()} disabled={busy !== null}>
        {busy === 'resend' ? 'Sending...' : 'Resend verification email'}
      </Button>
      <button
        type="button"
        onClick={() => void signOutUser()}
        className="text-sm font-medium text-indigo-700 hover:underline"
      >
        Sign out
      </button>
    </div>
  );
}

function ProfileStep({
  roster,
  onCreate,
  onBack,
}: {
  roster: RosterEntry;
  onCreate: (personal: PersonalData) => Promise<void>;
  onBack: () => Promise<void>;
}) {
  const [leaving, setLeaving] = useState(false);
  const form = useForm<PersonalInput, unknown, PersonalData>({
    resolver: zodResolver(personalSchema),
    defaultValues: { number: '', gender: '' as PersonalInput['gender'], dob: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onCreate)} noValidate className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Employee ID</dt>
            <dd className="font-medium text-slate-900">{roster.employeeId}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Role</dt>
            <dd className="font-medium text-slate-900">{ROLE_LABELS[roster.userRole]}</dd>
          </div>
        </dl>
        <ProfileFields org={roster} />
        <Button type="submit" size="lg" disabled={isSubmitting || leaving}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
        <button
          type="button"
          disabled={isSubmitting || leaving}
          onClick={() => {
            setLeaving(true);
            void onBack();
          }}
          className="text-sm font-medium text-indigo-700 hover:underline disabled:text-slate-500"
        >
          {leaving ? 'Going back...' : '← Back'}
        </button>
        <p className="text-center text-xs text-slate-600">
          Back removes the account made at step 1 (it has no profile yet), so you can start again.
        </p>
      </form>
    </FormProvider>
  );
}

/**
 * Leaves a sign-up that has no profile for step 1: the account is removed (or, if Auth keeps it,
 * signed out) and step 1 shows the message for the case, if any.
 */
function useLeaveSignUp() {
  const navigate = useNavigate();
  const { setSignupInProgress } = useNotices();
  return useCallback(
    async (messages: { removed: string | null; kept: string }) => {
      const removed = await discardNewAccount();
      setSignupInProgress(false);
      const signUpError = removed ? messages.removed : messages.kept;
      navigate(paths.signUp, { replace: true, state: signUpError ? { signUpError } : null });
    },
    [navigate, setSignupInProgress],
  );
}

/**
 * Step 2 of a verified account without a profile, however it got here (right after verifying, a
 * reload, a later sign-in): its roster entry, or (nobody provisioned the address) the account is
 * removed and the sign-up page says to contact an admin.
 */
function RosterStep({ uid, email }: { uid: string; email: string }) {
  const navigate = useNavigate();
  const { setSignupInProgress } = useNotices();
  const leave = useLeaveSignUp();
  const roster = useMyRosterEntry(email);
  const createProfile = useCreateProfile();
  const refusing = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (roster.data !== null || refusing.current) return;
    refusing.current = true;
    void leave({ removed: NOT_PROVISIONED_MESSAGE, kept: NOT_PROVISIONED_KEPT_MESSAGE });
  }, [roster.data, leave]);

  if (roster.isError)
    return <ErrorBox message="Could not load your employee record. Please reload the page." />;
  if (!roster.data) return <Spinner label="Looking up your employee record..." />;
  const entry = roster.data;

  const onCreate = async (personal: PersonalData) => {
    setError(null);
    try {
      await createProfile.mutateAsync({ uid, email, roster: entry, personal });
      signUpFinished();
      setSignupInProgress(false);
      navigate(paths.dashboard, { replace: true });
    } catch (e) {
      setError(`Failed to create account: ${signUpFailureReason(e)}`);
    }
  };
  return (
    <>
      {error && <ErrorBox message={error} />}
      <ProfileStep
        roster={entry}
        onCreate={onCreate}
        onBack={() => leave({ removed: null, kept: BACK_KEPT_MESSAGE })}
      />
    </>
  );
}

/**
 * Step 2 for a verified account that has no profile yet, opened anew (a reload or a new visit between
 * verifying the mailbox and creating the profile): the signed-in shell shows it instead of 'Profile
 * not found'. An address nobody provisioned is refused here too, and its account removed.
 */
export function CompleteSignUpPage({ uid, email }: { uid: string; email: string }) {
  return (
    <AuthLayout title="Complete your profile" subtitle="Step 2 of 2: your personal details.">
      <RosterStep uid={uid} email={email} />
    </AuthLayout>
  );
}

/**
 * Sign-up (docs/product.md#identity-and-sign-up): step 1 the mailbox and a password (the account is created and the
 * verification mail sent); 'Verify your email' until the mailbox is verified (any signed-in
 * unverified account sees only this); step 2 the roster's organisation fields, read-only, and the
 * personal fields, with Back to step 1 (the account has no profile yet, so it is removed and the
 * address can sign up again). An address nobody provisioned is told so and its account removed.
 */
export function SignUpPage() {
  const location = useLocation();
  const authState = useAuthState();
  const { setSignupInProgress } = useNotices();
  const carried = (location.state as { signUpError?: unknown } | null)?.signUpError;
  const [error, setError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<SignUpCredentialsInput | null>(null);
  const [creating, setCreating] = useState(false);

  const user = authState.status === 'signedIn' ? authState.user : null;
  // An error carried over from the previous attempt (this page was remounted) shows until the next try.
  const shownError = error ?? (credentials === null && typeof carried === 'string' ? carried : null);

  const onCredentials = async (v: SignUpCredentialsInput) => {
    setCredentials(v);
    setError(null);
    setCreating(true);
    // Keep this page (not the app) once the new account is signed in, until its profile exists.
    setSignupInProgress(true);
    try {
      await createAccount(v.email, v.password);
      await sendVerificationMail().catch(() => undefined); // 'Resend' is on the next screen
    } catch (e) {
      setSignupInProgress(false);
      setError(`Failed to create account: ${signUpFailureReason(e)}`);
    } finally {
      setCreating(false);
    }
  };

  if (user && !user.emailVerified) {
    return (
      <AuthLayout title="Verify your email" subtitle="Check your inbox to confirm this address is yours.">
        <VerifyEmailStep email={user.email ?? ''} />
      </AuthLayout>
    );
  }
  if (user) return <CompleteSignUpPage uid={user.uid} email={user.email ?? ''} />;
  return (
    <AuthLayout title="Create your account" subtitle="Step 1 of 2: your company email and a password.">
      {shownError && <ErrorBox message={shownError} />}
      {creating ? (
        <Spinner label="Creating your account..." />
      ) : (
        <CredentialsStep
          defaults={credentials ?? { email: '', password: '', confirmPassword: '' }}
          onNext={(v) => void onCredentials(v)}
        />
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link className="font-medium text-indigo-700 hover:underline" to={paths.signIn}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
