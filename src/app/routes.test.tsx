import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/roles';
import { signedInPaths } from '@/domain/routes';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import {
  canOpen,
  drawerFor,
  HOME,
  navState,
  pageFor,
  patternFor,
  ROUTE_KEYS,
  routeKeyFor,
  signedInRoutes,
  type RouteKey,
} from './routes';
import { SignedInRoutes } from './SignedInApp';

// Each row's page loader gives a stub saying which loader it is and where it renders, so the test
// needs no list of pages: a new row is covered as it is added.
vi.mock('./preloadable', async () => {
  const { useLocation } = await import('react-router-dom');
  let created = 0;
  return {
    retryFailedLoads: () => {},
    preloadable: () => {
      const name = `page ${++created}`;
      function StubPage() {
        const { pathname } = useLocation();
        return <p data-testid="screen">{`${name} at ${pathname}`}</p>;
      }
      return Object.assign(StubPage, { preload: () => Promise.resolve() });
    },
  };
});

const ROLES: Role[] = ['employee', 'finance', 'manager', 'admin'];

/** A path the route matches: its parameters filled with an employee id. */
const sampleHref = (key: RouteKey) => patternFor(key).replace(/:\w+/g, 'EMP001-EMP001-001');

/** What the row's own page shows at `href`, rendered on its own. */
async function ownPageText(key: RouteKey, href: string): Promise<string> {
  const Page = signedInRoutes[key].page;
  const { unmount } = render(
    <MemoryRouter initialEntries={[href]}>
      <Page />
    </MemoryRouter>,
  );
  const text = (await screen.findByTestId('screen')).textContent;
  unmount();
  return text ?? '';
}

describe('the route table', () => {
  const cases = ROUTE_KEYS.flatMap((key) => ROLES.map((role) => [key, role] as const));

  it.each(cases)('%s, opened by the %s, renders its page or its guard', async (key, role) => {
    const href = sampleHref(key);
    expect(routeKeyFor(href)).toBe(key);
    const { guard } = signedInRoutes[key];
    const allowed = canOpen(role, key);
    const expected = allowed
      ? await ownPageText(key, href)
      : guard && 'redirectTo' in guard.denied
        ? await ownPageText(guard.denied.redirectTo, signedInPaths[guard.denied.redirectTo])
        : null;

    renderScreen(<SignedInRoutes />, { profile: makeProfile({ userRole: role }), route: href });
    if (expected !== null) {
      expect(await screen.findByTestId('screen')).toHaveTextContent(expected);
      expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    } else {
      const denied = guard?.denied;
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      if (denied && 'message' in denied) expect(screen.getByText(denied.message)).toBeInTheDocument();
      if (denied && 'detail' in denied && denied.detail)
        expect(screen.getByText(denied.detail)).toBeInTheDocument();
      expect(screen.queryByTestId('screen')).not.toBeInTheDocument();
    }
  });

  it.each(['/', '/nowhere', '/earn/extra/deep'])('sends %s to the home page', async (href) => {
    const home = await ownPageText(HOME, signedInPaths[HOME]);
    renderScreen(<SignedInRoutes />, { profile: makeProfile({ userRole: 'admin' }), route: href });
    expect(await screen.findByTestId('screen')).toHaveTextContent(home);
    expect(pageFor(href)).toBe(signedInRoutes[HOME].page);
  });
});

describe('the drawer derived from it', () => {
  const STANDARD: [string, string][] = [
    ['Dashboard', '/dashboard'],
    ['Earn Points', '/earn'],
    ['Daily Productivity', '/productivity'],
    ['Redeem Rewards', '/redeem'],
    ['Points History', '/history'],
  ];
  const PROFILE: [string, string] = ['Profile', '/profile'];
  const MANAGE: [string, string] = ['Manage Requests', '/manage-requests'];
  const REDEMPTIONS: [string, string] = ['Redemption Centre', '/redemption-centre'];
  const EMPLOYEES: [string, string] = ['Employee Centre', '/ics-employee-centre'];
  const ACTIVITIES: [string, string] = ['Point Activities', '/points-manager'];
  const BUDGETS: [string, string] = ['Budgets', '/budgets'];
  const INSIGHTS: [string, string] = ['Insights', '/insights'];

  it.each<[Role, [string, string][]]>([
    ['employee', [...STANDARD, PROFILE]],
    ['finance', [...STANDARD, REDEMPTIONS, BUDGETS, INSIGHTS, PROFILE]],
    ['manager', [...STANDARD, MANAGE, REDEMPTIONS, EMPLOYEES, INSIGHTS, PROFILE]],
    ['admin', [...STANDARD, MANAGE, REDEMPTIONS, EMPLOYEES, ACTIVITIES, BUDGETS, INSIGHTS, PROFILE]],
  ])('gives the %s the same entries, in the same order, as before', (role, entries) => {
    expect(drawerFor(role).map((e) => [e.label, e.to])).toEqual(entries);
  });

  it('gives every entry an icon of its own', () => {
    const icons = drawerFor('admin').map((e) => e.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it.each([
    ['/dashboard', 'dashboard', 'dashboard'],
    ['/earn', 'earn', 'earn'],
    ['/history', 'history', 'history'],
    ['/profile', 'profile', 'profile'],
    ['/manage-requests', 'manageRequests', 'manageRequests'],
    ['/manage-requests/detail/EMP001-EMP001-002', 'manageRequests', 'manageRequests'],
    ['/redemption-centre', 'redemptionCentre', 'redemptionCentre'],
    ['/ics-employee-centre', 'dashboard', 'employeeCentre'],
    ['/points-manager', 'dashboard', 'pointsManager'],
    ['/employee/EMP001', 'dashboard', undefined],
    ['/earnings', 'dashboard', undefined],
  ])(
    "on %s highlights %s (the product's list) and marks %s as the current page",
    (path, highlighted, current) => {
      expect(navState(path)).toEqual({ highlighted, current });
    },
  );
});
