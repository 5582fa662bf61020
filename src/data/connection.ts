import { onlineManager, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The connection as the screens feel it. React Query follows the browser's network state
 * (`onlineManager`): while it is offline, reads wait (paused, data kept) and run again when it
 * returns (`refetchOnReconnect`, see queryClient.ts). What is left to say is said once, for the whole
 * app, by the connection banner (src/app/ConnectionBanner.tsx): offline, or a first load that has
 * waited longer than `slowMs` for its answer.
 */
export const CONNECTION = { slowMs: 5_000 } as const;

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a network (React Query's view, which pauses reads while it has none). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** A query a screen shows and that has nothing to show yet: its first read is running or waiting. */
export function isWaitingForFirstData(query: Query): boolean {
  return query.state.data === undefined && query.state.fetchStatus !== 'idle' && query.isActive();
}

/** What a screen is stuck on: shown, and without data or failed. */
function isStuck(query: Query): boolean {
  return query.isActive() && (query.state.data === undefined || query.state.status === 'error');
}

/**
 * Try again: what the screen still waits for, or failed to read, is read afresh (a read that hangs is
 * dropped and started again; offline it waits for the network as before). Data a screen shows is
 * never dropped.
 */
export async function retryWaitingReads(qc: QueryClient): Promise<void> {
  await qc.cancelQueries({ predicate: isStuck });
  await qc.refetchQueries({ type: 'active', predicate: isStuck });
}

/**
 * The first reads still waiting, and since when (ms): kept in step with the query cache by `check`.
 * Returns whether one has waited `ms` or longer at `now`, and when the next one will have (or null).
 */
export function firstLoadWatch(ms: number) {
  const since = new Map<string, number>();
  return (queries: readonly Query[], now: number): { slow: boolean; nextAt: number | null } => {
    const waiting = new Set(queries.filter(isWaitingForFirstData).map((q) => q.queryHash));
    for (const hash of since.keys()) if (!waiting.has(hash)) since.delete(hash);
    for (const hash of waiting) if (!since.has(hash)) since.set(hash, now);
    if (since.size === 0) return { slow: false, nextAt: null };
    const oldest = Math.min(...since.values());
    return now - oldest >= ms ? { slow: true, nextAt: null } : { slow: false, nextAt: oldest + ms };
  };
}

/** Whether a screen has waited `ms` or longer for a first answer it still has not got. */
export function useSlowFirstLoad(ms: number = CONNECTION.slowMs): boolean {
  const qc = useQueryClient();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const cache = qc.getQueryCache();
    const watch = firstLoadWatch(ms);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let queued: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      queued = undefined;
      clearTimeout(timer);
      const { slow: now, nextAt } = watch(cache.getAll(), Date.now());
      setSlow(now);
      if (nextAt !== null) timer = setTimeout(check, Math.max(0, nextAt - Date.now()));
    };
    // Cache events can come while React renders a query's first observer: check after it.
    const schedule = () => {
      queued ??= setTimeout(check, 0);
    };
    const unsubscribe = cache.subscribe(schedule);
    schedule();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      clearTimeout(queued);
    };
  }, [qc, ms]);
  return slow;
}
