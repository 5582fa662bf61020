import { useMyQueuePendingCount } from '@/data/claims/hooks';
import { formatTabCount } from '@/domain/tabCount';

/**
 * The drawer's count on Manage Requests: the claims awaiting review in my queue (the same count()
 * as the Pending tab on 'My queue'). Nothing while loading or when there are none.
 */
export function MyQueueBadge() {
  const pending = useMyQueuePendingCount();
  if (!pending || pending.count === 0) return null;
  const n = formatTabCount(pending.count);
  return (
    <span className="ml-auto rounded-full bg-amber-300 px-2 text-xs leading-5 font-bold text-slate-900">
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">({n} pending in my queue)</span>
    </span>
  );
}
