import { describe, expect, it } from 'vitest';
import { ROUTE_KEYS } from '../src/app/routes';
import { lighthouseRoutes, selectRoutes } from './routes';

describe('lighthouseRoutes', () => {
  it('is /signin signed out, then every route of the route table as the first user whose role may open it', () => {
    const routes = lighthouseRoutes();
    expect(routes.map((r) => r.key)).toEqual(['signIn', ...ROUTE_KEYS]);
    expect(Object.fromEntries(routes.map((r) => [r.path, r.user]))).toEqual({
      '/signin': null,
      '/dashboard': 'EMP001',
      '/earn': 'EMP001',
      '/productivity': 'EMP001',
      '/redeem': 'EMP001',
      '/history': 'EMP001',
      '/profile': 'EMP001',
      '/manage-requests': 'MGR001',
      '/manage-requests/detail/EMP0001-EMP0001-001': 'MGR001',
      '/redemption-centre': 'MGR001',
      '/ics-employee-centre': 'MGR001',
      '/employee/EMP0001': 'MGR001',
      '/points-manager': 'ADM001',
      '/audit': 'ADM001',
      '/budgets': 'FIN001',
      '/insights': 'MGR001',
    });
  });

  it('selects by path, router pattern or key, keeping the table order', () => {
    expect(
      selectRoutes(['/points-manager', 'signIn', '/manage-requests/detail/:param']).map((r) => r.key),
    ).toEqual(['signIn', 'requestDetail', 'pointsManager']);
    expect(selectRoutes(undefined)).toEqual(lighthouseRoutes());
    expect(selectRoutes([])).toEqual(lighthouseRoutes());
  });
});
