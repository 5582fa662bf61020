import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/data/claims/api';
import type { RedemptionFilter } from '@/data/redemptions/api';
import { cappedCount, type CappedCount } from '@/domain/tabCount';
import type { Redemption } from '@/domain/types';
import { makeProfile, makeRedemption } from '@/test/factories';
import { expectNoSkippedHeadingLevel } from '@/test/headings';
import { renderScreen } from '@/test/render';
import { RedemptionCentrePage } from './RedemptionCentrePage';

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });

const listRedemptionsPage =
  vi.fn<(db: unknown, f: RedemptionFilter, cursor: unknown) => Promise<Page<Redemption>>>();
const countRedemptions = vi.fn<(db: unknown, f: RedemptionFilter) => Promise<CappedCount>>();
const searchRedemptions = vi.fn<(db: unknown, f: RedemptionFilter, term: string) => Promise<Redemption[]>>();
const markRedemptionPaid =
  vi.fn<(db: unknown, actor: unknown, e: string, r: string, d: string) => Promise<void>>();
const declineRedemption =
  vi.fn<(db: unknown, actor: unknown, e: string, r: string, reason: string) => Promise<void>>();
vi.mock('@/data/redemptions/api', () => ({
  listRedemptionsPage: (...a: [unknown, RedemptionFilter, unknown]) => listRedemptionsPage(...a),
  countRedemptions: (...a: [unknown, RedemptionFilter]) => countRedemptions(...a),
  searchRedemptions: (...a: [unknown, RedemptionFilter, string]) => searchRedemptions(...a),
  markRedemptionPaid: (...a: [unknown, unknown, string, string, string]) => markRedemptionPaid(...a),
  declineRedemption: (...a: [unknown, unknown, string, string, string]) => declineRedemption(...a),
}));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify }));

const finance = makeProfile({
  id: 'FIN001',
  employeeId: 'FIN001',
  name: 'Farah Finance',
  userRole: 'finance',
});
const pending = makeRedemption({ amount: 250, pointsRedeemed: 250, requestedDate: '2025-09-03' });
const pending2 = makeRedemption({
  id: 'RD-EMP004-001',
  referenceId: 'RD-EMP004-001',
  employeeId: 'EMP004',
  employeeName: 'Ravi Kumar',
  department: 'Facility Executive',
});
const paid = makeRedemption({
  id: 'RD-EMP005-001',
  referenceId: 'RD-EMP005-001',
  employeeId: 'EMP005',
  employeeName: 'Sara Thomas',
  status: 'paid',
  amount: 1000,
  pointsRedeemed: 1000,
  paidDate: '2025-09-10',
  paidBy: 'Farah Finance',
  paidDetails: 'UPI ref 1234',
});

function byStatus(items: Record<string, Redemption[]>) {
  listRedemptionsPage.mockImplementation(async (_db, f) => ({ items: items[f.status] ?? [], cursor: null }));
  countRedemptions.mockImplementation(async (_db, f) => cappedCount((items[f.status] ?? []).length));
}

const render = (profile = finance) => renderScreen(<RedemptionCentrePage />, { profile });

