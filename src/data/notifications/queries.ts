import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { claimKeys } from '../claims/queries';
import { ledgerKeys } from '../ledger/queries';
import { redemptionKeys } from '../redemptions/queries';
import { leaveKeys } from '../leave/queries';
import {
  countNotificationsSince,
  listAdjustmentsSince,
  listClaimDecisionsSince,
  listRedemptionDecisionsSince,
  listLeaveDecisionsSince,
  type NotificationKind,
} from './api';

/**
 * The bell's queries live under my claims', redemptions' and ledger's keys, so whatever refreshes those
 * (a mutation, the realtime channel) refreshes these.
 */
export const notificationKeys = {
  claimDecisions: (employeeId: string, seenAt: Date | null) =>
    [...claimKeys.of(employeeId), 'decisions', seenAt?.getTime() ?? 0] as const,
  redemptionDecisions: (employeeId: string, seenAt: Date | null) =>
    [...redemptionKeys.of(employeeId), 'decisions', seenAt?.getTime() ?? 0] as const,
  adjustments: (employeeId: string, seenAt: Date | null) =>
    [...ledgerKeys.of(employeeId), 'adjustments', seenAt?.getTime() ?? 0] as const,
  leaveDecisions: (employeeId: string, seenAt: Date | null) =>
    [...leaveKeys.of(employeeId), 'decisions', seenAt?.getTime() ?? 0] as const,
  count: (kind: NotificationKind, employeeId: string, seenAt: Date | null) =>
    [...notificationKeys[kind](employeeId, seenAt), 'count'] as const,
};

export const notificationQueries = {
  claimDecisions: (employeeId: string, seenAt: Date | null) =>
    queryOptions({
      queryKey: notificationKeys.claimDecisions(employeeId, seenAt),
      queryFn: () => listClaimDecisionsSince(db, employeeId, seenAt),
    }),
  redemptionDecisions: (employeeId: string, seenAt: Date | null) =>
    queryOptions({
      queryKey: notificationKeys.redemptionDecisions(employeeId, seenAt),
      queryFn: () => listRedemptionDecisionsSince(db, employeeId, seenAt),
    }),
  adjustments: (employeeId: string, seenAt: Date | null) =>
    queryOptions({
      queryKey: notificationKeys.adjustments(employeeId, seenAt),
      queryFn: () => listAdjustmentsSince(db, employeeId, seenAt),
    }),
  leaveDecisions: (employeeId: string, seenAt: Date | null) =>
    queryOptions({
      queryKey: notificationKeys.leaveDecisions(employeeId, seenAt),
      queryFn: () => listLeaveDecisionsSince(db, employeeId, seenAt),
    }),
  /** The header's count of one kind (1 read). */
  count: (kind: NotificationKind, employeeId: string, seenAt: Date | null) =>
    queryOptions({
      queryKey: notificationKeys.count(kind, employeeId, seenAt),
      queryFn: () => countNotificationsSince(kind, db, employeeId, seenAt),
    }),
};
