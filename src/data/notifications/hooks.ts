import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { canAccess } from '@/domain/roles';
import { useMyQueuePendingCount } from '../claims/hooks';
import { profileKeys } from '../session/queries';
import { useRedemptionCount } from '../redemptions/hooks';
import { useCurrentUser } from '../session/currentUser';
import { markNotificationsSeen } from './api';
import { notificationQueries } from './queries';

/**
 * Checked again when the tab regains focus and at this modest interval while it is visible. The
 * realtime channel (src/data/live) already marks these queries stale when my claims, redemptions
 * or balance change (they live under those keys), so the interval is only a fallback for a tab
 * whose channel could not start: 4 checks of 3 queries per idle visible hour.
 */
export const NOTIFICATIONS_REFRESH_MS = 15 * 60_000;

const refresh = { refetchOnWindowFocus: true, refetchInterval: NOTIFICATIONS_REFRESH_MS } as const;

/**
 * The bell's data: decisions on my claims and redemptions since I last looked (one small query
 * each, under my claims' and redemptions' keys so that whatever refreshes those refreshes these),
 * and for reviewers the pending counts.
 */
export function useNotifications() {
  const me = useCurrentUser();
  const claims = useQuery({
    ...notificationQueries.claimDecisions(me.employeeId, me.notificationsSeenAt),
    ...refresh,
  });
  const redemptions = useQuery({
    ...notificationQueries.redemptionDecisions(me.employeeId, me.notificationsSeenAt),
    ...refresh,
  });
  const adjustments = useQuery({
    ...notificationQueries.adjustments(me.employeeId, me.notificationsSeenAt),
    ...refresh,
  });
  return {
    claims: claims.data ?? [],
    redemptions: redemptions.data ?? [],
    adjustments: adjustments.data ?? [],
  };
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
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.of(me.uid) }),
  });
}
