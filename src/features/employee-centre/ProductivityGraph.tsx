import { ChartColumn } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { OVERVIEW_DAYS } from '@/domain/constants';
import { formatDate } from '@/domain/dates';
import type { ProductivityReport } from '@/domain/types';
import { firestoreCode } from '@/data/errors';
import { useHolidayMap } from '@/data/holidays/hooks';
import { useReportCounts, useReportsForDay } from '@/data/reports/hooks';
import { useDayCounts, useMissingReports, useOnLeave } from '@/data/users/hooks';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { ProductivityReportDialog } from '@/ui/ProductivityReportDialog';
import { editedLabel } from '@/domain/reportEdits';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import {
  chartData,
  lastNDays,
  reportCount,
  summarize,
  xLabelInterval,
  dayHeadcountText,
  dayOff,
  type DayCount,
} from './directory';

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) {
  const point = payload?.[0]?.payload as DayCount | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow">
      {point.label}: {reportCount(point.count)}
    </div>
  );
}

function ListScroller({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul aria-label={label} tabIndex={0} className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto pr-1">
      {children}
    </ul>
  );
}

/**
 * 'Productivity Reports' for one day: who submitted (click to read) and who is missing, each a page at
 * a time with its total by count(). Exact for any day: the active, unblocked, non-Director employees
 * are either in Submitted or in Missing, and the dialog says how many that is.
 */
function DayReportsDialog({ day, onClose }: { day: string | null; onClose: () => void }) {
  const reports = useReportsForDay(day);
  const missing = useMissingReports(day);
  const counts = useDayCounts(day);
  const leave = useOnLeave(day);
  const [open, setOpen] = useState<{ report: ProductivityReport; name: string; edited: string | null } | null>(null);
  const submitted = useMemo(
    () =>
      (reports.data?.pages.flatMap((p) => p.items) ?? []).map((report) => ({
        report,
        name: report.employeeName || 'N/A',
        edited: editedLabel(report),
      })),
    [reports.data],
  );
  const absent = useMemo(() => missing.data?.pages.flatMap((p) => p.items) ?? [], [missing.data]);
  const away = useMemo(() => leave.data?.pages.flatMap((p) => p.items) ?? [], [leave.data]);
  const countText = (n: number | undefined, loaded: number) => (n === undefined ? loaded : n);
  return (
    <Dialog
      open={day !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title="Productivity Reports"
      description={day ? formatDate(day) : undefined}
      wide
    >
      {reports.isPending || missing.isPending ? (
        <Spinner label="Loading reports..." />
      ) : reports.isError || missing.isError ? (
        <p role="alert" className="text-slate-800">
          Could not load the reports of this day. Please try again.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <p className="text-sm text-slate-700 sm:col-span-2" data-testid="day-headcount">
            {counts.data
              ? dayHeadcountText(counts.data)
              : counts.isError
                ? 'Could not count this day. Please try again.'
                : 'Counting...'}
          </p>
          <section aria-labelledby="submitted-heading" className="flex flex-col">
            <h3 id="submitted-heading" className="font-semibold text-emerald-800">
              Submitted Reports ({countText(counts.data?.submitted, submitted.length)})
            </h3>
            {submitted.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No reports submitted</p>
            ) : (
              <ListScroller label="Submitted Reports">
                {submitted.map((s) => (
                  <li key={s.report.employeeId}>
                    <button
                      type="button"
                      onClick={() => setOpen(s)}
                      className="flex w-full items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-left text-sm hover:bg-emerald-100"
                    >
                      <span className="font-medium text-slate-900">{s.name}</span>
                      <span className="flex items-center gap-2 text-slate-700">
                        {s.edited && <span className="text-xs text-slate-600">{s.edited}</span>}
                        {s.report.employeeId}
                      </span>
                    </button>
                  </li>
                ))}
              </ListScroller>
            )}
            <LoadMoreButton className="mt-2 self-start" pages={reports} />
          </section>
          <section aria-labelledby="missing-heading" className="flex flex-col">
            <h3 id="missing-heading" className="font-semibold text-red-800">
              Missing Reports ({countText(counts.data?.missing, absent.length)})
            </h3>
            {absent.length === 0 && !missing.hasNextPage ? (
              <p className="mt-2 text-sm text-slate-600">
                {dayOff(counts.data) ? 'Nobody is missing on a day off.' : 'All reports submitted!'}
              </p>
            ) : (
              <ListScroller label="Missing Reports">
                {absent.map((u) => (
                  <li
                    key={u.employeeId}
                    className="flex items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm"
                  >
                    <span className="font-medium text-slate-900">{u.name || 'N/A'}</span>
                    <span className="text-slate-700">{u.employeeId}</span>
                  </li>
                ))}
              </ListScroller>
            )}
            <LoadMoreButton className="mt-2 self-start" pages={missing} />
          </section>
          <section aria-labelledby="leave-heading" className="flex flex-col sm:col-span-2">
            <h3 id="leave-heading" className="font-semibold text-sky-900">
              On leave ({countText(counts.data?.onLeave, away.length)})
            </h3>
            {leave.isError ? (
              <p role="alert" className="mt-2 text-sm text-slate-800">
                Could not load who is on leave. Please try again.
              </p>
            ) : away.length === 0 && !leave.hasNextPage ? (
              <p className="mt-2 text-sm text-slate-600">{leave.isPending ? 'Loading...' : 'Nobody on leave'}</p>
            ) : (
              <ListScroller label="On leave">
                {away.map((l) => (
                  <li
                    key={l.employeeId}
                    className="flex items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm"
                  >
                    <span className="font-medium text-slate-900">{l.employeeName || 'N/A'}</span>
                    <span className="text-slate-700">{l.employeeId}</span>
                  </li>
                ))}
              </ListScroller>
            )}
            <LoadMoreButton className="mt-2 self-start" pages={leave} />
          </section>
        </div>
      )}
      <ProductivityReportDialog
        report={open?.report ?? null}
        employeeName={open?.name}
        onClose={() => setOpen(null)}
      />
    </Dialog>
  );
}

