import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listActiveActivities } from '@/data/activities/api';
import { countClaimsOf, listRecentClaims } from '@/data/claims/api';
import { listRecentRedemptions } from '@/data/redemptions/api';
import { makeActivity, makeClaim, makeProfile, makeRedemption } from '@/test/factories';
import { setViewport } from '@/test/media';
import { createQueryClient } from '@/data/queryClient';
import { prefetchDashboard } from '@/data/session/pageData';
import { renderScreen, testQueryClient } from '@/test/render';
import { useLocation } from 'react-router-dom';
import { listHolidays } from '@/data/holidays/api';
import { daysOffOfGap, listLeaveDays } from '@/data/leave/api';
import { DashboardPage } from './DashboardPage';

vi.mock('@/data/activities/api', () => ({ listActiveActivities: vi.fn() }));
vi.mock('@/data/claims/api', () => ({ listRecentClaims: vi.fn(), countClaimsOf: vi.fn() }));
vi.mock('@/data/redemptions/api', () => ({ listRecentRedemptions: vi.fn() }));
vi.mock('@/data/holidays/api', () => ({ listHolidays: vi.fn() }));
vi.mock('@/data/leave/api', () => ({ daysOffOfGap: vi.fn(), listLeaveDays: vi.fn() }));

function EarnProbe() {
  const location = useLocation();
  return <p data-testid="earn-state">{JSON.stringify(location.state)}</p>;
}

function renderDashboard(queryClient = testQueryClient(), streak = { current: 0, best: 0, day: '' }) {
  return renderScreen(<DashboardPage />, {
    queryClient,
    profile: makeProfile({ name: 'Asha Verma', employeeId: 'EMP001', points: 350, streak }),
    route: '/dashboard',
    path: '/dashboard',
    extraRoutes: [
      { path: '/earn', element: <EarnProbe /> },
      { path: '/history', element: <p>History screen</p> },
    ],
  });
}

const claims = Array.from({ length: 5 }, (_, i) =>
  makeClaim({ id: `EMP001-00${i + 1}`, referenceId: `EMP001-00${i + 1}`, activityName: `Activity ${i + 1}` }),
);
const activities = [
  ...Array.from({ length: 6 }, (_, i) =>
    makeActivity({ id: `PA00${i + 1}`, name: `Task ${i + 1}`, points: 600 - i * 100 }),
  ),
  makeActivity({ id: 'PA099', name: 'Retired task', points: 999, isActive: false }),
];

