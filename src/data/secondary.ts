import { useEffect, useState } from 'react';

/**
 * Secondary reads: the counts beside a page's content (a tab's 'Pending (n)', the drawer's badge, the
 * bell's counts, the directory's total). A staff page mounts a dozen queries in one commit, and
 * React starts them all in one task: each start costs the SDK's request set-up, a token check and a
 * `fetch` (with its CORS preflight), about 90 ms in one task on a phone-speed CPU, before the page's
 * own list had even been asked for. So the page's own reads start at once, and each secondary read
 * starts in a task of its own when the browser is next idle, one after the other. On a main thread
 * that never idles, the first waits at most `SECONDARY_READS.firstWaitMs` and each next one
 * `nextWaitMs` more. While the page's own reads have not answered yet (`usePrimaryRead`), no secondary
 * read starts, for at most `primaryWaitMs`: the counts beside Manage Requests' list used to start while
 * the list was in flight and compete with it (on the emulator the list took 5.6 s among six counts
 * against 2.7 s alone, and the 'taking longer than usual' banner came up).
 *
 * Off until the app's entry turns it on (`startSecondaryReadsWhenIdle`): tests start every read at once.
 */
export const SECONDARY_READS = { firstWaitMs: 1_000, nextWaitMs: 100, primaryWaitMs: 3_000 } as const;

/** Runs `cb` when the main thread is idle, or after `maxWaitMs` at the latest. */
export type IdleScheduler = (cb: () => void, maxWaitMs: number) => void;

export const onIdle: IdleScheduler = (cb, maxWaitMs) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(cb, { timeout: maxWaitMs });
  else window.setTimeout(cb, 0);
};

let scheduler: IdleScheduler | null = null;
const waiting: (() => void)[] = [];
let draining = false;
/** The page's own reads still waiting for their first answer (usePrimaryRead). */
let primaries = 0;
/** Until when secondary reads wait for them (0: not waiting yet); then they start anyway. */
let holdUntil = 0;
let holdTimer: ReturnType<typeof setTimeout> | undefined;

/** Whether secondary reads wait for the page's own; sets the deadline on the first ask. */
function held(now: number): boolean {
  if (primaries === 0) return false;
  if (holdUntil === 0) holdUntil = now + SECONDARY_READS.primaryWaitMs;
  return now < holdUntil;
}

function drain(maxWaitMs: number = SECONDARY_READS.firstWaitMs): void {
  if (draining || !scheduler) return;
  draining = true;
  scheduler(() => {
    draining = false;
    const now = Date.now();
    if (held(now)) {
      // Again when the page's reads answer (usePrimaryRead), or at the deadline at the latest.
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => drain(maxWaitMs), holdUntil - now);
      return;
    }
    waiting.shift()?.();
    if (waiting.length > 0) drain(SECONDARY_READS.nextWaitMs);
  }, maxWaitMs);
}

/** Called by the app's entry: from now on secondary reads wait for idle moments, one at a time. */
export function startSecondaryReadsWhenIdle(whenIdle: IdleScheduler = onIdle): void {
  scheduler = whenIdle;
}

/** For tests: back to starting every read at once, with nothing waiting. */
export function resetSecondaryReads(): void {
  scheduler = null;
  waiting.length = 0;
  draining = false;
  primaries = 0;
  holdUntil = 0;
  clearTimeout(holdTimer);
}

/**
 * A read of the page's own content (lists.ts `useList`, `usePages`): while its first answer is being
 * fetched, secondary reads wait (at most SECONDARY_READS.primaryWaitMs); when the last answers, they go on.
 */
export function usePrimaryRead(query: { isPending: boolean; fetchStatus: string }): void {
  const pending = query.isPending && query.fetchStatus === 'fetching';
  useEffect(() => {
    if (!pending || scheduler === null) return;
    primaries += 1;
    return () => {
      primaries -= 1;
      if (primaries > 0) return;
      holdUntil = 0;
      clearTimeout(holdTimer);
      if (waiting.length > 0) drain();
    };
  }, [pending]);
}

/**
 * False until this component's turn among the secondary reads has come (at once when they are not
 * deferred); then true for as long as it stays mounted. Use as (part of) a query's `enabled`; a
 * component that does not want the read (`wanted` false) takes no turn.
 */
export function useSecondaryReadTurn(wanted = true): boolean {
  const [turn, setTurn] = useState(() => scheduler === null);
  useEffect(() => {
    if (turn || !wanted) return;
    const go = () => setTurn(true);
    waiting.push(go);
    drain();
    return () => {
      const at = waiting.indexOf(go);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [turn, wanted]);
  return turn;
}
