import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useMarkNotificationsSeen,
  useNotificationCount,
  useNotificationLists,
  usePendingWork,
  type NotificationLists,
} from '@/data/notifications/hooks';
import { useReportReminderDue } from '@/data/reminder/hooks';
import { formatDateTime } from '@/domain/dates';
import { REMINDER_TEXTS } from '@/domain/reminder';
import {
  adjustmentNotification,
  claimNotification,
  newestNotifications,
  leaveNotification,
  notificationBadge,
  redemptionNotification,
  type AppNotification,
} from '@/domain/notifications';
import { paths } from '@/domain/routes';
import { LoadError } from '@/ui/LoadError';
import { formatTabCount } from '@/domain/tabCount';
import { countOf } from '@/domain/plural';

/** '1 payout', '3 payouts', '999+ pending claims'. */
function counted(n: number, noun: string): string {
  return countOf(n, noun, undefined, formatTabCount(n));
}

/**
 * The lists' decisions as notifications, newest first. The ledger's go first: a reversal is also
 * its claim's change, and the ledger's version of it carries the reason.
 */
function notificationsOf({ claims, redemptions, adjustments, leave }: NotificationLists): AppNotification[] {
  return newestNotifications(
    adjustments.map(adjustmentNotification),
    claims.map(claimNotification),
    redemptions.map(redemptionNotification),
    leave.map(leaveNotification),
  );
}

/** What the open bell shows: loading, its list, or why it could not read it. */
type Shown = { state: 'loading' } | { state: 'ready'; items: AppNotification[] } | { state: 'failed' };

/**
 * The header's bell: how many decisions on my claims and redemptions arrived since I last looked
 * (three count()s), the list when it opens, and for staff the work waiting for them. Opening it
 * marks everything seen; the list it opened with stays until it closes.
 */
export function NotificationsBell() {
  const known = useNotificationCount();
  const count = known ?? 0;
  const lists = useNotificationLists();
  const { pendingClaims, pendingPayouts } = usePendingWork();
  const reminderDue = useReportReminderDue().due;
  const markSeen = useMarkNotificationsSeen();
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const [open, setOpen] = useState(false);
  // Each opening's list lands only in that opening (a slow read must not fill a later one).
  const openings = useRef(0);
  const show = (opening: number) => {
    setShown({ state: 'loading' });
    lists.load().then(
      (read) => {
        if (openings.current !== opening) return;
        const items = notificationsOf(read);
        setShown({ state: 'ready', items });
        if (items.length > 0) markSeen.mutate();
      },
      () => {
        if (openings.current === opening) setShown({ state: 'failed' });
      },
    );
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    const opening = ++openings.current;
    if (!next) return;
    // Nothing new: nothing to read.
    if (count === 0) setShown({ state: 'ready', items: [] });
    else show(opening);
  };
  const claimsWaiting = pendingClaims && pendingClaims.count > 0 ? pendingClaims.count : 0;
  const payoutsWaiting = pendingPayouts && pendingPayouts.count > 0 ? pendingPayouts.count : 0;
  const label =
    known === null
      ? 'Notifications'
      : count > 0
        ? `Notifications, ${notificationBadge(count)} new`
        : 'Notifications, none new';
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        onPointerEnter={count > 0 ? lists.prefetch : undefined}
        onFocus={count > 0 ? lists.prefetch : undefined}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {notificationBadge(count)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl focus:outline-none"
          aria-label="Notifications"
        >
          <h2 className="text-base font-semibold text-slate-900">Notifications</h2>
          {(claimsWaiting > 0 || payoutsWaiting > 0 || reminderDue) && (
            <ul className="mt-3 flex flex-col gap-2">
              {reminderDue && (
                <li>
                  <Link
                    to={paths.productivity}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 hover:bg-amber-100"
                  >
                    {REMINDER_TEXTS.bell}
                  </Link>
                </li>
              )}
              {claimsWaiting > 0 && (
                <li>
                  <Link
                    to={paths.manageRequests}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 hover:bg-amber-100"
                  >
                    {counted(claimsWaiting, 'pending claim')} to review
                  </Link>
                </li>
              )}
              {payoutsWaiting > 0 && (
                <li>
                  <Link
                    to={paths.redemptionCentre}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 hover:bg-amber-100"
                  >
                    {counted(payoutsWaiting, 'payout')} pending
                  </Link>
                </li>
              )}
            </ul>
          )}
          {shown.state === 'loading' ? (
            <p className="mt-3 text-sm text-slate-600" role="status">
              Loading notifications...
            </p>
          ) : shown.state === 'failed' ? (
            <LoadError
              message="Your notifications could not be loaded."
              onRetry={() => show(openings.current)}
            />
          ) : shown.items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No new notifications.</p>
          ) : (
            <ul className="mt-3 flex max-h-80 flex-col gap-1 overflow-y-auto">
              {shown.items.map((n) => (
                <li key={n.id}>
                  <Link
                    to={n.href}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg px-3 py-2 hover:bg-slate-50"
                  >
                    <span className="block text-sm font-semibold text-slate-900">{n.title}</span>
                    <span className="block text-sm text-slate-700">{n.detail}</span>
                    <span className="block text-xs text-slate-600">{formatDateTime(n.at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
