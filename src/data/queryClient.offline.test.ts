import { onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryRead } from './queryClient';

/** What Firestore Lite throws when a request does not get through. */
const unavailable = () => Object.assign(new Error('network'), { code: 'unavailable' });

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

/** A screen's query (the client mounted, as QueryClientProvider does: it then follows the network). */
function observe(qc: QueryClient, queryFn: () => Promise<string>) {
  qc.mount();
  const observer = new QueryObserver(qc, { queryKey: ['thing'], queryFn });
  const results: ReturnType<typeof observer.getCurrentResult>[] = [];
  const stop = observer.subscribe((r) => results.push(r));
  return { observer, results, stop };
}

describe('reads and the network (createQueryClient)', () => {
  it('a page that opens offline (the installed app, served by its service worker) starts with reads paused', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const qc = createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
    const read = vi.fn(async () => 'profile');
    const { results, stop } = observe(qc, read);
    await vi.waitFor(() => expect(results.at(-1)?.fetchStatus).toBe('paused'));
    expect(read).not.toHaveBeenCalled();
    onLine.mockRestore();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(results.at(-1)?.data).toBe('profile'));
    stop();
  });

  it('retryRead: a read that met a lost network waits for it; any other failure is tried once more', () => {
    onlineManager.setOnline(false);
    expect(retryRead(5, unavailable())).toBe(true);
    expect(retryRead(5, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryRead(1, Object.assign(new Error(), { code: 'permission-denied' }))).toBe(false);
    onlineManager.setOnline(true);
    expect(retryRead(0, unavailable())).toBe(true);
    expect(retryRead(1, unavailable())).toBe(false);
  });

  it('a refetch that fails because the network dropped keeps the data, never turns into an error, and runs again when the network returns', async () => {
    vi.useFakeTimers();
    const qc = createQueryClient();
    let answer: () => Promise<string> = () => Promise.resolve('first');
    const { observer, stop } = observe(qc, () => answer());
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first'));

    // The network drops while a refetch is on its way: its first attempt fails before the browser
    // says so, its retry after.
    let attempts = 0;
    answer = () => {
      attempts += 1;
      if (attempts > 1) onlineManager.setOnline(false);
      return Promise.reject(unavailable());
    };
    void observer.refetch();
    await vi.advanceTimersByTimeAsync(60_000);
    let result = observer.getCurrentResult();
    expect(result.data).toBe('first');
    expect(result.status).toBe('success');
    expect(result.fetchStatus).toBe('paused');

    answer = () => Promise.resolve('second');
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(1_000);
    result = observer.getCurrentResult();
    expect(result.data).toBe('second');
    expect(result.isError).toBe(false);
    stop();
  });

  it('back online, what is on screen is read again even when it was fresh (what changed meanwhile shows)', async () => {
    const qc = createQueryClient();
    const read = vi.fn(() => Promise.resolve('data'));
    const { observer, stop } = observe(qc, read);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('data'));
    expect(read).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    stop();
  });

  it('a first read while offline waits (paused) and runs by itself when the network returns', async () => {
    onlineManager.setOnline(false);
    const qc = createQueryClient();
    const read = vi.fn(() => Promise.resolve('data'));
    const { observer, stop } = observe(qc, read);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
    expect(read).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('data'));
    stop();
  });
});
