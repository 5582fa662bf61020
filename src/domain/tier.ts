import { REDEMPTION_TIERS, type RedemptionTier } from './constants';

/**
 * The user's tier, shown in the shell's user view (product-spec 'The shell's user view'): the
 * highest redemption tier the balance reaches, so the drawer says what can be redeemed right now.
 * Below the smallest tier there is none yet.
 */
export function tierFor(points: number): RedemptionTier | null {
  let tier: RedemptionTier | null = null;
  for (const t of REDEMPTION_TIERS) if (t <= points) tier = t;
  return tier;
}

export function tierText(points: number): string {
  const tier = tierFor(points);
  return tier === null ? 'Tier: none yet' : `Tier: ${tier} points`;
}
