import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_START, startWhenSettled } from './startWhenSettled';

/** The idle callback of the test: runs at once (a browser runs it when the main thread is idle). */
const idleNow = (cb: () => void) => {
  cb();
  return () => {};
};

describe('startWhenSettled (the realtime channel starts after the first page has settled)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never before the page has been quiet for quietMs (nor before the minimum delay)', () => {
    const start = vi.fn();
    startWhenSettled(() => false, start, idleNow);
    // Quiet from the first poll on.
    vi.advanceTimersByTime(LIVE_START.pollMs + LIVE_START.quietMs - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_START.pollMs + 1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(LIVE_START.quietMs).toBeGreaterThanOrEqual(LIVE_START.minDelayMs);
  });

  it('waits while the page is still loading, then starts once it has been quiet for quietMs', () => {
    const start = vi.fn();
    let busy = true;
    startWhenSettled(() => busy, start, idleNow);
    vi.advanceTimersByTime(LIVE_START.minDelayMs + 1_000);
    busy = false;
    vi.advanceTimersByTime(LIVE_START.pollMs);
    // A refetch in between starts the quiet period again.
    busy = true;
    vi.advanceTimersByTime(LIVE_START.pollMs);
    busy = false;
    vi.advanceTimersByTime(LIVE_START.quietMs);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_START.pollMs * 2 + 1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts by the maximum delay however busy the page stays (the 10 s freshness guarantee)', () => {
    const start = vi.fn();
    startWhenSettled(() => true, start, idleNow);
    vi.advanceTimersByTime(LIVE_START.maxDelayMs - LIVE_START.pollMs - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_START.pollMs + 1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(LIVE_START.maxDelayMs).toBeLessThanOrEqual(10_000);
  });

  it('waits for the idle callback, and a cancel before it stops everything', () => {
    const start = vi.fn();
    let idle: (() => void) | undefined;
    const cancel = startWhenSettled(
      () => false,
      start,
      (cb) => {
        idle = cb;
        return () => {
          idle = undefined;
        };
      },
    );
    vi.advanceTimersByTime(LIVE_START.quietMs + LIVE_START.pollMs * 2);
    expect(start).not.toHaveBeenCalled();
    expect(idle).toBeDefined();
    cancel();
    expect(idle).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
  });
});
