import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/roles';
import { paths } from '@/domain/routes';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { SignedInRoutes } from './SignedInApp';

// The guards decide before any screen loads; stub the screens so only the guard is under test.
function stub(name: string) {
  return () => {
    const { pathname } = useLocation();
    return <p data-testid="screen">{`${name} at ${pathname}`}</p>;
  };
}
vi.mock('@/features/dashboard/DashboardPage', () => ({ DashboardPage: stub('Dashboard') }));
vi.mock('@/features/manage-requests/ManageRequestsPage', () => ({
  ManageRequestsPage: stub('Manage Requests'),
}));
vi.mock('@/features/manage-requests/RequestDetailPage', () => ({
  RequestDetailPage: stub('Request detail'),
}));
vi.mock('@/features/redemption-centre/RedemptionCentrePage', () => ({
  RedemptionCentrePage: stub('Redemption Centre'),
}));
vi.mock('@/features/employee-centre/EmployeeCentrePage', () => ({
  EmployeeCentrePage: stub('Employee Centre'),
}));
vi.mock('@/features/employee-detail/EmployeeDetailPage', () => ({
  EmployeeDetailPage: stub('Employee detail'),
}));
vi.mock('@/features/points-manager/PointsManagerPage', () => ({ PointsManagerPage: stub('Points manager') }));

const PAGE_DENIED = "You don't have permission to access this page.";

function renderAs(role: Role, route: string) {
  const profile = makeProfile({ userRole: role });
  return renderScreen(<SignedInRoutes />, { profile, route });
}

async function expectDenied(message: string) {
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.queryByTestId('screen')).not.toBeInTheDocument();
}

describe('route guards of the manager, finance and admin screens', () => {
  it.each([
    [paths.manageRequests],
    [paths.requestDetail('EMP002', 'EMP002-001')],
    [paths.employeeCentre],
    [paths.pointsManager],
  ])('an employee opening %s sees Access Denied', async (route) => {
    renderAs('employee', route);
    await expectDenied(PAGE_DENIED);
  });

  it('an employee opening the Redemption Centre sees its own Access Denied texts', async () => {
    renderAs('employee', paths.redemptionCentre);
    await expectDenied("You don't have permission to access the Redemption Centre.");
    expect(
      screen.getByText(
        'This feature is only available to administrators, managers, and finance team members.',
      ),
    ).toBeInTheDocument();
  });

  it('an employee opening an employee detail page is redirected to the dashboard', async () => {
    renderAs('employee', paths.employee('EMP002'));
    expect(await screen.findByTestId('screen')).toHaveTextContent(`Dashboard at ${paths.dashboard}`);
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it.each([
    ['finance', paths.manageRequests],
    ['finance', paths.employeeCentre],
    ['manager', paths.pointsManager],
    ['finance', paths.pointsManager],
  ] as const)('%s opening %s sees Access Denied', async (role, route) => {
    renderAs(role, route);
    await expectDenied(PAGE_DENIED);
  });

  it('finance opening an employee detail page is redirected', async () => {
    renderAs('finance', paths.employee('EMP001'));
    expect(await screen.findByTestId('screen')).toHaveTextContent(`Dashboard at ${paths.dashboard}`);
  });

  it.each([
    ['manager', paths.manageRequests, 'Manage Requests'],
    ['manager', paths.requestDetail('EMP001', 'EMP001-001'), 'Request detail'],
    ['manager', paths.redemptionCentre, 'Redemption Centre'],
    ['manager', paths.employeeCentre, 'Employee Centre'],
    ['manager', paths.employee('EMP001'), 'Employee detail'],
    ['finance', paths.redemptionCentre, 'Redemption Centre'],
    ['admin', paths.manageRequests, 'Manage Requests'],
    ['admin', paths.redemptionCentre, 'Redemption Centre'],
    ['admin', paths.employeeCentre, 'Employee Centre'],
    ['admin', paths.employee('EMP001'), 'Employee detail'],
    ['admin', paths.pointsManager, 'Points manager'],
  ] as const)('%s may open %s', async (role, route, name) => {
    renderAs(role, route);
    expect(await screen.findByTestId('screen')).toHaveTextContent(`${name} at ${route}`);
  });
});
