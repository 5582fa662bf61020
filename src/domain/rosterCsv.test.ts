import { describe, expect, it } from 'vitest';
import { parseRosterCsv } from './rosterCsv';

const HEADER = 'employeeId,email,fullName,designation,departments,userRole,reviewQueues';

describe('parseRosterCsv', () => {
  it('checks every row before anything is written: a 3-row file with one bad row', () => {
    const csv = [
      HEADER,
      'emp020,EMP020@ics-rewards.test,Kiran Rao,Cafe Executive,Loocafe,employee,',
      'MGR005,mgr005@ics-rewards.test,Meena Das,Operations Lead,Loocafe;Ixora FM,Manager,m1;M2',
      'EMP021,not-an-address,,Clerk,Board,superuser,M4',
    ].join('\n');
    const rows = parseRosterCsv(csv, new Map());
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows.map((r) => [r.line, r.employeeId, r.errors.length > 0])).toEqual([
      [2, 'EMP020', false],
      [3, 'MGR005', false],
      [4, 'EMP021', true],
    ]);
    expect(rows[0]?.entry).toEqual({
      employeeId: 'EMP020',
      email: 'emp020@ics-rewards.test',
      fullName: 'Kiran Rao',
      designation: 'Cafe Executive',
      departments: ['Loocafe'],
      userRole: 'employee',
      reviewQueues: [],
    });
    expect(rows[1]?.entry).toMatchObject({ userRole: 'manager', reviewQueues: ['M1', 'M2'] });
    expect(rows[2]?.entry).toBeUndefined();
    expect(rows[2]?.errors).toEqual([
      'email: Enter a valid email address',
      'fullName: Name is required',
      'departments: Unknown department',
      'userRole: Role must be employee, manager, finance or admin',
      'reviewQueues: Review queues are M1, M2 and M3',
    ]);
  });

  it('marks re-imported ids as updates and refuses duplicates and a mailbox of another employee', () => {
    const csv = [
      HEADER,
      'EMP001,emp001@ics-rewards.test,Asha Verma,Lead,HR,employee,',
      'EMP030,emp002@ics-rewards.test,Someone,Clerk,HR,employee,',
      'EMP031,emp031@ics-rewards.test,One,Clerk,HR,employee,',
      'EMP031,emp032@ics-rewards.test,Two,Clerk,HR,employee,',
    ].join('\n');
    const existing = new Map([
      ['EMP001', 'emp001@ics-rewards.test'],
      ['EMP002', 'emp002@ics-rewards.test'],
    ]);
    const rows = parseRosterCsv(csv, existing);
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows[0]).toMatchObject({ updates: true, errors: [] });
    expect(rows[1]?.errors).toEqual(['email: emp002@ics-rewards.test already belongs to EMP002']);
    expect(rows[2]?.errors).toEqual([]);
    expect(rows[3]?.errors).toEqual(['employeeId: EMP031 is also on line 4']);
  });

  it('names missing columns', () => {
    expect(parseRosterCsv('employeeId,email\nEMP1,a@b.co', new Map())).toBe(
      'Missing column(s): fullName, designation, departments, userRole, reviewQueues. Expected: employeeId,email,fullName,designation,departments,userRole,reviewQueues',
    );
  });
});

describe('the roster CSVs: refusals and export', () => {
  it('lists the refused rows by line with each reason, and exports entries in the import columns', async () => {
    const { refusalsOf, refusalsToCsv, rosterToCsv } = await import('./rosterCsv');
    const rows = parseRosterCsv([HEADER, 'EMP1,bad,,Clerk,HR,employee,', 'EMP2,emp2@x.test,Two,Clerk,HR,employee,'].join('\n'));
    if (typeof rows === 'string') throw new Error(rows);
    const refused = refusalsOf(rows);
    expect(refused).toEqual([
      { line: 2, employeeId: 'EMP1', email: 'bad', reason: 'email: Enter a valid email address; fullName: Name is required' },
    ]);
    expect(refusalsToCsv(refused).split('\r\n')).toEqual([
      '"line","employeeId","email","reason"',
      '"2","EMP1","bad","email: Enter a valid email address; fullName: Name is required"',
    ]);
    const entry = rows[1]?.entry;
    if (!entry) throw new Error('row 3 is valid');
    const exported = rosterToCsv([{ ...entry, departments: ['HR', 'Loocafe'], reviewQueues: ['M1', 'M2'] }]);
    expect(exported.split('\r\n')).toEqual([HEADER, 'EMP2,emp2@x.test,Two,Clerk,HR;Loocafe,employee,M1;M2']);
    // An export imports again as the same entry.
    const again = parseRosterCsv(exported);
    if (typeof again === 'string') throw new Error(again);
    expect(again[0]?.entry).toMatchObject({ employeeId: 'EMP2', departments: ['HR', 'Loocafe'], reviewQueues: ['M1', 'M2'] });
  });

  it("refuses a mailbox with '/' (its index document's id)", () => {
    const rows = parseRosterCsv([HEADER, 'EMP1,a/b@x.test,One,Clerk,HR,employee,'].join('\n'));
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows[0]?.errors).toEqual(['email: Enter a valid email address']);
  });
});
