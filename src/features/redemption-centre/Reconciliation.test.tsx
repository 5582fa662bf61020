import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findRedemptions, listPayouts, reconciliationTotals } from '@/data/redemptions/reconciliation';
import { makeProfile, makeRedemption } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { downloadCsv } from '@/ui/download';
import { Reconciliation } from './Reconciliation';

vi.mock('@/data/redemptions/reconciliation', () => ({
  reconciliationTotals: vi.fn(),
  listPayouts: vi.fn(),
  findRedemptions: vi.fn(),
}));
vi.mock('@/ui/download', () => ({ downloadCsv: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const finance = makeProfile({ id: 'FIN001', employeeId: 'FIN001', userRole: 'finance' });
const payouts = Array.from({ length: 45 }, (_, i) =>
  makeRedemption({ id: `RD-EMP001-${100 + i}`, referenceId: `RD-EMP001-${100 + i}`, status: 'paid' }),
);

function render(find?: string) {
  const user = userEvent.setup();
  renderScreen(<Reconciliation find={find} />, { profile: finance });
  return user;
}

describe('Reconciliation (Redemption Centre)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(reconciliationTotals).mockResolvedValue({
      paid: { count: 45, points: 4500 },
      declined: { count: 2, points: 350 },
      pendingNow: { count: 3, points: 600 },
      organisationLiability: 12_345,
    });
  });

  it('shows the totals of the range and applies the chosen day field and range', async () => {
    const user = render();
    expect(await screen.findByText('45 payouts')).toBeInTheDocument();
    expect(screen.getByText('₹4,500')).toBeInTheDocument();
    expect(screen.getByText('2 requests')).toBeInTheDocument();
    expect(screen.getByText('3 requests, any date')).toBeInTheDocument();
    expect(screen.getByText('₹12,345')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Range applies to'), 'requested');
    await user.type(screen.getByLabelText('From'), '2025-10-01');
    await user.type(screen.getByLabelText('To'), '2025-10-31');
    await waitFor(() =>
      expect(reconciliationTotals).toHaveBeenLastCalledWith(expect.anything(), {
        basis: 'requested',
        from: '2025-10-01',
        to: '2025-10-31',
      }),
    );
  });

  it('counts in the singular for one: 1 payout, 1 request, Exported 1 payout.', async () => {
    vi.mocked(reconciliationTotals).mockResolvedValue({
      paid: { count: 1, points: 100 },
      declined: { count: 1, points: 250 },
      pendingNow: { count: 1, points: 500 },
      organisationLiability: 850,
    });
    vi.mocked(listPayouts).mockResolvedValue(payouts.slice(0, 1));
    const user = render();
    expect(await screen.findByText('1 payout')).toBeInTheDocument();
    expect(screen.getByText('1 request')).toBeInTheDocument();
    expect(screen.getByText('1 request, any date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export payouts CSV' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Exported 1 payout.'));
  });

  it("says 'From' must be on or before 'To' instead of showing zeros for a reversed range", async () => {
    const user = render();
    await screen.findByText('45 payouts');
    await user.type(screen.getByLabelText('From'), '2025-10-31');
    await user.type(screen.getByLabelText('To'), '2025-10-01');
    expect(await screen.findByText("'From' must be on or before 'To'.")).toBeInTheDocument();
    expect(screen.queryByText('45 payouts')).not.toBeInTheDocument();
    expect(reconciliationTotals).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ from: '2025-10-31', to: '2025-10-01' }),
    );
  });

  it('exports every payout of the range (not only a loaded page) with progress', async () => {
    vi.mocked(listPayouts).mockImplementation(async (_db, _range, onProgress) => {
      onProgress(20);
      onProgress(45);
      return payouts;
    });
    const user = render();
    await screen.findByText('45 payouts');
    await user.click(screen.getByRole('button', { name: 'Export payouts CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    const [csv, name] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(String(csv).trim().split('\n')).toHaveLength(46);
    expect(name).toBe('payouts-settled-start-to-today.csv');
    expect(notify.success).toHaveBeenCalledWith('Exported 45 payouts.');
  });

  it('can cancel an export in progress', async () => {
    vi.mocked(listPayouts).mockImplementation(
      (_db, _range, onProgress, signal) =>
        new Promise((_, reject) => {
          onProgress(20);
          signal?.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
        }),
    );
    const user = render();
    await screen.findByText('45 payouts');
    await user.click(screen.getByRole('button', { name: 'Export payouts CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'value',
      '20',
    );
    expect(screen.getByText('20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Export cancelled.'));
    expect(downloadCsv).not.toHaveBeenCalled();
  });

  it('finds redemptions by exact reference or employee ID across all data', async () => {
    vi.mocked(findRedemptions).mockResolvedValue([
      makeRedemption({
        id: 'RD-EMP002-001',
        referenceId: 'RD-EMP002-001',
        employeeId: 'EMP002',
        employeeName: 'Irfan Shaikh',
        status: 'declined',
      }),
    ]);
    const user = render();
    await user.type(screen.getByLabelText('Reference or employee ID (exact)'), 'emp002');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('RD-EMP002-001')).toBeInTheDocument();
    expect(within(results).getByText('Declined')).toBeInTheDocument();
    expect(findRedemptions).toHaveBeenCalledWith(expect.anything(), 'EMP002');
  });

  it("opens on a statement link's reference: the exact search runs at once", async () => {
    vi.mocked(findRedemptions).mockResolvedValue([
      makeRedemption({ id: 'RD-EMP002-001', referenceId: 'RD-EMP002-001', employeeId: 'EMP002' }),
    ]);
    render('RD-EMP002-001');
    expect(screen.getByLabelText('Reference or employee ID (exact)')).toHaveValue('RD-EMP002-001');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('RD-EMP002-001')).toBeInTheDocument();
    expect(findRedemptions).toHaveBeenCalledWith(expect.anything(), 'RD-EMP002-001');
  });
});