describe('RedemptionCentrePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    searchRedemptions.mockResolvedValue([]);
    byStatus({ pending: [pending, pending2], paid: [paid] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows texts, tab counts and every field of a card', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Redemption Centre' })).toBeInTheDocument();
    expect(screen.getByText('Manage and process employee reward redemptions')).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText('Search by reference ID, employee name, or ID...'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Paid (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 redemptions')).toBeInTheDocument();
    expectNoSkippedHeadingLevel();
    const card = screen.getByText('Asha Verma').closest('li') as HTMLElement;
    expect(within(card).getByText('EMP001 · Cafe Supervisor')).toBeInTheDocument();
    expect(within(card).getByText('₹250')).toBeInTheDocument();
    expect(within(card).getByText('250')).toBeInTheDocument();
    expect(within(card).getByText('RD-EMP001-001')).toBeInTheDocument();
    expect(within(card).getByText('3 Sept 2025')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as Paid RD-EMP001-001' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Paid/ }));
    const paidCard = (await screen.findByText('Sara Thomas')).closest('li') as HTMLElement;
    expect(within(paidCard).getByText('₹1,000')).toBeInTheDocument();
    expect(within(paidCard).getByText('10 Sept 2025')).toBeInTheDocument();
    expect(within(paidCard).getByText('UPI ref 1234')).toBeInTheDocument();
    expect(
      within(paidCard).getByRole('button', { name: 'Download Receipt RD-EMP005-001' }),
    ).toBeInTheDocument();
  });

  it("shows '999+' for a count that reached the cap, with a hint", async () => {
    countRedemptions.mockImplementation(async (_db, f) =>
      f.status === 'paid' ? { count: 1000, capped: true } : cappedCount(f.status === 'pending' ? 2 : 0),
    );
    render();
    const paidTab = await screen.findByRole('tab', { name: 'Paid (999+)' });
    expect(within(paidTab).getByTitle('More than 999')).toHaveTextContent('999+');
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Declined (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Paid/ }));
    expect(paidTab).toHaveAttribute('aria-selected', 'true');
  });

  it('shows loading, empty and error states', async () => {
    listRedemptionsPage.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading redemptions...');
    unmount();
    byStatus({});
    render();
    expect(await screen.findByText('No pending redemptions')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 redemptions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows an error with a retry', async () => {
    listRedemptionsPage.mockRejectedValueOnce(new Error('offline'));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load redemptions.');
  });

  it('searches by reference ID, name or employee ID, and clears the search', async () => {
    render();
    await screen.findByText('Showing 2 redemptions');
    const search = screen.getByLabelText('Search');
    await userEvent.type(search, 'ravi');
    expect(screen.getByText('Showing 1 redemption')).toBeInTheDocument();
    expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(searchRedemptions).toHaveBeenCalledWith(expect.anything(), { status: 'pending' }, 'ravi'),
    );

    await userEvent.clear(search);
    await userEvent.type(search, 'rd-emp001');
    expect(screen.getByText('Showing 1 redemption')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No redemptions match your search')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(screen.getByText('Showing 2 redemptions')).toBeInTheDocument();
  });

  it('adds matches beyond the loaded pages from the server search', async () => {
    const older = makeRedemption({
      id: 'RD-EMP007-001',
      referenceId: 'RD-EMP007-001',
      employeeId: 'EMP007',
      employeeName: 'Old Olga',
    });
    searchRedemptions.mockResolvedValue([older]);
    render();
    await screen.findByText('Showing 2 redemptions');
    await userEvent.type(screen.getByLabelText('Search'), 'EMP007');
    expect(await screen.findByText('Old Olga')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 redemption')).toBeInTheDocument();
  });

  it('marks as paid only with payment details', async () => {
    markRedemptionPaid.mockResolvedValue();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Paid RD-EMP001-001' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Paid' });
    expect(dialog).toHaveTextContent('Please provide payment details');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Payment' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Payment Details'), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Payment Details'), 'NEFT UTR 998877');
    expect(confirm).toBeEnabled();
    expect(dialog).not.toHaveTextContent('Please provide payment details');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Redemption marked as paid successfully!'),
    );
    expect(markRedemptionPaid).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'FIN001' }),
      'EMP001',
      'RD-EMP001-001',
      'NEFT UTR 998877', // the schema's output: trimmed
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      'Mark as Paid RD-EMP001-001',
      'Mark as Paid',
      'Payment Details',
      'Please provide payment details',
      'Confirm Payment',
    ],
    [
      'Decline RD-EMP004-001',
      'Decline Redemption',
      'Reason for declining',
      'Please provide a reason',
      'Decline Redemption',
    ],
  ])(
    '%s: submitting blank text shows the message and writes nothing',
    async (open, title, label, message, confirmName) => {
      render();
      await userEvent.click(await screen.findByRole('button', { name: open }));
      const dialog = screen.getByRole('dialog', { name: title });
      const field = within(dialog).getByLabelText(label);
      const confirm = within(dialog).getByRole('button', { name: confirmName });
      await userEvent.type(field, 'x');
      expect(confirm).toBeEnabled();
      expect(dialog).not.toHaveTextContent(message);
      await userEvent.clear(field);
      await userEvent.type(field, '   ');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      // The message first, then the stated limit ('3 of 500 characters').
      expect(field).toHaveAccessibleDescription(`${message} 3 of 500 characters`);
      expect(confirm).toBeDisabled();
      // The disabled button is not the only guard: a submit that gets through anyway is refused.
      fireEvent.submit(confirm.closest('form') as HTMLFormElement);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
      expect(markRedemptionPaid).not.toHaveBeenCalled();
      expect(declineRedemption).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    },
  );

  it('reports a failed payout', async () => {
    markRedemptionPaid.mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Paid RD-EMP001-001' }));
    await userEvent.type(screen.getByLabelText('Payment Details'), 'UPI 1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to mark as paid. Please try again.'),
    );
  });

  it('declines with a required reason, refunding the points', async () => {
    declineRedemption.mockResolvedValue();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline RD-EMP004-001' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Redemption' });
    expect(dialog).toHaveTextContent('100 points will be refunded to Ravi Kumar');
    const confirm = within(dialog).getByRole('button', { name: 'Decline Redemption' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for declining'), 'Bank details missing');
    await userEvent.click(confirm);
    await waitFor(() => expect(declineRedemption).toHaveBeenCalled());
    expect(declineRedemption.mock.calls[0]?.slice(2)).toEqual([
      'EMP004',
      'RD-EMP004-001',
      'Bank details missing',
    ]);
    expect(notify.success).toHaveBeenCalledWith(
      'Redemption declined. 100 points were refunded to Ravi Kumar.',
    );
  });

  it('does not let finance process their own redemption', async () => {
    byStatus({
      pending: [makeRedemption({ id: 'RD-FIN001-001', referenceId: 'RD-FIN001-001', employeeId: 'FIN001' })],
    });
    render();
    expect(await screen.findByRole('note')).toHaveTextContent('This is your own redemption');
    expect(screen.queryByRole('button', { name: /Mark as Paid/ })).not.toBeInTheDocument();
  });

  it('opens a printable receipt that prints itself after 250 ms', async () => {
    const print = vi.fn();
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const timers: [() => void, number][] = [];
    const popup = {
      document: doc,
      focus: vi.fn(),
      print,
      setTimeout: (fn: () => void, ms: number) => timers.push([fn, ms]),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    render();
    await userEvent.click(await screen.findByRole('tab', { name: /Paid/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download Receipt RD-EMP005-001' }));
    expect(open).toHaveBeenCalledWith('', '_blank', expect.any(String));
    expect(String(doc.write.mock.calls[0]?.[0])).toContain('RD-EMP005-001');
    expect(String(doc.write.mock.calls[0]?.[0])).toContain('UPI ref 1234');
    expect(timers).toHaveLength(1);
    expect(timers[0]?.[1]).toBe(250);
    expect(print).not.toHaveBeenCalled();
    timers[0]?.[0]();
    expect(print).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('exports the list as filtered to CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    byStatus({ pending: [pending, makeRedemption({ ...pending2, employeeName: '=HYPERLINK("x")' })] });
    render();
    await screen.findByText('Showing 2 redemptions');
    await userEvent.type(screen.getByLabelText('Search'), 'EMP004');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]?.text();
    expect(text).toContain('RD-EMP004-001');
    expect(text).not.toContain('RD-EMP001-001');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    click.mockRestore();
  });
});
