import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { AuditReasonField } from '@/ui/AuditReasonField';
import { ConfirmActionButton } from '@/ui/ConfirmActionButton';
import { monthLabel } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { MANAGERS } from '@/domain/constants';
import { countOf as plural } from '@/domain/plural';
import { hasPower } from '@/domain/roles';
import { signedPoints } from '@/domain/statement';
import {
  budgetSchema,
  thresholdSchema,
  type BudgetData,
  type BudgetInput,
  type ThresholdData,
  type ThresholdInput,
} from '@/domain/schemas';
import {
  useBudgetReport,
  useDecideAdjustment,
  useFourEyesThreshold,
  usePendingAdjustments,
  useSetBudget,
  useSetThreshold,
} from '@/data/budgets/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { downloadCsv } from '@/ui/download';
import { EmptyState } from '@/ui/EmptyState';
import { Field, inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { notify } from '@/ui/notify';
import { PageHeader } from '@/ui/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { ReminderHourForm } from './ReminderHourForm';
import { REPORT_COLUMNS, reportCells, reportFileName, reportToCsv } from './reportCsv';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Budget, spent, committed (claims awaiting review, this month only) and left per queue, 13 months, with CSV. */
function MonthReport({ month }: { month: string }) {
  const report = useBudgetReport(month, true);
  const phone = useMediaQuery('(max-width: 767px)');
  if (report.isPending) return <Spinner label="Loading the month report..." />;
  if (report.isError)
    return (
      <LoadError
        message="Could not load the month report. Please try again."
        onRetry={() => void report.refetch()}
      />
    );
  const lines = report.data;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {monthLabel(month)} and the 12 months before it. Committed: what the claims awaiting review would
          cost now. Left: budget minus spent.
        </p>
        <Button variant="secondary" onClick={() => downloadCsv(reportToCsv(lines), reportFileName(month))}>
          Download CSV
        </Button>
      </div>
      {phone ? (
        // On a phone each queue's month is a card: seven columns do not fit 390 px.
        <ul aria-label="Budgets per queue and month" className="flex flex-col gap-2">
          {lines.map((l) => {
            const cells = reportCells(l);
            return (
              <li key={`${l.month}-${l.queue}`} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {cells[0]} · {cells[1]} ({cells[2]})
                </p>
                <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 text-slate-800">
                  {REPORT_COLUMNS.slice(3).map((c, i) => (
                    <div key={c} className="flex justify-between gap-2">
                      <dt className="text-slate-600">{c}</dt>
                      <dd>{cells[i + 3] === '' ? '—' : cells[i + 3]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Budgets per queue and month</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                {REPORT_COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={`${l.month}-${l.queue}`} className="border-b border-slate-100 text-slate-800">
                  {reportCells(l).map((cell, i) => (
                    <td key={REPORT_COLUMNS[i]} className="px-2 py-1.5">
                      {cell === '' ? '—' : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Admins set a queue's month and whether it repeats every month. */
function SetBudgetForm({ month }: { month: string }) {
  const save = useSetBudget();
  // The report's query (shared with the Month report): its lines say what each queue repeats.
  const report = useBudgetReport(month, true);
  const form = useForm<BudgetInput, unknown, BudgetData>({
    resolver: zodResolver(budgetSchema),
    defaultValues: { queue: 'M1', month, budget: '', repeat: false, reason: '' },
  });
  const errors = form.formState.errors;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onSubmit = (data: BudgetData) =>
    save.mutate(data, {
      onSuccess: () => {
        notify.success(
          `Budget of ${plural(data.budget, 'point')} set for ${data.queue}, ${monthLabel(data.month)}.`,
        );
        form.reset({ ...data, budget: '', reason: '' });
      },
      onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to set the budget. Please try again.')),
    });
  const repeating = (report.data ?? []).filter((l) => l.month === month && l.repeats !== null);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label="Queue" error={errors.queue?.message}>
          {(p) => (
            <select {...p} {...form.register('queue')} className={inputClass}>
              {MANAGERS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.id} · {m.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Month" error={errors.month?.message}>
          {(p) => <input {...p} type="month" {...form.register('month')} className={inputClass} />}
        </Field>
        <Field label="Budget (points)" error={errors.budget?.message}>
          {(p) => <input {...p} inputMode="numeric" {...form.register('budget')} className={inputClass} />}
        </Field>
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-5 accent-indigo-700" {...form.register('repeat')} />
        Repeat every month (a month without its own budget opens with this one)
      </label>
      <p className="text-xs text-slate-600">
        {repeating.length === 0
          ? 'No queue repeats its budget.'
          : `Repeating: ${repeating.map((l) => `${l.queue} ${plural(l.repeats ?? 0, 'point')}`).join(', ')}.`}
      </p>
      <AuditReasonField
        value={reason ?? ''}
        onChange={(v) => form.setValue('reason', v)}
        error={errors.reason?.message}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Set Budget'}
        </Button>
      </div>
    </form>
  );
}

function ThresholdForm() {
  const current = useFourEyesThreshold();
  const save = useSetThreshold();
  const form = useForm<ThresholdInput, unknown, ThresholdData>({
    resolver: zodResolver(thresholdSchema),
    defaultValues: { threshold: '', reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onSubmit = (data: ThresholdData) =>
    save.mutate(data, {
      onSuccess: () => {
        notify.success(`Four-eyes threshold set to ${plural(data.threshold, 'point')}.`);
        form.reset({ threshold: '', reason: '' });
      },
      onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to set the threshold. Please try again.')),
    });
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
    >
      <div>
        <Field
          label="Four-eyes threshold (points)"
          error={form.formState.errors.threshold?.message}
          hint={
            current.data === undefined
              ? 'Loading the current threshold...'
              : `Now ${plural(current.data, 'point')}: an adjustment of more (a credit or a debit), or one that brings an employee's adjustments of the day past it, waits for a second admin.`
          }
        >
          {(p) => <input {...p} inputMode="numeric" {...form.register('threshold')} className={inputClass} />}
        </Field>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Set Threshold'}
      </Button>
      <div className="sm:col-span-2">
        <AuditReasonField
          value={reason ?? ''}
          onChange={(v) => form.setValue('reason', v, { shouldValidate: true })}
          error={form.formState.errors.reason?.message}
        />
      </div>
    </form>
  );
}

/** Adjustments awaiting a second admin (credits or debits): approve (recorded) or reject. */
function PendingAdjustments() {
  const me = useCurrentUser();
  const pending = usePendingAdjustments();
  const decide = useDecideAdjustment();
  if (pending.isPending) return <Spinner label="Loading pending adjustments..." />;
  if (pending.isError)
    return (
      <LoadError
        message="Could not load pending adjustments. Please try again."
        onRetry={() => void pending.refetch()}
      />
    );
  if (pending.data.length === 0)
    return (
      <EmptyState
        title="No adjustments awaiting approval"
        hint="Adjustments past the threshold (alone or with the day's others) appear here."
      />
    );
  const approve = (id: string, employeeId: string) =>
    decide.mutate(
      { id, employeeId, decision: 'approve' },
      {
        onSuccess: () => notify.success('Adjustment approved and recorded.'),
        onError: (e) =>
          notify.error(mutationErrorMessage(e, 'Failed to decide the adjustment. Please try again.')),
      },
    );
  return (
    <ul className="flex flex-col gap-3">
      {pending.data.map((r) => {
        const mine = r.requestedBy === me.employeeId || r.employeeId === me.employeeId;
        return (
          <li
            key={r.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {plural(Math.abs(r.points), 'point', 'points', signedPoints(r.points))} for {r.employeeName || r.employeeId} ({r.employeeId})
              </p>
              <p className="text-sm break-words text-slate-700">Reason: {r.reason}</p>
              <p className="text-xs text-slate-600">
                Asked by {r.requestedByName} ({r.requestedBy}){mine ? ' · a second admin must decide it' : ''}
              </p>
            </div>
            {!mine && (
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="success"
                  size="sm"
                  disabled={decide.isPending}
                  aria-label={`Approve ${signedPoints(r.points)} points for ${r.employeeId}`}
                  onClick={() => approve(r.id, r.employeeId)}
                >
                  Approve
                </Button>
                <ConfirmActionButton
                  label="Reject"
                  variant="danger"
                  ariaLabel={`Reject ${signedPoints(r.points)} points for ${r.employeeId}`}
                  title="Reject adjustment"
                  message={`${plural(Math.abs(r.points), 'point', 'points', signedPoints(r.points))} for ${r.employeeName || r.employeeId} will not be recorded.`}
                  confirmLabel="Reject"
                  busyLabel="Rejecting..."
                  askReason
                  run={(reason) => decide.mutateAsync({ id: r.id, employeeId: r.employeeId, decision: 'reject', reason })}
                  successText="Adjustment rejected."
                  errorText={(e) => mutationErrorMessage(e, 'Failed to decide the adjustment. Please try again.')}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Finance and admins: the month report; admins also set budgets and decide large adjustments. */
export function BudgetsPage() {
  const me = useCurrentUser();
  const month = istMonthKey(new Date());
  const admin = hasPower(me.userRole, 'manageBudgets');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        stacked
        title="Budgets"
        subtitle="Monthly budgets per review queue, and large adjustments"
      />
      {admin && (
        <Section id="budgets-pending" title="Adjustments awaiting a second admin">
          <PendingAdjustments />
        </Section>
      )}
      <Section id="budgets-report" title="Month report">
        <MonthReport month={month} />
      </Section>
      {admin && (
        <>
          <Section id="budgets-set" title="Set a budget">
            <SetBudgetForm month={month} />
          </Section>
          <Section id="budgets-four-eyes" title="Four eyes">
            <ThresholdForm />
          </Section>
          <Section id="budgets-reminder" title="Daily report reminder">
            <ReminderHourForm />
          </Section>
        </>
      )}
    </div>
  );
}
