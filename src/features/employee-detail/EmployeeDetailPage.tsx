import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  formatDate,
  formatLongDate,
  formatOrdinalDayMonth,
  formatRedemptionDate,
  formatRedemptionDateTime,
  monthDays,
} from '@/domain/dates';
import { employedSpan } from '@/domain/calendar';
import { formatRupees } from '@/domain/money';
import { canAccess, hasPower } from '@/domain/roles';
import { auditOf, paths } from '@/domain/routes';
import { LinkButton } from '@/ui/LinkButton';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import type { DeferredPages } from '@/data/deferred';
import { useMonthHolidays } from '@/data/holidays/hooks';
import { useMonthLeave } from '@/data/leave/hooks';
import { useClaimCountOf, useClaimPagesOf } from '@/data/claims/hooks';
import { useRedemptionPagesOf } from '@/data/redemptions/hooks';
import { useReportCountOf, useReportsInRange, useShownStreak } from '@/data/reports/hooks';
import { countOf } from '@/domain/plural';
import { STREAK_TEXTS } from '@/domain/streaks';
import { useCurrentUser } from '@/data/session/currentUser';
import { usePersonal, useUser } from '@/data/users/hooks';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { MonthCalendar } from '@/ui/MonthCalendar';
import { PageHeader } from '@/ui/PageHeader';
import { ProductivityReportDialog } from '@/ui/ProductivityReportDialog';
import { AccountStateBadges, RoleBadge } from '@/ui/RoleBadge';
import { PageLoading } from '@/ui/PageLoading';
import { Spinner } from '@/ui/Spinner';
import { cn } from '@/ui/cn';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { RedemptionStatusBadge, StatusBadge } from '@/ui/StatusBadge';
import { AccountControls } from './AccountControls';
import { LeaverControls } from './LeaverControls';
import { PointsCorrections } from './PointsCorrections';
import { PointsStatement } from '@/features/statement/PointsStatement';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      <dl className="divide-y divide-slate-100">{children}</dl>
    </Card>
  );
}

/** The total by count(), the last report and the streak from the profile's kept fields: no report is read for them. */
function ReportsSummary({ user }: { user: UserProfile }) {
  const count = useReportCountOf(user.employeeId);
  const streak = useShownStreak(user);
  return (
    <>
      <Row label="Total reports">{count.isPending ? '…' : count.isError ? 'N/A' : count.data}</Row>
      <Row label="Last report">
        {user.lastProductivityDate ? formatOrdinalDayMonth(user.lastProductivityDate) : 'No reports'}
      </Row>
      <Row label={STREAK_TEXTS.current}>{streak.current !== null ? countOf(streak.current, 'day') : streak.failed ? 'N/A' : '…'}</Row>
      <Row label={STREAK_TEXTS.best}>{countOf(streak.best, 'day')}</Row>
    </>
  );
}

/** The items of every page loaded so far. */
function loaded<T>(pages: DeferredPages<{ pages: { items: T[] }[] }>): T[] {
  return pages.data?.pages.flatMap((p) => p.items) ?? [];
}

