import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countClaims } from '@/data/claims/api';
import {
  countNotificationsSince,
  listAdjustmentsSince,
  listClaimDecisionsSince,
  listLeaveDecisionsSince,
  listRedemptionDecisionsSince,
  markNotificationsSeen,
} from '@/data/notifications/api';
import type { LeaveRequest } from '@/domain/leave';
import { countRedemptions } from '@/data/redemptions/api';
import { makeClaim, makeProfile, makeRedemption } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { NotificationsBell } from './NotificationsBell';

vi.mock('@/data/notifications/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/notifications/api')>()),
  countNotificationsSince: vi.fn(),
  listAdjustmentsSince: vi.fn(),
  listClaimDecisionsSince: vi.fn(),
  listRedemptionDecisionsSince: vi.fn(),
  listLeaveDecisionsSince: vi.fn(),
  markNotificationsSeen: vi.fn(),
}));

/** A leave request of EMP001 decided by MGR001 just after the bell was last looked at. */
const leave = (id: string, status: LeaveRequest['status'], from: string, to: string, note = ''): LeaveRequest => ({
  id,
  employeeId: 'EMP001',
  employeeName: 'Test Employee',
  director: false,
  queue: 'M1',
  from,
  to,
  reason: 'Family wedding',
  status,
  createdAt: new Date('2026-11-18T09:00:00Z'),
  decidedBy: 'Manager One',
  decidedById: 'MGR001',
  decidedAt: new Date(`2026-11-19T0${id === 'L1' ? '2' : '1'}:00:00Z`),
  note,
});
vi.mock('@/data/claims/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/claims/api')>()),
  countClaims: vi.fn(),
}));
vi.mock('@/data/redemptions/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/redemptions/api')>()),
  countRedemptions: vi.fn(),
}));

// Screens render through React Query; give a busy machine time to settle (waits are for conditions).
configure({ asyncUtilTimeout: 5000 });

const approved = makeClaim({
  id: 'EMP001-004',
  referenceId: 'EMP001-004',
  activityName: 'Client appreciation mail',
  points: 100,
  status: 'paid',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
});
const rejected = makeClaim({
  id: 'EMP001-005',
  referenceId: 'EMP001-005',
  activityName: 'Training completed',
  status: 'rejected',
  managerComment: 'Attach the certificate',
  updatedAt: new Date('2026-11-21T10:00:00Z'),
});
const declined = makeRedemption({
  id: 'RD-EMP001-002',
  referenceId: 'RD-EMP001-002',
  amount: 250,
  pointsRedeemed: 250,
  status: 'declined',
  declineReason: 'Bank details missing',
  updatedAt: new Date('2026-11-22T10:00:00Z'),
});

