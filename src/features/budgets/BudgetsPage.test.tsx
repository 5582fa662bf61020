import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BudgetReportLine, BudgetSetting } from '@/data/budgets/api';
import type { AdjustmentRequest } from '@/data/schema/fourEyes';
import { REMINDER_MESSAGES } from '@/domain/reminder';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { BudgetsPage } from './BudgetsPage';

configure({ asyncUtilTimeout: 5000 });

const getBudgetReport = vi.fn<(db: unknown, month: string, withCommitted: boolean) => Promise<BudgetReportLine[]>>();
const setBudget = vi.fn<(db: unknown, actor: unknown, s: BudgetSetting, reason?: string) => Promise<void>>();
vi.mock('@/data/budgets/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/budgets/api')>()),
  getBudgetReport: (...a: [unknown, string, boolean]) => getBudgetReport(...a),
  setBudget: (...a: [unknown, unknown, BudgetSetting, string?]) => setBudget(...a),
}));

const listPendingRequests = vi.fn<() => Promise<AdjustmentRequest[]>>();
const setThreshold = vi.fn<(db: unknown, actor: unknown, threshold: number, reason?: string) => Promise<void>>();
const rejectRequest = vi.fn<(db: unknown, actor: unknown, id: string, reason?: string) => Promise<void>>();
vi.mock('@/data/ledger/fourEyes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/ledger/fourEyes')>()),
  getThreshold: () => Promise.resolve(500),
  listPendingRequests: () => listPendingRequests(),
  setThreshold: (...a: [unknown, unknown, number, string?]) => setThreshold(...a),
  rejectRequest: (...a: [unknown, unknown, string, string?]) => rejectRequest(...a),
}));

const getReminderHour = vi.fn<() => Promise<number>>();
const setReminderHour = vi.fn<(db: unknown, actor: unknown, hour: number, reason?: string) => Promise<void>>();
vi.mock('@/data/reminder/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/reminder/api')>()),
  getReminderHour: () => getReminderHour(),
  setReminderHour: (...a: [unknown, unknown, number, string?]) => setReminderHour(...a),
}));

const MONTH = '2026-11';
const line = (queue: string, budget: number | null, spent: number, committed: number | null): BudgetReportLine => ({
  queue,
  month: MONTH,
  budget,
  spent,
  committed,
  fromDefault: false,
  repeats: queue === 'M1' ? 500 : null,
});
const request = (requestedBy: string): AdjustmentRequest => ({
  id: `R-${requestedBy}`,
  employeeId: 'EMP004',
  employeeName: 'Meera Nair',
  points: 800,
  reason: 'Quarterly award',
  status: 'pending',
  requestedBy,
  requestedByName: 'Asha Admin',
  requestedAt: new Date(2026, 10, 20),
  decidedBy: null,
  decidedByName: null,
  entryId: null,
});

const finance = makeProfile({ id: 'FIN001', employeeId: 'FIN001', userRole: 'finance' });
const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', userRole: 'admin' });

