import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaving, Withdrawal } from '@/data/leavers/api';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { LeaverControls } from './LeaverControls';

configure({ asyncUtilTimeout: 5000 });

const recordLeaver = vi.fn<(db: unknown, by: unknown, id: string, leaving: Leaving) => Promise<void>>();
const withdrawLeaversClaims = vi.fn<(db: unknown, by: unknown, id: string, reason: string) => Promise<Withdrawal>>();
vi.mock('@/data/leavers/api', () => ({
  recordLeaver: (...a: [unknown, unknown, string, Leaving]) => recordLeaver(...a),
  withdrawLeaversClaims: (...a: [unknown, unknown, string, string]) => withdrawLeaversClaims(...a),
}));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify }));

const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', name: 'Arun Admin', userRole: 'admin' });
const asha = makeProfile({ points: 350 });

const render = (user = asha) => renderScreen(<LeaverControls user={user} />, { profile: admin });

describe('LeaverControls', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 30, 12, 0));
    recordLeaver.mockResolvedValue(undefined);
    withdrawLeaversClaims.mockResolvedValue({ withdrawn: 2, failed: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('says what follows, and refuses a blank reason and a day after today before writing anything', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Record Leaver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Leaver' });
    expect(dialog).toHaveTextContent(
      'Asha Verma (EMP001) will be deactivated for good. Their claims awaiting review are withdrawn with your reason; their pending redemptions stay with finance; their balance of 350 points stays until the final settlement.',
    );
    expect(screen.getByLabelText('Leaving date')).toHaveValue('2025-09-30');
    await userEvent.click(screen.getAllByRole('button', { name: 'Record Leaver' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Please provide a reason')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Leaving date'));
    await userEvent.type(screen.getByLabelText('Leaving date'), '2025-10-01');
    await userEvent.type(screen.getByLabelText('Reason'), 'Resigned');
    await userEvent.click(screen.getAllByRole('button', { name: 'Record Leaver' }).at(-1) as HTMLElement);
    expect(await screen.findByText('The leaving day cannot be in the future')).toBeInTheDocument();
    expect(recordLeaver).not.toHaveBeenCalled();
  });

  it('records the leaver, withdraws their claims with the reason and says how many', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Record Leaver' }));
    await screen.findByRole('dialog', { name: 'Record Leaver' });
    await userEvent.clear(screen.getByLabelText('Leaving date'));
    await userEvent.type(screen.getByLabelText('Leaving date'), '2025-09-26');
    await userEvent.type(screen.getByLabelText('Reason'), '  Resigned: moved to Pune  ');
    await userEvent.click(screen.getAllByRole('button', { name: 'Record Leaver' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Asha Verma was recorded as a leaver. 2 claims awaiting review withdrawn.'),
    );
    const leaving = { leftOn: '2025-09-26', reason: 'Resigned: moved to Pune' };
    expect(recordLeaver).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ employeeId: 'ADM001' }), 'EMP001', leaving);
    expect(withdrawLeaversClaims).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ employeeId: 'ADM001' }), 'EMP001', leaving.reason);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a leaver, and finishes withdrawals a failure left half-done', async () => {
    withdrawLeaversClaims.mockResolvedValueOnce({ withdrawn: 1, failed: 1 });
    render(makeProfile({ points: 350, isActive: false, leftOn: '2025-09-26', leftReason: 'Resigned', pendingClaims: 2 }));
    expect(screen.getByText('Left on September 26, 2025: Resigned')).toBeInTheDocument();
    expect(screen.getByText('2 claims still awaiting review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Leaver' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw remaining claims' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "1 claim awaiting review withdrawn. 1 claim of Asha Verma could not be withdrawn: use 'Withdraw remaining claims' to finish.",
      ),
    );
    expect(withdrawLeaversClaims).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'EMP001', 'Resigned');
  });
});
