import type { ReactNode } from 'react';
import { cn } from './cn';
import { inputClass } from './Field';

/**
 * A labelled native select over a list of values (the filters and pickers of the list screens).
 * The native control keeps the platform's own keyboard and screen-reader behaviour.
 */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  leading,
  className,
}: {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => ReactNode;
  onChange: (value: T) => void;
  /** an option before the list, e.g. "All managers" for the empty value */
  leading?: { value: T; label: ReactNode };
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={inputClass}>
        {leading && <option value={leading.value}>{leading.label}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The custom year of a date filter: a number input with its range and its error message. */
export function YearField({
  id,
  value,
  min,
  max,
  error,
  onChange,
}: {
  id: string;
  value: string;
  min: number;
  max: number;
  error: string | null;
  onChange: (text: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Year
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
