/**
 * How an activity's claims are approved (its `approvalRule`, copied onto each claim at filing, so a
 * later change of the activity leaves pending claims as they were), the limits that go with it, and
 * every text the screens show about them. The rules enforce the same (firestore.rules: validApprovalRule,
 * autoApproved, canReviewClaim, pendingFiled).
 */
export const APPROVAL_RULES = ['single', 'auto', 'double'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/** An `auto` activity's monthly limit per employee: 1..31 (0 is stored for the other rules). */
export const AUTO_LIMIT_MIN = 1;
export const AUTO_LIMIT_MAX = 31;
export const AUTO_LIMIT_DEFAULT = 2;

/** At most this many claims of one employee await review at once (firestore.rules: maxPendingClaims()). */
export const MAX_PENDING_CLAIMS = 20;

/** The rule of a stored value: anything unknown (activities and claims from before rules existed) is 'single'. */
export function approvalRuleOf(v: unknown): ApprovalRule {
  return (APPROVAL_RULES as readonly unknown[]).includes(v) ? (v as ApprovalRule) : 'single';
}

/** What the activity card and the claim dialog say about the rule; nothing for 'single'. */
export function approvalRuleNote(rule: ApprovalRule): string | null {
  if (rule === 'auto') return 'Approved at once';
  if (rule === 'double') return 'Needs two approvals';
  return null;
}

/** The admin form's choices. */
export const APPROVAL_RULE_LABELS: Record<ApprovalRule, string> = {
  single: 'One approval (manager)',
  auto: 'Approved at once (monthly limit)',
  double: 'Two approvals (two different reviewers)',
};

export const approvalTexts = {
  autoLimitLabel: 'Automatic approvals per employee per month',
  autoLimitMessage: `Enter a whole number from ${AUTO_LIMIT_MIN} to ${AUTO_LIMIT_MAX}`,
  /** The claim dialog, when this month's automatic approvals of the activity are used up. */
  autoLimitReached: (limit: number) =>
    `Monthly limit of ${limit} automatic approval${limit === 1 ? '' : 's'} reached; this claim waits for your manager.`,
  /** Before filing an auto claim within the limit. */
  autoWithin: (used: number, limit: number) =>
    `Approved at once: ${used} of ${limit} automatic approvals used this month.`,
  pendingLimitReached: `You have ${MAX_PENDING_CLAIMS} claims awaiting review, the most allowed at once. Wait for a decision, or withdraw one, before submitting another.`,
  awaitingSecond: 'Awaiting second approval',
  firstApprovalGiven: 'First approval given. Sent for a second approval by a different reviewer.',
  sameReviewer: 'You gave the first approval; a different reviewer must give the second.',
  approvedAtOnce: 'Approved at once',
  autoApprovedNotice: (points: number) => `Approved at once: ${points} points added to your balance.`,
  /** An automatic approval the queue's budget for the month could not cover at once (or the month is not open yet). */
  autoOverBudget: (queue: string) =>
    `The ${queue} budget for this month could not cover this claim at once; it waits for your manager.`,
} as const;

/** users/{e}/autoApprovals/{id}: the counter of one activity's automatic approvals in one IST month. */
export function autoCounterId(activityId: string, month: string): string {
  return `${activityId}_${month}`;
}
