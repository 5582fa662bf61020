import { budgetLeft, budgetSummary, spentPercent, type QueueBudget } from '@/domain/budgets';
import { managerLabel } from '@/domain/constants';
import { countOf as plural } from '@/domain/plural';
import { useCommitted } from '@/data/budgets/hooks';

/**
 * One queue's month on Manage Requests: a bar of spent / budget and what its claims awaiting review
 * would cost (a sum() aggregation, read after the page's own reads).
 */
const queueLabel = (queue: string) => `${managerLabel(queue)} (${queue})`;

/*
 * The lines keep their height as the figures arrive (no layout shift under the page's list): on a phone
 * the queue and its summary are two lines and the pending cost has room for two.
 */
const HEAD = 'flex flex-col gap-x-3 text-sm sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between';
const PENDING = 'min-h-8 text-xs sm:min-h-4';

export function BudgetBar({ budget }: { budget: QueueBudget }) {
  const committed = useCommitted(budget.queue);
  const left = budgetLeft(budget);
  const pending = committed.data;
  const overCommitted = pending && left !== null && pending.points > left;
  const label = queueLabel(budget.queue);
  return (
    <li className="flex flex-col gap-1">
      <div className={HEAD}>
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-slate-700">{budgetSummary(budget)}</span>
      </div>
      {budget.budget !== null && (
        <div
          role="progressbar"
          aria-label={`${label} budget spent`}
          aria-valuemin={0}
          aria-valuemax={budget.budget}
          aria-valuenow={Math.min(budget.spent, budget.budget)}
          aria-valuetext={budgetSummary(budget)}
          className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={spentPercent(budget) >= 90 ? 'h-full bg-amber-600' : 'h-full bg-indigo-700'}
            style={{ width: `${spentPercent(budget)}%` }}
          />
        </div>
      )}
      <p className={`${PENDING} ${overCommitted ? 'text-amber-800' : 'text-slate-600'}`}>
        {pending
          ? `Pending claims would cost ${plural(pending.points, 'point')} (${plural(pending.claims, 'claim')})${overCommitted ? ': more than is left' : ''}`
          : committed.isError
            ? 'Pending cost unavailable'
            : 'Pending cost: counting...'}
      </p>
    </li>
  );
}

/** A queue's line while the month's budgets load: the same lines, so nothing below moves when they come. */
export function BudgetBarPlaceholder({ queue }: { queue: string }) {
  return (
    <li className="flex flex-col gap-1">
      <div className={HEAD}>
        <span className="font-medium text-slate-900">{queueLabel(queue)}</span>
        <span className="text-slate-600">Loading...</span>
      </div>
      <div className="h-2.5 w-full rounded-full bg-slate-100" />
      <p className={`${PENDING} text-slate-600`}>Pending cost: counting...</p>
    </li>
  );
}
