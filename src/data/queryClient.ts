import { MutationCache, notifyManager, onlineManager, QueryClient } from '@tanstack/react-query';
import { firestoreCode, isExplainedError, NETWORK_CODES } from './errors';

/** How often a read that failed for another reason than a lost network is tried again. */
const READ_RETRIES = 1;

/**
 * Whether React Query tries a failed read again. A read that failed because the network went away
 * is always tried again: with the browser offline the retry waits (React Query pauses it) and runs
 * when the network returns, so a refetch that met a network drop never turns into an error, and
 * the data the screen shows stays. Any other failure is tried once more, then shown.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  const code = firestoreCode(error);
  const network = code === undefined ? error instanceof TypeError : NETWORK_CODES.has(code);
  if (network && !onlineManager.isOnline()) return true;
  return failureCount < READ_RETRIES;
}

/** React Query defaults in one place. */
export function createQueryClient(): QueryClient {
  // React Query hears only the browser's online/offline events: a page that opens offline (the
  // installed app, from its service worker) would otherwise fail its first reads instead of waiting.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    // The screen shows mutationErrorMessage(e) (src/data/errors.ts); a failure it has no words for is
    // unexpected (a bug, an unknown server error) and is logged here, once.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!isExplainedError(error)) console.error(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retryRead,
        refetchOnWindowFocus: false,
        // Back online, what is on screen is read again even if it was fresh when the network went:
        // what others changed meanwhile (and what the realtime channel does not follow) shows.
        refetchOnReconnect: 'always',
      },
      // 'always': React Query would pause a mutation while the browser is offline and show it pending for
      // as long as the network is away; the transaction runner decides (src/data/transaction.ts).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/**
 * Query results re-render on the next animation frame instead of in a task of their own each: the
 * dozen queries a staff page starts answer a few milliseconds apart, and each answer was one more
 * render of what uses it (one long task each on a phone). In a hidden tab (no frames) as before.
 * Called by the app's entry only; tests keep React Query's default.
 */
export function renderQueryResultsPerFrame(): void {
  notifyManager.setScheduler((flush) => {
    if (document.visibilityState === 'visible') requestAnimationFrame(() => flush());
    else setTimeout(flush, 0);
  });
}
