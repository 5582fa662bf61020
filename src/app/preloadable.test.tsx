import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, retryFailedLoads } from './preloadable';
import { ChunkLoadError } from './staleChunks';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((c) => c + 1)}>
      {`Hello ${name} (${clicks})`}
    </button>
  );
}

/** A module load the test resolves or rejects by hand. */
function manualLoad() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

/** Shows 'Failed' once its children throw. */
class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

function renderIn(ui: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading...</p>}>{ui}</Suspense>);
}

describe('preloadable', () => {
  it('renders at once, with no fallback, when the code was preloaded', async () => {
    const { load, calls } = manualLoad();
    const Page = preloadable(load);
    const preloaded = Page.preload();
    calls[0]?.resolve(Greeting);
    await preloaded;

    renderIn(<Page name="Sneha" />);
    // Synchronously there: no Suspense fallback was committed.
    expect(screen.getByRole('button', { name: 'Hello Sneha (0)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until the code arrives when it was not preloaded, then keeps the same instance', async () => {
    const { load, calls } = manualLoad();
    const Page = preloadable(load);
    const { rerender } = renderIn(<Page name="Sneha" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => calls[0]?.resolve(Greeting));
    const button = await screen.findByRole('button', { name: 'Hello Sneha (0)' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Hello Sneha (1)' })).toBeInTheDocument();

    // A later render does not swap lazy for direct rendering (which would remount and lose state).
    rerender(
      <Suspense fallback={<p>Loading...</p>}>
        <Page name="Sneha" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hello Sneha (1)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is preloaded, and again after a failed load', async () => {
    const { load, calls } = manualLoad();
    const Page = preloadable(load);
    const first = Page.preload();
    const again = Page.preload();
    expect(load).toHaveBeenCalledTimes(1);

    const failure = new Error('chunk failed');
    calls[0]?.reject(failure);
    await expect(first).rejects.toThrow(ChunkLoadError);
    await expect(again).rejects.toMatchObject({ cause: failure });

    const second = Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(Greeting);
    await second;
    renderIn(<Page name="Ravi" />);
    expect(screen.getByRole('button', { name: 'Hello Ravi (0)' })).toBeInTheDocument();
  });

  it('a render whose load failed stays failed (no fetch loop) until the failed loads are retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoad();
    const Page = preloadable(load);
    const ui = (key: string) => (
      <Catch key={key}>
        <Suspense fallback={<p>Loading...</p>}>
          <Page name="Sneha" />
        </Suspense>
      </Catch>
    );
    const { rerender } = render(ui('first'));
    await act(async () => calls[0]?.reject(new Error('chunk failed')));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(load).toHaveBeenCalledTimes(1);

    rerender(ui('mounted again'));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    retryFailedLoads();
    rerender(ui('after the retry'));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(Greeting));
    expect(await screen.findByRole('button', { name: 'Hello Sneha (0)' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
