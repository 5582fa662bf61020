import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@/domain/schemas';
import { changePassword } from '@/data/session/auth';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { PasswordField } from '@/ui/Field';
import { notify } from '@/ui/notify';

const FALLBACK = 'Failed to update password. Please try again.';

/** Re-authenticates with the current password, then sets the new one (docs/product.md#identity-and-sign-up). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword(currentPassword, newPassword);
      notify.success('Password updated successfully!');
      onClose();
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : FALLBACK);
    }
  });

  return (
    <Dialog open onOpenChange={(o) => !o && !isSubmitting && onClose()} title="Change Password">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {failure}
          </p>
        )}
        <PasswordField
          label="Current Password"
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={register('currentPassword')}
        />
        <PasswordField
          label="New Password"
          error={errors.newPassword?.message}
          hint="At least 6 characters."
          autoComplete="new-password"
          registration={register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={register('confirmPassword')}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
