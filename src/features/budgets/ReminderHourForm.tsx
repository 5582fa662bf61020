import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useReminderHour, useSetReminderHour } from '@/data/reminder/hooks';
import { mutationErrorMessage } from '@/data/errors';
import {
  REMINDER_HOURS,
  REMINDER_TEXTS,
  reminderHourLabel,
  reminderHourSchema,
  type ReminderHourData,
  type ReminderHourInput,
} from '@/domain/reminder';
import { AuditReasonField } from '@/ui/AuditReasonField';
import { Button } from '@/ui/Button';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';

/** Admins set the IST hour after which the daily report reminder shows (audited). */
export function ReminderHourForm() {
  const current = useReminderHour();
  const save = useSetReminderHour();
  const form = useForm<ReminderHourInput, unknown, ReminderHourData>({
    resolver: zodResolver(reminderHourSchema),
    defaultValues: { hour: '', reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onSubmit = (data: ReminderHourData) =>
    save.mutate(data, {
      onSuccess: () => {
        notify.success(REMINDER_TEXTS.saved(data.hour));
        form.reset({ hour: '', reason: '' });
      },
      onError: (e) => notify.error(mutationErrorMessage(e, REMINDER_TEXTS.failed)),
    });
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
    >
      <div>
        <Field
          label="Reminder hour (IST)"
          error={form.formState.errors.hour?.message}
          hint={
            current.data === undefined
              ? 'Loading the current hour...'
              : `Now ${reminderHourLabel(current.data)} IST: from then on, whoever has not filed today's report on a working day is reminded.`
          }
        >
          {(p) => (
            <select {...p} {...form.register('hour')} className={inputClass}>
              <option value="">Choose an hour</option>
              {REMINDER_HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {reminderHourLabel(h)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Set Reminder'}
      </Button>
      <div className="sm:col-span-2">
        <AuditReasonField
          value={reason ?? ''}
          onChange={(v) => form.setValue('reason', v, { shouldValidate: true })}
          error={form.formState.errors.reason?.message}
        />
      </div>
    </form>
  );
}
