import { MutationCache, QueryClient } from '@tanstack/react-query';

/** React Query defaults in one place. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed write is logged here, once; the screen shows mutationErrorMessage(e) (src/data/errors.ts).
    mutationCache: new MutationCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      // 'always': React Query would pause a mutation while the browser is offline and show it pending for
      // as long as the network is away; the transaction runner decides (src/data/transaction.ts).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
