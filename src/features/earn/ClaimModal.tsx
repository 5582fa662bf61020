import { PartyPopper } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { defaultManagerFor, MANAGERS, TEXT_MAX } from '@/domain/constants';
import { claimSchema, type ClaimData, type ClaimInput } from '@/domain/schemas';
import type { PointActivity } from '@/domain/types';
import { useSubmitClaim } from '@/data/claims/hooks';
import { isDataError, mutationErrorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';

/**
 * The product's claim failure: its sentence, then why in words (mutationErrorMessage's; an unknown error
 * is named as such, never by the provider's own message).
 */
function claimFailureMessage(e: unknown): string {
  return `Failed to submit claim. Please try again. Error: ${mutationErrorMessage(e, 'Something went wrong on the server.')}`;
}

/** The claim form for one activity; calls onSubmitted with the new reference ID. */
export function ClaimModal({
  activity,
  onClose,
  onSubmitted,
}: {
  activity: PointActivity;
  onClose: () => void;
  onSubmitted: (referenceId: string) => void;
}) {
  const me = useCurrentUser();
  const submit = useSubmitClaim();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClaimInput, unknown, ClaimData>({
    resolver: zodResolver(claimSchema),
    defaultValues: {
      description: '',
      managerId: defaultManagerFor(me.departments),
      completionDate: '',
      evidence: '',
    },
  });
  const [description, evidence] = useWatch({ control, name: ['description', 'evidence'] });

  const onSubmit = handleSubmit(async (input) => {
    if (!me.uid) {
      notify.error('You must be logged in to submit a claim.');
      return;
    }
    if (!me.employeeId) {
      notify.error('Employee ID not found');
      return;
    }
    try {
      const referenceId = await submit.mutateAsync({ activityId: activity.id, input });
      onSubmitted(referenceId);
    } catch (e) {
      notify.error(claimFailureMessage(e));
      // Trying again cannot help: the activity is gone (the list is being refreshed without it).
      if (isDataError(e, 'inactive-activity')) onClose();
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Claim Points"
      description={
        <>
          <span className="font-semibold text-slate-800">{activity.name}</span> ({activity.id}) ·{' '}
          <span className="font-semibold text-emerald-800">{activity.points} points</span>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field
          label="Description"
          error={errors.description?.message}
          limit={{ max: TEXT_MAX, value: description }}
        >
          {(p) => (
            <textarea
              {...p}
              {...register('description')}
              rows={4}
              placeholder="Describe how you completed this activity..."
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Manager" error={errors.managerId?.message}>
          {(p) => (
            <select {...p} {...register('managerId')} className={inputClass}>
              <option value="">Select a manager</option>
              {MANAGERS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Completion Date" error={errors.completionDate?.message}>
          {(p) => (
            <Controller
              control={control}
              name="completionDate"
              render={({ field }) => (
                <DatePicker
                  {...p}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select the completion date"
                />
              )}
            />
          )}
        </Field>
        <Field
          label="Additional Evidence (optional)"
          error={errors.evidence?.message}
          limit={{ max: TEXT_MAX, value: evidence }}
        >
          {(p) => (
            <textarea
              {...p}
              {...register('evidence')}
              rows={3}
              placeholder="Links, names of witnesses, or anything that helps verification"
              className={inputClass}
            />
          )}
        </Field>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Claim'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** After a claim: its reference ID and the way back to the list. */
export function ClaimSuccessModal({ referenceId, onClose }: { referenceId: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Claim Submitted!" hideClose>
      <div className="flex flex-col items-center gap-3 text-center">
        <PartyPopper aria-hidden="true" className="size-12 text-indigo-700" strokeWidth={1.5} />
        <p className="text-slate-700">Your claim has been sent to your manager for verification.</p>
        <p className="text-sm text-slate-600">Reference ID</p>
        <p
          className="rounded-lg bg-indigo-50 px-4 py-2 font-mono text-lg font-bold text-indigo-900"
          data-testid="claim-reference"
        >
          {referenceId}
        </p>
        <Button className="mt-2 w-full" onClick={onClose}>
          Continue Earning Points
        </Button>
      </div>
    </Dialog>
  );
}
