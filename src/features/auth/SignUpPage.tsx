import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/domain/routes';
import {
  employeeIdField,
  profileSchema,
  signUpCredentialsSchema,
  type ProfileData,
  type ProfileInput,
  type SignUpCredentialsInput,
} from '@/domain/schemas';
import { firestoreCode, mutationErrorMessage } from '@/data/errors';
import {
  authErrorCode,
  companyDomain,
  createAccount,
  discardNewAccount,
  employeeIdFromEmail,
} from '@/data/session/auth';
import { useCreateProfile } from '@/data/users/hooks';
import { useNotices } from '@/app/notices';
import { Button } from '@/ui/Button';
import { Field, inputClass, PasswordField } from '@/ui/Field';
import { ProfileFields } from '@/ui/ProfileFields';
import { Spinner } from '@/ui/Spinner';
import { AuthLayout, ErrorBox } from './AuthLayout';

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
      return 'This employee ID cannot be registered. It may already have an account.';
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

function ProfileStep({
  email,
  onBack,
  onCreate,
}: {
  email: string;
  onBack: () => void;
  onCreate: (profile: ProfileData) => Promise<void>;
}) {
  const expectedId = employeeIdFromEmail(email);
  const schema = useMemo(
    () =>
      profileSchema.extend({
        employeeId: employeeIdField.refine(
          (id) => id === expectedId,
          `Employee ID must match your company email (${expectedId})`,
        ),
      }),
    [expectedId],
  );
  const form = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      number: '',
      designation: '',
      departments: [],
      gender: '' as ProfileInput['gender'],
      dob: '',
      employeeId: expectedId,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <button
        type="button"
        onClick={onBack}
        className="mb-4 text-sm font-medium text-indigo-700 hover:underline"
      >
        ← Back
      </button>
      <form onSubmit={handleSubmit(onCreate)} noValidate className="flex flex-col gap-4">
        <Field label="Employee ID" error={errors.employeeId?.message}>
          {(p) => (
            <input
              {...p}
              {...register('employeeId')}
              autoCapitalize="characters"
              placeholder="e.g. EMP010"
              className={inputClass}
            />
          )}
        </Field>
        <ProfileFields />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </FormProvider>
  );
}

/**
 * Sign-up: step 1 the company mailbox and password, step 2 the profile. The new account is
 * signed in before its profile exists, so the shell waits on the signup-in-progress flag.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signupInProgress, setSignupInProgress } = useNotices();
  const createProfile = useCreateProfile();
  const carried = (location.state as { signUpError?: unknown } | null)?.signUpError;
  const [error, setError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<SignUpCredentialsInput | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [creating, setCreating] = useState(false);

  // The shell remounts this page while the new account is being set up: show progress, not a blank form.
  if (signupInProgress && !creating) return <Spinner label="Creating your account..." />;

  // An error carried over from the previous attempt (this page was remounted) shows until the next try.
  const shownError = error ?? (credentials === null && typeof carried === 'string' ? carried : null);

  const onCreate = async (profile: ProfileData) => {
    if (!credentials) return;
    setError(null);
    setCreating(true);
    setSignupInProgress(true);
    let account: { uid: string } | null = null;
    try {
      account = await createAccount(credentials.email, credentials.password);
      await createProfile.mutateAsync({
        uid: account.uid,
        email: credentials.email.trim().toLowerCase(),
        profile,
      });
      setSignupInProgress(false);
      navigate(paths.dashboard, { replace: true });
    } catch (e) {
      const message = `Failed to create account: ${signUpFailureReason(e)}`;
      if (account) {
        // The account exists without a profile: remove it so the same mailbox can try again.
        await discardNewAccount().catch(() => undefined);
        navigate(paths.signUp, { replace: true, state: { signUpError: message } });
      }
      setSignupInProgress(false);
      setCreating(false);
      setError(message);
    }
  };

  return (
    <AuthLayout
      title={step === 1 ? 'Create your account' : 'Complete your profile'}
      subtitle={
        step === 1
          ? 'Step 1 of 2: your company email and a password.'
          : 'Step 2 of 2: tell us about yourself.'
      }
    >
      {shownError && <ErrorBox message={shownError} />}
      {step === 1 ? (
        <CredentialsStep
          defaults={credentials ?? { email: '', password: '', confirmPassword: '' }}
          onNext={(v) => {
            setCredentials(v);
            setError(null);
            setStep(2);
          }}
        />
      ) : (
        <ProfileStep email={credentials?.email ?? ''} onBack={() => setStep(1)} onCreate={onCreate} />
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
