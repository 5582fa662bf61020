import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { claimKeys } from '../claims/queries';
import { redemptionKeys } from '../redemptions/queries';
import { userKeys } from '../users/queries';

/**
 * What staff tabs heard changed in the organisation's requests since they last loaded them. A
 * reviewer's tab does not refetch on every claim changed anywhere (that grew with the
 * organisation: docs/performance.md, "the monthly Firestore bill"); its listener stops at the first
 * change someone else made, the screen says so, and 'Show' reads the screen afresh and listens again.
 */
export type HeardKind = 'claims' | 'redemptions';

/** The cached queries that 'Show' reads afresh, per kind. */
export const HEARD_STALE: Record<HeardKind, readonly (readonly unknown[])[]> = {
  claims: [claimKeys.all, userKeys.all],
  redemptions: [redemptionKeys.all, userKeys.all],
};

const heard: Record<HeardKind, boolean> = { claims: false, redemptions: false };
const listenAgain: Partial<Record<HeardKind, () => void>> = {};
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((s) => s());

/** The live channel: someone else changed a request of this kind (its listener has stopped). */
export function noteHeard(kind: HeardKind, restart: () => void): void {
  heard[kind] = true;
  listenAgain[kind] = restart;
  notify();
}

/** The live channel stopped (sign-out, tab closed): nothing is heard any more. */
export function forgetHeard(kind: HeardKind): void {
  heard[kind] = false;
  delete listenAgain[kind];
  notify();
}

/** Reads afresh what the screen shows of that kind and listens for the next change. */
export function showHeard(qc: QueryClient, kind: HeardKind): void {
  const restart = listenAgain[kind];
  forgetHeard(kind);
  for (const queryKey of HEARD_STALE[kind]) void qc.invalidateQueries({ queryKey });
  restart?.();
}

export const isHeard = (kind: HeardKind) => heard[kind];

/** For a staff screen: whether someone changed requests of this kind since it loaded, and 'Show'. */
export function useHeardChanges(kind: HeardKind): { heard: boolean; show: () => void } {
  const qc = useQueryClient();
  const now = useSyncExternalStore(
    (s) => {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    () => heard[kind],
    () => false,
  );
  return { heard: now, show: () => showHeard(qc, kind) };
}
