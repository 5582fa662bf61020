import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '@/domain/routes';
import { signInSchema, type SignInInput } from '@/domain/signInSchema';
import { signIn, signInErrorMessage } from '@/data/session/auth';
import { useNotices } from '@/app/notices';
import { Button } from '@/ui/Button';
import { Field, inputClass, PasswordField } from '@/ui/Field';
import { useHydrated } from '@/ui/useHydrated';
import { AuthLayout, ErrorBox } from './AuthLayout';

/** `onSignInStart`: called when valid credentials go to Auth (the app preloads the dashboard). */
export function SignInPage({ onSignInStart }: { onSignInStart?: () => void } = {}) {
  const { blockedMessage, setBlockedMessage } = useNotices();
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  // No defaultValues: RHF then reads the inputs as they are, so whatever was typed into the
  // prerendered form (signin.html) before the JavaScript arrived is kept.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async ({ employeeId, password }) => {
    setError(null);
    setBlockedMessage(null);
    onSignInStart?.();
    try {
      // The signed-in shell then loads the profile and refuses blocked or inactive accounts.
      await signIn(employeeId, password);
    } catch (e) {
      setError(signInErrorMessage(e));
    }
  });

  const shown = error ?? blockedMessage;
  return (
    <AuthLayout title="Sign in" subtitle="Use your employee ID and password.">
      {shown && <ErrorBox message={shown} />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Employee ID" error={errors.employeeId?.message}>
          {(p) => (
            <input
              {...p}
              {...register('employeeId')}
              autoComplete="username"
              autoCapitalize="characters"
              placeholder="e.g. EMP001"
              className={inputClass}
            />
          )}
        </Field>
        <PasswordField
          label="Password"
          error={errors.password?.message}
          autoComplete="current-password"
          registration={register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <Link className="font-medium text-indigo-700 hover:underline" to={paths.forgotPassword}>
          Forgot password?
        </Link>
        <Link className="font-medium text-indigo-700 hover:underline" to={paths.signUp}>
          Create an account
        </Link>
      </div>
    </AuthLayout>
  );
}
