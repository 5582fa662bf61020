import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, offlineError, OFFLINE_MESSAGE } from '@/data/errors';
import { cancelRedemption, listMyRedemptions } from '@/data/redemptions/api';
import { makeProfile, makeRedemption } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { RedeemPage } from './RedeemPage';

vi.mock('@/data/redemptions/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/redemptions/api')>()),
  listMyRedemptions: vi.fn(),
  cancelRedemption: vi.fn(),
}));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const pending = makeRedemption({ id: 'RD-EMP001-002', referenceId: 'RD-EMP001-002', pointsRedeemed: 250 });
const paid = makeRedemption({ id: 'RD-EMP001-001', referenceId: 'RD-EMP001-001', status: 'paid' });
const cancelled = makeRedemption({
  id: 'RD-EMP001-003',
  referenceId: 'RD-EMP001-003',
  status: 'cancelled',
  requestedDate: '2025-09-01',
  cancelledDate: '2025-09-02',
});

async function openHistory() {
  const user = userEvent.setup();
  renderScreen(<RedeemPage />, { profile: makeProfile({ points: 300 }), route: '/redeem', path: '/redeem' });
  await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
  await screen.findByText('RD-EMP001-002');
  return user;
}

describe('cancelling a pending redemption', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listMyRedemptions).mockResolvedValue([cancelled, pending, paid]);
  });

  it('offers Cancel only on pending requests and shows a cancelled one with its badge and day', async () => {
    await openHistory();
    expect(screen.getByRole('button', { name: 'Cancel Request RD-EMP001-002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Request RD-EMP001-001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Request RD-EMP001-003' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Requested 1 Sept 2025 · Cancelled 2 Sept 2025/)).toBeInTheDocument();
  });

  it('asks first, cancels, and says the points are back', async () => {
    vi.mocked(cancelRedemption).mockResolvedValue();
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Cancel Request RD-EMP001-002' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Redemption' });
    expect(dialog).toHaveTextContent('Cancel RD-EMP001-002? 250 points go back to your balance.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel It' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Redemption cancelled. 250 points are back in your balance.',
      ),
    );
    expect(cancelRedemption).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'EMP001', name: expect.any(String) }),
      'RD-EMP001-002',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the request when the user changes their mind', async () => {
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Cancel Request RD-EMP001-002' }));
    await user.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(cancelRedemption).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when finance processed it meanwhile', async () => {
    vi.mocked(cancelRedemption).mockRejectedValue(
      new DataError('This redemption has already been processed.', 'not-pending'),
    );
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Cancel Request RD-EMP001-002' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel It' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This redemption has already been processed. Refresh the page to see its current status.',
      ),
    );
  });

  it('says the offline sentence when the network is gone', async () => {
    vi.mocked(cancelRedemption).mockRejectedValue(offlineError());
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Cancel Request RD-EMP001-002' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel It' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(OFFLINE_MESSAGE));
  });
});
