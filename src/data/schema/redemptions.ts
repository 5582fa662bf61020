import { REDEMPTION_STATUSES, type Redemption, type UserProfile } from '@/domain/types';
import { Reader } from '../values';
import { dateKeyOf, ownerFromPath, requestHeader, type Data, type NewRequest } from './common';
import { signature, type Actor } from './signatures';

/** users/{e}/redemptionRequests/{id}. Legacy requests may carry `pointsUsed` and no amount. */
export function toRedemption(path: string, id: string, data: Data): Redemption {
  const r = new Reader(data, path);
  const points = r.num('pointsRedeemed', 0, 'pointsUsed');
  const amount = r.num('amount', points);
  return {
    id,
    referenceId: r.str('referenceId', id),
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    department: r.str('department'),
    amount,
    pointsRedeemed: points,
    rewardName: r.str('rewardName', rewardNameOf(amount)),
    status: r.oneOf('status', REDEMPTION_STATUSES, 'pending'),
    requestedDate: r.optStr('requestedDate') ?? dateKeyOf(r.date('createdAt')),
    paidBy: r.optStr('paidBy'),
    paidById: r.optStr('paidById'),
    paidDate: r.optStr('paidDate'),
    paidDetails: r.optStr('paidDetails'),
    declinedBy: r.optStr('declinedBy'),
    declinedById: r.optStr('declinedById'),
    declinedDate: r.optStr('declinedDate'),
    declineReason: r.optStr('declineReason'),
    cancelledDate: r.optStr('cancelledDate'),
    createdAt: r.date('createdAt'),
    updatedAt: r.date('updatedAt'),
  };
}

const rewardNameOf = (amount: number) => `Cash payout ₹${amount}`;

export interface RedemptionRequest extends NewRequest<Pick<UserProfile, 'employeeId' | 'name' | 'department'>> {
  /** One of the tiers. */
  points: number;
}

/**
 * Every write to a redemption. A seeded one in a later status is the request followed by its change:
 * `{ ...request(...), ...pay(...) }`.
 */
export const redemptionWrites = {
  /** The owner redeems a tier (the ledger's `redemption-{id}` debits it in the same transaction). */
  request: <T>(q: RedemptionRequest, at: T) => ({
    ...requestHeader(q),
    department: q.employee.department,
    amount: q.points,
    pointsRedeemed: q.points,
    rewardName: rewardNameOf(q.points),
    status: 'pending' as const,
    requestedDate: q.today,
    createdAt: at,
    updatedAt: at,
  }),
  pay: <T>(processor: Actor, details: string, today: string, at: T) => ({
    status: 'paid' as const,
    paidDate: today,
    paidBy: signature.payoutProcessor(processor),
    paidById: processor.employeeId,
    paidDetails: details,
    updatedAt: at,
  }),
  /** Declined with a reason; the ledger's `refund-{id}` gives the points back. */
  decline: <T>(processor: Actor, reason: string, today: string, at: T) => ({
    status: 'declined' as const,
    declinedBy: signature.payoutProcessor(processor),
    declinedById: processor.employeeId,
    declinedDate: today,
    declineReason: reason,
    updatedAt: at,
  }),
  /** The owner cancels; the ledger's `cancel-{id}` gives the points back. */
  cancel: <T>(today: string, at: T) => ({ status: 'cancelled' as const, cancelledDate: today, updatedAt: at }),
};
