import { nameLowerOf } from './roster';
import type { Claim, ClaimStatus } from './types';

/**
 * Claims awaiting a review: `pending`, `awaiting_second` (a two-approval claim after its first), and the
 * legacy `under_review` and `approved` (approved but never paid: no ledger entry credits them). Manage
 * Requests lists them in its Pending tab, approving or rejecting works on them, and they count towards
 * the employee's pending-claims limit (firestore.rules: `reviewableStatuses()`).
 */
export const REVIEWABLE_CLAIM_STATUSES = ['pending', 'awaiting_second', 'under_review', 'approved'] as const satisfies readonly ClaimStatus[];

export function isReviewable(status: ClaimStatus): boolean {
  return (REVIEWABLE_CLAIM_STATUSES as readonly string[]).includes(status);
}

/** What a claim search term can be: an employee ID and a reference are exact, a name is a prefix. */
export function searchKinds(term: string): { employeeId: string | null; referenceId: string | null; namePrefix: string } {
  const t = term.trim();
  const upper = t.toUpperCase();
  return {
    employeeId: /^[A-Za-z0-9]{1,32}$/.test(t) ? upper : null,
    referenceId: /^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/.test(t) ? upper : null,
    namePrefix: nameLowerOf(t),
  };
}

/**
 * The queues 'My queue' shows: the reviewer's own review queues (roster `reviewQueues`), or every
 * queue (`undefined`) for a reviewer who has none, such as an admin overseeing all of them.
 */
export function myQueues(reviewQueues: readonly string[]): readonly string[] | undefined {
  return reviewQueues.length > 0 ? reviewQueues : undefined;
}

/** Which approval a reviewer's 'Approve' gives: the first of a two-approval claim, its second, or the only one. */
export type ApprovalStep = 'first' | 'second' | 'only';

export function approvalStepOf(claim: Pick<Claim, 'status' | 'approvalRule'>): ApprovalStep {
  if (claim.status === 'awaiting_second') return 'second';
  return claim.approvalRule === 'double' && claim.status === 'pending' ? 'first' : 'only';
}

/**
 * Whether `reviewerId` may approve this claim now: it awaits review and, awaiting its second approval,
 * they did not give the first (the rules refuse the same person at both steps).
 */
export function canApproveNow(claim: Pick<Claim, 'status' | 'firstApprovedById'>, reviewerId: string): boolean {
  return isReviewable(claim.status) && !(claim.status === 'awaiting_second' && claim.firstApprovedById === reviewerId);
}

/**
 * The approvals a claim records, in words, for the request detail and the points history: the first of
 * two (with 'Awaiting second approval' until the second), or an automatic approval. Null for a claim with
 * one reviewer (its approvedBy says it).
 */
export function approvalTrail(
  claim: Pick<Claim, 'status' | 'approvalRule' | 'approvedBy' | 'firstApprovedBy' | 'firstApprovedById' | 'firstApprovedDate'>,
  label: (name: string | null, id: string | null) => string | null,
): string | null {
  const first = label(claim.firstApprovedBy, claim.firstApprovedById);
  if (claim.status === 'awaiting_second') return `Awaiting second approval · first approval by ${first ?? 'N/A'}`;
  if (first) return `First approval by ${first}`;
  if (claim.status === 'paid' && claim.approvalRule === 'auto' && !claim.approvedBy) return 'Approved at once (automatic approval)';
  return null;
}
