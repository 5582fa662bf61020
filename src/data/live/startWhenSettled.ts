/**
 * When the realtime channel starts. Its SDK is a chunk of its own (the full Firestore SDK, about
 * 126 KB gzip) whose evaluation, listener set-up and first snapshots are three main-thread tasks of
 * 20-65 ms each on a desktop (x4 on Lighthouse's phone): started at a fixed moment, or as soon as
 * the page had settled, they landed inside the page's first load. So it starts once the page has
 * been quiet for `quietMs` (nothing loading, polled every `pollMs`; not before `minDelayMs`) and the
 * browser is idle; by `maxDelayMs` at the latest, so what others change still reaches the tab within
 * 10 s of the frame (a listener's first snapshot also delivers every change made since the tab
 * opened).
 */
export const LIVE_START = { minDelayMs: 2_000, quietMs: 3_000, pollMs: 250, maxDelayMs: 8_000 } as const;

/** Runs `cb` when the main thread is idle; returns its cancel. */
export type IdleScheduler = (cb: () => void) => () => void;

export const onBrowserIdle: IdleScheduler = (cb) => {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout keeps the maximum delay's promise on a main thread that never idles.
    const id = window.requestIdleCallback(cb, { timeout: 1_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(cb, 0);
  return () => window.clearTimeout(id);
};

/**
 * Calls `start` once, when `isBusy()` has been false for `quietMs` and the minimum delay has passed
 * (or at the maximum); returns a cancel.
 */
export function startWhenSettled(
  isBusy: () => boolean,
  start: () => void,
  whenIdle: IdleScheduler = onBrowserIdle,
): () => void {
  let cancelIdle: (() => void) | undefined;
  let done = false;
  const began = Date.now();
  let quietSince: number | null = null;
  const fire = () => {
    if (done) return;
    done = true;
    clearInterval(poll);
    clearTimeout(deadline);
    start();
  };
  const check = () => {
    if (done || cancelIdle) return;
    const now = Date.now();
    const waited = now - began;
    if (waited >= LIVE_START.maxDelayMs) return fire();
    if (isBusy()) {
      quietSince = null;
      return;
    }
    quietSince ??= now;
    if (waited >= LIVE_START.minDelayMs && now - quietSince >= LIVE_START.quietMs) {
      clearInterval(poll);
      cancelIdle = whenIdle(fire);
    }
  };
  const poll = setInterval(check, LIVE_START.pollMs);
  const deadline = setTimeout(fire, LIVE_START.maxDelayMs);
  return () => {
    done = true;
    clearInterval(poll);
    clearTimeout(deadline);
    cancelIdle?.();
  };
}
