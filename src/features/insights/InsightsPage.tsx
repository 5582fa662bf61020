import { memo, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { monthLabel } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { DEPARTMENTS, managerLabel } from '@/domain/constants';
import {
  DEFAULT_INSIGHTS_MONTHS,
  INSIGHTS_RANGES,
  NO_DEPARTMENT,
  WAITING_LONG_DAYS,
  activityLabel,
  activityRanking,
  monthFigures,
  monthsEnding,
  type InsightsScope,
  type MonthFigures,
} from '@/domain/insights';
import { formatMonth } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import { useActivities } from '@/data/activities/hooks';
import {
  ALL_QUEUES,
  useActiveEmployees,
  useMonthTotals,
  usePaidOut,
  useReportRates,
  useReviewTimes,
  useWaitingLong,
} from '@/data/insights/hooks';
import { hoursLabel, turnaround } from '@/domain/turnaround';
import { PartErrorBoundary } from '@/app/ErrorBoundary';
import { preloadable } from '@/app/preloadable';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { downloadCsv } from '@/ui/download';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import type { ChartSpec } from './chartSpec';
import { tableToCsv, type FigureTable } from './insightsCsv';

// recharts is a chunk of its own, fetched once the panels have rendered: the page paints without it.
// When it fails to load (offline), each chart says so and loads when the network returns.
const InsightsChart = preloadable(() => import('./InsightsChart').then((m) => m.default));

const shortMonth = (month: string) => formatMonth(month, 'short');
/** The daily reports' rows: every department, and legacy profiles without one when they filed any. */
const RATE_DEPARTMENTS: readonly string[] = [...DEPARTMENTS, NO_DEPARTMENT];
const departmentLabel = (d: string) => (d === NO_DEPARTMENT ? 'No department' : d);
const rupees = (n: number | null) => (n === null ? '—' : formatRupees(n));
const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 1000) / 10}%`);

/**
 * A figure's panel: its chart first (recharts is a chunk of its own, fetched after the page's first
 * paint; the chart's box keeps its height meanwhile), its numbers as a table one tap away ('Show
 * table'), and its CSV.
 */
function Panel({ id, title, note, table, file, chart }: {
  id: string;
  title: string;
  note?: ReactNode;
  table: FigureTable;
  file: string;
  chart?: ChartSpec;
}) {
  const [showTable, setShowTable] = useState(false);
  return (
    <Card>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
          <div className="flex gap-2">
            {chart && (
              <Button variant="secondary" size="sm" onClick={() => setShowTable((v) => !v)}>
                {showTable ? 'Show chart' : 'Show table'}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={() => downloadCsv(tableToCsv(table), file)}>
              Download CSV
            </Button>
          </div>
        </div>
        {note && <p className="text-sm text-slate-700">{note}</p>}
        {showTable || !chart ? (
          // Wider than a phone: a scroll box the keyboard can reach and scroll (axe: scrollable-region-focusable).
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={`${title}: table`}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  {table.columns.map((c) => <th key={c} scope="col" className="px-2 py-1 font-medium">{c}</th>)}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r, i) => (
                  <tr key={i} className="border-b border-slate-100 text-slate-900">
                    {r.map((cell, j) => (j === 0
                      ? <th key={j} scope="row" className="px-2 py-1 font-medium">{cell}</th>
                      : <td key={j} className="px-2 py-1 tabular-nums">{cell}</td>))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          // As the Employee Centre's graph: a named figure, keyboard-reachable (recharts' accessibility
          // layer: the arrow keys move the tooltip); its numbers are the table behind 'Show table'.
          // Its box is as tall as the chart before the chart's code has arrived: nothing shifts.
          <figure
            aria-label={`${title}: chart (its numbers: Show table)`}
            className="w-full"
            style={{ height: chartHeight(chart) }}
          >
            <PartErrorBoundary>
              <Suspense fallback={<Spinner label="Loading the chart..." />}>
                <InsightsChart spec={chart} />
              </Suspense>
            </PartErrorBoundary>
          </figure>
        )}
      </section>
    </Card>
  );
}

function pointsTable(f: readonly MonthFigures[], queue: boolean): FigureTable {
  return queue
    ? { columns: ['Month', 'Earned', 'Credited claims'], rows: f.map((m) => [monthLabel(m.month), rupees(m.earned), m.claims]) }
    : {
        columns: ['Month', 'Earned', 'Adjusted', 'Redeemed', 'Refunded', 'Paid out', 'Liability at month end'],
        rows: f.map((m) => [monthLabel(m.month), rupees(m.earned), rupees(m.adjusted), rupees(m.redeemed), rupees(m.refunded), rupees(m.paidOut), rupees(m.liability)]),
      };
}

/** A chart's box: 16rem, or for one bar a row (the activities) room for each row's label. */
function chartHeight(chart: ChartSpec): number {
  return chart.layout === 'vertical' ? Math.max(256, chart.rows.length * 26 + 48) : 256;
}

/** One line colour per department (RATE_DEPARTMENTS' order), each legible on white. */
const DEPARTMENT_COLORS = ['#4338ca', '#b45309', '#047857', '#be123c', '#0369a1', '#6b7280'] as const;

/** The daily reports' rate per department, month by month: one line a department that has rows. */
function reportRateChart(rates: NonNullable<FigureData['rates']>, months: readonly string[]): ChartSpec {
  const shown = RATE_DEPARTMENTS.filter((d) => rates.some((r) => r.department === d && (d !== NO_DEPARTMENT || r.filed > 0)));
  return {
    kind: 'line',
    rows: months.map((month) => {
      const values = shown.map((d) => {
        const rate = rates.find((r) => r.department === d && r.month === month)?.rate ?? null;
        return [d, rate === null ? null : Math.round(rate * 1000) / 10] as const;
      });
      return { ...Object.fromEntries(values), label: shortMonth(month) };
    }),
    unit: '%',
    format: (n) => `${n}%`,
    series: shown.map((d) => ({
      key: d,
      name: departmentLabel(d),
      color: DEPARTMENT_COLORS[RATE_DEPARTMENTS.indexOf(d)] ?? '#6b7280',
    })),
  };
}

/** The figures' scope: a review queue, a department, or everything. */
const scopeOf = (queue: string, department: string): InsightsScope =>
  queue ? { kind: 'queue', queue } : department ? { kind: 'department', department } : { kind: 'all' };

/** Managers see their queues; finance and admins every department and queue. */
export function InsightsPage() {
  const me = useCurrentUser();
  const reviewer = me.userRole === 'manager';
  const queues = reviewer ? me.reviewQueues : ALL_QUEUES;
  const [count, setCount] = useState<string>(String(DEFAULT_INSIGHTS_MONTHS));
  const [department, setDepartment] = useState('');
  const [queue, setQueue] = useState<string>(reviewer ? (queues[0] ?? '') : '');
  const to = istMonthKey(new Date());
  const months = useMemo(() => monthsEnding(to, Number(count)), [to, count]);
  const scope = scopeOf(queue, department);
  const everything = scope.kind === 'all';
  const rateDepartments = useMemo(() => (department ? [department] : RATE_DEPARTMENTS), [department]);
  const totals = useMonthTotals(to);
  const paidOut = usePaidOut(months, everything);
  // Participation's share (every department) and the daily reports' headcount (any department's view).
  const active = useActiveEmployees(scope.kind !== 'queue');
  const reportRates = useReportRates(to, months, rateDepartments, scope.kind !== 'queue');
  const waiting = useWaitingLong(queues);
  const times = useReviewTimes(months[0] ?? to, to);
  const activities = useActivities();
  // The figures arrive one query at a time, and each arrival re-renders every panel's table. The panels
  // render from a deferred copy (useDeferredValue): React renders them in short slices between the
  // browser's own work, so no arrival holds the page still (a phone's main thread, Lighthouse's TBT).
  const view = useDeferredValue(
    useMemo<FigureData>(
      () => ({
        totals: totals.data,
        paidOut: paidOut.data,
        active: active.data,
        rates: reportRates.rates,
        ratesPending: reportRates.pending,
        waiting: waiting.data,
        waitingPending: waiting.isPending,
        waitingError: waiting.isError,
        times: times.data,
        timesPending: times.isPending,
        timesError: times.isError,
        activities: activities.data,
      }),
      [totals.data, paidOut.data, active.data, reportRates.rates, reportRates.pending, waiting.data, waiting.isPending,
        waiting.isError, times.data, times.isPending, times.isError, activities.data],
    ),
  );

  const header = (
    <PageHeader stacked title="Insights" subtitle="Where the points go, month by month" />
  );
  const filters = (
    <Card>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField id="insights-range" label="Months" value={count} options={INSIGHTS_RANGES.map(String)}
          optionLabel={(n) => `Last ${n} months`} onChange={setCount} />
        {!reviewer && (
          <SelectField id="insights-department" label="Department" value={department} options={[...DEPARTMENTS]}
            optionLabel={(d) => d} leading={{ value: '', label: 'All departments' }}
            onChange={(d) => { setDepartment(d); if (d) setQueue(''); }} />
        )}
        <SelectField id="insights-queue" label="Review queue" value={queue} options={queues}
          optionLabel={(q) => `${q} · ${managerLabel(q)}`}
          leading={reviewer ? undefined : { value: '', label: 'All queues' }}
          onChange={(q) => { setQueue(q); if (q) setDepartment(''); }} />
      </div>
    </Card>
  );
  if (reviewer && queues.length === 0)
    return <div className="flex flex-col gap-6">{header}<p className="text-sm text-slate-700">You review no queue, so there is nothing to show.</p></div>;
  if (totals.isError)
    return (
      <div className="flex flex-col gap-6">
        {header}
        {filters}
        <LoadError message="Could not load insights. Please try again." onRetry={() => void totals.refetch()} />
      </div>
    );
  if (!view.totals) return <div className="flex flex-col gap-6">{header}{filters}<Spinner label="Loading insights..." /></div>;
  return (
    <div className="flex flex-col gap-6">
      {header}
      {filters}
      <Panels view={view} totals={view.totals} months={months} queues={queues} to={to} queue={queue} department={department} />
    </div>
  );
}

/** What the panels are drawn from: the queries' data and states, as one deferred value. */
interface FigureData {
  totals: MonthTotalsData | undefined;
  paidOut: ReturnType<typeof usePaidOut>['data'];
  active: ReturnType<typeof useActiveEmployees>['data'];
  rates: ReturnType<typeof useReportRates>['rates'];
  ratesPending: boolean;
  waiting: ReturnType<typeof useWaitingLong>['data'];
  waitingPending: boolean;
  waitingError: boolean;
  times: ReturnType<typeof useReviewTimes>['data'];
  timesPending: boolean;
  timesError: boolean;
  activities: ReturnType<typeof useActivities>['data'];
}
type MonthTotalsData = NonNullable<ReturnType<typeof useMonthTotals>['data']>;

/** Every panel, re-rendered only when a figure, the range or the scope changes (memo). */
const Panels = memo(function Panels({ view, totals, months, queues, to, queue, department }: {
  view: FigureData;
  totals: MonthTotalsData;
  months: readonly string[];
  queues: readonly string[];
  to: string;
  queue: string;
  department: string;
}) {
  const scope = scopeOf(queue, department);
  const everything = scope.kind === 'all';
  const figures = monthFigures(totals, months, scope, view.paidOut ?? null, view.active?.total ?? null);
  const names = view.activities ? new Map(view.activities.map((a) => [a.id, a.name])) : null;
  const activeIds = (view.activities ?? []).filter((a) => a.isActive).map((a) => a.id);
  const ranking = activityRanking(totals, months, scope, activeIds);
  const chartRows = figures.map((m) => ({ ...m, label: shortMonth(m.month) }));
  const range = `${monthLabel(months[0] ?? to)} to ${monthLabel(to)}`;
  const file = (what: string) => `insights-${what}-${months[0] ?? to}-to-${to}.csv`;
  const queueView = scope.kind === 'queue';
  const turnaroundRows = new Map(view.times ? turnaround(view.times, months, queues).map((t) => [t.queue, t]) : []);

  return (
    <>
      <Panel
        id="insights-points"
        title={queueView ? `Points earned in ${scope.queue}` : 'Points per month'}
        note={`${range}. ${queueView ? '' : 'Liability: the balances owed at the month\u2019s end. Paid out: every department only.'}`}
        table={pointsTable(figures, queueView)}
        file={file('points')}
        chart={{
          kind: 'bar',
          rows: chartRows,
          format: formatRupees,
          series: [
            { key: 'earned', name: 'Earned', color: '#4338ca' },
            ...(queueView ? [] : [
              { key: 'redeemed', name: 'Redeemed', color: '#b45309' },
              { key: 'paidOut', name: 'Paid out', color: '#047857' },
            ]),
          ],
        }}
      />
      {!queueView && (
        <Panel
          id="insights-liability"
          title="Liability at month end"
          table={{ columns: ['Month', 'Liability'], rows: figures.map((m) => [monthLabel(m.month), rupees(m.liability)]) }}
          file={file('liability')}
          chart={{ kind: 'line', rows: chartRows, format: formatRupees, series: [{ key: 'liability', name: 'Liability', color: '#4338ca' }] }}
        />
      )}
      {!queueView && (
        <Panel
          id="insights-participation"
          title="Participation"
          note={everything ? `Employees with at least one credited claim, and their share of the ${view.active?.total ?? '…'} active employees today (Directors left out).` : 'Employees with at least one credited claim.'}
          table={{ columns: ['Month', 'Employees earning', 'Share'], rows: figures.map((m) => [monthLabel(m.month), m.earners ?? 0, percent(m.share)]) }}
          file={file('participation')}
          chart={{ kind: 'bar', rows: chartRows, allowDecimals: false, series: [{ key: 'earners', name: 'Employees earning', color: '#0f766e' }] }}
        />
      )}
      {!queueView && (
        <Panel
          id="insights-reports"
          title="Daily reports"
          note={`Daily reports filed by non-Directors, ${range}, against the working days (Monday to Saturday up to today, company holidays left out) times the department\u2019s active employees today (of ${view.active?.total ?? '…'} in all; Directors, blocked and deactivated accounts left out; past months against today\u2019s headcount). Leave days count as working days.`}
          table={{
            columns: ['Department', 'Month', 'Filed', 'Expected', 'Rate'],
            rows: (view.rates ?? [])
              .filter((r) => r.department !== NO_DEPARTMENT || r.filed > 0)
              .map((r) => [
                departmentLabel(r.department),
                monthLabel(r.month),
                r.filed,
                r.expected === null ? (view.ratesPending ? '…' : '—') : Math.round(r.expected),
                percent(r.rate),
              ]),
          }}
          file={file('daily-reports')}
          chart={reportRateChart(view.rates ?? [], months)}
        />
      )}
      <Panel
        id="insights-activities"
        title="Activities"
        note={`Credited claims per activity, ${range}. Never claimed: active activities with no credited claim in the range.`}
        table={{
          columns: ['Activity', 'Credited claims'],
          rows: [
            ...ranking.top.map((a) => [activityLabel(a.activityId, names), a.claims]),
            ...ranking.never.map((id) => [`${activityLabel(id, names)} (never claimed)`, 0]),
          ],
        }}
        file={file('activities')}
        chart={{
          kind: 'bar',
          layout: 'vertical',
          rows: [
            ...ranking.top.map((a) => ({ label: activityLabel(a.activityId, names), claims: a.claims })),
            ...ranking.never.map((id) => ({ label: activityLabel(id, names), claims: 0 })),
          ],
          allowDecimals: false,
          series: [{ key: 'claims', name: 'Credited claims', color: '#4338ca' }],
        }}
      />
      <Panel
        id="insights-turnaround"
        title="Review turnaround"
        note={
          view.timesError || view.waitingError
            ? 'Could not load the review times. Please try again.'
            : `Hours from submission to decision (approved or rejected) of the claims decided ${range}, per queue; and the claims awaiting review for longer than ${WAITING_LONG_DAYS} days now.`
        }
        table={{
          columns: ['Queue', 'Decided', 'Median', '90th percentile', `Waiting over ${WAITING_LONG_DAYS} days now`],
          rows: (queueView ? [scope.queue] : queues).map((q) => {
            const t = turnaroundRows.get(q);
            const pending = view.timesPending ? '…' : '—';
            return [
              `${q} · ${managerLabel(q)}`,
              t ? t.decided : pending,
              t ? hoursLabel(t.median) : pending,
              t ? hoursLabel(t.p90) : pending,
              view.waiting?.[q] ?? (view.waitingPending ? '…' : '—'),
            ];
          }),
        }}
        file={file('turnaround')}
        chart={{
          kind: 'bar',
          rows: [...turnaroundRows.values()]
            .filter((t) => !queueView || t.queue === scope.queue)
            .map((t) => ({ label: t.queue, median: t.median ?? 0, p90: t.p90 ?? 0 })),
          allowDecimals: false,
          unit: ' h',
          format: (n) => `${n} h`,
          series: [
            { key: 'median', name: 'Median', color: '#4338ca' },
            { key: 'p90', name: '90th percentile', color: '#b45309' },
          ],
        }}
      />
    </>
  );
});
