import { CircleCheck, NotebookPen, NotebookText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RECENT_REPORTS, TRUNCATE } from '@/domain/constants';
import { employedSpan } from '@/domain/calendar';
import { formatDate, formatDateTime, formatTime } from '@/domain/dates';
import { istDayKey } from '@/domain/ist';
import type { ProductivityReport } from '@/domain/types';
import { useReportDraft, useReportsOf, useShownStreak } from '@/data/reports/hooks';
import { STREAK_TEXTS } from '@/domain/streaks';
import { StreakSummary } from '@/ui/StreakSummary';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { MonthCalendar } from '@/ui/MonthCalendar';
import { PageHeader } from '@/ui/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { useIsDesktop } from '@/ui/useMediaQuery';
import { useMonthHolidays } from '@/data/holidays/hooks';
import { useMonthLeave } from '@/data/leave/hooks';
import { LEAVE_TEXTS } from '@/domain/leave';
import { itemParams, REPORT_TODAY } from '@/domain/routes';
import { editedLabel, isReportEditable, REPORT_EDIT_TEXTS } from '@/domain/reportEdits';
import { MyLeaveCard } from './MyLeaveCard';
import { DailyTasksDialog, SubmitReportDialog, truncate } from './ReportDialogs';
import { DRAFT_TEXTS } from './draftTexts';

