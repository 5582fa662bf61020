import { QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/test/factories';
import { testQueryClient } from '@/test/render';
import { useBulkReview } from './claims/hooks';
import { offlineError } from './errors';
import { useRedeem } from './redemptions/hooks';
import { CurrentUserProvider } from './session/currentUser';
import { profileKeys } from './session/queries';
import { userKeys } from './users/queries';

/**
 * A write that failed because the server did not answer must say so at once: the refresh it starts
 * afterwards meets the same silent network, and the button must not wait for it.
 */
vi.mock('./redemptions/api', () => ({ redeemPoints: vi.fn(async () => Promise.reject(offlineError())) }));
vi.mock('./claims/api', () => ({ reviewClaims: vi.fn(async () => Promise.reject(offlineError())) }));

const me = makeProfile({ employeeId: 'EMP001', uid: 'uid-emp001', points: 500 });

/** Whether `promise` settles within `ms`: 'rejected', 'resolved' or 'still waiting'. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<string> {
  const waiting = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), ms));
  return Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    waiting,
  ]);
}

/** The hook, beside a screen's query (shown, with data) whose refetch never answers. */
function renderBesideSilentQuery<T>(queryKey: QueryKey, data: unknown, hook: () => T) {
  const qc = testQueryClient();
  qc.setQueryData(queryKey, data);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <CurrentUserProvider value={me}>{children}</CurrentUserProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });
      return hook();
    },
    { wrapper },
  );
  return { result, qc };
}

describe('a write that failed for want of an answer settles at once, whatever its refresh does', () => {
  it('redeem: the error reaches the screen and the balance shown comes back', async () => {
    const { result, qc } = renderBesideSilentQuery(profileKeys.of(me.uid), me, () => useRedeem());
    expect(await settledWithin(result.current.mutateAsync(100), 1_000)).toBe('rejected');
    expect(qc.getQueryData(profileKeys.of(me.uid))).toMatchObject({ points: 500 });
  });

  it('bulk review: the error reaches the screen', async () => {
    const { result } = renderBesideSilentQuery(userKeys.detail('EMP002'), me, () => useBulkReview());
    const review = result.current.mutateAsync({
      claims: [{ employeeId: 'EMP002', claimId: 'EMP002-001' }],
      decision: { action: 'approve' },
    });
    expect(await settledWithin(review, 1_000)).toBe('rejected');
  });
});
