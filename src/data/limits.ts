/**
 * Limits of production Firestore that the emulator does not enforce (tests/rules/lookups.test.ts
 * measures every request of the app against them; docs/data-model.md#production-limits).
 *
 * - The rules of one request may look up (get/exists/getAfter/existsAfter) at most 20 distinct
 *   documents, and at most 10 for any one of its writes.
 * - A document is at most 1 MiB.
 */

/** Look-ups the rules may make for one write, and for a whole batch or transaction. */
export const LOOKUPS_PER_WRITE = 10;
export const LOOKUPS_PER_REQUEST = 20;

/**
 * The room the app keeps under those limits (docs/data-model.md#production-limits): 70%, so a later
 * rule does not tip a write over. tests/rules/lookups.test.ts holds every request to them, and lists
 * the few that are still over, with what they look up today.
 */
export const LOOKUPS_BUDGET_PER_REQUEST = 14;
export const LOOKUPS_BUDGET_PER_SINGLE_WRITE = 7;

/** Writes in one batch or transaction (every roster row's audit entry and index count too). */
export const WRITES_PER_REQUEST = 500;