/** A list of the employee's claims or redemptions: the pages loaded so far, and 'Load more'. */
function Table({
  caption,
  headers,
  rows,
  empty,
  state,
  note,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
  state: DeferredPages<unknown>;
  note?: string;
}) {
  const phone = useMediaQuery('(max-width: 639px)');
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">{caption}</h2>
      {note && <p className="-mt-2 mb-2 text-xs text-slate-600">{note}</p>}
      {state.isPending ? (
        <Spinner label={`Loading ${caption.toLowerCase()}...`} />
      ) : state.isError ? (
        <LoadError
          message={`Could not load ${caption.toLowerCase()}.`}
          onRetry={() => void state.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">{empty}</p>
      ) : phone ? (
        // Phones: one labelled block per row instead of a table wider than the screen.
        <ul className="flex max-h-96 flex-col gap-2 overflow-auto" aria-label={caption} tabIndex={0}>
          {rows.map((cells, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-3">
              <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1 text-sm">
                {cells.map((c, j) => (
                  <div key={j} className="contents">
                    <dt className="text-slate-600">{headers[j]}</dt>
                    <dd className={cn('text-slate-900', j === 0 && 'font-mono')}>{c}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        // Focusable so keyboard users can scroll a long list.
        <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-white text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col" className="px-2 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((cells, i) => (
                <tr key={i}>
                  {cells.map((c, j) => (
                    <td
                      key={j}
                      className={cn('px-2 py-2 text-slate-800', j === 0 && 'font-mono whitespace-nowrap')}
                    >
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 && <LoadMoreButton pages={state} className="mt-3 flex justify-center" size="sm" />}
    </Card>
  );
}

function Detail({ user }: { user: UserProfile }) {
  // users/{id}/private/personal: managers and admins read it (this page is theirs only).
  const personal = usePersonal(user).data;
  const me = useCurrentUser();
  // Bounded: the calendar's month of reports, a page of claims and one of redemptions ('Load more'
  // reads the next; the Points Statement below pages the ledger), whatever the employee's history.
  // The tables' rows reach the screen as transitions, rendered in slices (src/data/deferred.ts).
  const redemptionPages = useRedemptionPagesOf(user.employeeId);
  const claimPages = useClaimPagesOf(user.employeeId);
  const redemptions = loaded(redemptionPages);
  const claims = loaded(claimPages);
  const claimCount = useClaimCountOf(user.employeeId);
  const [today] = useState(() => new Date());
  const [showStatement, setShowStatement] = useState(false);
  const [month, setMonth] = useState(today);
  const shownMonth = monthDays(month);
  const reports = useReportsInRange(user.employeeId, shownMonth.from, shownMonth.to);
  const [openReport, setOpenReport] = useState<ProductivityReport | null>(null);
  const byDay = useMemo(() => new Map((reports.data ?? []).map((r) => [r.dayKey, r])), [reports.data]);
  const reportDays = useMemo(() => new Set(byDay.keys()), [byDay]);
  const holidays = useMonthHolidays(month);
  const leaveDays = useMonthLeave(user.employeeId, month);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        stacked
        back={
          <Link
            to={paths.employeeCentre}
            aria-label="Back to Employee Centre"
            className="mt-1 rounded-lg p-2 text-xl leading-none text-slate-700 hover:bg-slate-100"
          >
            <span aria-hidden="true">←</span>
          </Link>
        }
        title={user.name || 'N/A'}
        subtitle={`${user.employeeId} · ${user.designation || 'N/A'}`}
        actions={
          canAccess(me.userRole, 'audit') && <LinkButton to={auditOf(user.employeeId)}>History</LinkButton>
        }
      />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <InfoCard title="Personal Info">
          <Row label="Phone">{personal?.number || 'N/A'}</Row>
          <Row label="Gender">{personal?.gender || 'N/A'}</Row>
          <Row label="Date of birth">{formatLongDate(personal?.dob)}</Row>
        </InfoCard>
        <InfoCard title="Account Status">
          <Row label="Role">
            <RoleBadge role={user.userRole} />
          </Row>
          {(user.userStatus === 'blocked' || !user.isActive) && (
            <Row label="Status">
              <span className="inline-flex gap-1">
                <AccountStateBadges userStatus={user.userStatus} isActive={user.isActive} />
              </span>
            </Row>
          )}
          {user.leftOn && <Row label="Left on">{formatLongDate(user.leftOn)}</Row>}
          <Row label="Points">{user.points ?? 0} pts</Row>
        </InfoCard>
        <InfoCard title="Reports Summary">
          <ReportsSummary user={user} />
        </InfoCard>
      </div>

      {hasPower(me.userRole, 'manageAccounts') &&
        (me.employeeId === user.employeeId ? (
          <p role="note" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
            You cannot change your own role or account status.
          </p>
        ) : (
          <>
            <LeaverControls user={user} />
            {!user.leftOn && <AccountControls user={user} />}
            <PointsCorrections user={user} />
          </>
        ))}

      <Card>
        <h2 className="mb-3 font-semibold text-slate-900">Productivity Calendar</h2>
        {reports.isPending ? (
          <Spinner label="Loading reports..." />
        ) : reports.isError ? (
          <LoadError
            message="Could not load the productivity reports."
            onRetry={() => void reports.refetch()}
          />
        ) : (
          // Another month loads with the calendar kept on screen (dimmed), so the buttons keep focus.
          <div
            className={cn('mx-auto max-w-md', reports.isPlaceholderData && 'opacity-60')}
            aria-busy={reports.isPlaceholderData}
          >
            <MonthCalendar
              month={month}
              onMonthChange={setMonth}
              today={today}
              reportDays={reportDays}
              holidays={holidays}
              leaveDays={leaveDays}
              span={employedSpan(user)}
              onSelectDay={(day) => setOpenReport(byDay.get(day) ?? null)}
            />
          </div>
        )}
      </Card>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Table
          caption="Redemption Requests"
          headers={['ID', 'Reward', 'Status', 'Date']}
          empty="No redemption requests found."
          state={redemptionPages}
          rows={redemptions.map((r) => [
            r.referenceId,
            r.rewardName || formatRupees(r.amount),
            <RedemptionStatusBadge key="s" status={r.status} />,
            r.createdAt ? formatRedemptionDateTime(r.createdAt) : formatRedemptionDate(r.requestedDate),
          ])}
        />
        <Table
          caption="Requested Claims"
          headers={['ID', 'Type', 'Status', 'Date']}
          empty="No requested claims found."
          state={claimPages}
          note={
            claimCount.data !== undefined && claimCount.data > claims.length
              ? `Showing ${claims.length} of ${claimCount.data}`
              : undefined
          }
          rows={claims.map((c) => [
            c.referenceId,
            c.activityName,
            <StatusBadge key="s" status={c.status} />,
            formatDate(c.submittedDate ?? c.createdAt),
          ])}
        />
      </div>

      {showStatement ? (
        <PointsStatement
          employeeId={user.employeeId}
          nameOf={(id) =>
            (id === user.employeeId ? user.name : id === me.employeeId ? me.name : undefined) || undefined
          }
          audience="staff"
        />
      ) : (
        // On demand: its first page (20 entries) would take the page's first load past 60 reads.
        <Card className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            Points Statement <span className="text-sm font-normal text-slate-600">({user.employeeId})</span>
          </h2>
          <Button variant="secondary" size="sm" onClick={() => setShowStatement(true)}>
            Show points statement
          </Button>
        </Card>
      )}

      <ProductivityReportDialog report={openReport} onClose={() => setOpenReport(null)} />
    </div>
  );
}

export function EmployeeDetailPage() {
  const { employeeId = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(employeeId.toUpperCase());
  if (user.isPending) return <PageLoading label="Loading employee details..." />;
  if (user.isError) {
    return <LoadError message="Could not load employee details." onRetry={() => void user.refetch()} />;
  }
  if (!user.data) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Employee Not Found</h1>
        <p className="text-slate-700">The requested employee could not be found.</p>
        <Button onClick={() => void navigate(paths.employeeCentre)}>Back to Employee Centre</Button>
      </div>
    );
  }
  return <Detail key={user.data.employeeId} user={user.data} />;
}
