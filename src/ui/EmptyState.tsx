import type { ReactNode } from 'react';

export function EmptyState({ title, hint, icon = '📭' }: { title: string; hint?: ReactNode; icon?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 py-10 text-center">
      <span className="text-3xl" aria-hidden="true">
        {icon}
      </span>
      <p className="font-medium text-slate-800">{title}</p>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
    </div>
  );
}
