import type { LedgerMaker } from '@/data/schema/ledger';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Holiday, HolidayInput } from '@/domain/holidays';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { EmployeeCentrePage } from './EmployeeCentrePage';

configure({ asyncUtilTimeout: 5000 });

vi.mock('@/data/users/directory', () => ({
  listDirectoryPage: () => Promise.resolve({ items: [], cursor: null }),
  countDirectory: () => Promise.resolve(0),
}));
const listHolidays = vi.fn<(db: unknown, from: string, to: string) => Promise<Holiday[]>>();
const saveHoliday = vi.fn<(db: unknown, actor: LedgerMaker, input: HolidayInput, reason?: string) => Promise<void>>();
const deleteHoliday = vi.fn<(db: unknown, actor: LedgerMaker, day: string, reason?: string) => Promise<void>>();
vi.mock('@/data/holidays/api', () => ({
  listHolidays: (db: unknown, from: string, to: string) => listHolidays(db, from, to),
  saveHoliday: (db: unknown, actor: LedgerMaker, input: HolidayInput, reason?: string) => saveHoliday(db, actor, input, reason),
  deleteHoliday: (db: unknown, actor: LedgerMaker, day: string, reason?: string) => deleteHoliday(db, actor, day, reason),
}));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', uid: 'uid-adm001', userRole: 'admin' });
const year = new Date().getFullYear();

async function openHolidaysTab() {
  const user = userEvent.setup();
  renderScreen(<EmployeeCentrePage />, { profile: admin });
  await user.click(screen.getByRole('tab', { name: 'Holidays' }));
  return user;
}

describe("Employee Centre 'Holidays' tab (admins)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    listHolidays.mockResolvedValue([{ day: `${year}-01-26`, name: 'Republic Day' }]);
    saveHoliday.mockResolvedValue();
    deleteHoliday.mockResolvedValue();
  });

  it('is only for admins', () => {
    renderScreen(<EmployeeCentrePage />, { profile: makeProfile({ userRole: 'manager' }) });
    expect(screen.queryByRole('tab', { name: 'Holidays' })).not.toBeInTheDocument();
  });

  it("keeps the page's one h1 on every tab (axe: page-has-heading-one)", async () => {
    const user = userEvent.setup();
    renderScreen(<EmployeeCentrePage />, { profile: admin });
    for (const tab of ['Directory', 'Employees', 'Holidays', 'Leave requests']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Employee Centre']);
    }
  });

  it("lists the year's holidays, read for that year only", async () => {
    await openHolidaysTab();
    const list = await screen.findByRole('list', { name: `Holidays of ${year}` });
    expect(within(list).getByText('Republic Day')).toBeInTheDocument();
    expect(listHolidays).toHaveBeenCalledWith(expect.anything(), `${year}-01-01`, `${year}-12-31`);
  });

  it('adds a holiday with a date and a name, saying what is missing first', async () => {
    const user = await openHolidaysTab();
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(await screen.findByText('Choose the date of the holiday.')).toBeInTheDocument();
    expect(screen.getByText("Enter the holiday's name.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: `${year}-10-02` } });
    await user.type(screen.getByLabelText('Name'), ' Gandhi Jayanti ');
    await user.type(screen.getByLabelText('Reason (optional)'), 'State holiday this year');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() => expect(saveHoliday).toHaveBeenCalledTimes(1));
    expect(saveHoliday.mock.calls[0]?.slice(1)).toEqual([
      expect.objectContaining({ employeeId: 'ADM001' }),
      { day: `${year}-10-02`, name: 'Gandhi Jayanti' },
      'State holiday this year',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Reason (optional)')).toHaveValue(''));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(expect.stringContaining('Gandhi Jayanti')));
  });

  it('removes one after asking, with the reason its audit entry records', async () => {
    const user = await openHolidaysTab();
    await user.click(await screen.findByRole('button', { name: 'Remove Republic Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove holiday' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Added by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(deleteHoliday).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ employeeId: 'ADM001' }), `${year}-01-26`, 'Added by mistake'),
    );
  });

  it('says the failure in words and keeps what was typed', async () => {
    saveHoliday.mockRejectedValue(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const user = await openHolidaysTab();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: `${year}-10-02` } });
    await user.type(screen.getByLabelText('Name'), 'Gandhi Jayanti');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify.error).mock.calls[0]?.[0]).not.toMatch(/permission-denied|FirebaseError/);
    expect(screen.getByLabelText('Name')).toHaveValue('Gandhi Jayanti');
  });
});
