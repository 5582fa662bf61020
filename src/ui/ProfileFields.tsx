import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { DEPARTMENTS, GENDERS, PHONE_DIGITS } from '@/domain/constants';
import type { ProfileEditInput } from '@/domain/schemas';
import { DatePicker } from './DatePicker';
import { Field, inputClass } from './Field';

/**
 * The profile fields shared by sign-up step 2 and the profile editor. Render inside a
 * react-hook-form FormProvider whose values include ProfileEditInput.
 */
export function ProfileFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileEditInput>();
  const departmentsId = useId();
  const departmentsError = errors.departments?.message;
  // Container queries: one column in the narrow sign-up card, two in the wide profile editor.
  return (
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
        <Field label="Full Name" error={errors.name?.message}>
          {(p) => (
            <input
              {...p}
              {...register('name')}
              autoComplete="name"
              placeholder="Enter your full name"
              className={inputClass}
            />
          )}
        </Field>
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
        <Field label="Designation" error={errors.designation?.message}>
          {(p) => (
            <input
              {...p}
              {...register('designation')}
              autoComplete="organization-title"
              placeholder="e.g., Sales Manager, Developer, etc."
              className={inputClass}
            />
          )}
        </Field>
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
        <fieldset
          className="@lg:col-span-2"
          aria-describedby={departmentsError ? `${departmentsId}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">Departments</legend>
          <div className="grid grid-cols-1 gap-2 @xs:grid-cols-2 @2xl:grid-cols-3">
            {DEPARTMENTS.map((d) => (
              <label
                key={d}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
              >
                <input
                  type="checkbox"
                  value={d}
                  {...register('departments')}
                  className="h-4 w-4 accent-indigo-700"
                />
                {d}
              </label>
            ))}
          </div>
          {departmentsError && (
            <p id={`${departmentsId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {departmentsError}
            </p>
          )}
        </fieldset>
      </div>
    </div>
  );
}
