import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterFields } from '@/domain/roster';
import type { RosterEntry, UserProfile } from '@/domain/types';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { DIRECTORY_SEARCH } from '@/domain/search';
import { expectLongSearchRefused } from '@/test/search';
import { EmployeeCentrePage } from './EmployeeCentrePage';

configure({ asyncUtilTimeout: 5000 });

const listDirectoryPage = vi.fn<(db: unknown) => Promise<{ items: UserProfile[]; cursor: null }>>();
vi.mock('@/data/users/directory', () => ({
  listDirectoryPage: (db: unknown) => listDirectoryPage(db),
  countDirectory: () => Promise.resolve(1),
}));
vi.mock('@/data/users/api', () => ({
  getPersonal: (_db: unknown, p: { number: string; gender: string; dob: string }) =>
    Promise.resolve({ number: p.number, gender: p.gender, dob: p.dob }),
}));
type Row = RosterFields | { line: number; entry: RosterFields };
type Options = { signal?: AbortSignal; onProgress?: (p: unknown) => void; addOnly?: boolean };
const listRosterPage = vi.fn<(db: unknown, search: string) => Promise<{ items: RosterEntry[]; cursor: null }>>();
const saveRosterEntries =
  vi.fn<(db: unknown, actor: { employeeId: string }, entries: readonly Row[], source: string, options: Options) => Promise<unknown>>();
vi.mock('@/data/roster/api', () => ({
  listRosterPage: (db: unknown, search: string) => listRosterPage(db, search),
  countRoster: () => Promise.resolve(3),
  listWholeRoster: () => Promise.resolve([]),
  saveRosterEntries: (...a: [unknown, { employeeId: string }, readonly Row[], string, Options]) => saveRosterEntries(...a),
}));
const result = (extra: object = {}) => ({ total: 1, processed: 1, created: 1, updated: 0, unchanged: 0, refused: [], cancelled: false, ...extra });
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const admin = makeProfile({
  id: 'ADM001',
  employeeId: 'ADM001',
  uid: 'uid-adm001',
  name: 'Arjun Admin',
  userRole: 'admin',
});
const entry = (employeeId: string, extra: Partial<RosterEntry> = {}): RosterEntry => ({
  employeeId,
  email: `${employeeId.toLowerCase()}@ics-rewards.test`,
  fullName: `Name ${employeeId}`,
  designation: 'Associate',
  departments: ['HR'],
  userRole: 'employee',
  reviewQueues: [],
  createdAt: null,
  createdBy: 'ADM001',
  ...extra,
});
const ROSTER = [
  entry('ADM001', { userRole: 'admin' }),
  entry('EMP001'),
  entry('MGR001', { userRole: 'manager', reviewQueues: ['M1', 'M2', 'M3'] }),
];

async function openEmployeesTab() {
  const user = userEvent.setup();
  renderScreen(<EmployeeCentrePage />, { profile: admin });
  await user.click(screen.getByRole('tab', { name: 'Employees' }));
  await screen.findByRole('table', { name: 'Employee roster' });
  return user;
}

