import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '@/domain/roles';
import { liveChannelsFor } from './channels';
import { startWhenSettled } from './startWhenSettled';


/** Keeps the open tab fresh: what other people change shows without a reload (see liveUpdates.ts). */
export function useLiveUpdates(uid: string, me: { employeeId: string; userRole: Role }) {
  const qc = useQueryClient();
  const { employeeId, userRole } = me;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const openedAt = Date.now();
    // Its SDK is fetched and evaluated once the first page has settled, not while it loads.
    const cancelStart = startWhenSettled(() => qc.isFetching() > 0, () => {
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
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [qc, uid, employeeId, userRole]);
}
