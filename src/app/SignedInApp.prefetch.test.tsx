import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listActiveActivities } from '@/data/activities/api';
import { countClaimsOf, listRecentClaims } from '@/data/claims/api';
import { createQueryClient } from '@/data/queryClient';
import { listHolidays } from '@/data/holidays/api';
import { listLeaveDays, listMyLeavePage } from '@/data/leave/api';
import { listRecentRedemptions } from '@/data/redemptions/api';
import { listReports } from '@/data/reports/api';
import { monthDays } from '@/domain/dates';
import { getProfileByUid } from '@/data/users/api';
import { setViewport } from '@/test/media';
import { NoticesProvider } from './notices';
import { SignedInApp } from './SignedInApp';

vi.mock('@/data/users/api', () => ({ getProfileByUid: vi.fn() }));
vi.mock('@/data/activities/api', () => ({ listActiveActivities: vi.fn() }));
vi.mock('@/data/claims/api', () => ({ listRecentClaims: vi.fn(), countClaimsOf: vi.fn() }));
vi.mock('@/data/redemptions/api', () => ({ listRecentRedemptions: vi.fn() }));
vi.mock('@/data/reports/api', () => ({ listReports: vi.fn() }));
vi.mock('@/data/holidays/api', () => ({ listHolidays: vi.fn() }));
vi.mock('@/data/leave/api', () => ({ listLeaveDays: vi.fn(), listMyLeavePage: vi.fn() }));

const user = { uid: 'uid-emp001', email: 'emp001@ics-rewards.test' };

function renderAt(route: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticesProvider>
        <MemoryRouter initialEntries={[route]}>
          <SignedInApp user={user} />
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe("the first page's data is fetched alongside the profile", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    // The profile is still on its way for the whole test.
    vi.mocked(getProfileByUid).mockReturnValue(new Promise(() => {}));
    for (const fn of [listRecentClaims, listActiveActivities, listRecentRedemptions, listReports, listHolidays, listLeaveDays])
      vi.mocked(fn).mockResolvedValue([]);
    vi.mocked(listMyLeavePage).mockResolvedValue({ items: [], cursor: null });
    vi.mocked(countClaimsOf).mockResolvedValue(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(['/dashboard', '/', '/signin'])(
    'opening %s starts the dashboard queries before the profile arrives',
    async (route) => {
      setViewport('phone');
      renderAt(route);
      expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
      await vi.waitFor(() => expect(listRecentClaims).toHaveBeenCalledWith(expect.anything(), 'EMP001', 3));
      expect(getProfileByUid).toHaveBeenCalledWith(expect.anything(), 'uid-emp001', 'EMP001');
      expect(countClaimsOf).toHaveBeenCalledWith(expect.anything(), 'EMP001');
      expect(listActiveActivities).toHaveBeenCalledWith(expect.anything(), 5);
      // The phone dashboard has no redemptions table: nothing read for it.
      expect(listRecentRedemptions).not.toHaveBeenCalled();
    },
  );

  it('on a desktop it also fetches the recent redemptions the desktop dashboard shows', async () => {
    setViewport('desktop');
    renderAt('/dashboard');
    await vi.waitFor(() =>
      expect(listRecentRedemptions).toHaveBeenCalledWith(expect.anything(), 'EMP001', 10),
    );
  });

  it("opening /productivity starts my reports, this month's holidays and leave days, and my leave requests", async () => {
    setViewport('phone');
    renderAt('/productivity');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    const { from, to } = monthDays(new Date());
    await vi.waitFor(() => expect(listReports).toHaveBeenCalledWith(expect.anything(), 'EMP001'));
    await vi.waitFor(() => expect(listHolidays).toHaveBeenCalledWith(expect.anything(), from, to));
    await vi.waitFor(() => expect(listLeaveDays).toHaveBeenCalledWith(expect.anything(), 'EMP001', from, to));
    await vi.waitFor(() => expect(listMyLeavePage).toHaveBeenCalledWith(expect.anything(), 'EMP001', null));
    // Not the dashboard's.
    expect(listRecentClaims).not.toHaveBeenCalled();
  });

  it('another page fetches nothing ahead', async () => {
    setViewport('phone');
    renderAt('/history');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(getProfileByUid).toHaveBeenCalled();
    expect(listRecentClaims).not.toHaveBeenCalled();
    expect(listActiveActivities).not.toHaveBeenCalled();
    expect(listReports).not.toHaveBeenCalled();
  });
});