describe("Employee Centre 'Employees' tab (admins)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    listDirectoryPage.mockResolvedValue({ items: [admin], cursor: null });
    listRosterPage.mockResolvedValue({ items: ROSTER, cursor: null });
    saveRosterEntries.mockResolvedValue(result());
  });

  it('is only for admins', () => {
    renderScreen(<EmployeeCentrePage />, { profile: makeProfile({ userRole: 'manager' }) });
    expect(screen.queryByRole('tab', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('lists the roster; the admin cannot edit their own entry; the search runs on the server', async () => {
    const user = await openEmployeesTab();
    const table = screen.getByRole('table', { name: 'Employee roster' });
    expect(within(table).getByText('M1, M2, M3')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit EMP001' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit ADM001' })).not.toBeInTheDocument();
    expect(screen.getByText(/Showing 3 of 3/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the roster'), 'mgr0');
    await waitFor(() => expect(listRosterPage).toHaveBeenLastCalledWith(expect.anything(), 'mgr0'));
  });

  it('refuses an over-long search with the directory message and no query; a blank-only one lists everyone', async () => {
    const user = await openEmployeesTab();
    const search = screen.getByLabelText('Search the roster');
    expect(DIRECTORY_SEARCH.max).toBe(254);
    await expectLongSearchRefused(user, search, DIRECTORY_SEARCH, () => listRosterPage.mock.calls.map(([, term]) => term));
    await user.clear(search);
    await user.type(search, '    ');
    await waitFor(() => expect(listRosterPage).toHaveBeenLastCalledWith(expect.anything(), ''));
    expect(search).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Showing 3 of 3/)).toBeInTheDocument();
  });

  it('adds one employee, checking the fields and a mailbox of another employee', async () => {
    const user = await openEmployeesTab();
    await user.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByText('Employee ID is required')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one department is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Employee ID'), 'emp050');
    await user.type(within(dialog).getByLabelText('Email'), 'emp001@ics-rewards.test');
    await user.type(within(dialog).getByLabelText('Full Name'), 'Kiran Rao');
    await user.type(within(dialog).getByLabelText('Designation'), 'Clerk');
    await user.click(within(dialog).getByLabelText('Loocafe'));
    // The roster says the mailbox is taken: nothing is written and the field says by whom.
    saveRosterEntries.mockResolvedValueOnce(
      result({ created: 0, refused: [{ line: 0, employeeId: 'EMP050', email: 'emp001@ics-rewards.test', reason: '', taken: { field: 'email', owner: 'EMP001' } }] }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByText('This email already belongs to EMP001')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'Kiran@ics-rewards.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(saveRosterEntries).toHaveBeenCalledTimes(2));
    expect(saveRosterEntries.mock.calls[1]?.[1]).toMatchObject({ employeeId: 'ADM001' });
    expect(saveRosterEntries.mock.calls[1]?.[3]).toBe('form');
    expect(saveRosterEntries.mock.calls[1]?.[4]).toMatchObject({ addOnly: true });
    expect(saveRosterEntries.mock.calls[1]?.[2]).toEqual([
      {
        employeeId: 'EMP050',
        email: 'kiran@ics-rewards.test',
        fullName: 'Kiran Rao',
        designation: 'Clerk',
        departments: ['Loocafe'],
        userRole: 'employee',
        reviewQueues: [],
      },
    ]);
  });

  it('imports a 3-row CSV: the bad row is shown with its reason and not written', async () => {
    const user = await openEmployeesTab();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Employees' });
    const csv = [
      'employeeId,email,fullName,designation,departments,userRole,reviewQueues',
      'EMP001,emp001@ics-rewards.test,Asha Verma,Lead,HR,employee,',
      'EMP060,emp060@ics-rewards.test,New Person,Clerk,Loocafe,employee,',
      'EMP061,not-an-address,Bad Row,Clerk,HR,employee,',
    ].join('\n');
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'roster.csv', { type: 'text/csv' }),
    );
    const refused = await within(dialog).findByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByText('email: Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('3 rows in the file: 2 valid, 1 refused.')).toBeInTheDocument();
    expect(saveRosterEntries).not.toHaveBeenCalled();
    saveRosterEntries.mockResolvedValueOnce(result({ total: 2, processed: 2, created: 1, updated: 1 }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
    await waitFor(() => expect(saveRosterEntries).toHaveBeenCalledTimes(1));
    const rows = saveRosterEntries.mock.calls[0]?.[2] ?? [];
    expect(rows.map((r) => ('entry' in r ? [r.line, r.entry.employeeId] : []))).toEqual([
      [2, 'EMP001'],
      [3, 'EMP060'],
    ]);
    expect(saveRosterEntries.mock.calls[0]?.[3]).toBe('import');
    expect(
      await within(dialog).findByText('Imported: 1 added, 1 updated, 0 unchanged, 0 refused by the roster.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download 1 refused row' })).toBeInTheDocument();
  });

  it('shows the progress of a running import, and Cancel stops it; a re-run is offered', async () => {
    const user = await openEmployeesTab();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Employees' });
    const csv = ['employeeId,email,fullName,designation,departments,userRole,reviewQueues', 'EMP070,emp070@ics-rewards.test,A B,Clerk,HR,employee,'].join('\n');
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'roster.csv', { type: 'text/csv' }));
    saveRosterEntries.mockImplementationOnce(
      (_db, _by, _rows, _source, options) =>
        new Promise((resolve) => {
          options.onProgress?.({ total: 1, processed: 0, created: 0, updated: 0, unchanged: 0, refused: [] });
          options.signal?.addEventListener('abort', () => resolve(result({ processed: 0, created: 0, cancelled: true })));
        }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 valid row' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText(/^Cancelled: 0 added/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run the import again' })).toBeInTheDocument();
  });
});
