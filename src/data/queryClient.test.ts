import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError, offlineError } from './errors';
import { createQueryClient } from './queryClient';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('createQueryClient', () => {
  it('runs a mutation while the browser is offline, so the data layer answers at once (React Query would pause it)', async () => {
    onlineManager.setOnline(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = vi.fn(async () => {
      throw offlineError();
    });
    const observer = new MutationObserver(createQueryClient(), { mutationFn: write });
    const error = await observer.mutate().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe('offline');
    expect(write).toHaveBeenCalledTimes(1);
    // a known DataError: the screen says it, nothing to log
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the mutation cache logs only unexpected failures', () => {
  const fail = (error: unknown) =>
    new MutationObserver(createQueryClient(), {
      mutationFn: () => Promise.reject(error),
    })
      .mutate()
      .catch(() => undefined);

  it('does not log a failure the screen explains: a DataError, or a Firebase code with its own sentence', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(new DataError('This activity is no longer available.', 'inactive-activity'));
    await fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    await fail(Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' }));
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs once what nobody expected: a bug, or a Firebase code without a sentence of its own', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const strange = Object.assign(new Error('internal'), { code: 'internal' });
    await fail(bug);
    await fail(strange);
    expect(logged.mock.calls).toEqual([[bug], [strange]]);
  });
});
