import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDeferredPages, useDeferredQuery, type DeferredPages, type DeferredState } from './deferred';
import { usePrimaryRead, useSecondaryReadTurn } from './secondary';

/**
 * The three kinds of read a screen makes, each with its performance rule built in, so that a screen
 * cannot forget it (docs/architecture.md, "Queries"):
 *
 * - `useList`: a list the screen renders; its data reaches the screen as a transition (deferred.ts);
 *   until its first answer, secondary reads wait (secondary.ts `usePrimaryRead`).
 * - `usePages`: the same for a paginated list ('Load more').
 * - `useCount`: a count beside the page's content; a secondary read that starts after the page's own
 *   (secondary.ts). `wanted` false reads nothing and takes no turn.
 *
 * A data hook in `src/data/<collection>/hooks.ts` that serves one of these builds on them; a screen
 * never wraps a hook in useDeferredQuery or useSecondaryReadTurn itself.
 */
export function useList<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): DeferredState<TData> & { refetch: () => unknown } {
  const query = useQuery(options);
  usePrimaryRead(query);
  return useDeferredQuery(query);
}

export function usePages<TQueryFnData, TData, TQueryKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey, TPageParam>,
): DeferredPages<TData> {
  const query = useInfiniteQuery(options);
  usePrimaryRead(query);
  return useDeferredPages(query);
}

export function useCount<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
  wanted = true,
) {
  const turn = useSecondaryReadTurn(wanted);
  return useQuery({ ...options, enabled: wanted && turn });
}
