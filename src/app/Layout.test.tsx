import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/roles';
import { paths } from '@/domain/routes';
import { makeProfile } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { Layout } from './Layout';

vi.mock('@/data/session/auth', () => ({ signOutUser: vi.fn(() => Promise.resolve()) }));

const STANDARD = ['Dashboard', 'Earn Points', 'Daily Productivity', 'Redeem Rewards', 'Points History'];

function drawerEntries(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) =>
      Array.from(a.childNodes)
        .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
        .map((n) => n.textContent)
        .join('')
        .trim(),
    );
}

function renderLayout(role: Role, route: string = paths.dashboard, department = 'Cafe Supervisor') {
  return renderScreen(
    <Layout>
      <p>content</p>
    </Layout>,
    {
      profile: makeProfile({
        userRole: role,
        name: 'Asha Verma',
        points: 420,
        department,
      }),
      route,
    },
  );
}

describe('Layout drawer', () => {
  beforeEach(() => setViewport('desktop'));

  it.each<[Role, string[]]>([
    ['employee', []],
    ['finance', ['Redemption Centre', 'Budgets', 'Insights']],
    ['manager', ['Manage Requests', 'Redemption Centre', 'Employee Centre', 'Insights']],
    ['admin', ['Manage Requests', 'Redemption Centre', 'Employee Centre', 'Point Activities', 'Budgets', 'Insights']],
  ])('shows the %s the standard entries, then %j, then Profile', (role, extra) => {
    renderLayout(role);
    expect(drawerEntries()).toEqual([...STANDARD, ...extra, 'Profile']);
  });

  it('links each entry to its route', () => {
    renderLayout('admin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/dashboard',
      '/earn',
      '/productivity',
      '/redeem',
      '/history',
      '/manage-requests',
      '/redemption-centre',
      '/ics-employee-centre',
      '/points-manager',
      '/budgets',
      '/insights',
      '/profile',
    ]);
  });

  it("shows the user's initial, name, points and department, and Sign Out", () => {
    renderLayout('employee');
    const drawer = screen.getByRole('complementary', { name: 'Navigation drawer' });
    expect(within(drawer).getByText('A')).toBeInTheDocument();
    expect(within(drawer).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(drawer).getByText('Cafe Supervisor')).toBeInTheDocument();
    expect(within(drawer).getByTestId('drawer-points')).toHaveTextContent('420');
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("shows the user's e-mail and tier (the highest redemption tier the balance reaches) beside them", () => {
    renderLayout('employee');
    const drawer = screen.getByRole('complementary', { name: 'Navigation drawer' });
    expect(within(drawer).getByText('emp001@ics-rewards.test')).toHaveClass('break-all');
    expect(within(drawer).getByTestId('drawer-tier')).toHaveTextContent('Tier: 250 points');
  });

  it.each([
    [0, 'Tier: none yet'],
    [99, 'Tier: none yet'],
    [100, 'Tier: 100 points'],
    [1999, 'Tier: 1000 points'],
    [2000, 'Tier: 2000 points'],
    [50_000, 'Tier: 2000 points'],
  ])('with %i points shows %s', (points, text) => {
    renderScreen(
      <Layout>
        <p>content</p>
      </Layout>,
      { profile: makeProfile({ points }) },
    );
    const drawer = screen.getByRole('complementary', { name: 'Navigation drawer' });
    expect(within(drawer).getByTestId('drawer-tier')).toHaveTextContent(text);
  });

  it('shows a long designation in full, wrapped, rather than cutting it off', () => {
    const long = 'Senior Regional Operations and Facilities Maintenance Coordinator (North and West)';
    renderLayout('employee', paths.dashboard, long);
    const drawer = screen.getByRole('complementary', { name: 'Navigation drawer' });
    const line = within(drawer).getByText(long);
    expect(line).not.toHaveClass('truncate');
    expect(line).toHaveClass('break-words');
  });

  it.each([
    [paths.earn, 'Earn Points', 'Earn Points'],
    [paths.productivity, 'Daily Productivity', 'Daily Productivity'],
    [paths.redeem, 'Redeem Rewards', 'Redeem Rewards'],
    [paths.history, 'Points History', 'Points History'],
    [paths.requestDetail('EMP001', 'EMP001-001'), 'Manage Requests', 'Manage Requests'],
    [paths.employeeCentre, 'Dashboard', 'Employee Centre'],
    [paths.pointsManager, 'Dashboard', 'Point Activities'],
    [paths.employee('EMP001'), 'Dashboard', null],
    ['/somewhere', 'Dashboard', null],
  ])('on %s highlights %s (as the product lists) and marks %s as the current page', (route, label, page) => {
    renderLayout('admin', route);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    const highlighted = links.filter((a) => a.hasAttribute('data-highlighted'));
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent(label);
    expect(highlighted[0]).toHaveClass('bg-white');
    const current = links.filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(page ? [page] : []);
  });

  it('opens the drawer from the menu button on phones', async () => {
    setViewport('phone');
    const user = userEvent.setup();
    renderLayout('manager');
    expect(screen.queryByRole('complementary', { name: 'Navigation drawer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: /Manage Requests/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: /Earn Points/ }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("ends every page with the footer: the company's copyright of 2025", () => {
    renderLayout('employee');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 ICS Corporate Services. All rights reserved.',
    );
  });

  it('has no menu button on desktop, where the drawer is always there', () => {
    renderLayout('manager');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Navigation drawer' })).toBeInTheDocument();
  });
});

describe('Layout skip link', () => {
  it.each(['desktop', 'phone'] as const)(
    "offers 'Skip to main content' as the first focusable element (%s)",
    async (width) => {
      setViewport(width);
      renderLayout('employee');
      await userEvent.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main');
      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'main');
      // Focusable by the link (not by Tab), so keyboard focus really moves there.
      expect(main).toHaveAttribute('tabindex', '-1');
    },
  );
});
