import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '@/domain/roles';
import { liveChannelsFor } from './channels';

/**
 * How long after the signed-in frame appears the realtime channel starts: its SDK is a chunk of
 * its own, fetched and evaluated once the first page has settled, not while it loads.
 */
export const LIVE_START_DELAY_MS = 4_000;

/** Keeps the open tab fresh: what other people change shows without a reload (see liveUpdates.ts). */
export function useLiveUpdates(uid: string, me: { employeeId: string; userRole: Role }) {
  const qc = useQueryClient();
  const { employeeId, userRole } = me;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const openedAt = Date.now();
    const timer = setTimeout(() => {
      void Promise.all([import('./liveUpdates'), import('@/firebase/firestoreLive')])
        .then(([{ startLiveUpdates }, { liveDb }]) => {
          if (!cancelled)
            stop = startLiveUpdates(
              qc,
              liveDb,
              { uid, employeeId },
              liveChannelsFor({ employeeId, userRole }),
              openedAt,
            );
        })
        .catch(() => {
          // No realtime channel (e.g. the chunk could not load): screens still refetch when opened.
        });
    }, LIVE_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [qc, uid, employeeId, userRole]);
}