function StatusBanner({
  filed,
  onLeave,
  hasDraft,
  onSubmit,
  onEdit,
}: {
  filed: ProductivityReport | null;
  onLeave: boolean;
  /** A draft of today's report is kept on this device (typed, not filed). */
  hasDraft: boolean;
  onSubmit?: () => void;
  /** Today's report may still be edited (isReportEditable): the banner offers 'Edit'. */
  onEdit?: () => void;
}) {
  if (!filed && onLeave) {
    return (
      <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4">
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-sky-800" />
        <p className="font-semibold text-sky-950">{LEAVE_TEXTS.onLeaveToday}</p>
      </div>
    );
  }
  if (filed) {
    const edited = editedLabel(filed);
    return (
      <div className="mb-6 flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div role="status" className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold text-emerald-900">Today&apos;s report has been submitted</p>
            <p className="text-sm text-emerald-900">
              Filed {formatDateTime(filed.dateTime ?? filed.dayKey)}
              {edited && ` (${edited})`}. Thank you! See you tomorrow.
            </p>
          </div>
        </div>
        {onEdit && (
          <Button variant="secondary" onClick={onEdit} className="shrink-0" aria-label={REPORT_EDIT_TEXTS.editLabel}>
            {REPORT_EDIT_TEXTS.edit}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <NotebookPen aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold text-amber-950">
            {hasDraft ? DRAFT_TEXTS.unsent : <>You haven&apos;t submitted today&apos;s report yet</>}
          </p>
          <p className="text-sm text-amber-950">
            {hasDraft ? DRAFT_TEXTS.kept : 'Tell us briefly what you worked on today.'}
          </p>
        </div>
      </div>
      {onSubmit && (
        <Button onClick={onSubmit} className="shrink-0">
          {hasDraft ? DRAFT_TEXTS.fileIt : <>Submit Today&apos;s Report</>}
        </Button>
      )}
    </div>
  );
}

function ReportCard({
  report,
  onOpen,
  max,
}: {
  report: ProductivityReport;
  onOpen: () => void;
  max: number;
}) {
  const tasks = report.tasks || 'No tasks recorded';
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-medium text-slate-900">{formatDate(report.dayKey)}</span>
          {report.dateTime && (
            <span className="text-xs text-slate-600">{formatTime(report.dateTime)}</span>
          )}
        </span>
        <span className="mt-1 block text-sm text-slate-700">{truncate(tasks, max)}</span>
      </button>
    </li>
  );
}

export function ProductivityPage() {
  const me = useCurrentUser();
  // The reports reach the screen as a transition: the calendar and cards render in slices (src/data/deferred.ts).
  const reports = useReportsOf(me.employeeId);
  const { draft } = useReportDraft(me.employeeId);
  const isDesktop = useIsDesktop();
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(today);
  const [submitting, setSubmitting] = useState(false);
  const [editing, setEditing] = useState<ProductivityReport | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [opened, setOpened] = useState<ProductivityReport | null>(null);
  // The reminder's 'File today's report' (itemLinks.fileTodaysReport) opens the dialog once the reports say
  // today's is not filed yet; closing it drops the parameter.
  const [params, setParams] = useSearchParams();
  const asked = params.get(itemParams.report) === REPORT_TODAY;

  const list = useMemo(() => reports.data ?? [], [reports.data]);
  const reportDays = useMemo(() => new Set(list.map((r) => r.dayKey)), [list]);
  const holidays = useMonthHolidays(month);
  const leaveDays = useMonthLeave(me.employeeId, month);
  const leaveThisMonth = useMonthLeave(me.employeeId, today);
  const todayKey = istDayKey(today);
  const filedToday = list.find((r) => r.dayKey === todayKey) ?? null;
  const shown = showAll ? list : list.slice(0, RECENT_REPORTS);
  const max = isDesktop ? TRUNCATE.reportCardDesktop : TRUNCATE.reportCardMobile;
  // The streak is kept on the profile (no report is scanned for it).
  const streak = useShownStreak(me);

  return (
    <div>
      <PageHeader title="Daily Productivity" subtitle="File one short report each working day." />
      {reports.isPending ? (
        <Spinner label="Loading reports..." />
      ) : reports.isError ? (
        <LoadError message="Your reports could not be loaded." onRetry={() => void reports.refetch()} />
      ) : (
        <>
          <StatusBanner
            filed={filedToday}
            onLeave={leaveThisMonth.has(todayKey)}
            hasDraft={draft.trim() !== ''}
            onSubmit={filedToday ? undefined : () => setSubmitting(true)}
            onEdit={filedToday && isReportEditable(filedToday, new Date()) ? () => setEditing(filedToday) : undefined}
          />
          <Card className="mb-6">
            <h2 className="mb-1 text-lg font-semibold text-slate-900">{STREAK_TEXTS.title}</h2>
            <p className="mb-3 text-sm text-slate-600">{STREAK_TEXTS.hint}</p>
            <StreakSummary {...streak} />
          </Card>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <Card>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">Report Calendar</h2>
              <MonthCalendar
                month={month}
                onMonthChange={setMonth}
                today={today}
                reportDays={reportDays}
                holidays={holidays}
                leaveDays={leaveDays}
                span={employedSpan(me)}
                onSelectDay={(day) => setOpened(list.find((r) => r.dayKey === day) ?? null)}
              />
            </Card>
            <Card>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">Recent Reports</h2>
              {list.length === 0 ? (
                <EmptyState
                  title="No reports yet"
                  hint="Your submitted reports will appear here."
                  icon={NotebookText}
                />
              ) : (
                <>
                  <ul className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto pr-1" aria-label="Reports">
                    {shown.map((r) => (
                      <ReportCard key={r.id} report={r} max={max} onOpen={() => setOpened(r)} />
                    ))}
                  </ul>
                  {list.length > RECENT_REPORTS && (
                    <Button variant="ghost" className="mt-3 w-full" onClick={() => setShowAll((s) => !s)}>
                      {showAll ? 'Show Recent Reports' : `View All Reports (${list.length})`}
                    </Button>
                  )}
                </>
              )}
            </Card>
          </div>
          <div className="mt-6">
            <MyLeaveCard />
          </div>
        </>
      )}
      {(submitting || (asked && reports.data !== undefined && !filedToday)) && (
        <SubmitReportDialog
          onClose={() => {
            setSubmitting(false);
            if (asked)
              setParams(
                (p) => {
                  p.delete(itemParams.report);
                  return p;
                },
                { replace: true },
              );
          }}
        />
      )}
      {editing && <SubmitReportDialog editing={editing} onClose={() => setEditing(null)} />}
      {opened && <DailyTasksDialog report={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
