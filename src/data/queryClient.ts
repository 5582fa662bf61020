import { MutationCache, notifyManager, QueryClient } from '@tanstack/react-query';
import { isExplainedError } from './errors';

/** React Query defaults in one place. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The screen shows mutationErrorMessage(e) (src/data/errors.ts); a failure it has no words for is
    // unexpected (a bug, an unknown server error) and is logged here, once.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!isExplainedError(error)) console.error(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
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
