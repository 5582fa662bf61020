import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { mutationErrorMessage } from '@/data/errors';
import { useAdjustmentDayTotal, useFourEyesThreshold } from '@/data/budgets/hooks';
import { useAdjustPoints } from '@/data/ledger/hooks';
import { fourEyesNotice, needsSecondAdmin } from '@/domain/budgets';
import { ADJUSTMENT_REASON_MAX } from '@/domain/constants';
import { adjustmentSchema, type AdjustmentData, type AdjustmentInput } from '@/domain/schemas';
import type { Claim, UserProfile } from '@/domain/types';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';
import { StillSaving } from '@/ui/StillSaving';
import { countOf } from '@/domain/plural';

/** What the dialog starts from: a plain adjustment, or the reversal of a paid claim. */
export type AdjustmentStart = { kind: 'adjust' } | { kind: 'reverse'; claim: Claim };

function defaults(start: AdjustmentStart): AdjustmentInput {
  return start.kind === 'reverse'
    ? {
        points: String(-start.claim.points),
        reason: `Reversal of claim ${start.claim.referenceId} (${start.claim.activityName})`,
        claimId: start.claim.id,
      }
    : { points: '', reason: '', claimId: '' };
}

/**
 * An admin's adjustment of another employee's balance (signed whole points, a reason, optionally the paid
 * claim it reverses). 'Reverse approval' opens it pre-filled with minus the claim's points.
 */
export function AdjustPointsDialog({
  user,
  start,
  reversibleClaims,
  onClose,
}: {
  user: UserProfile;
  start: AdjustmentStart;
  /** Paid claims not yet reversed: the choices for 'Reverses claim'. */
  reversibleClaims: readonly Claim[];
  onClose: () => void;
}) {
  const adjust = useAdjustPoints(user.employeeId);
  const form = useForm<AdjustmentInput, unknown, AdjustmentData>({
    resolver: zodResolver(adjustmentSchema),
    defaultValues: defaults(start),
  });
  const errors = form.formState.errors;
  const title = start.kind === 'reverse' ? 'Reverse Approval' : 'Adjust Points';
  const notice = useFourEyesNoticeOf(user.employeeId, useWatch({ control: form.control, name: 'points' }), useWatch({ control: form.control, name: 'claimId' }));

  const onSubmit = (data: AdjustmentData) => {
    adjust.mutate(data, {
      onSuccess: (outcome) => {
        const signed = data.points > 0 ? `+${data.points}` : String(data.points);
        const amount = countOf(Math.abs(data.points), 'point', 'points', signed);
        const who = user.name || user.employeeId;
        notify.success(
          outcome.kind === 'pending'
            ? `Adjustment of ${amount} for ${who} needs a second admin (four eyes): it waits for their approval (Budgets page).`
            : `Adjustment of ${amount} recorded for ${who}.`,
        );
        onClose();
      },
      onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to record the adjustment. Please try again.')),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !adjust.isPending && onClose()}
      title={title}
      description={`${user.name || user.employeeId} (${user.employeeId}) has ${countOf(user.points, 'point')}. The change is recorded in their Points Statement with your reason.`}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <Field
          label="Points (use a minus sign to deduct)"
          error={errors.points?.message}
          hint="A whole number, such as 50 or -50"
        >
          {(p) => <input {...p} {...form.register('points')} inputMode="numeric" className={inputClass} />}
        </Field>
        <Field
          label="Reason"
          error={errors.reason?.message}
          limit={{ max: ADJUSTMENT_REASON_MAX, value: useWatch({ control: form.control, name: 'reason' }) }}
        >
          {(p) => (
            <textarea
              {...p}
              {...form.register('reason')}
              rows={3}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Reverses claim (optional)" error={errors.claimId?.message}>
          {(p) => (
            <select
              {...p}
              {...form.register('claimId', {
                onChange: (e: { target: { value: string } }) => {
                  const claim = reversibleClaims.find((c) => c.id === e.target.value);
                  if (claim) form.setValue('points', String(-claim.points));
                },
              })}
              className={inputClass}
            >
              <option value="">None</option>
              {reversibleClaims.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.referenceId} · {c.activityName} · {c.points} pts
                </option>
              ))}
            </select>
          )}
        </Field>
        {notice && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? 'Saving...' : notice ? 'Send for Approval' : 'Save Adjustment'}
          </Button>
        </div>
        <StillSaving saving={adjust.isPending} />
      </form>
    </Dialog>
  );
}

/**
 * The four-eyes notice for the points typed (a plain adjustment, not a reversal), or null: shown before
 * sending when the adjustment, or today's adjustments of the employee with it, pass the threshold.
 */
function useFourEyesNoticeOf(employeeId: string, typed: string, claimId: string | undefined): string | null {
  const threshold = useFourEyesThreshold().data;
  const dayTotal = useAdjustmentDayTotal(employeeId).data ?? 0;
  const points = Number(typed.trim());
  if (claimId || threshold === undefined || !Number.isInteger(points) || points === 0) return null;
  return needsSecondAdmin(points, threshold, dayTotal) ? fourEyesNotice(points, threshold, dayTotal) : null;
}
