import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  hint,
  icon: Icon = Inbox,
}: {
  title: string;
  hint?: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex flex-col items-center gap-1 py-10 text-center">
      <Icon aria-hidden="true" className="mb-1 size-8 text-slate-400" strokeWidth={1.75} />
      <p className="font-medium [overflow-wrap:anywhere] text-slate-800">{title}</p>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
    </div>
  );
}
