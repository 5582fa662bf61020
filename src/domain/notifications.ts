import type { Claim, LedgerEntry, Redemption } from './types';

/**
 * In-app notifications (decisions section 7): derived from data, no server. The decisions on my
 * claims and redemptions since I last looked (`users/{id}.notificationsSeenAt`).
 */
export interface AppNotification {
  id: string;
  at: Date | null;
  title: string;
  detail: string;
  /** Where its details are. */
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

export function claimNotification(c: Claim, historyHref: string): AppNotification | null {
  const base = { id: `claim-${c.id}`, at: c.updatedAt, href: historyHref };
  switch (c.status) {
    // A legacy `approved` claim was never paid: it awaits review (domain/claims.ts), so it is no decision.
    case 'paid':
      return {
        ...base,
        title: `Claim approved: +${c.points} points`,
        detail: `${c.activityName} (${c.referenceId})`,
      };
    case 'rejected':
      return {
        ...base,
        title: 'Claim rejected',
        detail: `${c.activityName} (${c.referenceId})${c.managerComment ? `. Reason: ${c.managerComment}` : ''}`,
      };
    default:
      return null;
  }
}

export function redemptionNotification(r: Redemption, redeemHref: string): AppNotification | null {
  const base = { id: `redemption-${r.id}`, at: r.updatedAt, href: redeemHref };
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

export function adjustmentNotification(e: LedgerEntry, statementHref: string): AppNotification {
  const signed = e.points > 0 ? `+${e.points}` : String(e.points);
  return {
    id: `ledger-${e.id}`,
    at: e.createdAt,
    href: statementHref,
    title: `Points adjusted: ${signed} points`,
    detail: e.reason ? `Reason: ${e.reason}` : 'By an administrator',
  };
}

/** Newest first, at most NOTIFICATION_LIMIT. */
export function newestNotifications(...lists: (AppNotification | null)[][]): AppNotification[] {
  return lists
    .flat()
    .filter((n): n is AppNotification => n !== null)
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0))
    .slice(0, NOTIFICATION_LIMIT);
}

/** The bell's badge: '20+' when the list was cut at the limit. */
export function notificationBadge(count: number): string {
  return count >= NOTIFICATION_LIMIT ? `${NOTIFICATION_LIMIT}+` : String(count);
}
