import { useDeferredValue } from 'react';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a deferred query shows: loading, failed (with nothing to show), or its data. Data that came
 * before a later refetch failed is still shown.
 */
export type DeferredState<T> =
  | { data: undefined; isPending: true; isError: false }
  | { data: undefined; isPending: false; isError: true }
  | { data: T; isPending: false; isError: false };

function deferredState<T>(data: T | undefined, isError: boolean): DeferredState<T> {
  if (data !== undefined) return { data, isPending: false, isError: false };
  return isError ? { data: undefined, isPending: false, isError: true } : { data: undefined, isPending: true, isError: false };
}

/**
 * A query whose data reaches the screen as a transition: React renders what the data brings in
 * slices, keeping the browser responsive, and shows the loading state until then. React Query
 * keeps `data`'s identity while it is unchanged, so nothing renders twice for nothing.
 *
 * Why: React Query hands results to React through useSyncExternalStore, whose updates React renders
 * in one piece. A page of 20 cards arriving was one task of 40 ms on this machine (160 ms on
 * Lighthouse's phone), the longest of a staff page's load; as a transition it is rendered in slices
 * of about 5 ms with the browser free in between.
 */
export function useDeferredQuery<T>(query: QueryLike<T>): DeferredState<T> & { refetch: () => unknown } {
  const data = useDeferredValue(query.data);
  return { ...deferredState(data, query.isError), refetch: query.refetch };
}

interface PagesLike<T> extends QueryLike<T> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetching: boolean;
}

/** What useDeferredPages gives: the deferred state, and what 'Load more' needs. */
export type DeferredPages<T> = DeferredState<T> & Omit<PagesLike<T>, 'data' | 'isError'>;

/** useDeferredQuery for a paginated (infinite) query: also what 'Load more' needs. */
export function useDeferredPages<T>(query: PagesLike<T>): DeferredPages<T> {
  const data = useDeferredValue(query.data);
  return {
    ...deferredState(data, query.isError),
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    isFetching: query.isFetching,
  };
}
