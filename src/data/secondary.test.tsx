import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resetSecondaryReads,
  SECONDARY_READS,
  startSecondaryReadsWhenIdle,
  usePrimaryRead,
  useSecondaryReadTurn,
  type IdleScheduler,
} from './secondary';

/** An idle scheduler the test drives: `idle()` runs the oldest waiting callback. */
function manualIdle() {
  const pending: { cb: () => void; maxWaitMs: number }[] = [];
  const schedule: IdleScheduler = (cb, maxWaitMs) => void pending.push({ cb, maxWaitMs });
  return {
    schedule,
    pending,
    idle: () => act(() => pending.shift()?.cb()),
  };
}

function Reader({ name, wanted = true }: { name: string; wanted?: boolean }) {
  const turn = useSecondaryReadTurn(wanted);
  return <p>{`${name}: ${turn ? 'reading' : 'waiting'}`}</p>;
}

/** The page's own read: waiting for its first answer while `pending`. */
function Primary({ pending }: { pending: boolean }) {
  usePrimaryRead({ isPending: pending, fetchStatus: pending ? 'fetching' : 'idle' });
  return null;
}

const state = (name: string) => screen.getByText(new RegExp(`^${name}: `)).textContent;

describe('secondary reads (counts start after the page, one per idle moment)', () => {
  afterEach(() => resetSecondaryReads());

  it('start at once until the app turns the deferral on (tests, and the first render of a test)', () => {
    render(<Reader name="count" />);
    expect(state('count')).toBe('count: reading');
  });

  it('each starts in an idle callback of its own, in the order they mounted', () => {
    const clock = manualIdle();
    startSecondaryReadsWhenIdle(clock.schedule);
    render(
      <>
        <Reader name="tab" />
        <Reader name="badge" />
        <Reader name="bell" />
      </>,
    );
    expect([state('tab'), state('badge'), state('bell')]).toEqual(['tab: waiting', 'badge: waiting', 'bell: waiting']);
    // One callback is asked for at a time, the first with the longer wait.
    expect(clock.pending.map((p) => p.maxWaitMs)).toEqual([SECONDARY_READS.firstWaitMs]);
    clock.idle();
    expect([state('tab'), state('badge'), state('bell')]).toEqual(['tab: reading', 'badge: waiting', 'bell: waiting']);
    expect(clock.pending.map((p) => p.maxWaitMs)).toEqual([SECONDARY_READS.nextWaitMs]);
    clock.idle();
    expect(state('badge')).toBe('badge: reading');
    expect(state('bell')).toBe('bell: waiting');
    clock.idle();
    expect(state('bell')).toBe('bell: reading');
    expect(clock.pending).toEqual([]);
  });

  it('a reader gone before its turn takes none; one that does not want the read asks for none', () => {
    const clock = manualIdle();
    startSecondaryReadsWhenIdle(clock.schedule);
    const { rerender } = render(
      <>
        <Reader name="gone" />
        <Reader name="unwanted" wanted={false} />
        <Reader name="stays" />
      </>,
    );
    rerender(
      <>
        <Reader name="unwanted" wanted={false} />
        <Reader name="stays" />
      </>,
    );
    clock.idle();
    expect(state('stays')).toBe('stays: reading');
    expect(state('unwanted')).toBe('unwanted: waiting');
    expect(clock.pending).toEqual([]);
  });

  it("wait while the page's own reads have not answered, and go on when they have", () => {
    const clock = manualIdle();
    startSecondaryReadsWhenIdle(clock.schedule);
    const { rerender } = render(
      <>
        <Primary pending />
        <Reader name="count" />
      </>,
    );
    clock.idle();
    expect(state('count')).toBe('count: waiting');
    expect(clock.pending).toEqual([]);
    rerender(
      <>
        <Primary pending={false} />
        <Reader name="count" />
      </>,
    );
    expect(clock.pending.map((p) => p.maxWaitMs)).toEqual([SECONDARY_READS.firstWaitMs]);
    clock.idle();
    expect(state('count')).toBe('count: reading');
  });

  it('wait for the page at most primaryWaitMs: a page read that never answers does not hold the counts', () => {
    vi.useFakeTimers();
    try {
      const clock = manualIdle();
      startSecondaryReadsWhenIdle(clock.schedule);
      render(
        <>
          <Primary pending />
          <Reader name="count" />
        </>,
      );
      clock.idle();
      expect(state('count')).toBe('count: waiting');
      act(() => vi.advanceTimersByTime(SECONDARY_READS.primaryWaitMs - 1));
      expect(clock.pending).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      clock.idle();
      expect(state('count')).toBe('count: reading');
    } finally {
      vi.useRealTimers();
    }
  });
});
