import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_RECENT_REDEMPTIONS, DASHBOARD_RECENT_REQUESTS, DASHBOARD_TASKS } from '@/domain/constants';
import { activityQueries } from '../activities/queries';
import { claimQueries } from '../claims/queries';
import { holidayQueries } from '../holidays/queries';
import { leaveQueries } from '../leave/queries';
import { redemptionQueries } from '../redemptions/queries';
import { reportQueries } from '../reports/queries';
import { employeeIdFromEmail, type AuthUser } from './auth';

/**
 * The dashboard's queries, started while the profile is still on its way rather than after it
 * arrived: the page then renders with its data in the same pass as the signed-in frame, one
 * round trip sooner. The employee ID is the one the sign-in address names (the same guess
 * `useMyProfileQuery` makes); the page reads by the profile's own ID, so a wrong guess costs a
 * few reads and is never shown. Recent redemptions are on the desktop dashboard only, so a phone
 * does not read them.
 *
 * Each request starts in a task of its own: starting one costs the main thread a few
 * milliseconds (the auth token, the request, the browser's loader), and all of them in the task
 * that starts the profile's made one long task. Returns a function that cancels what has not
 * started yet.
 */
export function prefetchDashboard(qc: QueryClient, user: AuthUser, desktop: boolean): () => void {
  const employeeId = user.email ? employeeIdFromEmail(user.email) : '';
  if (!employeeId) return () => {};
  const starts = [
    () => qc.prefetchQuery(claimQueries.recent(employeeId, DASHBOARD_RECENT_REQUESTS)),
    () => qc.prefetchQuery(claimQueries.countOf(employeeId)),
    () => qc.prefetchQuery(activityQueries.active(DASHBOARD_TASKS)),
    ...(desktop
      ? [() => qc.prefetchQuery(redemptionQueries.recent(employeeId, DASHBOARD_RECENT_REDEMPTIONS))]
      : []),
  ];
  return startEach(starts);
}

/** Starts each read in a task of its own; returns a function that cancels those not started yet. */
function startEach(starts: readonly (() => Promise<unknown>)[]): () => void {
  const timers = starts.map((start) => setTimeout(() => void start(), 0));
  return () => timers.forEach(clearTimeout);
}

/**
 * Daily Productivity's first reads, started alongside the profile as the dashboard's are (the same
 * guess, a task each): my reports, this month's holidays and granted leave days (the calendar and
 * the 'on leave today' banner), and my leave requests. The streak waits for the profile: it depends
 * on the day the profile keeps.
 */
export function prefetchProductivity(qc: QueryClient, user: AuthUser): () => void {
  const employeeId = user.email ? employeeIdFromEmail(user.email) : '';
  if (!employeeId) return () => {};
  const month = new Date();
  return startEach([
    () => qc.prefetchQuery(reportQueries.of(employeeId)),
    () => qc.prefetchQuery(holidayQueries.month(month)),
    () => qc.prefetchQuery(leaveQueries.daysOfMonth(employeeId, month)),
    () => qc.prefetchInfiniteQuery(leaveQueries.mine(employeeId)),
  ]);
}