function SummaryCard({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
    </div>
  );
}

/**
 * The 30-day graph (loaded lazily with recharts): the month totals' kept report counters (at most 12
 * documents, whatever the organisation's size), never a query per employee or per day; the company's
 * holidays are left out.
 */
export function ProductivityGraph() {
  const [today] = useState(() => new Date());
  const days = useMemo(() => lastNDays(today, OVERVIEW_DAYS), [today]);
  const counts = useReportCounts(days);
  const holidays = useHolidayMap(days[0] ?? '', days[days.length - 1] ?? '');
  const [selected, setSelected] = useState(days[days.length - 1] ?? '');
  const [viewing, setViewing] = useState<string | null>(null);

  if (counts.isPending) return <Spinner label="Loading productivity data..." />;
  if (counts.isError) {
    if (firestoreCode(counts.error) === 'failed-precondition') {
      return (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">Firebase Index Required!</p>
          <p className="mt-1 text-sm">
            The productivity overview needs a composite index on the productivityReports collection group
            (date). Deploy firestore.indexes.json with `firebase deploy --only firestore:indexes`, then
            reload.
          </p>
        </div>
      );
    }
    return (
      <LoadError message="Could not load productivity data. Please try again." onRetry={() => void counts.refetch()} />
    );
  }
  // Company holidays are days off: left out of the graph, its figures and its day lists.
  const data = chartData(days, counts.data).filter((d) => !holidays.has(d.day));
  const stats = summarize(data);
  const newestFirst = data.map((d) => d.day).reverse();
  const countOf = new Map(data.map((d) => [d.day, d.count]));
  if (stats.total === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title="No productivity data available"
        hint="No daily productivity reports found for the past 30 days."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SummaryCard label="Total Reports" value={stats.total} />
        <SummaryCard label="Days with Reports" value={stats.daysWithReports} />
        <SummaryCard label="Average Reports/Day" value={stats.average} />
      </div>
      <figure aria-label="Reports submitted per day over the past 30 days" className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 10, right: 16, bottom: 4, left: -16 }}
            onClick={(state) => {
              const i = Number(state.activeIndex ?? state.activeTooltipIndex);
              const point = Number.isInteger(i) ? data[i] : undefined;
              if (point) {
                setSelected(point.day);
                setViewing(point.day);
              }
            }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              interval={xLabelInterval(data.length)}
              tick={{ fontSize: 12, fill: '#475569' }}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip content={<ChartTooltip />} />
            <Line
              type="monotone"
              dataKey="count"
              name="Reports"
              stroke="#4338ca"
              strokeWidth={2}
              dot={{ r: 3, cursor: 'pointer' }}
              activeDot={{ r: 6, cursor: 'pointer' }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (selected) setViewing(selected);
        }}
      >
        <SelectField
          id="graph-day"
          label="Day"
          value={selected}
          options={newestFirst}
          optionLabel={(day) => `${formatDate(day)}: ${reportCount(countOf.get(day) ?? 0)}`}
          onChange={setSelected}
          className="flex-1"
        />
        <Button type="submit">View Reports</Button>
      </form>
      <DayReportsDialog day={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
