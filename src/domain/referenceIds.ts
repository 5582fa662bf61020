/** Claim ids `{employeeId}-{NNN}` and redemption ids `RD-{employeeId}-{NNN}` (docs/product.md#claims, #redemptions). */
export function formatSequence(n: number): string {
  return String(n).padStart(3, '0');
}

export function claimId(employeeId: string, sequence: number): string {
  return `${employeeId}-${formatSequence(sequence)}`;
}

export function redemptionId(employeeId: string, sequence: number): string {
  return `RD-${employeeId}-${formatSequence(sequence)}`;
}

/** The next sequence number after the highest one among existing ids of this employee. */
export function nextSequence(existingIds: readonly string[], prefix: string): number {
  let max = 0;
  for (const id of existingIds) {
    if (!id.startsWith(`${prefix}-`)) continue;
    const n = Number(id.slice(prefix.length + 1));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max + 1;
}
