import { FolderOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PointActivity } from '@/domain/types';
import { useActivities } from '@/data/activities/hooks';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { cn } from '@/ui/cn';
import { ActivityFormDialog, type ActivityDialogState } from './ActivityFormDialog';
import {
  DEFAULT_SORT,
  isLongTitle,
  nextSort,
  shortTitle,
  sortActivities,
  type Sort,
  type SortKey,
} from './sorting';

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (k: SortKey) => void;
}) {
  const active = sort.key === column;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className="px-2 py-2 sm:px-3">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-slate-900"
      >
        {label}
        <span aria-hidden="true" className={cn(!active && 'text-slate-400')}>
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function TitleCell({ title }: { title: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!isLongTitle(title)) return <span className="font-medium text-slate-900">{title || 'N/A'}</span>;
  return (
    <span className="font-medium text-slate-900">
      <span title={expanded ? undefined : title}>{expanded ? title : shortTitle(title)}</span>{' '}
      <button
        type="button"
        onClick={() => setExpanded((e) => !e)}
        aria-expanded={expanded}
        className="text-sm font-medium whitespace-nowrap text-indigo-800 hover:underline"
      >
        {expanded ? 'Show less' : 'Read more'}
      </button>
    </span>
  );
}

interface ListProps {
  rows: PointActivity[];
  sort: Sort;
  onSort: (k: SortKey) => void;
  onEdit: (a: PointActivity) => void;
}

function StatusPill({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

const SORT_LABELS: Record<SortKey, string> = { id: 'ID', points: 'Points', status: 'Status' };

/** Phones: one card per activity, with the same three sorts as buttons. */
function ActivityCards({ rows, sort, onSort, onEdit }: ListProps) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Sort by">
        <span className="text-sm text-slate-600">Sort by:</span>
        {(['id', 'points', 'status'] as const).map((k) => (
          <button
            key={k}
            type="button"
            onClick={() => onSort(k)}
            aria-pressed={sort.key === k}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium',
              sort.key === k
                ? 'border-indigo-700 bg-indigo-50 text-indigo-900'
                : 'border-slate-300 text-slate-700',
            )}
          >
            {SORT_LABELS[k]}
            {sort.key === k && <span aria-hidden="true">{sort.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
            {sort.key === k && (
              <span className="sr-only">{sort.dir === 'asc' ? ', ascending' : ', descending'}</span>
            )}
          </button>
        ))}
      </div>
      <ul className="flex flex-col gap-3" aria-label="Point activities">
        {rows.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-xs text-slate-600">{a.id}</p>
                <TitleCell title={a.name} />
              </div>
              <Button variant="secondary" size="sm" onClick={() => onEdit(a)} aria-label={`Edit ${a.id}`}>
                Edit
              </Button>
            </div>
            <div className="mt-2 flex items-center gap-3">
              <span className="font-semibold text-slate-900">{a.points} pts</span>
              <StatusPill active={a.isActive} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ActivityTable({ rows, sort, onSort, onEdit }: ListProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Point activities, sortable by ID, points and status</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <SortHeader label="ID" column="id" sort={sort} onSort={onSort} />
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold tracking-wide uppercase">
              Title
            </th>
            <SortHeader label="Points" column="points" sort={sort} onSort={onSort} />
            <SortHeader label="Status" column="status" sort={sort} onSort={onSort} />
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold tracking-wide uppercase">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((a) => (
            <tr key={a.id} className="hover:bg-slate-50">
              <td className="px-2 py-3 sm:px-3 font-mono text-slate-800">{a.id}</td>
              <td className="px-2 py-3 sm:px-3">
                <TitleCell title={a.name} />
              </td>
              <td className="px-2 py-3 sm:px-3 font-semibold text-slate-900">{a.points}</td>
              <td className="px-2 py-3 sm:px-3">
                <StatusPill active={a.isActive} />
              </td>
              <td className="px-2 py-3 sm:px-3">
                <Button variant="secondary" size="sm" onClick={() => onEdit(a)} aria-label={`Edit ${a.id}`}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PointsManagerPage() {
  // The catalogue reaches the screen as a transition: its rows render in slices (src/data/deferred.ts).
  const activities = useActivities();
  const [dialog, setDialog] = useState<ActivityDialogState>(null);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const phone = useMediaQuery('(max-width: 639px)');
  const list = activities.data;
  const rows = useMemo(() => sortActivities(list ?? [], sort), [list, sort]);
  const listProps: ListProps = {
    rows,
    sort,
    onSort: (k) => setSort((s) => nextSort(s, k)),
    onEdit: (a) => setDialog({ mode: 'edit', activity: a }),
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        stacked
        title="Point Activities"
        subtitle="Manage point activities and rewards"
        actions={
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <span aria-hidden="true">＋</span> New Activity
          </Button>
        }
      />
      <Card>
        {activities.data && (
          <p className="mb-3 text-sm text-slate-600">
            Total activities: <span className="font-semibold text-slate-900">{activities.data.length}</span>
          </p>
        )}
        {activities.isPending ? (
          <Spinner label="Loading point activities..." />
        ) : activities.isError ? (
          <LoadError message="Failed to load activities" onRetry={() => void activities.refetch()} />
        ) : activities.data.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title="No point activities found"
            hint="No point activities have been created yet."
          />
        ) : (
          <>{phone ? <ActivityCards {...listProps} /> : <ActivityTable {...listProps} />}</>
        )}
      </Card>
      <ActivityFormDialog state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
