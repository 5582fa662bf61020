import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { DEPARTMENTS, GENDERS, PHONE_DIGITS } from '@/domain/constants';
import type { PersonalInput } from '@/domain/schemas';
import { DatePicker } from './DatePicker';
import { Field, inputClass } from './Field';

/** The organisation fields: the roster's, shown read-only (docs/product.md#identity-and-sign-up). */
export interface OrgValues {
  fullName: string;
  designation: string;
  departments: readonly string[];
}

export const MANAGED_BY_ADMIN = 'managed by admin';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label} hint={`${label}: ${MANAGED_BY_ADMIN}`}>
      {(p) => (
        <input
          {...p}
          value={value}
          readOnly
          aria-readonly="true"
          className={`${inputClass.replace('bg-white', 'bg-slate-100')} cursor-not-allowed text-slate-700`}
        />
      )}
    </Field>
  );
}

/**
 * The departments as the five checkboxes, checked per the roster and none changeable ('managed by
 * admin'); a department outside the five (an older record's) is shown after them.
 */
function DepartmentBoxes({ departments }: { departments: readonly string[] }) {
  const hintId = useId();
  const known: readonly string[] = DEPARTMENTS;
  const shown = [...known, ...departments.filter((d) => !known.includes(d))];
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 @lg:col-span-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Departments</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2 rounded-lg border border-slate-300 bg-slate-100 px-3 py-2">
        {shown.map((d) => (
          <label key={d} className="inline-flex cursor-not-allowed items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={departments.includes(d)}
              disabled
              readOnly
              className="size-4 accent-indigo-600"
            />
            {d}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        Departments: {MANAGED_BY_ADMIN}
      </p>
    </fieldset>
  );
}

/**
 * The profile fields shared by sign-up step 2 and the profile editor: the organisation fields
 * read-only ('managed by admin'), and the personal fields the employee edits. Render inside a
 * react-hook-form FormProvider whose values are PersonalInput.
 */
export function ProfileFields({ org }: { org: OrgValues }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PersonalInput>();
  // Container queries: one column in the narrow sign-up card, two in the wide profile editor.
  return (
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
        <ReadOnlyField label="Full Name" value={org.fullName} />
        <Field label="Phone Number" error={errors.number?.message}>
          {(p) => (
            <input
              {...p}
              {...register('number')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_DIGITS}
              placeholder="Enter 10-digit mobile number"
              className={inputClass}
            />
          )}
        </Field>
        <ReadOnlyField label="Designation" value={org.designation} />
        <Field label="Gender" error={errors.gender?.message}>
          {(p) => (
            <select {...p} {...register('gender')} className={inputClass}>
              <option value="">Select gender</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Date of Birth" error={errors.dob?.message}>
          {(p) => (
            <Controller
              control={control}
              name="dob"
              render={({ field }) => (
                <DatePicker
                  {...p}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select your date of birth"
                  yearDropdown
                />
              )}
            />
          )}
        </Field>
        <DepartmentBoxes departments={org.departments} />
      </div>
    </div>
  );
}
