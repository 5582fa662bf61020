import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';

export function AccessDenied({ message, detail }: { message: string; detail?: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <Ban aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </div>
  );
}
