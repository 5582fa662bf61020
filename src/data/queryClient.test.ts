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
    // logged once, in one place
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
