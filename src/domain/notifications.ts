import { approvalTexts } from './approvalRules';
import { isReversal } from './ledger';
import { itemLinks } from './routes';
import { signedPoints } from './statement';
import type { Claim, LedgerEntry, Redemption } from './types';
import { formatDate } from './dates';
import { rangeText, type LeaveRequest } from './leave';

/**
 * In-app notifications (docs/product.md#notifications): derived from data, no server. The decisions on my
 * claims and redemptions since I last looked (`users/{id}.notificationsSeenAt`).
 */
export interface AppNotification {
  id: string;
  at: Date | null;
  title: string;
  detail: string;
  /** The item it is about: a claim's details, a redemption, or the Points Statement. */
  href: string;
}

export const NOTIFICATION_LIMIT = 20;

/**
 * How far back the bell looks: since I last looked, but never more than this many days, so an
 * account that never opened the bell (`notificationsSeenAt` unset) reads the last month's
 * decisions rather than every decision ever made.
 */
export const NOTIFICATION_WINDOW_DAYS = 30;

export function notificationsSince(seenAt: Date | null, now: Date = new Date()): Date {
  const floor = new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * 86_400_000);
  return seenAt && seenAt > floor ? seenAt : floor;
}

/**
 * A reversal is two records written together: the claim's `reversedBy` and the adjusting ledger
 * entry. Both give the same id, so the bell lists it once (newestNotifications keeps the first).
 */
const reversalId = (claimId: string) => `reversal-${claimId}`;
const reversalTitle = (points: number) => `Claim approval reversed: ${signedPoints(points)} points`;

/** A decision on my claim, opening the claim's details. */
export function claimNotification(c: Claim): AppNotification | null {
  const base = { id: `claim-${c.id}`, at: c.updatedAt, href: itemLinks.myClaim(c.id) };
  const what = `${c.activityName} (${c.referenceId})`;
  switch (c.status) {
    // A legacy `approved` claim was never paid: it awaits review (domain/claims.ts), so it is no decision.
    case 'paid':
      return c.reversedBy
        ? { ...base, id: reversalId(c.id), title: reversalTitle(-c.points), detail: what }
        : { ...base, title: `Claim approved: ${signedPoints(c.points)} points`, detail: what };
    // A two-approval claim's first approval: nothing credited yet.
    case 'awaiting_second':
      return {
        ...base,
        id: `claim-${c.id}-first`,
        title: approvalTexts.awaitingSecond,
        detail: `${what}. First approval by ${c.firstApprovedBy ?? c.firstApprovedById ?? 'a reviewer'}`,
      };
    case 'rejected':
      return {
        ...base,
        title: 'Claim rejected',
        detail: `${what}${c.managerComment ? `. Reason: ${c.managerComment}` : ''}`,
      };
    default:
      return null;
  }
}

/** My payout paid or declined, opening that redemption in my redemption history. */
export function redemptionNotification(r: Redemption): AppNotification | null {
  const base = { id: `redemption-${r.id}`, at: r.updatedAt, href: itemLinks.myRedemption(r.id) };
  switch (r.status) {
    case 'paid':
      return { ...base, title: `Payout paid: ₹${r.amount}`, detail: r.referenceId };
    case 'declined':
      return {
        ...base,
        title: `Payout declined: ${r.pointsRedeemed} points returned`,
        detail: `${r.referenceId}${r.declineReason ? `. Reason: ${r.declineReason}` : ''}`,
      };
    default:
      return null;
  }
}

/**
 * An admin's adjustment of my balance: the reversal of a claim (its `sourceRef`) opens that claim;
 * any other opens my Points Statement.
 */
export function adjustmentNotification(e: LedgerEntry): AppNotification {
  const detail = e.reason ? `Reason: ${e.reason}` : 'By an administrator';
  if (isReversal(e)) {
    return {
      id: reversalId(e.sourceRef),
      at: e.createdAt,
      href: itemLinks.myClaim(e.sourceRef),
      title: reversalTitle(e.points),
      detail,
    };
  }
  return {
    id: `ledger-${e.id}`,
    at: e.createdAt,
    href: itemLinks.myStatement,
    title: `Points adjusted: ${signedPoints(e.points)} points`,
    detail,
  };
}

/** A decision on my leave request, opening my leave requests on Daily Productivity. */
export function leaveNotification(r: LeaveRequest): AppNotification | null {
  const base = { id: `leave-${r.id}`, at: r.decidedAt, href: itemLinks.myLeave(r.id) };
  const days = rangeText(r, formatDate);
  switch (r.status) {
    case 'approved':
      return { ...base, title: `Leave approved: ${days}`, detail: `Approved by ${r.decidedBy}` };
    case 'refused':
      return { ...base, title: `Leave refused: ${days}`, detail: `Reason: ${r.note}` };
    default:
      return null;
  }
}

/** Newest first, at most NOTIFICATION_LIMIT; one per id (the first given wins). */
export function newestNotifications(...lists: (AppNotification | null)[][]): AppNotification[] {
  const byId = new Map<string, AppNotification>();
  for (const n of lists.flat()) if (n && !byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()]
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0))
    .slice(0, NOTIFICATION_LIMIT);
}

/** The bell's badge: '20+' when the list was cut at the limit. */
export function notificationBadge(count: number): string {
  return count >= NOTIFICATION_LIMIT ? `${NOTIFICATION_LIMIT}+` : String(count);
}
