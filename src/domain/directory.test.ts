import { describe, expect, it } from 'vitest';
import { makeProfile } from '@/test/factories';
import {
  directorySearch,
  isMissingOn,
  matchesDirectoryFilter,
  prefixEnd,
  withoutDirectors,
  type DirectoryFilter,
} from './directory';

const asha = makeProfile({ fullName: 'Asha Verma', lastProductivityDate: '2025-09-29' });
const ravi = makeProfile({
  id: 'EMP004',
  employeeId: 'EMP004',
  name: 'Ravi',
  fullName: 'Ravi Kumar',
  email: 'emp004@ics-rewards.test',
  userRole: 'manager',
});
const blocked = makeProfile({
  id: 'EMP900',
  employeeId: 'EMP900',
  fullName: 'Blocked Bina',
  email: 'emp900@ics-rewards.test',
  userStatus: 'blocked',
});
const inactive = makeProfile({ id: 'EMP901', employeeId: 'EMP901', fullName: 'Idle Ivan', isActive: false });
const director = makeProfile({
  id: 'DIR001',
  employeeId: 'DIR001',
  fullName: 'Dara Director',
  email: 'dir001@ics-rewards.test',
  designation: ' director ',
});
const all = [asha, ravi, blocked, inactive, director];
const base: DirectoryFilter = { search: '', role: 'all', status: 'all' };
const ids = (list: { employeeId: string }[]) => list.map((u) => u.employeeId);
const matching = (f: Partial<DirectoryFilter>) =>
  ids(withoutDirectors(all.filter((u) => matchesDirectoryFilter(u, { ...base, ...f }))));

describe('directory filter (the server queries, src/data/users/directory.ts)', () => {
  it('chooses one prefix search by the term: e-mail with @, employee ID with a digit, else the name', () => {
    expect(directorySearch('  ')).toEqual({ kind: 'none' });
    expect(directorySearch(' EMP004@ICS ')).toEqual({ kind: 'email', prefix: 'emp004@ics' });
    expect(directorySearch('emp0')).toEqual({ kind: 'id', prefix: 'EMP0' });
    expect(directorySearch('Ravi K')).toEqual({ kind: 'name', prefix: 'ravi k' });
    expect(directorySearch('ASHA')).toEqual({ kind: 'name', prefix: 'asha' });
    expect(prefixEnd('ab') > 'abzzz').toBe(true);
  });

  it('matches name prefixes of the full name case-insensitively, ID and e-mail prefixes; never a Director', () => {
    expect(matching({})).toEqual(['EMP001', 'EMP004', 'EMP900', 'EMP901']);
    expect(matching({ search: 'RAVI k' })).toEqual(['EMP004']);
    // A prefix, not a substring: 'kumar' is not the start of 'ravi kumar'.
    expect(matching({ search: 'kumar' })).toEqual([]);
    expect(matching({ search: 'emp00' })).toEqual(['EMP001', 'EMP004']);
    expect(matching({ search: 'emp004@ics' })).toEqual(['EMP004']);
    expect(matching({ search: 'dara' })).toEqual([]);
    expect(matching({ role: 'manager' })).toEqual(['EMP004']);
    expect(matching({ status: 'blocked' })).toEqual(['EMP900']);
    expect(matching({ status: 'unblocked', role: 'employee' })).toEqual(['EMP001', 'EMP901']);
    expect(matchesDirectoryFilter(director, { ...base, search: 'dara' })).toBe(true);
  });

  it("'missing' on a day: active, unblocked, last report before the day ('' or none: never reported)", () => {
    expect(isMissingOn(asha, '2025-09-29')).toBe(false);
    expect(isMissingOn(asha, '2025-09-30')).toBe(true);
    expect(isMissingOn(ravi, '2025-09-30')).toBe(true);
    expect(isMissingOn(blocked, '2025-09-30')).toBe(false);
    expect(isMissingOn(inactive, '2025-09-30')).toBe(false);
  });
});
