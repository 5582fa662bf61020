import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { reasonSchema, type ReasonInput } from '@/domain/schemas';
import { Button } from '@/ui/Button';
import { Field, inputClass } from '@/ui/Field';
import { REASON_MAX } from '@/domain/constants';

/**
 * The reason a reviewer gives when rejecting: one claim (request detail) or several (bulk review).
 * Validated by the one reason schema; it lives in a dialog, whose closing discards what was typed.
 */
export function RejectReasonForm({
  label,
  placeholder,
  submit,
  busy = false,
  onCancel,
  onReject,
}: {
  label: string;
  placeholder: string;
  submit: ReactNode;
  busy?: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  return (
    <form onSubmit={form.handleSubmit((v) => onReject(v.reason))} className="flex flex-col gap-4" noValidate>
      <Field
        label={label}
        error={form.formState.errors.reason?.message}
        limit={{ max: REASON_MAX, value: useWatch({ control: form.control, name: 'reason' }) }}
      >
        {(p) => (
          <textarea
            {...p}
            {...form.register('reason')}
            rows={4}
            placeholder={placeholder}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
