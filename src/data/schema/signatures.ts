/** Who performs a review or payout; names go into approvedBy / paidBy. */
export interface Actor {
  employeeId: string;
  name: string;
  fullName: string;
  email: string;
}

/**
 * Reviewers' signatures: a claim's reviewer by name, else e-mail (approvedBy, rejectedBy); a payout's
 * processor by full name, else name, else 'Admin' (paidBy, declinedBy). Defined here once; the rules
 * accept exactly these (isMySignature).
 */
export const signature = {
  claimReviewer: (actor: Actor): string => actor.name || actor.email,
  payoutProcessor: (actor: Actor): string => actor.fullName || actor.name || 'Admin',
};
