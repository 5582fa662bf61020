import { Controller, useFormContext } from 'react-hook-form';
import { GENDERS, PHONE_DIGITS } from '@/domain/constants';
import type { PersonalInput } from '@/domain/schemas';
import { DatePicker } from './DatePicker';
import { Field, inputClass } from './Field';

/** The organisation fields: the roster's, shown read-only (decisions.md 7). */
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
        <ReadOnlyField label="Departments" value={org.departments.join(', ')} />
      </div>
    </div>
  );
}
