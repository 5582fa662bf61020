import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isDataError } from './errors';

/** Invalidates every key (a mutation's onSuccess: what its write changed). */
export function invalidateAll(qc: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/**
 * A review mutation's onError: when the claim or payout was reviewed or processed by someone else
 * meanwhile (`not-pending`), read the lists that show it again, so the screen shows its real status.
 */
export function refreshIfReviewedMeanwhile(
  qc: QueryClient,
  error: unknown,
  keys: readonly QueryKey[],
): Promise<unknown> | undefined {
  return isDataError(error, 'not-pending') ? invalidateAll(qc, keys) : undefined;
}