describe('DashboardPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setViewport('phone');
    vi.mocked(listRecentClaims).mockImplementation(async (_db, _id, n) => claims.slice(0, n));
    vi.mocked(countClaimsOf).mockResolvedValue(5);
    vi.mocked(listActiveActivities).mockImplementation(async (_db, n) =>
      activities.filter((a) => a.isActive).slice(0, n),
    );
    vi.mocked(listRecentRedemptions).mockResolvedValue([]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the profile card with the employee ID and current points', () => {
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Your profile' });
    expect(within(card).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(card).getByText('EMP001')).toBeInTheDocument();
    expect(within(card).getByTestId('dashboard-points')).toHaveTextContent('350');
  });

  it('shows the report streak in the profile card from the profile alone after a report yesterday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-10T06:00:00Z')); // Wednesday 10 September 2025 in India
    renderDashboard(testQueryClient(), { current: 9, best: 14, day: '2025-09-09' });
    const streak = within(screen.getByRole('region', { name: 'Your profile' })).getByRole('region', { name: 'Report streak' });
    expect(within(streak).getByTestId('streak-current')).toHaveTextContent('9 days');
    expect(within(streak).getByTestId('streak-best')).toHaveTextContent('14 days');
    expect(listHolidays).not.toHaveBeenCalled();
    expect(listLeaveDays).not.toHaveBeenCalled();
    expect(daysOffOfGap).not.toHaveBeenCalled();
  });

  it('keeps the streak across a holiday and a leave day, and shows 0 after a missed working day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-10T06:00:00Z'));
    vi.mocked(daysOffOfGap).mockResolvedValue({ holidays: new Set(['2025-09-08']), leave: new Set(['2025-09-09']) });
    const first = renderDashboard(testQueryClient(), { current: 9, best: 14, day: '2025-09-06' });
    await vi.waitFor(() => expect(screen.getByTestId('streak-current')).toHaveTextContent('9 days'));
    expect(daysOffOfGap).toHaveBeenCalledWith(expect.anything(), 'EMP001', '2025-09-07', '2025-09-09');
    first.unmount();
    vi.mocked(daysOffOfGap).mockResolvedValue({ holidays: new Set(['2025-09-08']), leave: new Set() });
    renderDashboard(testQueryClient(), { current: 9, best: 14, day: '2025-09-06' });
    await vi.waitFor(() => expect(screen.getByTestId('streak-current')).toHaveTextContent('0 days'));
    expect(screen.getByTestId('streak-best')).toHaveTextContent('14 days');
  });

  it('with its data fetched alongside the profile, renders it at once and reads nothing twice', async () => {
    // The app's own defaults: fresh data is not read again when the page mounts.
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient, { uid: 'u1', email: 'emp001@ics-rewards.test' }, false);
    // Started by the ID the sign-in address names; a phone does not read redemptions.
    await vi.waitFor(() => expect(listActiveActivities).toHaveBeenCalled());
    expect(listRecentClaims).toHaveBeenCalledWith(expect.anything(), 'EMP001', 3);
    expect(countClaimsOf).toHaveBeenCalledWith(expect.anything(), 'EMP001');
    expect(listActiveActivities).toHaveBeenCalledWith(expect.anything(), 5);
    expect(listRecentRedemptions).not.toHaveBeenCalled();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    renderDashboard(queryClient);
    // The first render has the data: no loading state in between.
    expect(screen.getByText('Showing 3 out of 5 requests')).toBeInTheDocument();
    expect(screen.getByText('Task 1')).toBeInTheDocument();
    expect(screen.queryByText('Loading requests...')).not.toBeInTheDocument();
    expect(listRecentClaims).toHaveBeenCalledTimes(1);
    expect(countClaimsOf).toHaveBeenCalledTimes(1);
    expect(listActiveActivities).toHaveBeenCalledTimes(1);
  });

  it('fetches the recent redemptions alongside the profile on a desktop only', async () => {
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient, { uid: 'u1', email: 'emp001@ics-rewards.test' }, true);
    await vi.waitFor(() =>
      expect(listRecentRedemptions).toHaveBeenCalledWith(expect.anything(), 'EMP001', 10),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    setViewport('desktop');
    renderDashboard(queryClient);
    expect(screen.getByText('No redemptions yet')).toBeInTheDocument();
    expect(listRecentRedemptions).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead for an account without an address', async () => {
    prefetchDashboard(testQueryClient(), { uid: 'u1', email: null }, true);
    await new Promise((r) => setTimeout(r, 20));
    expect(listRecentClaims).not.toHaveBeenCalled();
    expect(listActiveActivities).not.toHaveBeenCalled();
  });

  it('starts each query in a task of its own, and cancelling stops those not yet started', async () => {
    const cancel = prefetchDashboard(
      testQueryClient(),
      { uid: 'u1', email: 'emp001@ics-rewards.test' },
      true,
    );
    expect(listRecentClaims).not.toHaveBeenCalled();
    cancel();
    await new Promise((r) => setTimeout(r, 20));
    expect(listRecentClaims).not.toHaveBeenCalled();
    expect(listRecentRedemptions).not.toHaveBeenCalled();
  });

  it('shows loading states first', () => {
    vi.mocked(listRecentClaims).mockReturnValue(new Promise(() => {}));
    vi.mocked(listActiveActivities).mockReturnValue(new Promise(() => {}));
    renderDashboard();
    expect(screen.getByText('Loading requests...')).toBeInTheDocument();
    expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  });

  it('shows the first 3 requests out of N, with View All to /history', async () => {
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('Showing 3 out of 5 requests')).toBeInTheDocument();
    expect(screen.getByText('Activity 1')).toBeInTheDocument();
    expect(screen.getByText('Activity 3')).toBeInTheDocument();
    expect(screen.queryByText('Activity 4')).not.toBeInTheDocument();
    // Only the first 3 are read, plus a count() for N.
    expect(listRecentClaims).toHaveBeenCalledWith(expect.anything(), 'EMP001', 3);
    expect(countClaimsOf).toHaveBeenCalledWith(expect.anything(), 'EMP001');
    await user.click(screen.getAllByRole('link', { name: 'View All' })[0] as HTMLElement);
    expect(screen.getByText('History screen')).toBeInTheDocument();
  });

  it("Available Tasks' View All goes to /earn", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('Task 1');
    const viewAll = screen
      .getAllByRole('link', { name: 'View All' })
      .find((a) => a.getAttribute('aria-describedby') === 'available-tasks');
    expect(viewAll).toHaveAccessibleDescription('Available Tasks');
    await user.click(viewAll as HTMLElement);
    // The Earn screen, opened without a chosen activity.
    expect(await screen.findByTestId('earn-state')).toHaveTextContent('null');
  });

  it('shows the first 5 active tasks only', async () => {
    renderDashboard();
    expect(await screen.findByText('Task 1')).toBeInTheDocument();
    expect(screen.getByText('Task 5')).toBeInTheDocument();
    expect(screen.queryByText('Task 6')).not.toBeInTheDocument();
    expect(screen.queryByText('Retired task')).not.toBeInTheDocument();
    expect(listActiveActivities).toHaveBeenCalledWith(expect.anything(), 5);
    expect(screen.getAllByRole('button', { name: /^Claim Points/ })).toHaveLength(5);
  });

  it('shows the empty texts', async () => {
    vi.mocked(listRecentClaims).mockResolvedValue([]);
    vi.mocked(countClaimsOf).mockResolvedValue(0);
    vi.mocked(listActiveActivities).mockResolvedValue([]);
    renderDashboard();
    expect(await screen.findByText('No recent requests')).toBeInTheDocument();
    expect(await screen.findByText('No tasks available')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows an error with a retry when loading fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listRecentClaims).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(listActiveActivities).mockRejectedValueOnce(new Error('offline'));
    renderDashboard();
    expect(await screen.findByText('Your requests could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load activities')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('Showing 3 out of 5 requests')).toBeInTheDocument();
  });

  it('confirms a claim and goes to /earn with the activity ID', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Claim Points: Task 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim Points' });
    expect(within(dialog).getByText('Do you want to claim points for this activity?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Claim' }));
    expect(screen.getByTestId('earn-state')).toHaveTextContent('{"activityId":"PA002"}');
  });

  it('cancelling the confirmation stays on the dashboard', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Claim Points: Task 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('earn-state')).not.toBeInTheDocument();
  });

  it('shows the last 10 redemptions on desktop only', async () => {
    setViewport('desktop');
    const all = Array.from({ length: 12 }, (_, i) =>
      makeRedemption({ id: `RD-EMP001-${100 + i}`, referenceId: `RD-EMP001-${100 + i}` }),
    );
    vi.mocked(listRecentRedemptions).mockImplementation(async (_db, _id, n) => all.slice(0, n));
    renderDashboard();
    expect(await screen.findByText('RD-EMP001-100')).toBeInTheDocument();
    expect(screen.getByText('RD-EMP001-109')).toBeInTheDocument();
    expect(screen.queryByText('RD-EMP001-110')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Redemptions' })).toBeInTheDocument();
    expect(listRecentRedemptions).toHaveBeenCalledWith(expect.anything(), 'EMP001', 10);
  });

  it('does not show or load redemptions on phones', async () => {
    renderDashboard();
    await screen.findByText('Task 1');
    expect(screen.queryByRole('heading', { name: 'Recent Redemptions' })).not.toBeInTheDocument();
    expect(listRecentRedemptions).not.toHaveBeenCalled();
  });
});
