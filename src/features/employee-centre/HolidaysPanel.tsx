import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { mutationErrorMessage } from '@/data/errors';
import { useDeleteHoliday, useHolidays, useSaveHoliday } from '@/data/holidays/hooks';
import { formatWeekdayDate, parseDay } from '@/domain/dates';
import { HOLIDAY_NAME_MAX, holidaySchema } from '@/domain/holidays';
import { auditReasonSchema } from '@/domain/schemas';
import { AuditReasonField } from '@/ui/AuditReasonField';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ConfirmActionButton } from '@/ui/ConfirmActionButton';
import { EmptyState } from '@/ui/EmptyState';
import { Field, inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { notify } from '@/ui/notify';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';

const dayLabel = (day: string) => {
  const d = parseDay(day);
  return d ? formatWeekdayDate(d) : day;
};

/** The holiday and the optional reason its audit entry records. */
const holidayFormSchema = holidaySchema.extend(auditReasonSchema.shape);
type HolidayForm = z.output<typeof holidayFormSchema>;

function AddHolidayForm({ year }: { year: number }) {
  const save = useSaveHoliday();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<HolidayForm>({ resolver: zodResolver(holidayFormSchema), defaultValues: { day: '', name: '', reason: '' } });
  const name = useWatch({ control, name: 'name' });
  const reason = useWatch({ control, name: 'reason' });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      notify.success(`${input.name.trim()} on ${dayLabel(input.day)} is a holiday.`);
      reset({ day: '', name: '', reason: '' });
    } catch (e) {
      notify.error(mutationErrorMessage(e, 'Failed to save the holiday. Please try again.'));
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
    >
      <Field label="Date" error={errors.day?.message}>
        {(p) => (
          <input
            {...p}
            {...register('day')}
            type="date"
            min={`${year - 1}-01-01`}
            max={`${year + 1}-12-31`}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Name"
        error={errors.name?.message}
        limit={{ max: HOLIDAY_NAME_MAX, value: name }}
      >
        {(p) => <input {...p} {...register('name')} placeholder="e.g. Republic Day" className={inputClass} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        {isSubmitting ? 'Saving...' : 'Add Holiday'}
      </Button>
      <div className="sm:col-span-2">
        <AuditReasonField
          value={reason}
          onChange={(v) => setValue('reason', v, { shouldValidate: true })}
          error={errors.reason?.message}
        />
      </div>
    </form>
  );
}

/**
 * The company's holidays (admins): days off for everyone, shown on every calendar, never a missed
 * report, left out of the productivity graph. One year at a time; add, rename (add the same day again)
 * or remove.
 */
export function HolidaysPanel() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(`${year}-01-01`, `${year}-12-31`);
  const remove = useDeleteHoliday();
  const years = [thisYear - 1, thisYear, thisYear + 1].map(String);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Add a holiday</h2>
        <AddHolidayForm year={year} />
      </Card>
      <Card>
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Holidays of {year}</h2>
          <SelectField
            id="holiday-year"
            label="Year"
            value={String(year)}
            options={years}
            optionLabel={(y) => y}
            onChange={(v) => setYear(Number(v))}
          />
        </div>
        {holidays.isPending ? (
          <Spinner label="Loading holidays..." />
        ) : holidays.isError ? (
          <LoadError message="The holidays could not be loaded." onRetry={() => void holidays.refetch()} />
        ) : holidays.data.length === 0 ? (
          <EmptyState
            title={`No holidays in ${year}`}
            hint="Days you add here are days off on every calendar."
          />
        ) : (
          <ul aria-label={`Holidays of ${year}`} className="divide-y divide-slate-200">
            {holidays.data.map((h) => (
              <li key={h.day} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-slate-900">{h.name}</span>
                  <span className="ml-2 text-sm text-slate-600">{dayLabel(h.day)}</span>
                </span>
                <ConfirmActionButton
                  label="Remove"
                  ariaLabel={`Remove ${h.name}`}
                  title="Remove holiday"
                  message={`${dayLabel(h.day)} becomes a working day again: a day without a report then counts as missed.`}
                  confirmLabel="Remove"
                  busyLabel="Removing..."
                  askReason
                  run={(reason) => remove.mutateAsync({ day: h.day, reason })}
                  successText={`${h.name} was removed.`}
                  errorText={(e) =>
                    mutationErrorMessage(e, 'Failed to remove the holiday. Please try again.')
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
