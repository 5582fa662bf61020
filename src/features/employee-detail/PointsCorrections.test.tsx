import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listClaimsOf } from '@/data/claims/api';
import { DataError, OFFLINE_MESSAGE } from '@/data/errors';
import { adjustPoints } from '@/data/ledger/api';
import { getAdjustmentDayTotal } from '@/data/ledger/fourEyes';
import { makeClaim, makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { PointsCorrections } from './PointsCorrections';

configure({ asyncUtilTimeout: 5000 });

vi.mock('@/data/claims/api', () => ({ listClaimsOf: vi.fn() }));
vi.mock('@/data/ledger/api', () => ({ adjustPoints: vi.fn() }));
vi.mock('@/data/ledger/fourEyes', () => ({ getThreshold: vi.fn(() => Promise.resolve(500)), getAdjustmentDayTotal: vi.fn(), listPendingRequests: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', name: 'Arun Admin', userRole: 'admin' });
const asha = makeProfile({ points: 400 });
const paid = makeClaim({
  id: 'EMP001-004',
  referenceId: 'EMP001-004',
  activityName: 'Client appreciation mail',
  status: 'paid',
  points: 150,
  paidDate: '2025-09-04',
});
const reversed = makeClaim({
  id: 'EMP001-003',
  referenceId: 'EMP001-003',
  status: 'paid',
  reversedBy: 'adjustment-1',
});
const pending = makeClaim({ id: 'EMP001-005', referenceId: 'EMP001-005', status: 'pending' });

function render() {
  const user = userEvent.setup();
  renderScreen(<PointsCorrections user={asha} />, { profile: admin });
  return user;
}

describe('PointsCorrections (admins, on the employee detail page)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listClaimsOf).mockResolvedValue([pending, paid, reversed]);
    vi.mocked(adjustPoints).mockResolvedValue({ kind: 'credited', entryId: 'adjustment-2' });
    vi.mocked(getAdjustmentDayTotal).mockResolvedValue(0);
  });

  it("says before sending that the day's adjustments would pass the threshold, and sends it for approval", async () => {
    vi.mocked(getAdjustmentDayTotal).mockResolvedValue(450);
    vi.mocked(adjustPoints).mockResolvedValue({ kind: 'pending', requestId: 'req1' });
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Points' });
    const points = within(dialog).getByLabelText('Points (use a minus sign to deduct)');
    await user.type(points, '40');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '-60');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Needs a second admin: with today's adjustments of 450 points for this employee, 510 points is more than the four-eyes threshold of 500 points.",
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate award in August');
    await user.click(within(dialog).getByRole('button', { name: 'Send for Approval' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Adjustment of -60 points for Asha Verma needs a second admin (four eyes): it waits for their approval (Budgets page).',
      ),
    );
  });

  it('says so for a single debit past the threshold too', async () => {
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Points' });
    await user.type(within(dialog).getByLabelText('Points (use a minus sign to deduct)'), '-501');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Needs a second admin: 501 points is more than the four-eyes threshold of 500 points.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send for Approval' })).toBeInTheDocument();
  });

  it('offers Reverse approval only on paid claims not reversed yet', async () => {
    render();
    expect(await screen.findByRole('button', { name: 'Reverse approval EMP001-004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse approval EMP001-003' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse approval EMP001-005' })).not.toBeInTheDocument();
  });

  it('validates the adjustment with clear messages', async () => {
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Points' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Adjustment' }));
    expect(await within(dialog).findByText('Points are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a reason')).toBeInTheDocument();
    const points = within(dialog).getByLabelText('Points (use a minus sign to deduct)');
    await user.type(points, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Adjustment' }));
    expect(
      await within(dialog).findByText('Points must be a whole number, such as 50 or -50'),
    ).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Adjustment' }));
    expect(await within(dialog).findByText('Points cannot be zero')).toBeInTheDocument();
    expect(adjustPoints).not.toHaveBeenCalled();
  });

  it('records a signed adjustment with its reason', async () => {
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Points' });
    expect(dialog).toHaveTextContent('Asha Verma (EMP001) has 400 points.');
    await user.type(within(dialog).getByLabelText('Points (use a minus sign to deduct)'), '-40');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate award in August');
    await user.click(within(dialog).getByRole('button', { name: 'Save Adjustment' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Adjustment of -40 points recorded for Asha Verma.'),
    );
    expect(adjustPoints).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'ADM001' }),
      'EMP001',
      {
        points: -40,
        reason: 'Duplicate award in August',
        claimId: undefined,
      },
      expect.any(String),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Reverse approval pre-fills minus the claim points, the claim and a reason', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Reverse approval EMP001-004' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse Approval' });
    expect(within(dialog).getByLabelText('Points (use a minus sign to deduct)')).toHaveValue('-150');
    expect(within(dialog).getByLabelText('Reverses claim (optional)')).toHaveValue('EMP001-004');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue(
      'Reversal of claim EMP001-004 (Client appreciation mail)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Adjustment' }));
    await waitFor(() =>
      expect(adjustPoints).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'EMP001', {
        points: -150,
        reason: 'Reversal of claim EMP001-004 (Client appreciation mail)',
        claimId: 'EMP001-004',
      }, expect.any(String)),
    );
  });

  it('shows why the data layer refused (below zero, already reversed)', async () => {
    vi.mocked(adjustPoints).mockRejectedValue(
      new DataError('This claim has already been reversed.', 'conflict'),
    );
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Reverse approval EMP001-004' }));
    await user.click(screen.getByRole('button', { name: 'Save Adjustment' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This claim has already been reversed.'));
    expect(screen.getByRole('dialog', { name: 'Reverse Approval' })).toBeInTheDocument();
  });

  it.each([
    ['offline (the network went away)', { code: 'unavailable' }, false, OFFLINE_MESSAGE],
    [
      'refused by the rules',
      { code: 'permission-denied' },
      true,
      "You don't have permission to do this. If your role changed recently, sign out and in again, or ask an admin.",
    ],
  ])('says what happened when the write fails: %s', async (_case, error, online, text) => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    try {
      vi.mocked(adjustPoints).mockRejectedValue(Object.assign(new Error('raw provider text'), error));
      const user = render();
      await user.click(await screen.findByRole('button', { name: 'Reverse approval EMP001-004' }));
      await user.click(screen.getByRole('button', { name: 'Save Adjustment' }));
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(text));
    } finally {
      onLine.mockRestore();
    }
  });
});
