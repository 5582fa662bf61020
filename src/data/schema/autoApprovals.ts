import { Reader } from '../values';
import type { Data } from './common';

/**
 * users/{e}/autoApprovals/{activityId}_{YYYY-MM}: how many of the employee's claims of one `auto`
 * activity were approved at once in one IST month, and the last of them. Written only with such a claim
 * (firestore.rules: canCountAutoApproval); absent means none.
 */
export function toAutoCount(path: string, data: Data | undefined): number {
  if (!data) return 0;
  return Math.max(0, Math.trunc(new Reader(data, path).num('count', 0)));
}

export const autoApprovalWrites = {
  /** One more automatic approval, of claim `claimId` (`count` is the new total). */
  count: (count: number, claimId: string) => ({ count, lastClaim: claimId }),
};
