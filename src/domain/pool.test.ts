import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './pool';

describe('mapWithConcurrency', () => {
  it('keeps at most `limit` in flight, keeps the order, and reports progress', async () => {
    let inFlight = 0;
    let peak = 0;
    const progress: number[] = [];
    const results = await mapWithConcurrency(
      Array.from({ length: 20 }, (_, i) => i),
      8,
      async (i) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, (i % 3) * 2));
        inFlight -= 1;
        return i * 2;
      },
      (n) => progress.push(n),
    );
    expect(peak).toBe(8);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(progress).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('stops starting work once cancelled', async () => {
    const controller = new AbortController();
    let started = 0;
    const run = mapWithConcurrency(
      Array.from({ length: 50 }, (_, i) => i),
      2,
      async () => {
        started += 1;
        if (started === 3) controller.abort();
        await Promise.resolve();
      },
      undefined,
      controller.signal,
    );
    await expect(run).rejects.toThrow('Cancelled');
    expect(started).toBeLessThan(6);
  });
});
