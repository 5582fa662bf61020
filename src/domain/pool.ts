/**
 * Runs `work` on every item with at most `limit` in flight, calling `onDone` after each; stops starting
 * new items once `signal` is aborted. Results keep the items' order.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onDone?: (finished: number) => void,
  signal?: AbortSignal,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      results[index] = await work(items[index] as T);
      finished += 1;
      onDone?.(finished);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
  return results;
}
