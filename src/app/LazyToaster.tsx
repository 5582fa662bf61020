import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterStore } from '@/ui/toasterStore';
import { useHydrated } from '@/ui/useHydrated';
import { ErrorBoundary } from './ErrorBoundary';

// Its code is fetched only when it mounts, off the sign-in route's critical path.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Toasts start 16 px below the signed-in header (Layout publishes its height, which grows when
 * the title wraps on a phone), so they never cover its 'Local demo' badge, points or menu button.
 */
export const TOAST_OFFSET = { top: 'calc(var(--header-height, 0px) + 16px)' };

/** Tells the toaster store once the toaster's subscription is in place (sibling effects run in order). */
function ToasterListening() {
  useEffect(() => toasterStore.listening(), []);
  return null;
}

/**
 * Mounted after hydration (the server renderer cannot wait for a lazy component), once the browser
 * is first idle or a notification asks for it (src/ui/toasterStore.ts). `dir` is given so that
 * sonner does not read the document's computed style (a forced style recalculation) each render.
 */
export function LazyToaster() {
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  useEffect(() => {
    if (!hydrated) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(toasterStore.idle, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(toasterStore.idle, 1000);
    return () => clearTimeout(id);
  }, [hydrated]);
  if (!hydrated || !wanted) return null;
  return (
    // Without its code there are no toasts, but the page stays (not the root's error screen).
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          offset={TOAST_OFFSET}
          mobileOffset={TOAST_OFFSET}
          richColors
          closeButton
          dir="ltr"
        />
        <ToasterListening />
      </Suspense>
    </ErrorBoundary>
  );
}
