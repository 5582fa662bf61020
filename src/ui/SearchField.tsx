import type { ReactNode } from 'react';
import { cn } from './cn';
import { inputClass } from './Field';

/**
 * The id of a search's note: `${id}-hint` when it has a hint (the hint, or the error in its place),
 * else `${id}-error` (the error alone).
 */
function noteId(id: string, hint: ReactNode | undefined): string {
  return hint ? `${id}-hint` : `${id}-error`;
}

/**
 * A search's note: the error as an alert when there is one, else the hint (if any). `className` is
 * added to both (e.g. a margin), `hintClassName` to the hint only.
 */
export function SearchNote({
  id,
  hint,
  error,
  className,
  hintClassName,
}: {
  /** the search input's id */
  id: string;
  hint?: ReactNode;
  error: string | null;
  className?: string;
  hintClassName?: string;
}) {
  if (error)
    return (
      <p id={noteId(id, hint)} role="alert" className={cn(className, 'text-sm text-red-700')}>
        {error}
      </p>
    );
  if (!hint) return null;
  return (
    <p id={noteId(id, hint)} className={cn(className, 'text-xs text-slate-600', hintClassName)}>
      {hint}
    </p>
  );
}

/**
 * A list screen's labelled search box: its hint, or the error that replaces it as an alert, is
 * linked by aria-describedby. Without a hint, the input is described only while there is an error.
 * `noteApart`: the caller renders the note itself with `SearchNote` (e.g. under a search form's
 * buttons); the input is still described by it.
 */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  noteApart = false,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  hint?: ReactNode;
  error: string | null;
  noteApart?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-describedby={hint || error ? noteId(id, hint) : undefined}
        aria-invalid={error !== null}
        className={inputClass}
      />
      {!noteApart && <SearchNote id={id} hint={hint} error={error} />}
    </div>
  );
}
