import { describe, expect, it } from 'vitest';
import { makeClaim } from '@/test/factories';
import { isReviewable, myQueues, searchKinds } from './claims';
import { claimNotification } from './notifications';

describe('claims awaiting review', () => {
  it('are pending and the legacy under_review and approved; nothing else', () => {
    expect(['pending', 'under_review', 'approved'].every((s) => isReviewable(s as never))).toBe(true);
    expect(['paid', 'rejected', 'withdrawn'].some((s) => isReviewable(s as never))).toBe(false);
  });

  it('a legacy approved claim (never paid) is no decision in the bell; a paid one is', () => {
    expect(claimNotification(makeClaim({ status: 'approved' }))).toBeNull();
    expect(claimNotification(makeClaim({ status: 'paid', points: 75 }))?.title).toBe(
      'Claim approved: +75 points',
    );
  });
});

describe('search terms', () => {
  it('searches a name prefix by the same key the claim stores (nameLowerOf: A-Z lowered)', () => {
    expect(searchKinds('Asha VER').namePrefix).toBe('asha ver');
    expect(searchKinds('Óscar').namePrefix).toBe('Óscar');
  });

  it('reads a term as an employee ID, a reference and a name prefix where it can be one', () => {
    expect(searchKinds(' emp001 ')).toEqual({
      employeeId: 'EMP001',
      referenceId: null,
      namePrefix: 'emp001',
    });
    expect(searchKinds('emp001-003')).toEqual({
      employeeId: null,
      referenceId: 'EMP001-003',
      namePrefix: 'emp001-003',
    });
    expect(searchKinds('Asha V')).toEqual({ employeeId: null, referenceId: null, namePrefix: 'asha v' });
  });
});

describe('my queues', () => {
  it("are the reviewer's queues, or every queue (undefined) for a reviewer without any", () => {
    expect(myQueues(['M1', 'M3'])).toEqual(['M1', 'M3']);
    expect(myQueues([])).toBeUndefined();
  });
});
