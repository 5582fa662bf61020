import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** Accessible tabs (arrow keys, roles) from Radix. */
export function Tabs({
  value,
  onValueChange,
  tabs,
  label,
  children,
  className,
}: {
  value: string;
  onValueChange: (v: string) => void;
  tabs: { value: string; label: ReactNode }[];
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="mb-4 flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2 text-sm sm:px-4 font-medium whitespace-nowrap text-slate-600 hover:text-slate-900',
              'data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800',
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export const TabPanel = RadixTabs.Content;
