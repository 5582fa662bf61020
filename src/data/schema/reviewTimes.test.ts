import { describe, expect, it } from 'vitest';
import { countDecisions, decisionsOf, reviewTimesWrites, toReviewTimes } from './reviewTimes';

describe('reviewTimes documents', () => {
  it('read tolerantly: malformed queues, buckets and counts are left out', () => {
    expect(
      toReviewTimes('2026-09', {
        queues: { M1: { decided: 3, hours: { '2': 2, '30': 1, '999': 4, x: 1, '5': 'many', '6': 0 } }, M2: 'broken', M3: { hours: [] } },
      }),
    ).toEqual({ month: '2026-09', queues: { M1: { decided: 3, hours: { '2': 2, '30': 1 } }, M3: { decided: 0, hours: {} } } });
    expect(toReviewTimes('2026-10', { queues: 7 })).toEqual({ month: '2026-10', queues: {} });
  });

  it("a decision's move: its IST month, its queue's decision and bucket, naming the claim", () => {
    const move = reviewTimesWrites.decide(
      { employeeId: 'EMP001', claimId: 'EMP001-004', queue: 'M2', submitted: new Date('2026-09-30T10:00:00Z'), decided: new Date('2026-09-30T20:00:00Z') },
      (n) => n,
      'now',
    );
    expect(move).toEqual({ month: '2026-10', queues: { M2: { decided: 1, hours: { '10': 1 } } }, lastHours: 10, lastClaim: 'EMP001/EMP001-004', updatedAt: 'now' });
  });

  it('counts decided claims only, the last one of each month named', () => {
    const t = (iso: string) => new Date(iso);
    const decisions = decisionsOf(
      [
        { path: 'users/E1/requestedClaims/c1', data: { status: 'paid', managerId: 'M1', approvedById: 'M', createdAt: t('2026-09-01T00:00:00Z'), updatedAt: t('2026-09-01T05:00:00Z') } },
        { path: 'users/E1/requestedClaims/c2', data: { status: 'rejected', createdAt: t('2026-09-01T00:00:00Z'), updatedAt: t('2026-09-02T00:00:00Z') } },
        { path: 'users/E1/requestedClaims/c3', data: { status: 'pending', managerId: 'M1', createdAt: t('2026-09-01T00:00:00Z'), updatedAt: t('2026-09-01T00:00:00Z') } },
        { path: 'users/E1/requestedClaims/c4', data: { status: 'paid', approvalRule: 'auto', managerId: 'M1', createdAt: t('2026-09-01T00:00:00Z'), updatedAt: t('2026-09-01T00:00:00Z') } },
        { path: 'users/E1/ledger/claim-c1', data: { status: 'paid', createdAt: t('2026-09-01T00:00:00Z'), updatedAt: t('2026-09-01T00:00:00Z') } },
      ],
      (v) => (v instanceof Date ? v : null),
    );
    expect(decisions.map((d) => d.claimId)).toEqual(['c1', 'c2']);
    const counted = countDecisions(decisions).get('2026-09');
    expect(counted?.times.queues).toEqual({ M1: { decided: 1, hours: { '5': 1 } }, none: { decided: 1, hours: { '24': 1 } } });
    expect(counted?.lastClaim).toBe('E1/c2');
  });
});
