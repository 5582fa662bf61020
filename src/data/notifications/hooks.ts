import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { db } from '@/firebase/firestore';
import { invalidateAll } from '../refresh';
import { canAccess } from '@/domain/roles';
import { useMyQueuePendingCount } from '../claims/hooks';
import { useSecondaryReadTurn } from '../secondary';
import { ownProfileKeys } from '../session/queries';
import { useRedemptionCount } from '../redemptions/hooks';
import { useCurrentUser } from '../session/currentUser';
import { markNotificationsSeen, NOTIFICATION_KINDS } from './api';
import { notificationQueries } from './queries';
import type { Claim, LedgerEntry, Redemption } from '@/domain/types';
import type { LeaveRequest } from '@/domain/leave';

/**
 * The header's count is checked again when the tab regains focus and at this modest interval while it
 * is visible. The realtime channel (src/data/live) already marks the bell's queries stale when my
 * claims, redemptions or balance change (they live under those keys), so the interval is only a
 * fallback for a tab whose channel could not start: 4 checks of 3 counts (1 read each) per idle
 * visible hour.
 */
export const NOTIFICATIONS_REFRESH_MS = 15 * 60_000;

const refresh = { refetchOnWindowFocus: true, refetchInterval: NOTIFICATIONS_REFRESH_MS } as const;

/**
 * How many decisions on my claims and redemptions (and adjustments) arrived since I last looked, at
 * most NOTIFICATION_LIMIT of each: three count()s of 1 read each, whatever is there. Null until known.
 */
export function useNotificationCount(): number | null {
  const me = useCurrentUser();
  const turn = useSecondaryReadTurn();
  return useQueries({
    queries: NOTIFICATION_KINDS.map((kind) => ({
      ...notificationQueries.count(kind, me.employeeId, me.notificationsSeenAt),
      ...refresh,
      enabled: turn,
    })),
    combine: (results) =>
      results.every((r) => r.data !== undefined) ? results.reduce((sum, r) => sum + (r.data ?? 0), 0) : null,
  });
}

export interface NotificationLists {
  claims: Claim[];
  redemptions: Redemption[];
  adjustments: LedgerEntry[];
  leave: LeaveRequest[];
}

/**
 * The bell's lists, read when it opens (or prefetched when the pointer or focus reaches it): one small
 * query per kind, newest NOTIFICATION_LIMIT each. `load` resolves with them (from the cache when fresh).
 */
export function useNotificationLists(): { load: () => Promise<NotificationLists>; prefetch: () => void } {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const { employeeId, notificationsSeenAt: seenAt } = me;
  const load = useCallback(async (): Promise<NotificationLists> => {
    const [claims, redemptions, adjustments, leave] = await Promise.all([
      qc.fetchQuery(notificationQueries.claimDecisions(employeeId, seenAt)),
      qc.fetchQuery(notificationQueries.redemptionDecisions(employeeId, seenAt)),
      qc.fetchQuery(notificationQueries.adjustments(employeeId, seenAt)),
      qc.fetchQuery(notificationQueries.leaveDecisions(employeeId, seenAt)),
    ]);
    return { claims, redemptions, adjustments, leave };
  }, [qc, employeeId, seenAt]);
  const prefetch = useCallback(() => {
    void load().catch(() => undefined); // opening the bell reads again and says what failed
  }, [load]);
  return { load, prefetch };
}

/** Pending claims of my queue (reviewers) and payouts (finance too); null for who does not review them. */
export function usePendingWork() {
  const me = useCurrentUser();
  const paysOut = canAccess(me.userRole, 'redemptionCentre');
  const pendingClaims = useMyQueuePendingCount();
  const payouts = useRedemptionCount({ status: 'pending' }, { enabled: paysOut });
  return {
    pendingClaims,
    pendingPayouts: paysOut ? (payouts.data ?? null) : null,
  };
}

export function useMarkNotificationsSeen() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => markNotificationsSeen(db, me.employeeId),
    onSuccess: () => invalidateAll(qc, [...ownProfileKeys(me)]),
  });
}
