import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterFields } from '@/domain/roster';
import type { RosterEntry, UserProfile } from '@/domain/types';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
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
const listRoster = vi.fn<(db: unknown) => Promise<RosterEntry[]>>();
const saveRosterEntries =
  vi.fn<
    (
      db: unknown,
      actor: { employeeId: string },
      entries: readonly RosterFields[],
      existing: readonly RosterEntry[],
      source: string,
    ) => Promise<unknown>
  >();
vi.mock('@/data/roster/api', () => ({
  listRoster: (db: unknown) => listRoster(db),
  saveRosterEntries: (
    ...a: [unknown, { employeeId: string }, readonly RosterFields[], readonly RosterEntry[], string]
  ) => saveRosterEntries(...a),
}));
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
    listRoster.mockResolvedValue(ROSTER);
    saveRosterEntries.mockResolvedValue({ created: 1, updated: 0, unchanged: 0 });
  });

  it('is only for admins', () => {
    renderScreen(<EmployeeCentrePage />, { profile: makeProfile({ userRole: 'manager' }) });
    expect(screen.queryByRole('tab', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('lists the roster; the admin cannot edit their own entry', async () => {
    await openEmployeesTab();
    const table = screen.getByRole('table', { name: 'Employee roster' });
    expect(within(table).getByText('M1, M2, M3')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit EMP001' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit ADM001' })).not.toBeInTheDocument();
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
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByText('This email already belongs to EMP001')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'Kiran@ics-rewards.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(saveRosterEntries).toHaveBeenCalledTimes(1));
    expect(saveRosterEntries.mock.calls[0]?.[1]).toMatchObject({ employeeId: 'ADM001' });
    expect(saveRosterEntries.mock.calls[0]?.[4]).toBe('form');
    expect(saveRosterEntries.mock.calls[0]?.[2]).toEqual([
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

  it('imports a 3-row CSV: the bad row is shown and not written', async () => {
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
    const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(preview).getByText('Updates the entry')).toBeInTheDocument();
    expect(within(preview).getByText('New employee')).toBeInTheDocument();
    expect(within(preview).getByText('email: Enter a valid email address')).toBeInTheDocument();
    expect(saveRosterEntries).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
    await waitFor(() => expect(saveRosterEntries).toHaveBeenCalledTimes(1));
    expect(saveRosterEntries.mock.calls[0]?.[2].map((e) => e.employeeId)).toEqual(['EMP001', 'EMP060']);
    expect(saveRosterEntries.mock.calls[0]?.[4]).toBe('import');
  });
});
