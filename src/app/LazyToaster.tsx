import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterStore } from '@/ui/toasterStore';
import { useIsDesktop } from '@/ui/useMediaQuery';
import { useHydrated } from '@/ui/useHydrated';
import { ErrorBoundary } from './ErrorBoundary';

// Its code is fetched only when it mounts, off the sign-in route's critical path.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * On desktop, toasts start 16 px below the signed-in header (Layout publishes its height), so they
 * never cover its 'Local demo' badge, points or menu button. On a phone the page's title sits right
 * below the header, so toasts appear at the bottom of the screen instead, clear of the title.
 */
export const TOAST_OFFSET = { top: 'calc(var(--header-height, 0px) + 16px)' };
export const PHONE_TOAST_OFFSET = { bottom: 'calc(env(safe-area-inset-bottom, 0px) + 16px)' };

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
  const desktop = useIsDesktop();
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
          position={desktop ? 'top-center' : 'bottom-center'}
          offset={desktop ? TOAST_OFFSET : PHONE_TOAST_OFFSET}
          mobileOffset={PHONE_TOAST_OFFSET}
          richColors
          closeButton
          dir="ltr"
        />
        <ToasterListening />
      </Suspense>
    </ErrorBoundary>
  );
}
