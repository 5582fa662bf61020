import { describe, expect, it } from 'vitest';
import {
  canAccess,
  canProcessRedemption,
  canReviewClaim,
  hasPower,
  normalizeRole,
  type Area,
  type Role,
} from './roles';

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

  it.each(['manageRoster', 'checkIntegrity', 'manageAccounts'] as const)(
    'gives %s to admins only',
    (power) => {
      const roles: Role[] = ['admin', 'manager', 'finance', 'employee'];
      expect(roles.filter((r) => hasPower(r, power))).toEqual(['admin']);
    },
  );
});
