import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/data/errors';
import { listMyRedemptions, redeemPoints } from '@/data/redemptions/api';
import { profileKeys } from '@/data/session/queries';
import { itemLinks } from '@/domain/routes';
import type { UserProfile } from '@/domain/types';
import { makeProfile, makeRedemption } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { printRedemptionReceipt } from '@/ui/receipt';
import { RedeemPage } from './RedeemPage';

vi.mock('@/data/redemptions/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/redemptions/api')>()),
  listMyRedemptions: vi.fn(),
  redeemPoints: vi.fn(),
}));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/ui/receipt', () => ({ printRedemptionReceipt: vi.fn(() => true) }));

function renderRedeem(profile: UserProfile = makeProfile({ points: 300 })) {
  return renderScreen(<RedeemPage />, { profile, route: '/redeem', path: '/redeem' });
}

const paid = makeRedemption({
  id: 'RD-EMP001-001',
  referenceId: 'RD-EMP001-001',
  amount: 250,
  pointsRedeemed: 250,
  status: 'paid',
  requestedDate: '2025-08-04',
  paidDate: '2025-08-06',
});
const pending = makeRedemption({
  id: 'RD-EMP001-002',
  referenceId: 'RD-EMP001-002',
  requestedDate: '2025-09-03',
});

describe('RedeemPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listMyRedemptions).mockResolvedValue([pending, paid]);
  });

  it("shows the balance, '1 Point = ₹1' and the five tiers", () => {
    renderRedeem();
    expect(screen.getByTestId('redeem-points')).toHaveTextContent('300');
    expect(screen.getByText('1 Point = ₹1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Redeem Points' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Previous Redemptions' })).toBeInTheDocument();
    for (const tier of ['100', '250', '500', '1000', '2000']) {
      expect(screen.getByText(`${tier} points`)).toBeInTheDocument();
    }
  });

  it("replaces unaffordable tiers by 'Insufficient points' with the product's message", async () => {
    const user = userEvent.setup();
    renderRedeem();
    expect(screen.getByRole('button', { name: 'Redeem 100 points' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem 250 points' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem 500 points' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Insufficient points')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Insufficient points for 500' }));
    expect(notify.error).toHaveBeenCalledWith(
      'Insufficient points! You have 300 points but need 500 points.',
    );
  });

  it('redeems a tier: confirm, success dialog with Save as PDF, then the history', async () => {
    const user = userEvent.setup();
    const created = makeRedemption({
      id: 'RD-EMP001-003',
      referenceId: 'RD-EMP001-003',
      amount: 100,
      pointsRedeemed: 100,
    });
    vi.mocked(redeemPoints).mockResolvedValue(created);
    renderRedeem();
    await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
    expect(await screen.findByText('RD-EMP001-001')).toBeInTheDocument();
    expect(listMyRedemptions).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('tab', { name: 'Redeem Points' }));
    await user.click(screen.getByRole('button', { name: 'Redeem 100 points' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Redemption' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Redeem' }));

    const success = await screen.findByRole('dialog', { name: 'Redemption Requested!' });
    expect(within(success).getByText('RD-EMP001-003')).toBeInTheDocument();
    expect(redeemPoints).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'EMP001' }),
      100,
      expect.any(String),
    );
    await user.click(within(success).getByRole('button', { name: /Save as PDF/ }));
    expect(printRedemptionReceipt).toHaveBeenCalledWith(created);
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('tab', { name: 'Previous Redemptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The history was refreshed after the write.
    await waitFor(() => expect(listMyRedemptions).toHaveBeenCalledTimes(2));
  });

  it('lowers the balance at once and restores it when the write fails', async () => {
    const user = userEvent.setup();
    let reject: (e: Error) => void = () => {};
    vi.mocked(redeemPoints).mockReturnValue(new Promise((_, r) => (reject = r)));
    const profile = makeProfile({ points: 300 });
    const { queryClient } = renderRedeem(profile);
    await user.click(screen.getByRole('button', { name: 'Redeem 250 points' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Redeem' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<UserProfile>(profileKeys.of(profile.uid))?.points).toBe(50),
    );
    reject(new Error('network'));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to submit redemption request. Please try again.'),
    );
    expect(queryClient.getQueryData<UserProfile>(profileKeys.of(profile.uid))?.points).toBe(300);
  });

  it("shows the server's insufficient-points message", async () => {
    const user = userEvent.setup();
    vi.mocked(redeemPoints).mockRejectedValue(
      new DataError('Insufficient points! You have 80 points but need 100 points.', 'insufficient-points'),
    );
    renderRedeem();
    await user.click(screen.getByRole('button', { name: 'Redeem 100 points' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Redeem' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Insufficient points! You have 80 points but need 100 points.',
      ),
    );
  });

  it('lists previous redemptions with status, en-IN dates and Print Receipt', async () => {
    const user = userEvent.setup();
    renderRedeem();
    await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
    expect(await screen.findByText('RD-EMP001-002')).toBeInTheDocument();
    expect(screen.getByText('RD-EMP001-001')).toBeInTheDocument();
    expect(screen.getByText(/Requested 4 Aug 2025 · Paid on 6 Aug 2025/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print Receipt RD-EMP001-001' }));
    expect(printRedemptionReceipt).toHaveBeenCalledWith(paid);
  });

  it('tells the user when the receipt window is blocked', async () => {
    const user = userEvent.setup();
    vi.mocked(printRedemptionReceipt).mockReturnValueOnce(false);
    renderRedeem();
    await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
    await user.click(await screen.findByRole('button', { name: 'Print Receipt RD-EMP001-002' }));
    expect(notify.error).toHaveBeenCalledWith('Allow pop-ups for this site to open the receipt.');
  });

  it('shows loading, empty and error states of the history', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listMyRedemptions).mockResolvedValueOnce([]);
    const first = renderRedeem();
    await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
    expect(await screen.findByText('No redemptions yet')).toBeInTheDocument();
    first.unmount();

    vi.mocked(listMyRedemptions).mockReturnValueOnce(new Promise(() => {}));
    const second = renderRedeem();
    await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
    expect(screen.getByText('Loading redemptions...')).toBeInTheDocument();
    second.unmount();

    vi.mocked(listMyRedemptions).mockRejectedValueOnce(new Error('offline'));
    renderRedeem();
    await user.click(screen.getByRole('tab', { name: 'Previous Redemptions' }));
    expect(await screen.findByText('Your redemptions could not be loaded.')).toBeInTheDocument();
  });

  it("opens the history at a statement link's redemption (?redemption=), marked", async () => {
    renderScreen(<RedeemPage />, {
      profile: makeProfile({ points: 300 }),
      route: '/redeem?redemption=RD-EMP001-001',
      path: '/redeem',
    });
    expect(screen.getByRole('tab', { name: 'Previous Redemptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = (await screen.findByText('RD-EMP001-001')).closest('li');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('RD-EMP001-002').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('shows the redemption a link names when already on the page (the bell opens it there)', async () => {
    const user = userEvent.setup();
    renderScreen(
      <>
        <RedeemPage />
        <Link to={itemLinks.myRedemption('RD-EMP001-002')}>Open RD-EMP001-002</Link>
      </>,
      { profile: makeProfile({ points: 300 }), route: '/redeem', path: '/redeem' },
    );
    expect(screen.getByRole('tab', { name: 'Redeem Points' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('link', { name: 'Open RD-EMP001-002' }));
    expect(screen.getByRole('tab', { name: 'Previous Redemptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = (await screen.findByText('RD-EMP001-002')).closest('li');
    expect(row).toHaveAttribute('aria-current', 'true');
    // Back to the tiers, and the same link again: the history again.
    await user.click(screen.getByRole('tab', { name: 'Redeem Points' }));
    await user.click(screen.getByRole('link', { name: 'Open RD-EMP001-002' }));
    expect(screen.getByRole('tab', { name: 'Previous Redemptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
