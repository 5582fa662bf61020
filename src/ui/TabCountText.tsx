import { cappedCountHint, formatTabCount, type CappedCount } from '@/domain/tabCount';

/**
 * The number in a tab's 'Pending (n)': '…' while loading, the exact count, or '999+' for a count
 * that reached the cap, with 'More than 999' as its tooltip. The text stays in the tab's accessible
 * name ('Pending (999+)'); the title only adds the hint.
 */
export function TabCountText({ count }: { count: CappedCount | undefined }) {
  if (!count) return <>…</>;
  if (!count.capped) return <>{formatTabCount(count.count)}</>;
  return <span title={cappedCountHint()}>{formatTabCount(count.count)}</span>;
}
