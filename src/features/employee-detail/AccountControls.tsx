import { useState } from 'react';
import { ROLE_LABELS, type Role } from '@/domain/roles';
import type { UserProfile } from '@/domain/types';
import { useUpdateAccount, type AccountControlChange } from '@/data/users/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { AuditReasonField, parseAuditReason } from '@/ui/AuditReasonField';
import { ConfirmDialog } from '@/ui/Dialog';
import { notify } from '@/ui/notify';
import { SelectField } from '@/ui/SelectField';

const ROLES: Role[] = ['employee', 'manager', 'finance', 'admin'];

interface Pending {
  title: string;
  message: string;
  confirmLabel: string;
  variant: 'primary' | 'danger' | 'success';
  change: AccountControlChange;
  done: string;
}

/** Beyond the original app: an admin changes another user's role, block state and activation, after a confirmation. */
export function AccountControls({ user }: { user: UserProfile }) {
  const update = useUpdateAccount();
  const [role, setRole] = useState<Role>(user.userRole);
  const [pending, setPendingState] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const setPending = (p: Pending | null) => {
    setPendingState(p);
    setReason('');
    setReasonError(undefined);
  };
  const name = user.name || user.employeeId;
  const blocked = user.userStatus === 'blocked';

  const confirm = () => {
    if (!pending) return;
    const parsed = parseAuditReason(reason);
    if ('error' in parsed) {
      setReasonError(parsed.error);
      return;
    }
    update.mutate(
      { employeeId: user.employeeId, change: pending.change, reason: parsed.reason },
      {
        onSuccess: () => {
          notify.success(pending.done);
          setPending(null);
        },
        onError: (e) => {
          notify.error(mutationErrorMessage(e, 'Failed to update the account. Please try again.'));
          setPending(null);
        },
      },
    );
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Account Controls</h2>
      <p className="mt-1 text-sm text-slate-600">
        Only admins see these controls. Every change asks for confirmation.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setPending({
              title: 'Change Role',
              message: `Change ${name}'s role from ${ROLE_LABELS[user.userRole]} to ${ROLE_LABELS[role]}? This changes what they can see and do.`,
              confirmLabel: 'Change Role',
              variant: 'primary',
              change: { userRole: role },
              done: `${name}'s role was changed to ${ROLE_LABELS[role]}.`,
            });
          }}
        >
          <SelectField
            id="account-role"
            label="Role"
            value={role}
            options={ROLES}
            optionLabel={(r) => ROLE_LABELS[r]}
            onChange={setRole}
          />
          <Button type="submit" variant="secondary" disabled={role === user.userRole}>
            Change Role
          </Button>
        </form>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-800">Sign-in access</p>
          <p className="text-sm text-slate-600">
            {blocked ? 'Blocked: cannot sign in.' : 'Unblocked: can sign in.'}
          </p>
          <Button
            variant={blocked ? 'success' : 'danger'}
            onClick={() =>
              setPending(
                blocked
                  ? {
                      title: 'Unblock Account',
                      message: `Unblock ${name}? They will be able to sign in again.`,
                      confirmLabel: 'Unblock',
                      variant: 'success',
                      change: { userStatus: 'unblocked' },
                      done: `${name} was unblocked.`,
                    }
                  : {
                      title: 'Block Account',
                      message: `Block ${name}? They will be signed out and cannot sign in until unblocked.`,
                      confirmLabel: 'Block',
                      variant: 'danger',
                      change: { userStatus: 'blocked' },
                      done: `${name} was blocked.`,
                    },
              )
            }
          >
            {blocked ? 'Unblock Account' : 'Block Account'}
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-800">Activation</p>
          <p className="text-sm text-slate-600">
            {user.isActive ? 'Active account.' : 'Deactivated account.'}
          </p>
          <Button
            variant={user.isActive ? 'danger' : 'success'}
            onClick={() =>
              setPending(
                user.isActive
                  ? {
                      title: 'Deactivate Account',
                      message: `Deactivate ${name}? They will see 'Account Deactivated' and cannot use the app.`,
                      confirmLabel: 'Deactivate',
                      variant: 'danger',
                      change: { isActive: false },
                      done: `${name} was deactivated.`,
                    }
                  : {
                      title: 'Activate Account',
                      message: `Activate ${name}? They will be able to use the app again.`,
                      confirmLabel: 'Activate',
                      variant: 'success',
                      change: { isActive: true },
                      done: `${name} was activated.`,
                    },
              )
            }
          >
            {user.isActive ? 'Deactivate Account' : 'Activate Account'}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={update.isPending ? 'Saving...' : (pending?.confirmLabel ?? 'Confirm')}
        variant={pending?.variant ?? 'primary'}
        busy={update.isPending}
        onConfirm={confirm}
      >
        <div className="mt-4">
          <AuditReasonField value={reason} onChange={setReason} error={reasonError} />
        </div>
      </ConfirmDialog>
    </Card>
  );
}
