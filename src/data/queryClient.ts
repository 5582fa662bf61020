import { MutationCache, QueryClient } from '@tanstack/react-query';

/** React Query defaults in one place. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed write is logged here, once; the screen shows mutationErrorMessage(e) (src/data/errors.ts).
    mutationCache: new MutationCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
