import { PartyPopper } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { approvalTexts, MAX_PENDING_CLAIMS } from '@/domain/approvalRules';
import { defaultManagerFor, MANAGERS, TEXT_MAX } from '@/domain/constants';
import { claimSchema, type ClaimData, type ClaimInput } from '@/domain/schemas';
import type { PointActivity } from '@/domain/types';
import type { Filing } from '@/data/claims/api';
import { useAutoApprovalsUsed, useSubmitClaim } from '@/data/claims/hooks';
import { isDataError, mutationErrorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/session/currentUser';
import { ApprovalRuleNote } from '@/ui/ApprovalRuleNote';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';
import { StillSaving } from '@/ui/StillSaving';

/**
 * The product's claim failure: its sentence, then why in words (mutationErrorMessage's; an unknown error
 * is named as such, never by the provider's own message).
 */
function claimFailureMessage(e: unknown): string {
  return `Failed to submit claim. Please try again. Error: ${mutationErrorMessage(e, 'Something went wrong on the server.')}`;
}

/**
 * What the dialog says about how this claim will be approved: the rule, and for an `auto` activity whether
 * this month's automatic approvals are used up (then it waits for a manager); the pending-claims limit
 * when it is reached. Hints: the data layer and the rules decide.
 */
function approvalHint(activity: PointActivity, autoUsed: number | undefined, pendingClaims: number): string | null {
  const autoAtOnce = activity.approvalRule === 'auto' && autoUsed !== undefined && autoUsed < activity.autoMonthlyLimit;
  if (!autoAtOnce && pendingClaims >= MAX_PENDING_CLAIMS) return approvalTexts.pendingLimitReached;
  if (activity.approvalRule !== 'auto' || autoUsed === undefined) return null;
  return autoAtOnce
    ? approvalTexts.autoWithin(autoUsed, activity.autoMonthlyLimit)
    : approvalTexts.autoLimitReached(activity.autoMonthlyLimit);
}

/** The claim form for one activity; calls onSubmitted with how the claim was filed. */
export function ClaimModal({
  activity,
  onClose,
  onSubmitted,
}: {
  activity: PointActivity;
  onClose: () => void;
  onSubmitted: (filing: Filing) => void;
}) {
  const me = useCurrentUser();
  const submit = useSubmitClaim();
  const autoUsed = useAutoApprovalsUsed(me.employeeId, activity.id, activity.approvalRule === 'auto');
  const hint = approvalHint(activity, autoUsed.data, me.pendingClaims);
  // The employee's own queue (their departments'), the only one the rules take a claim to: the field
  // shows it as its one choice, so the budget of their own team is the one that limits them.
  const ownQueue = defaultManagerFor(me.departments);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClaimInput, unknown, ClaimData>({
    resolver: zodResolver(claimSchema),
    defaultValues: {
      description: '',
      managerId: ownQueue,
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
      onSubmitted(await submit.mutateAsync({ activityId: activity.id, input }));
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
          <span className="font-semibold text-emerald-800">{activity.points} points</span>{' '}
          <ApprovalRuleNote rule={activity.approvalRule} />
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {hint && (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
            {hint}
          </p>
        )}
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
              {MANAGERS.filter((m) => m.id === ownQueue).map((m) => (
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
        <StillSaving saving={isSubmitting} />
      </form>
    </Dialog>
  );
}

/** What happened to the filed claim, in the product's words. */
function filingText(filing: Filing): string {
  if (filing.outcome === 'approved') return approvalTexts.autoApprovedNotice(filing.points);
  if (filing.outcome === 'auto-limit') return approvalTexts.autoLimitReached(filing.autoLimit);
  if (filing.outcome === 'over-budget') return approvalTexts.autoOverBudget(filing.queue);
  return 'Your claim has been sent to your manager for verification.';
}

/** After a claim: how it was filed, its reference ID and the way back to the list. */
export function ClaimSuccessModal({ filing, onClose }: { filing: Filing; onClose: () => void }) {
  const referenceId = filing.id;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Claim Submitted!" hideClose>
      <div className="flex flex-col items-center gap-3 text-center">
        <PartyPopper aria-hidden="true" className="size-12 text-indigo-700" strokeWidth={1.5} />
        <p className="text-slate-700">{filingText(filing)}</p>
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
