import { useDeferredValue } from 'react';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A query whose data reaches the screen as a transition: React renders what the data brings in
 * slices, keeping the browser responsive, and shows the loading state until then. React Query
 * keeps `data`'s identity while it is unchanged, so nothing renders twice for nothing.
 */
export function useDeferredQuery<T>(query: QueryLike<T>) {
  const data = useDeferredValue(query.data);
  return {
    data,
    isPending: data === undefined && !query.isError,
    isError: query.isError && data === undefined,
    refetch: query.refetch,
  };
}
