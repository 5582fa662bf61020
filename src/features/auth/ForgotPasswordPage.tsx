import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '@/domain/routes';
import { resetPasswordSchema, type ResetPasswordInput } from '@/domain/schemas';
import { authErrorCode, sendReset } from '@/data/session/auth';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Field, inputClass } from '@/ui/Field';
import { AuthLayout, ErrorBox } from './AuthLayout';

function resetFailureMessage(e: unknown): string {
  switch (authErrorCode(e)) {
    case 'auth/invalid-email':
      return 'The email address is not valid.';
    case 'auth/user-not-found':
      return 'No account was found with this email address.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'auth/network-request-failed':
      return 'Network error. Check your connection and try again.';
    default:
      return mutationErrorMessage(e, 'Could not send the reset email. Please try again.');
  }
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await sendReset(email);
      setSent(true);
    } catch (e) {
      setError(resetFailureMessage(e));
    }
  });

  const back = (
    <p className="mt-6 text-center text-sm">
      <Link className="font-medium text-indigo-700 hover:underline" to={paths.signIn}>
        ← Back to Sign In
      </Link>
    </p>
  );

  if (sent) {
    return (
      <AuthLayout title="Reset your password">
        <div
          role="status"
          className="flex flex-col items-center gap-2 rounded-lg bg-emerald-50 p-6 text-center"
        >
          <p className="text-lg font-bold text-emerald-900">✓ Email Sent!</p>
          <p className="text-sm text-emerald-900">Check your inbox for password reset instructions</p>
        </div>
        {back}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset your password" subtitle="We will email you a link to choose a new password.">
      {error && <ErrorBox message={error} />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={errors.email?.message}>
          {(p) => (
            <input {...p} {...register('email')} type="email" autoComplete="email" className={inputClass} />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      {back}
    </AuthLayout>
  );
}
