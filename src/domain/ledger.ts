/** The ledger's vocabulary (docs/product.md#the-ledger-and-the-points-statement): entry types, their ids, their texts. */

export const LEDGER_TYPES = ['opening', 'earned', 'redeemed', 'refund', 'adjustment', 'cancel'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** The id of each type's entry: the rules find an entry by these names, so they are defined once. */
export const ledgerEntryId = {
  opening: () => 'opening',
  earned: (claimId: string) => `claim-${claimId}`,
  redeemed: (redemptionId: string) => `redemption-${redemptionId}`,
  refund: (redemptionId: string) => `refund-${redemptionId}`,
  cancel: (redemptionId: string) => `cancel-${redemptionId}`,
  adjustment: (n: number) => `adjustment-${n}`,
} as const;

export function insufficientPointsMessage(have: number, need: number): string {
  return `Insufficient points! You have ${have} points but need ${need} points.`;
}

/** An adjustment that would take the balance below zero: the rules refuse it, so the app says why first. */
export function adjustmentBelowZeroMessage(balance: number, points: number): string {
  return `This adjustment would take the balance below zero: the balance is ${balance} points and the adjustment is ${points}.`;
}

/** What a reversal of a paid claim must be: exactly minus its points. */
export function reversalMismatchMessage(claimPoints: number): string {
  return `A reversal must be exactly -${claimPoints} points, the points of the claim.`;
}

/**
 * An adjustment that reverses a paid claim (its sourceRef): negative, with a claim. A positive adjustment
 * with a sourceRef is a large adjustment approved by a second admin (sourceRef: the request).
 */
export function isReversal(e: { type: string; sourceRef: string; points: number }): boolean {
  return e.type === 'adjustment' && e.sourceRef !== '' && e.points < 0;
}

/** The statement's words for each entry type. */
export const LEDGER_TYPE_LABELS: Record<LedgerType, string> = {
  opening: 'Opening',
  earned: 'Earned',
  redeemed: 'Redeemed',
  refund: 'Refund',
  adjustment: 'Adjustment',
  cancel: 'Cancelled',
};

/** A range of calendar days, both ends included; '' leaves that end open. */
export interface DayRange {
  from: string;
  to: string;
}

/** The instants [from, to) of a day range in local time: `to` is the start of the day after. */
export function dayRangeBounds(range: DayRange): { from: Date | null; to: Date | null } {
  const start = (key: string) => {
    const [y, m, d] = key.split('-').map(Number);
    return y && m && d ? new Date(y, m - 1, d) : null;
  };
  const from = range.from ? start(range.from) : null;
  const end = range.to ? start(range.to) : null;
  return { from, to: end ? new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) : null };
}