describe('NotificationsBell', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listClaimDecisionsSince).mockResolvedValue([approved, rejected]);
    vi.mocked(listRedemptionDecisionsSince).mockResolvedValue([declined]);
    vi.mocked(listAdjustmentsSince).mockResolvedValue([
      {
        id: 'adjustment-1',
        type: 'adjustment',
        points: -40,
        balanceAfter: 310,
        sourceRef: '',
        createdAt: new Date('2026-11-23T09:00:00Z'),
        createdBy: 'ADM001',
        createdByName: 'Asha Admin',
        reason: 'Duplicate credit',
      },
    ]);
    vi.mocked(markNotificationsSeen).mockResolvedValue();
    vi.mocked(listLeaveDecisionsSince).mockResolvedValue([]);
    const counts = { claimDecisions: 2, redemptionDecisions: 1, adjustments: 1, leaveDecisions: 0 };
    vi.mocked(countNotificationsSince).mockImplementation((kind) => Promise.resolve(counts[kind]));
    vi.mocked(countClaims).mockResolvedValue({ count: 4, capped: false });
    vi.mocked(countRedemptions).mockResolvedValue({ count: 1, capped: false });
  });

  it('counts the decisions since I last looked, lists them newest first with reasons when opened, and marks them seen', async () => {
    const user = userEvent.setup();
    const seenAt = new Date('2026-11-19T00:00:00Z');
    vi.mocked(listLeaveDecisionsSince).mockResolvedValue([
      leave('L1', 'approved', '2026-12-01', '2026-12-03'),
      leave('L2', 'refused', '2026-12-24', '2026-12-24', 'Year-end closing'),
    ]);
    vi.mocked(countNotificationsSince).mockImplementation((kind) =>
      Promise.resolve({ claimDecisions: 2, redemptionDecisions: 1, adjustments: 1, leaveDecisions: 2 }[kind]),
    );
    renderScreen(<NotificationsBell />, { profile: makeProfile({ notificationsSeenAt: seenAt }) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 6 new' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('6');
    expect(countNotificationsSince).toHaveBeenCalledWith(
      'claimDecisions',
      expect.anything(),
      'EMP001',
      seenAt,
    );
    // The header counts (1 read each); the lists are read when the bell opens.
    expect(listClaimDecisionsSince).not.toHaveBeenCalled();

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Points adjusted: -40 points'),
      expect.stringContaining('Payout declined: 250 points returned'),
      expect.stringContaining('Claim rejected'),
      expect.stringContaining('Claim approved: +100 points'),
      expect.stringContaining('Leave approved: Dec 1, 2026 – Dec 3, 2026'),
      expect.stringContaining('Leave refused: Dec 24, 2026'),
    ]);
    // A leave decision has its own words and opens my leave requests.
    expect(items[4]).toHaveTextContent('Approved by Manager One');
    expect(items[4]).toHaveAttribute('href', '/productivity?leave=L1');
    expect(items[5]).toHaveTextContent('Reason: Year-end closing');
    expect(items[0]).toHaveTextContent('Reason: Duplicate credit');
    // Each opens the item it is about: the statement, the redemption, the claim's details.
    expect(items[0]).toHaveAttribute('href', '/history?tab=statement');
    expect(items[1]).toHaveTextContent('Reason: Bank details missing');
    expect(items[1]).toHaveAttribute('href', '/redeem?redemption=RD-EMP001-002');
    expect(items[2]).toHaveTextContent('Reason: Attach the certificate');
    expect(items[2]).toHaveAttribute('href', '/history?claim=EMP001-005');
    expect(items[3]).toHaveAttribute('href', '/history?claim=EMP001-004');
    // An employee reviews nothing: no pending counts.
    expect(within(panel).queryByText(/pending claim/)).toBeNull();
    expect(countClaims).not.toHaveBeenCalled();
    await waitFor(() => expect(markNotificationsSeen).toHaveBeenCalledWith(expect.anything(), 'EMP001'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(bell).toHaveFocus();
    expect(listClaimDecisionsSince).toHaveBeenCalledWith(expect.anything(), 'EMP001', seenAt);
  });

  it('announces a reversal once, as a reversal (never as an approval), opening the claim', async () => {
    vi.mocked(listClaimDecisionsSince).mockResolvedValue([{ ...approved, reversedBy: 'adjustment-2' }]);
    vi.mocked(listRedemptionDecisionsSince).mockResolvedValue([]);
    vi.mocked(listAdjustmentsSince).mockResolvedValue([
      {
        id: 'adjustment-2',
        type: 'adjustment',
        points: -100,
        balanceAfter: 250,
        sourceRef: 'EMP001-004',
        createdAt: new Date('2026-11-23T09:00:00Z'),
        createdBy: 'ADM001',
        createdByName: 'Asha Admin',
        reason: 'Reversal of claim EMP001-004 (Client appreciation mail)',
      },
    ]);
    const user = userEvent.setup();
    renderScreen(<NotificationsBell />, { profile: makeProfile() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 new' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('link');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Claim approval reversed: -100 points');
    expect(items[0]).toHaveTextContent('Reason: Reversal of claim EMP001-004 (Client appreciation mail)');
    expect(items[0]).toHaveAttribute('href', '/history?claim=EMP001-004');
    expect(within(panel).queryByText(/Claim approved/)).toBeNull();
  });

  it('says when the list could not be read, and reads it again on Try again', async () => {
    vi.mocked(listRedemptionDecisionsSince).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderScreen(<NotificationsBell />, { profile: makeProfile() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 new' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    expect(markNotificationsSeen).not.toHaveBeenCalled();
    vi.mocked(listRedemptionDecisionsSince).mockResolvedValue([declined]);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByRole('link')).toHaveLength(4);
    await waitFor(() => expect(markNotificationsSeen).toHaveBeenCalledTimes(1));
  });

  it("shows reviewers their queue's pending claims and payouts, and reads and marks nothing when nothing is new", async () => {
    vi.mocked(countNotificationsSince).mockResolvedValue(0);
    const user = userEvent.setup();
    renderScreen(<NotificationsBell />, {
      profile: makeProfile({ employeeId: 'MGR001', userRole: 'manager' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, none new' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('link', { name: '4 pending claims to review' })).toHaveAttribute(
      'href',
      '/manage-requests',
    );
    expect(within(panel).getByRole('link', { name: '1 payout pending' })).toHaveAttribute(
      'href',
      '/redemption-centre',
    );
    expect(within(panel).getByText('No new notifications.')).toBeInTheDocument();
    expect(markNotificationsSeen).not.toHaveBeenCalled();
    expect(listClaimDecisionsSince).not.toHaveBeenCalled();
  });
});
