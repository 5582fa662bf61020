import { Calendar } from 'lucide-react';
import * as Popover from '@radix-ui/react-popover';
import { startOfDay } from 'date-fns';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatDate, parseDay, toDayKey } from '@/domain/dates';
import { cn } from './cn';
import { inputClass } from './Field';

const THEME = {
  '--rdp-accent-color': '#4338ca',
  '--rdp-accent-background-color': '#e0e7ff',
  '--rdp-day-height': '38px',
  '--rdp-day-width': '38px',
  '--rdp-day_button-height': '36px',
  '--rdp-day_button-width': '36px',
} as CSSProperties;

/**
 * A date field: a button showing the chosen day that opens react-day-picker in a Radix popover
 * (closes on an outside click or Escape, returns focus). Days after `maxDate` are disabled.
 * The value is a `YYYY-MM-DD` day key ('' when empty).
 */
export function DatePicker({
  id,
  value,
  onChange,
  onBlur,
  maxDate = new Date(),
  placeholder = 'Select a date',
  yearDropdown = false,
  fromYear = 1940,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id?: string;
  value: string;
  onChange: (dayKey: string) => void;
  onBlur?: () => void;
  maxDate?: Date;
  placeholder?: string;
  /** Month and year dropdowns, for dates far in the past (date of birth). */
  yearDropdown?: boolean;
  fromYear?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected = parseDay(value) ?? undefined;
  const max = startOfDay(maxDate);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) onBlur?.();
      }}
    >
      <Popover.Trigger
        id={id}
        type="button"
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        className={cn(inputClass, 'flex items-center justify-between gap-2 text-left')}
      >
        <span className={selected ? 'text-slate-900' : 'text-slate-500'}>
          {selected ? formatDate(selected) : placeholder}
        </span>
        <Calendar aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Choose a date"
          className="z-[60] rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
        >
          <DayPicker
            mode="single"
            style={THEME}
            selected={selected}
            defaultMonth={selected ?? max}
            onSelect={(d) => {
              if (d) onChange(toDayKey(d));
              setOpen(false);
              onBlur?.();
            }}
            disabled={{ after: max }}
            endMonth={max}
            autoFocus
            {...(yearDropdown
              ? { captionLayout: 'dropdown' as const, startMonth: new Date(fromYear, 0, 1) }
              : {})}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
