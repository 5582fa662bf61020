import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listActiveActivities } from '@/data/activities/api';
import { countClaimsOf, listRecentClaims } from '@/data/claims/api';
import { createQueryClient } from '@/data/queryClient';
import { listRecentRedemptions } from '@/data/redemptions/api';
import { getProfileByUid } from '@/data/users/api';
import { setViewport } from '@/test/media';
import { NoticesProvider } from './notices';
import { SignedInApp } from './SignedInApp';

vi.mock('@/data/users/api', () => ({ getProfileByUid: vi.fn() }));
vi.mock('@/data/activities/api', () => ({ listActiveActivities: vi.fn() }));
vi.mock('@/data/claims/api', () => ({ listRecentClaims: vi.fn(), countClaimsOf: vi.fn() }));
vi.mock('@/data/redemptions/api', () => ({ listRecentRedemptions: vi.fn() }));

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
    for (const fn of [listRecentClaims, listActiveActivities, listRecentRedemptions])
      vi.mocked(fn).mockResolvedValue([]);
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

  it('another page fetches nothing ahead', async () => {
    setViewport('phone');
    renderAt('/history');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(getProfileByUid).toHaveBeenCalled();
    expect(listRecentClaims).not.toHaveBeenCalled();
    expect(listActiveActivities).not.toHaveBeenCalled();
  });
});
