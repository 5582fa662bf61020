import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPROVAL_RULE_LABELS,
  APPROVAL_RULES,
  AUTO_LIMIT_DEFAULT,
  AUTO_LIMIT_MAX,
  AUTO_LIMIT_MIN,
  approvalTexts,
} from '@/domain/approvalRules';
import { ACTIVITY_POINTS_MAX, ACTIVITY_TITLE_MAX, TEXT_MAX } from '@/domain/constants';
import { activityCreateSchema, activityEditSchema } from '@/domain/schemas';
import type { PointActivity } from '@/domain/types';
import { useCreateActivity, useUpdateActivity } from '@/data/activities/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { LinkButton } from '@/ui/LinkButton';
import { auditOf } from '@/domain/routes';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';
import { StillSaving } from '@/ui/StillSaving';

// One form serves both: creating differs only in needing positive points.
type FormInput = z.input<typeof activityCreateSchema>;
type FormData = z.output<typeof activityCreateSchema>;

export type ActivityDialogState = { mode: 'edit'; activity: PointActivity } | { mode: 'create' } | null;

function defaults(state: ActivityDialogState): FormInput {
  const a = state?.mode === 'edit' ? state.activity : null;
  return {
    name: a?.name ?? '',
    description: a?.description ?? '',
    points: a ? String(a.points) : '',
    isActive: a?.isActive ?? true,
    eligibilityCriteria: a?.eligibilityCriteria ?? '',
    submissionGuidelines: a?.submissionGuidelines ?? '',
    verificationCriteria: a?.verificationCriteria ?? '',
    approvalRule: a?.approvalRule ?? 'single',
    autoMonthlyLimit: String(a && a.autoMonthlyLimit > 0 ? a.autoMonthlyLimit : AUTO_LIMIT_DEFAULT),
  };
}

function ActivityForm({ state, onDone }: { state: Exclude<ActivityDialogState, null>; onDone: () => void }) {
  const creating = state.mode === 'create';
  const update = useUpdateActivity();
  const create = useCreateActivity();
  const form = useForm<FormInput, unknown, FormData>({
    resolver: zodResolver(creating ? activityCreateSchema : activityEditSchema),
    defaultValues: defaults(state),
  });
  const { errors } = form.formState;
  const approvalRule = useWatch({ control: form.control, name: 'approvalRule' });
  const busy = update.isPending || create.isPending;

  const onSubmit = (data: FormData) => {
    if (state.mode === 'edit') {
      update.mutate(
        { id: state.activity.id, data },
        {
          onSuccess: () => {
            notify.success('Point activity updated successfully.');
            onDone();
          },
          onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to save changes. Please try again.')),
        },
      );
    } else {
      create.mutate(data, {
        onSuccess: (id) => {
          notify.success(`Point activity ${id} created successfully.`);
          onDone();
        },
        onError: (e) =>
          notify.error(mutationErrorMessage(e, 'Failed to create the activity. Please try again.')),
      });
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
      <Field label="Title" error={errors.name?.message} limit={{ max: ACTIVITY_TITLE_MAX, value: useWatch({ control: form.control, name: 'name' }) }}>
        {(p) => <input {...p} {...form.register('name')} className={inputClass} />}
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        limit={{ max: TEXT_MAX, value: useWatch({ control: form.control, name: 'description' }) }}
      >
        {(p) => (
          <textarea
            {...p}
            {...form.register('description')}
            rows={4}
            placeholder="Enter activity description..."
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Points" error={errors.points?.message}>
        {(p) => (
          <input
            {...p}
            {...form.register('points')}
            type="number"
            inputMode="numeric"
            min={creating ? 1 : 0}
            max={ACTIVITY_POINTS_MAX}
            step={1}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Status</legend>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="mt-2 flex gap-6">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === true}
                  onChange={() => field.onChange(true)}
                  className="h-4 w-4 accent-indigo-700"
                />
                Active
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === false}
                  onChange={() => field.onChange(false)}
                  className="h-4 w-4 accent-indigo-700"
                />
                Inactive
              </label>
            </div>
          )}
        />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Approval</legend>
        <div className="mt-2 flex flex-col gap-2">
          {APPROVAL_RULES.map((rule) => (
            <label key={rule} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={rule}
                {...form.register('approvalRule')}
                className="h-4 w-4 accent-indigo-700"
              />
              {APPROVAL_RULE_LABELS[rule]}
            </label>
          ))}
        </div>
      </fieldset>
      {approvalRule === 'auto' && (
        <Field label={approvalTexts.autoLimitLabel} error={errors.autoMonthlyLimit?.message}>
          {(p) => (
            <input
              {...p}
              {...form.register('autoMonthlyLimit')}
              type="number"
              inputMode="numeric"
              min={AUTO_LIMIT_MIN}
              max={AUTO_LIMIT_MAX}
              step={1}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <Field
        label="Eligibility criteria"
        error={errors.eligibilityCriteria?.message}
        limit={{ max: TEXT_MAX, value: useWatch({ control: form.control, name: 'eligibilityCriteria' }) }}
      >
        {(p) => (
          <textarea
            {...p}
            {...form.register('eligibilityCriteria')}
            rows={2}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Submission guidelines"
        error={errors.submissionGuidelines?.message}
        limit={{ max: TEXT_MAX, value: useWatch({ control: form.control, name: 'submissionGuidelines' }) }}
      >
        {(p) => (
          <textarea
            {...p}
            {...form.register('submissionGuidelines')}
            rows={2}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Verification criteria"
        error={errors.verificationCriteria?.message}
        limit={{ max: TEXT_MAX, value: useWatch({ control: form.control, name: 'verificationCriteria' }) }}
      >
        {(p) => (
          <textarea
            {...p}
            {...form.register('verificationCriteria')}
            rows={2}
            className={inputClass}
          />
        )}
      </Field>
      <div className="mt-2 flex justify-end gap-3">
        {state.mode === 'edit' && (
          <LinkButton to={auditOf(state.activity.id)} size="md" className="mr-auto">
            History
          </LinkButton>
        )}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : creating ? 'Create Activity' : 'Save Changes'}
        </Button>
      </div>
      <StillSaving saving={busy} />
    </form>
  );
}

/** 'Edit Point Activity' and, beyond the original app, 'New Point Activity'. Radix locks page scroll while open. */
export function ActivityFormDialog({ state, onClose }: { state: ActivityDialogState; onClose: () => void }) {
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={state?.mode === 'create' ? 'New Point Activity' : 'Edit Point Activity'}
    >
      {state && (
        <ActivityForm
          key={state.mode === 'edit' ? state.activity.id : 'new'}
          state={state}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
