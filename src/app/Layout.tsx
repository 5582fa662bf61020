import { LogOut, Menu } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROLE_LABELS } from '@/domain/roles';
import { tierText } from '@/domain/tier';
import { signOutUser } from '@/data/session/auth';
import { useCurrentUser } from '@/data/session/currentUser';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { ReportReminderBanner } from '@/features/productivity/ReportReminder';
import { isLocalDemo } from '@/data/session/environment';
import { cn } from '@/ui/cn';
import { LocalDemoBadge } from '@/ui/LocalDemoBadge';
import { useIsDesktop } from '@/ui/useMediaQuery';
import { drawerFor, HOME_PATH, navState } from './routes';

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const { highlighted, current } = navState(pathname);
  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-indigo-800 p-5">
        <div className="flex items-center gap-3">
          <span
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-xl font-bold text-indigo-800"
            aria-hidden="true"
          >
            {(me.name || me.employeeId).charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-white">{me.name || me.employeeId}</p>
            {/* Wraps rather than being cut off: a long designation stays readable in full. */}
            <p className="text-sm break-words text-indigo-100">{me.department || ROLE_LABELS[me.userRole]}</p>
            {/* An address has no spaces to wrap at: it breaks anywhere rather than widen the drawer. */}
            {me.email && <p className="text-xs break-all text-indigo-200">{me.email}</p>}
          </div>
        </div>
        <p className="mt-3 rounded-lg bg-indigo-800/60 px-3 py-2 text-sm text-white">
          <span className="font-bold" data-testid="drawer-points">
            {me.points}
          </span>{' '}
          points
          <span className="mt-0.5 block text-xs text-indigo-100" data-testid="drawer-tier">
            {tierText(me.points)}
          </span>
        </p>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {drawerFor(me.userRole).map(({ key, to, label, icon: Icon, badge: Badge }) => {
            // The highlight follows the product's list (anything else highlights Dashboard); screen
            // readers hear "current page" only on the link that really is the page.
            const isHighlighted = key === highlighted;
            return (
              <li key={key}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={key === current ? 'page' : undefined}
                  data-highlighted={isHighlighted || undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                    isHighlighted ? 'bg-white text-indigo-900' : 'text-indigo-50 hover:bg-indigo-800',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                  {Badge && <Badge />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-indigo-800 p-3">
        <button
          type="button"
          onClick={() => void signOutUser()}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-indigo-50 hover:bg-indigo-800"
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          Sign Out
        </button>
      </div>
    </div>
  );
}

/**
 * Publishes the header's height as `--header-height` on the document, for what must stay clear of
 * it (the toasts, see LazyToaster). It changes: on a phone the title wraps beside the badges.
 */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--header-height', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--header-height');
    };
  }, []);
  return ref;
}

/** The signed-in frame: a fixed drawer on desktop, a menu button and slide-in drawer on phones. */
export function Layout({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const headerRef = useHeaderHeight();
  return (
    <div className="min-h-screen bg-slate-50 lg:pl-64">
      {/* The first thing Tab reaches: past the drawer and header to the page itself. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {/* One navigation at a time: the fixed drawer on desktop, the menu dialog on phones. */}
      {isDesktop && (
        <aside className="fixed inset-y-0 left-0 w-64 bg-indigo-900" aria-label="Navigation drawer">
          <DrawerContent />
        </aside>
      )}
      <header
        ref={headerRef}
        className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:px-8"
      >
        {/* Wraps (the badge below the title) rather than run under the bell on a narrow phone. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:gap-x-3">
          {!isDesktop && (
            <RadixDialog.Root open={open} onOpenChange={setOpen}>
              <RadixDialog.Trigger
                className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
                aria-label="Open menu"
              >
                <Menu aria-hidden="true" className="size-6" />
              </RadixDialog.Trigger>
              <RadixDialog.Portal>
                <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
                <RadixDialog.Content
                  className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-indigo-900 shadow-xl focus:outline-none"
                  aria-describedby={undefined}
                >
                  <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
                  <DrawerContent onNavigate={() => setOpen(false)} />
                </RadixDialog.Content>
              </RadixDialog.Portal>
            </RadixDialog.Root>
          )}
          <Link to={HOME_PATH} className="text-lg font-extrabold tracking-tight whitespace-nowrap text-indigo-800">
            ICS Rewards
          </Link>
          {isLocalDemo && <LocalDemoBadge />}
        </div>
        <div className="flex shrink-0 items-center gap-1 text-sm sm:gap-2">
          <NotificationsBell />
          <span className="hidden text-slate-700 sm:inline">{me.name}</span>
          <span className="rounded-full bg-emerald-100 px-2 py-1 text-xs font-semibold whitespace-nowrap text-emerald-900 sm:px-3 sm:text-sm">
            {me.points} pts
          </span>
        </div>
      </header>
      {/* At least a screen tall, so the footer starts below the fold and content that loads in
          later does not push it across the screen (a layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-3rem)] max-w-6xl px-4 py-6 focus:outline-none lg:px-8"
      >
        <ReportReminderBanner />
        {children}
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        © 2025 ICS Corporate Services. All rights reserved.
      </footer>
    </div>
  );
}
