/**
 * What a staff screen says when someone else changed what it lists since it loaded (docs/product.md,
 * "Fresh data"); 'Show' reads it afresh. Plain text, no imports: the browser tests read it too.
 */
export const HEARD_TEXT = {
  claims: 'Requests have changed since this page loaded.',
  redemptions: 'Redemptions have changed since this page loaded.',
} as const;
