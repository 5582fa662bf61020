import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '@/domain/roles';
import { browserOffline } from '../errors';
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
    const load = () => {
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
          // Its code could not load: offline, it is fetched again when the network returns (the
          // first snapshots then bring what changed meanwhile); otherwise screens still refetch
          // when opened.
          if (!cancelled && browserOffline()) window.addEventListener('online', load, { once: true });
        });
    };
    const cancelStart = startWhenSettled(() => qc.isFetching() > 0, load);
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
      cancelStart();
      stop?.();
    };
  }, [qc, uid, employeeId, userRole]);
}
