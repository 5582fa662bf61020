import { describe, expect, it } from 'vitest';
import { makeClaim, makeRedemption } from '@/test/factories';
import {
  adjustmentNotification,
  claimNotification,
  newestNotifications,
  redemptionNotification,
} from './notifications';
import type { LedgerEntry } from './types';

const at = new Date('2026-11-20T10:00:00Z');

function adjustment(over: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 'adjustment-1',
    type: 'adjustment',
    points: -40,
    balanceAfter: 310,
    sourceRef: '',
    createdAt: at,
    createdBy: 'ADM001',
    createdByName: 'Arun Admin',
    reason: 'Duplicate credit',
    ...over,
  };
}

const paid = makeClaim({
  id: 'EMP001-004',
  referenceId: 'EMP001-004',
  activityName: 'Client appreciation mail',
  points: 100,
  status: 'paid',
  updatedAt: at,
});

describe('notifications: each kind has its own words and opens the item it is about', () => {
  it('an approved claim opens its details', () => {
    expect(claimNotification(paid)).toMatchObject({
      title: 'Claim approved: +100 points',
      detail: 'Client appreciation mail (EMP001-004)',
      href: '/history?claim=EMP001-004',
    });
  });

  it('a rejected claim opens its details, with the reason', () => {
    expect(
      claimNotification(makeClaim({ id: 'EMP001-005', status: 'rejected', managerComment: 'No proof' })),
    ).toMatchObject({
      title: 'Claim rejected',
      detail: 'Client appreciation mail (EMP001-001). Reason: No proof',
      href: '/history?claim=EMP001-005',
    });
  });

  it("a two-approval claim's first approval says it awaits a second, by whom it was given, and opens the claim", () => {
    expect(
      claimNotification(
        makeClaim({ id: 'EMP001-006', status: 'awaiting_second', firstApprovedBy: 'Priya Iyer', firstApprovedById: 'MGR001', updatedAt: at }),
      ),
    ).toMatchObject({
      id: 'claim-EMP001-006-first',
      title: 'Awaiting second approval',
      detail: 'Client appreciation mail (EMP001-001). First approval by Priya Iyer',
      href: '/history?claim=EMP001-006',
    });
  });

  it('a pending (or legacy approved) claim is no decision', () => {
    expect(claimNotification(makeClaim({ status: 'pending' }))).toBeNull();
    expect(claimNotification(makeClaim({ status: 'approved' }))).toBeNull();
  });

  it('a reversed claim is announced as a reversal, never as an approval', () => {
    const n = claimNotification({ ...paid, reversedBy: 'adjustment-3' });
    expect(n).toMatchObject({
      title: 'Claim approval reversed: -100 points',
      detail: 'Client appreciation mail (EMP001-004)',
      href: '/history?claim=EMP001-004',
    });
  });

  it('the adjustment that reverses a claim is the same reversal: one item, with the reason, opening the claim', () => {
    const entry = adjustment({
      id: 'adjustment-3',
      points: -100,
      sourceRef: 'EMP001-004',
      reason: 'Reversal of claim EMP001-004 (Client appreciation mail)',
    });
    const fromLedger = adjustmentNotification(entry);
    expect(fromLedger).toMatchObject({
      title: 'Claim approval reversed: -100 points',
      detail: 'Reason: Reversal of claim EMP001-004 (Client appreciation mail)',
      href: '/history?claim=EMP001-004',
    });
    const list = newestNotifications(
      [fromLedger],
      [claimNotification({ ...paid, reversedBy: 'adjustment-3' })],
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toBe(fromLedger);
  });

  it('a plain adjustment opens the Points Statement', () => {
    expect(adjustmentNotification(adjustment())).toMatchObject({
      title: 'Points adjusted: -40 points',
      detail: 'Reason: Duplicate credit',
      href: '/history?tab=statement',
    });
    expect(adjustmentNotification(adjustment({ points: 25, reason: null }))).toMatchObject({
      title: 'Points adjusted: +25 points',
      detail: 'By an administrator',
    });
  });

  it('a paid or declined payout opens that redemption', () => {
    expect(
      redemptionNotification(
        makeRedemption({ id: 'RD-EMP001-002', referenceId: 'RD-EMP001-002', amount: 250, status: 'paid' }),
      ),
    ).toMatchObject({
      title: 'Payout paid: ₹250',
      detail: 'RD-EMP001-002',
      href: '/redeem?redemption=RD-EMP001-002',
    });
    expect(
      redemptionNotification(
        makeRedemption({
          id: 'RD-EMP001-003',
          referenceId: 'RD-EMP001-003',
          pointsRedeemed: 500,
          status: 'declined',
          declineReason: 'Bank details missing',
        }),
      ),
    ).toMatchObject({
      title: 'Payout declined: 500 points returned',
      detail: 'RD-EMP001-003. Reason: Bank details missing',
      href: '/redeem?redemption=RD-EMP001-003',
    });
    expect(redemptionNotification(makeRedemption({ status: 'pending' }))).toBeNull();
  });

  it('no two kinds share their words', () => {
    const titles = [
      claimNotification(paid),
      claimNotification({ ...paid, status: 'rejected' }),
      claimNotification({ ...paid, status: 'awaiting_second' }),
      claimNotification({ ...paid, reversedBy: 'adjustment-3' }),
      adjustmentNotification(adjustment()),
      redemptionNotification(makeRedemption({ status: 'paid' })),
      redemptionNotification(makeRedemption({ status: 'declined' })),
    ].map((n) => n?.title.split(':')[0]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
