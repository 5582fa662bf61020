import { FolderOpen, Gift, Puzzle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DASHBOARD_RECENT_REDEMPTIONS, DASHBOARD_RECENT_REQUESTS, DASHBOARD_TASKS } from '@/domain/constants';
import { formatDate, formatRedemptionDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import { paths } from '@/domain/routes';
import type { PointActivity } from '@/domain/types';
import { useActiveActivities } from '@/data/activities/hooks';
import { useClaimCountOf, useRecentClaims } from '@/data/claims/hooks';
import { useRecentRedemptions } from '@/data/redemptions/hooks';
import { useShownStreak } from '@/data/reports/hooks';
import { useCurrentUser } from '@/data/session/currentUser';
import { StreakSummary } from '@/ui/StreakSummary';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ConfirmDialog } from '@/ui/Dialog';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { Spinner } from '@/ui/Spinner';
import { RedemptionStatusBadge, StatusBadge } from '@/ui/StatusBadge';
import { useIsDesktop } from '@/ui/useMediaQuery';

function SectionHeader({ id, title, viewAllTo }: { id: string; title: string; viewAllTo: string }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <Link
        to={viewAllTo}
        className="text-sm font-medium text-indigo-700 hover:underline"
        aria-describedby={id}
      >
        View All
      </Link>
    </div>
  );
}

function ProfileCard() {
  const me = useCurrentUser();
  const streak = useShownStreak(me);
  return (
    <section
      aria-label="Your profile"
      className="rounded-2xl bg-gradient-to-br from-indigo-800 to-indigo-600 p-5 text-white shadow-md sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white text-2xl font-bold text-indigo-800"
            aria-hidden="true"
          >
            {(me.name || me.employeeId).charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="text-sm text-indigo-100">Welcome back,</p>
            <p className="truncate text-xl font-bold">{me.name || me.employeeId}</p>
            <p className="text-sm text-indigo-100">
              Employee ID: <span className="font-semibold text-white">{me.employeeId}</span>
            </p>
          </div>
        </div>
        <div className="rounded-xl bg-white/15 px-5 py-3 sm:text-right">
          <p className="text-sm text-indigo-100">Current Points</p>
          <p className="text-3xl font-extrabold" data-testid="dashboard-points">
            {me.points}
          </p>
          <p className="text-xs text-indigo-100">Worth {formatRupees(me.points)}</p>
        </div>
      </div>
      <StreakSummary {...streak} tone="onDark" className="mt-4 border-t border-white/20 pt-4" />
    </section>
  );
}

function RecentRequests() {
  const me = useCurrentUser();
  // Bounded reads: the first 3 claims and a count(), never the whole history.
  const claims = useRecentClaims(me.employeeId, DASHBOARD_RECENT_REQUESTS);
  const total = useClaimCountOf(me.employeeId);
  const shown = claims.data ?? [];
  return (
    <Card>
      <SectionHeader id="recent-requests" title="Recent Requests" viewAllTo={paths.history} />
      {/* As tall as three requests while they load, so the cards below do not jump. */}
      <div className="min-h-56">
        {claims.isPending ? (
          <Spinner label="Loading requests..." />
        ) : claims.isError ? (
          <LoadError message="Your requests could not be loaded." onRetry={() => void claims.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="No recent requests" icon={FolderOpen} />
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {shown.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{c.activityName}</p>
                    <p className="text-xs text-slate-600">
                      {c.referenceId} · {formatDate(c.submittedDate ?? c.createdAt)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-semibold text-emerald-800">+{c.points} pts</span>
                    <StatusBadge status={c.status} />
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-slate-600">
              Showing {shown.length} out of {total.data ?? shown.length} requests
            </p>
          </>
        )}
      </div>
    </Card>
  );
}

function AvailableTasks() {
  const navigate = useNavigate();
  const activities = useActiveActivities(DASHBOARD_TASKS);
  const [chosen, setChosen] = useState<PointActivity | null>(null);
  const tasks = (activities.data ?? []).filter((a) => a.isActive);
  return (
    <Card>
      <SectionHeader id="available-tasks" title="Available Tasks" viewAllTo={paths.earn} />
      {activities.isPending ? (
        <Spinner label="Loading tasks..." />
      ) : activities.isError ? (
        <LoadError message="Failed to load activities" onRetry={() => void activities.refetch()} />
      ) : tasks.length === 0 ? (
        <EmptyState title="No tasks available" icon={Puzzle} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {tasks.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{a.name}</p>
                <p className="text-xs text-slate-600">
                  {a.id} · <span className="font-semibold text-emerald-800">{a.points} points</span>
                </p>
              </div>
              <Button
                size="sm"
                className="shrink-0"
                onClick={() => setChosen(a)}
                aria-label={`Claim Points: ${a.name}`}
              >
                Claim Points
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title="Claim Points"
        message="Do you want to claim points for this activity?"
        confirmLabel="Yes, Claim"
        onConfirm={() => {
          if (chosen) navigate(paths.earn, { state: { activityId: chosen.id } });
        }}
      >
        {chosen && (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            <span className="font-semibold">{chosen.name}</span> · {chosen.points} points
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}

function RecentRedemptions() {
  const me = useCurrentUser();
  const redemptions = useRecentRedemptions(me.employeeId, DASHBOARD_RECENT_REDEMPTIONS);
  const shown = redemptions.data ?? [];
  return (
    <Card>
      <SectionHeader id="recent-redemptions" title="Recent Redemptions" viewAllTo={paths.redeem} />
      {redemptions.isPending ? (
        <Spinner label="Loading redemptions..." />
      ) : redemptions.isError ? (
        <LoadError
          message="Your redemptions could not be loaded."
          onRetry={() => void redemptions.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState title="No redemptions yet" icon={Gift} />
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 font-semibold">
                Reference
              </th>
              <th scope="col" className="py-2 font-semibold">
                Amount
              </th>
              <th scope="col" className="py-2 font-semibold">
                Requested
              </th>
              <th scope="col" className="py-2 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((r) => (
              <tr key={r.id}>
                <td className="py-2 font-medium text-slate-900">{r.referenceId}</td>
                <td className="py-2">{formatRupees(r.amount)}</td>
                <td className="py-2">{formatRedemptionDate(r.requestedDate ?? r.createdAt)}</td>
                <td className="py-2">
                  <RedemptionStatusBadge status={r.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function DashboardPage() {
  const isDesktop = useIsDesktop();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">Dashboard</h1>
      <ProfileCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentRequests />
        <AvailableTasks />
      </div>
      {isDesktop && <RecentRedemptions />}
    </div>
  );
}
