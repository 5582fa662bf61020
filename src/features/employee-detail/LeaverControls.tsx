import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { mutationErrorMessage } from '@/data/errors';
import { useRecordLeaver, useWithdrawLeaversClaims } from '@/data/leavers/hooks';
import { REASON_MAX } from '@/domain/constants';
import { formatLongDate, toDayKey } from '@/domain/dates';
import { countOf } from '@/domain/plural';
import { leaverSchema, type LeaverInput } from '@/domain/schemas';
import type { UserProfile } from '@/domain/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';

/** The outcome of a withdrawal run, in words (what is left says how to finish it). */
function withdrawalText(name: string, r: { withdrawn: number; failed: number }): string {
  const done = `${countOf(r.withdrawn, 'claim')} awaiting review withdrawn.`;
  return r.failed > 0
    ? `${done} ${countOf(r.failed, 'claim')} of ${name} could not be withdrawn: use 'Withdraw remaining claims' to finish.`
    : done;
}

/**
 * An admin records that the employee left: the day and the reason, after reading what follows. The
 * mutation is the card's: once recorded the card shows the leaver (this dialog is gone) before the
 * withdrawals' outcome is told.
 */
function RecordLeaverDialog({
  user,
  record,
  onClose,
}: {
  user: UserProfile;
  record: ReturnType<typeof useRecordLeaver>;
  onClose: () => void;
}) {
  const name = user.name || user.employeeId;
  const form = useForm<LeaverInput>({
    resolver: zodResolver(leaverSchema),
    defaultValues: { leftOn: toDayKey(new Date()), reason: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = (leaving: LeaverInput) => {
    record.mutate({ employeeId: user.employeeId, leaving });
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !record.isPending && onClose()}
      title="Record Leaver"
      description={`${name} (${user.employeeId}) will be deactivated for good. Their claims awaiting review are withdrawn with your reason; their pending redemptions stay with finance; their balance of ${countOf(user.points, 'point')} stays until the final settlement.`}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <Field label="Leaving date" error={errors.leftOn?.message}>
          {(p) => <input {...p} {...form.register('leftOn')} type="date" max={toDayKey(new Date())} className={inputClass} />}
        </Field>
        <Field
          label="Reason"
          error={errors.reason?.message}
          hint="Recorded in the audit trail and on each withdrawn claim."
          limit={{ max: REASON_MAX, value: useWatch({ control: form.control, name: 'reason' }) }}
        >
          {(p) => <textarea {...p} {...form.register('reason')} rows={3} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={record.isPending}>
            {record.isPending ? 'Saving...' : 'Record Leaver'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Leavers (docs/product.md#leavers), for admins on another employee's page: record that they left, or,
 * once they have, the day and the reason, and a way to finish withdrawals a failure left half-done.
 */
export function LeaverControls({ user }: { user: UserProfile }) {
  const [open, setOpen] = useState(false);
  const name = user.name || user.employeeId;
  const record = useRecordLeaver({
    onSuccess: (r) => {
      const text = `${name} was recorded as a leaver. ${withdrawalText(name, r)}`;
      if (r.failed > 0) notify.error(text);
      else notify.success(text);
      setOpen(false);
    },
    onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to record the leaver. Please try again.')),
  });
  const finish = useWithdrawLeaversClaims();
  if (!user.leftOn) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Leaver</h2>
          <p className="mt-1 text-sm text-slate-600">Record that {name} left the company.</p>
        </div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Record Leaver
        </Button>
        {open && <RecordLeaverDialog user={user} record={record} onClose={() => setOpen(false)} />}
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Leaver</h2>
      <p className="mt-1 text-sm text-slate-700">
        Left on {formatLongDate(user.leftOn)}: {user.leftReason}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        The account is deactivated for good. The balance of {countOf(user.points, 'point')} stays until the final
        settlement (an adjustment to zero below).
      </p>
      {user.pendingClaims > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-amber-800">{countOf(user.pendingClaims, 'claim')} still awaiting review.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={finish.isPending}
            onClick={() =>
              finish.mutate(
                { employeeId: user.employeeId, reason: user.leftReason },
                {
                  onSuccess: (r) => (r.failed > 0 ? notify.error : notify.success)(withdrawalText(name, r)),
                  onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to withdraw the claims. Please try again.')),
                },
              )
            }
          >
            {finish.isPending ? 'Withdrawing...' : 'Withdraw remaining claims'}
          </Button>
        </div>
      )}
    </Card>
  );
}
