import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/data/queryClient';
import { getProfileByUid } from '@/data/users/api';
import { paths } from '@/domain/routes';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { EmployeeDetailPage } from '@/features/employee-detail/EmployeeDetailPage';
import { RequestDetailPage } from '@/features/manage-requests/RequestDetailPage';
import { NoticesProvider } from './notices';
import { SignedInApp, SignedInRoutes } from './SignedInApp';

vi.mock('@/data/users/api', () => ({
  getProfileByUid: vi.fn(),
  getUser: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/data/claims/api', () => ({ getClaim: vi.fn(() => new Promise(() => {})) }));
// A page whose code never arrives: the route's Suspense fallback stays up.
vi.mock('@/features/dashboard/DashboardPage', () => ({
  DashboardPage: lazy(() => new Promise<never>(() => {})),
}));

/** Axe's page-has-heading-one and landmark-one-main, as the DOM says them. */
function expectOneMainAndOneH1() {
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('every loading state has one main landmark and one h1', () => {
  beforeEach(() => vi.clearAllMocks());

  it("while the profile loads ('Loading your profile...', before the frame)", async () => {
    vi.mocked(getProfileByUid).mockReturnValue(new Promise(() => {}));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NoticesProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <SignedInApp user={{ uid: 'uid-emp001', email: 'emp001@ics-rewards.test' }} />
          </MemoryRouter>
        </NoticesProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    expectOneMainAndOneH1();
  });

  it("while a page's code loads (the routes' 'Loading...', inside the frame's main)", async () => {
    renderScreen(
      <main>
        <SignedInRoutes />
      </main>,
      { profile: makeProfile(), route: '/dashboard' },
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expectOneMainAndOneH1();
  });

  it.each([
    ['/employee/EMP001', '/employee/:employeeId', <EmployeeDetailPage key="e" />, 'Loading employee details...'],
    [
      paths.requestDetail('EMP001', 'EMP001-001'),
      '/manage-requests/detail/:param',
      <RequestDetailPage key="r" />,
      'Loading claim details...',
    ],
  ])('while %s loads its first read', async (route, path, page, text) => {
    renderScreen(<main>{page}</main>, { profile: makeProfile({ userRole: 'admin' }), route, path });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expectOneMainAndOneH1();
  });
});
