/** The update prompt's words (src/app/UpdatePrompt.tsx). */
export const UPDATE_TEXTS = { available: 'A new version is available', reload: 'Reload' } as const;

/** The worker vite-plugin-pwa writes at the root of the build (scripts/pwa.ts). */
const SERVICE_WORKER_URL = '/sw.js';

export type OnNeedRefresh = (reload: () => void) => void;

/**
 * Registers the build's service worker with Workbox's window library once the page has loaded; the
 * dev server and tests register none. `onNeedRefresh` hears of a new deploy's worker, waiting, with
 * the function that lets it take over and then reloads the page (the update prompt's 'Reload').
 */
export function registerServiceWorker(onNeedRefresh: OnNeedRefresh): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Its own chunk, fetched after the page's: the sign-in route's bundle does not carry Workbox.
  void import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
      wb.addEventListener('waiting', () =>
        onNeedRefresh(() => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        }),
      );
      return wb.register();
    })
    .catch(() => {
      // No worker (the chunk did not load, or the browser refused): the app works as a plain page.
    });
}
