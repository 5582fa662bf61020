import { monthLabel } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { useQueueBudgets } from '@/data/budgets/hooks';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { MANAGERS } from '@/domain/constants';
import { BudgetBar, BudgetBarPlaceholder } from './BudgetBar';

/** Manage Requests: this month's budget of each queue in scope (all queues when `queues` is undefined). */
export function QueueBudgets({ queues }: { queues: readonly string[] | undefined }) {
  const month = istMonthKey(new Date());
  const budgets = useQueueBudgets(month);
  return (
    <Card>
      <section aria-labelledby="mr-budgets-title" className="flex flex-col gap-3">
        <h2 id="mr-budgets-title" className="text-base font-semibold text-slate-900">
          Budgets, {monthLabel(month)}
        </h2>
        {budgets.isPending ? (
          <>
            <p role="status" className="sr-only">Loading budgets...</p>
            <ul className="flex flex-col gap-3" aria-hidden="true">
              {(queues ?? MANAGERS.map((m) => m.id)).map((q) => (
                <BudgetBarPlaceholder key={q} queue={q} />
              ))}
            </ul>
          </>
        ) : budgets.isError ? (
          <LoadError message="Could not load budgets. Please try again." onRetry={() => void budgets.refetch()} />
        ) : (
          <ul className="flex flex-col gap-3">
            {budgets.data
              .filter((b) => !queues || queues.includes(b.queue))
              .map((b) => (
                <BudgetBar key={b.queue} budget={b} />
              ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
