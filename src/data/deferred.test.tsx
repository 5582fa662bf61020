import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredPages, useDeferredQuery } from './deferred';

const base = { refetch: vi.fn(), hasNextPage: true, isFetchingNextPage: false, fetchNextPage: vi.fn(), isFetching: false };

describe('deferred query results (data reaches the screen as a transition)', () => {
  it('loading, failed with nothing to show, or the data (also the data a failed refetch left)', () => {
    const { result, rerender } = renderHook((q: { data: number[] | undefined; isError: boolean }) =>
      useDeferredQuery({ ...q, refetch: base.refetch }),
      { initialProps: { data: undefined as number[] | undefined, isError: false } },
    );
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    rerender({ data: undefined, isError: true });
    expect(result.current).toMatchObject({ isPending: false, isError: true, data: undefined });
    rerender({ data: [1, 2], isError: false });
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: [1, 2] });
    rerender({ data: [1, 2], isError: true });
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: [1, 2] });
    expect(result.current.refetch).toBe(base.refetch);
  });

  it("pages keep what 'Load more' needs, from the query as it is now", () => {
    const { result, rerender } = renderHook((q: { data: string[] | undefined; isFetchingNextPage: boolean }) =>
      useDeferredPages({ ...base, ...q, isError: false }),
      { initialProps: { data: ['a'], isFetchingNextPage: false } },
    );
    expect(result.current).toMatchObject({ data: ['a'], hasNextPage: true, isFetchingNextPage: false });
    rerender({ data: ['a'], isFetchingNextPage: true });
    expect(result.current.isFetchingNextPage).toBe(true);
    expect(result.current.fetchNextPage).toBe(base.fetchNextPage);
    rerender({ data: ['a', 'b'], isFetchingNextPage: false });
    expect(result.current.data).toEqual(['a', 'b']);
  });
});
