import { describe, expect, it } from 'vitest';
import { parseRequestDetailParam, paths, patternOf } from './routes';

describe('paths', () => {
  it('builds the hrefs of routes with parameters, encoded, and keeps their patterns', () => {
    expect(paths.requestDetail('EMP001', 'EMP001-002')).toBe('/manage-requests/detail/EMP001-EMP001-002');
    expect(paths.employee('EMP 7/8')).toBe('/employee/EMP%207%2F8');
    expect(patternOf(paths.requestDetail)).toBe('/manage-requests/detail/:param');
    expect(patternOf(paths.employee)).toBe('/employee/:employeeId');
    expect(patternOf(paths.earn)).toBe('/earn');
  });

  it('parses request detail paths whose claim ids start with the employee id', () => {
    expect(parseRequestDetailParam('EMP001-EMP001-002')).toEqual({
      employeeId: 'EMP001',
      claimId: 'EMP001-002',
    });
    expect(parseRequestDetailParam('EMP001-legacyClaim')).toEqual({
      employeeId: 'EMP001',
      claimId: 'legacyClaim',
    });
    expect(parseRequestDetailParam('nodash')).toBeNull();
  });
});
