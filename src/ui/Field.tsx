import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled control with its error message linked by aria-describedby. */
export function Field({
  label,
  error,
  hint,
  limit,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /**
   * A text's length limit, stated under the control as 'N of MAX characters': the control never
   * cuts what is typed or pasted (no `maxLength`); the schema refuses a longer text with a message.
   */
  limit?: { max: number; value: string | undefined };
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const length = limit?.value?.length ?? 0;
  const describedBy = [error ? errorId : null, limit ? limitId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {limit && (
        <p id={limitId} className={length > limit.max ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
          {length} of {limit.max} characters
        </p>
      )}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-600';

/** A labelled password input bound to a react-hook-form field. */
export function PasswordField({
  label,
  error,
  hint,
  autoComplete,
  registration,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => (
        <input {...p} {...registration} type="password" autoComplete={autoComplete} className={inputClass} />
      )}
    </Field>
  );
}
