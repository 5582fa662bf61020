import { describe, expect, it, vi } from 'vitest';
import { toActivity } from './activities';
import { toClaim } from './claims';
import { toRedemption } from './redemptions';
import { toReport } from './reports';
import { toProfile } from './users';

vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('converters tolerate legacy and malformed documents', () => {
  it('reads a profile with defaults and a normalized role', () => {
    const p = toProfile('EMP001', { name: 'Asha', points: 'oops', userRole: 'regular', designation: 'Chef' });
    expect(p).toMatchObject({
      id: 'EMP001',
      employeeId: 'EMP001',
      fullName: 'Asha',
      points: 0,
      userRole: 'employee',
      userStatus: 'unblocked',
      isActive: true,
      department: 'Chef',
      departments: [],
    });
  });

  it("reads a profile with or without the directory's fields (nameLower, director, '' report stamp)", () => {
    const legacy = toProfile('EMP002', { fullName: 'Ravi Kumar', designation: 'Director' });
    const current = toProfile('EMP002', {
      fullName: 'Ravi Kumar',
      nameLower: 'ravi kumar',
      director: true,
      designation: 'Director',
      lastProductivityDate: '',
    });
    expect(current).toEqual(legacy);
    expect(current).toMatchObject({ name: 'Ravi Kumar', lastProductivityDate: null });
    // Malformed values are ignored, not fatal.
    expect(toProfile('EMP002', { fullName: 'Ravi Kumar', nameLower: 42, director: 'yes' }).name).toBe('Ravi Kumar');
  });

  it('turns Timestamps into dates and bad dates into null', () => {
    const ts = { toDate: () => new Date('2026-01-02T03:04:05Z') };
    const p = toProfile('X', { createdAt: ts, updatedAt: 'garbage', lastProductivityAt: { seconds: 0 } });
    expect(p.createdAt?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(p.updatedAt).toBeNull();
    expect(p.lastProductivityAt?.getTime()).toBe(0);
  });

  it('reads redemptions with legacy pointsUsed and no referenceId', () => {
    const r = toRedemption('users/EMP002/redemptionRequests/old1', 'old1', { pointsUsed: 250, status: 'weird' });
    expect(r).toMatchObject({
      referenceId: 'old1',
      employeeId: 'EMP002',
      pointsRedeemed: 250,
      amount: 250,
      status: 'pending',
      rewardName: 'Cash payout ₹250',
    });
  });

  it('reads reports with legacy tasksCompleted and a date from the id', () => {
    const r = toReport('users/EMP003/productivityReports/2025-08-01', '2025-08-01', { tasksCompleted: 'Did things' });
    expect(r).toMatchObject({ tasks: 'Did things', date: 20250801, dayKey: '2025-08-01', employeeId: 'EMP003' });
  });

  it('reads claims with the owner from the path and a manager label', () => {
    const c = toClaim('users/EMP004/requestedClaims/EMP004-001', 'EMP004-001', {
      status: 'approved',
      managerId: 'M2',
      points: '75',
      createdAt: new Date(2026, 0, 3, 10),
    });
    expect(c).toMatchObject({
      employeeId: 'EMP004',
      referenceId: 'EMP004-001',
      status: 'approved',
      managerName: 'Ixora FM Facility Manager',
      points: 75,
      submittedDate: '2026-01-03',
      activityName: 'N/A',
    });
  });

  it('reads activities with a title fallback and integer points', () => {
    expect(toActivity('PA9', { title: 'Old', points: 12.9 })).toMatchObject({ id: 'PA9', name: 'Old', points: 12, isActive: false });
  });
});
