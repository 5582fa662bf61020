import { describe, expect, it } from 'vitest';
import { canAccess, canProcessRedemption, canReviewClaim, normalizeRole, type Area, type Role } from './roles';
import { activeNavPath, navEntriesFor, parseRequestDetailParam, paths } from './routes';

describe('roles', () => {
  it.each([
    ['admin', 'admin'],
    ['manager', 'manager'],
    ['finance', 'finance'],
    ['employee', 'employee'],
    ['regular', 'employee'],
    [undefined, 'employee'],
    [42, 'employee'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });

  const table: [Area, Role[]][] = [
    ['manageRequests', ['admin', 'manager']],
    ['redemptionCentre', ['admin', 'manager', 'finance']],
    ['employeeCentre', ['admin', 'manager']],
    ['employeeDetail', ['admin', 'manager']],
    ['pointsManager', ['admin']],
  ];
  it.each(table)('%s is open to exactly %j', (area, allowed) => {
    for (const role of ['admin', 'manager', 'finance', 'employee'] as Role[]) {
      expect(canAccess(role, area)).toBe(allowed.includes(role));
    }
  });

  it('never lets a reviewer act on their own claim or redemption', () => {
    expect(canReviewClaim('manager', 'MGR001', 'MGR001')).toBe(false);
    expect(canReviewClaim('manager', 'MGR001', 'EMP001')).toBe(true);
    expect(canReviewClaim('finance', 'FIN001', 'EMP001')).toBe(false);
    expect(canProcessRedemption('finance', 'FIN001', 'FIN001')).toBe(false);
    expect(canProcessRedemption('finance', 'FIN001', 'EMP001')).toBe(true);
    expect(canProcessRedemption('employee', 'EMP002', 'EMP001')).toBe(false);
  });
});

describe('navigation', () => {
  const labels = (role: Role) => navEntriesFor(role).map((e) => e.label);
  const standard = ['Dashboard', 'Earn Points', 'Daily Productivity', 'Redeem Rewards', 'Points History'];

  it('gives employees the six standard entries', () => {
    expect(labels('employee')).toEqual([...standard, 'Profile']);
  });
  it('puts role entries before Profile', () => {
    expect(labels('manager')).toEqual([...standard, 'Manage Requests', 'Redemption Centre', 'Employee Centre', 'Profile']);
    expect(labels('finance')).toEqual([...standard, 'Redemption Centre', 'Profile']);
    expect(labels('admin')).toEqual([
      ...standard,
      'Manage Requests',
      'Redemption Centre',
      'Employee Centre',
      'Point Activities',
      'Profile',
    ]);
  });

  it.each([
    ['/earn', '/earn'],
    ['/history', '/history'],
    ['/manage-requests', '/manage-requests'],
    ['/manage-requests/detail/EMP001-EMP001-002', '/manage-requests'],
    ['/redemption-centre', '/redemption-centre'],
    ['/dashboard', '/dashboard'],
    ['/ics-employee-centre', '/dashboard'],
    ['/employee/EMP001', '/dashboard'],
    ['/earnings', '/dashboard'],
  ])('highlights %s as %s', (path, active) => {
    expect(activeNavPath(path)).toBe(active);
  });

  it('parses request detail paths whose claim ids start with the employee id', () => {
    expect(parseRequestDetailParam('EMP001-EMP001-002')).toEqual({ employeeId: 'EMP001', claimId: 'EMP001-002' });
    expect(parseRequestDetailParam('EMP001-legacyClaim')).toEqual({ employeeId: 'EMP001', claimId: 'legacyClaim' });
    expect(parseRequestDetailParam('nodash')).toBeNull();
    expect(paths.requestDetail('EMP001', 'EMP001-002')).toBe('/manage-requests/detail/EMP001-EMP001-002');
  });
});