describe('BudgetsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00+05:30'));
    getBudgetReport.mockResolvedValue([line('M1', 1000, 400, 150), line('M2', 460, 400, 0), line('M3', null, 90, 60)]);
    listPendingRequests.mockResolvedValue([]);
    setBudget.mockResolvedValue(undefined);
    setThreshold.mockResolvedValue(undefined);
    getReminderHour.mockResolvedValue(17);
    setReminderHour.mockResolvedValue(undefined);
    rejectRequest.mockResolvedValue(undefined);
  });

  it('shows finance the month report with what is committed and left, and nothing to set', async () => {
    renderScreen(<BudgetsPage />, { profile: finance, route: '/budgets' });
    const table = await screen.findByRole('table', { name: 'Budgets per queue and month' });
    expect(getBudgetReport).toHaveBeenCalledWith(expect.anything(), MONTH, true);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/M1.*1000.*400.*150.*600/);
    expect(rows[3]).toHaveTextContent(/M3.*Unlimited.*90.*60.*—/);
    expect(screen.queryByRole('heading', { name: 'Set a budget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Adjustments awaiting a second admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('refuses a budget that is not a whole number of points and sets a valid one with its reason', async () => {
    renderScreen(<BudgetsPage />, { profile: admin, route: '/budgets' });
    await screen.findByRole('table', { name: 'Budgets per queue and month' });
    expect(screen.getByText('Repeating: M1 500 points.')).toBeInTheDocument();
    const user = userEvent.setup();
    const budget = screen.getByLabelText('Budget (points)');
    await user.type(budget, '12.5');
    await user.click(screen.getByRole('button', { name: 'Set Budget' }));
    expect(await screen.findByText(/The budget must be a whole number of points/)).toBeInTheDocument();
    expect(setBudget).not.toHaveBeenCalled();

    await user.clear(budget);
    await user.type(budget, '2000');
    await user.selectOptions(screen.getByLabelText('Queue'), 'M2');
    const setForm = screen.getByRole('button', { name: 'Set Budget' }).closest('form');
    if (!setForm) throw new Error('no form');
    await user.type(within(setForm).getByLabelText(/Reason/), 'Festival month');
    await user.click(screen.getByRole('button', { name: 'Set Budget' }));
    await waitFor(() =>
      expect(setBudget).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        expect.objectContaining({ queue: 'M2', month: MONTH, budget: 2000, repeat: false }),
        'Festival month',
      ),
    );
  });

  it("offers a second admin the decision on a large adjustment, and not the admin who asked for it", async () => {
    listPendingRequests.mockResolvedValue([request('ADM002'), request('ADM001')]);
    renderScreen(<BudgetsPage />, { profile: admin, route: '/budgets' });
    const section = (await screen.findByRole('heading', { name: 'Adjustments awaiting a second admin' })).closest('section');
    if (!section) throw new Error('no section');
    await within(section).findAllByText('+800 points for Meera Nair (EMP004)');
    expect(within(section).getAllByRole('button', { name: 'Approve +800 points for EMP004' })).toHaveLength(1);
    expect(within(section).getByText(/Asked by Asha Admin \(ADM001\) · a second admin must decide it/)).toBeInTheDocument();
  });

  it('sets the four-eyes threshold with the reason its audit entry records', async () => {
    renderScreen(<BudgetsPage />, { profile: admin, route: '/budgets' });
    const user = userEvent.setup();
    const form = (await screen.findByLabelText('Four-eyes threshold (points)')).closest('form');
    if (!form) throw new Error('no form');
    await user.type(within(form).getByLabelText('Four-eyes threshold (points)'), '1000');
    await user.type(within(form).getByLabelText('Reason (optional)'), 'Year-end awards');
    await user.click(within(form).getByRole('button', { name: 'Set Threshold' }));
    await waitFor(() => expect(setThreshold).toHaveBeenCalledWith(expect.anything(), expect.anything(), 1000, 'Year-end awards'));
    await waitFor(() => expect(within(form).getByLabelText('Reason (optional)')).toHaveValue(''));
  });

  it('sets the report reminder hour beside the threshold: a whole hour, refused until chosen, audited', async () => {
    renderScreen(<BudgetsPage />, { profile: admin, route: '/budgets' });
    const user = userEvent.setup();
    const section = (await screen.findByRole('heading', { name: 'Daily report reminder' })).closest('section');
    if (!section) throw new Error('no section');
    const hour = within(section).getByLabelText('Reminder hour (IST)');
    expect(await within(section).findByText(/^Now 17:00 IST/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set Reminder' }));
    expect(await within(section).findByText(REMINDER_MESSAGES.hour)).toBeInTheDocument();
    expect(setReminderHour).not.toHaveBeenCalled();
    await user.selectOptions(hour, '18:00');
    await user.type(within(section).getByLabelText('Reason (optional)'), 'Shifts end at 18:30');
    await user.click(within(section).getByRole('button', { name: 'Set Reminder' }));
    await waitFor(() => expect(setReminderHour).toHaveBeenCalledWith(expect.anything(), expect.anything(), 18, 'Shifts end at 18:30'));
    await waitFor(() => expect(hour).toHaveValue(''));
  });

  it('shows finance no reminder form', async () => {
    renderScreen(<BudgetsPage />, { profile: finance, route: '/budgets' });
    await screen.findByRole('table', { name: 'Budgets per queue and month' });
    expect(screen.queryByRole('heading', { name: 'Daily report reminder' })).not.toBeInTheDocument();
  });

  it("rejects a large adjustment after asking, with the reason its audit entry records", async () => {
    listPendingRequests.mockResolvedValue([request('ADM002')]);
    renderScreen(<BudgetsPage />, { profile: admin, route: '/budgets' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject +800 points for EMP004' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject adjustment' });
    expect(rejectRequest).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Not in the award list');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(rejectRequest).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'R-ADM002', 'Not in the award list'),
    );
  });
});
