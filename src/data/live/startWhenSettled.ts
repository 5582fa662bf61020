/**
 * When the realtime channel starts. Its SDK is a chunk of its own (the full Firestore SDK, about
 * 126 KB gzip) whose evaluation is a long main-thread task: started at a fixed moment, it landed
 * inside a slow page's first load (Lighthouse's window on Manage Requests against a busy backend).
 * So it starts once the first page has settled: not before `minDelayMs`, then as soon as nothing is
 * loading (polled every `pollMs`) and the browser is idle; by `maxDelayMs` at the latest, so what
 * others change still reaches the tab within 10 s of the frame (a listener's first snapshot also
 * delivers every change made since the tab opened).
 */
export const LIVE_START = { minDelayMs: 2_000, pollMs: 250, maxDelayMs: 8_000 } as const;

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

/** Calls `start` once, when `isBusy()` is false after the minimum delay (or at the maximum); returns a cancel. */
export function startWhenSettled(
  isBusy: () => boolean,
  start: () => void,
  whenIdle: IdleScheduler = onBrowserIdle,
): () => void {
  let cancelIdle: (() => void) | undefined;
  let done = false;
  const began = Date.now();
  const fire = () => {
    if (done) return;
    done = true;
    clearInterval(poll);
    clearTimeout(deadline);
    start();
  };
  const check = () => {
    if (done || cancelIdle) return;
    const waited = Date.now() - began;
    if (waited >= LIVE_START.maxDelayMs) return fire();
    if (waited >= LIVE_START.minDelayMs && !isBusy()) {
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
