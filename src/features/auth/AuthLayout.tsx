import type { ReactNode } from 'react';
import { isLocalDemo } from '@/data/session/environment';
import { LocalDemoBadge } from '@/ui/LocalDemoBadge';

/** The signed-out pages' frame: brand, card, footer. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-indigo-50 via-white to-emerald-50">
      <main className="flex flex-1 items-center justify-center p-4">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <p className="text-3xl font-extrabold tracking-tight text-indigo-800">ICS Rewards</p>
            <p className="text-sm text-slate-600">Earn points. Get rewarded.</p>
            <p className="mt-2">{isLocalDemo && <LocalDemoBadge />}</p>
          </div>
          <section className="rounded-2xl bg-white p-6 shadow-lg sm:p-8" aria-labelledby="auth-title">
            <h1 id="auth-title" className="text-xl font-bold text-slate-900">
              {title}
            </h1>
            {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </section>
        </div>
      </main>
      <footer className="py-4 text-center text-xs text-slate-600">© 2025 ICS Corporate Services. All rights reserved.</footer>
    </div>
  );
}

/** Errors appear under the heading '❌ Error'. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="font-semibold text-red-800">❌ Error</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
    </div>
  );
}
