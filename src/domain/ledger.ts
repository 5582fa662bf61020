/** The ledger's vocabulary (decisions sections 3 and 7): entry types, their ids, their texts. */

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
