import { useEffect, useState } from 'react';

/**
 * Secondary reads: the counts beside a page's content (a tab's 'Pending (n)', the drawer's badge, the
 * bell's counts, the directory's total). A staff page mounts a dozen queries in one commit, and
 * React starts them all in one task: each start costs the SDK's request set-up, a token check and a
 * `fetch` (with its CORS preflight), about 90 ms in one task on a phone-speed CPU, before the page's
 * own list had even been asked for. So the page's own reads start at once, and each secondary read
 * starts in a task of its own when the browser is next idle, one after the other. On a main thread
 * that never idles, the first waits at most `SECONDARY_READS.firstWaitMs` and each next one
 * `nextWaitMs` more.
 *
 * Off until the app's entry turns it on (`startSecondaryReadsWhenIdle`): tests start every read at once.
 */
export const SECONDARY_READS = { firstWaitMs: 1_000, nextWaitMs: 100 } as const;

/** Runs `cb` when the main thread is idle, or after `maxWaitMs` at the latest. */
export type IdleScheduler = (cb: () => void, maxWaitMs: number) => void;

export const onIdle: IdleScheduler = (cb, maxWaitMs) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(cb, { timeout: maxWaitMs });
  else window.setTimeout(cb, 0);
};

let scheduler: IdleScheduler | null = null;
const waiting: (() => void)[] = [];
let draining = false;

function drain(maxWaitMs: number = SECONDARY_READS.firstWaitMs): void {
  if (draining || !scheduler) return;
  draining = true;
  scheduler(() => {
    draining = false;
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
