import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listClaimsOf, withdrawClaim } from '@/data/claims/api';
import { DataError, offlineError, OFFLINE_MESSAGE } from '@/data/errors';
import { makeClaim } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { HistoryPage } from './HistoryPage';

vi.mock('@/data/claims/api', () => ({ listClaimsOf: vi.fn(), withdrawClaim: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const pending = makeClaim({ id: 'EMP001-006', referenceId: 'EMP001-006', activityName: 'Pending now' });
const withdrawn = makeClaim({
  id: 'EMP001-005',
  referenceId: 'EMP001-005',
  activityName: 'Filed by mistake',
  status: 'withdrawn',
  withdrawnDate: '2025-09-03',
});
const paid = makeClaim({
  id: 'EMP001-004',
  referenceId: 'EMP001-004',
  activityName: 'Paid claim',
  status: 'paid',
});

async function open(name: string) {
  const user = userEvent.setup();
  renderScreen(<HistoryPage />, { route: '/history', path: '/history' });
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Claim Details' }) };
}

describe('withdrawing a pending claim', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setViewport('desktop');
    vi.mocked(listClaimsOf).mockResolvedValue([pending, withdrawn, paid]);
  });

  it('lists a withdrawn claim apart, not under Approved Requests nor in its count, with its own badge, without Withdraw', async () => {
    const user = userEvent.setup();
    renderScreen(<HistoryPage />, { route: '/history', path: '/history' });
    const processed = await screen.findByRole('region', { name: 'Approved Requests' });
    expect(await within(processed).findByText('Paid claim')).toBeInTheDocument();
    expect(within(processed).queryByText('Filed by mistake')).not.toBeInTheDocument();
    expect(screen.getByTestId('approved-count')).toHaveTextContent('1');
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1');
    const withdrawnList = screen.getByRole('region', { name: 'Withdrawn Requests' });
    await user.click(within(withdrawnList).getByRole('button', { name: /Filed by mistake/ }));
    const dialog = screen.getByRole('dialog', { name: 'Claim Details' });
    expect(within(dialog).getByText('Withdrawn')).toHaveAttribute('data-status', 'withdrawn');
    expect(within(dialog).getByText('Withdrawn Date')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Withdraw Claim' })).not.toBeInTheDocument();
  });

  it('shows the withdrawn claims on the Pending Requests tab of a phone', async () => {
    setViewport('phone');
    renderScreen(<HistoryPage />, { route: '/history', path: '/history' });
    const withdrawnList = await screen.findByRole('region', { name: 'Withdrawn Requests' });
    expect(within(withdrawnList).getByText('Filed by mistake')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Requests' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers no Withdraw on a paid claim', async () => {
    const { dialog } = await open('Paid claim');
    expect(within(dialog).queryByRole('button', { name: 'Withdraw Claim' })).not.toBeInTheDocument();
  });

  it('asks first, withdraws and closes the details', async () => {
    vi.mocked(withdrawClaim).mockResolvedValue();
    const { user, dialog } = await open('Pending now');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Claim' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw Claim' });
    expect(confirm).toHaveTextContent('Withdraw claim EMP001-006? It will no longer be reviewed');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Withdraw' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Claim EMP001-006 withdrawn.'));
    expect(withdrawClaim).toHaveBeenCalledWith(expect.anything(), 'EMP001', 'EMP001-006');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when a manager reviewed it meanwhile', async () => {
    vi.mocked(withdrawClaim).mockRejectedValue(
      new DataError('This claim has already been reviewed.', 'not-pending'),
    );
    const { user, dialog } = await open('Pending now');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Claim' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Withdraw' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This claim has already been reviewed. Refresh the page to see its current status.',
      ),
    );
  });

  it('says the offline sentence when the network is gone', async () => {
    vi.mocked(withdrawClaim).mockRejectedValue(offlineError());
    const { user, dialog } = await open('Pending now');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Claim' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Withdraw' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(OFFLINE_MESSAGE));
  });
});
