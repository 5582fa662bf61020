/** What the filing dialog and Daily Productivity say about the draft kept on this device (docs/product.md). */
export const DRAFT_TEXTS = {
  unsent: 'You have an unsent report draft',
  kept: 'What you typed is kept on this device. Nothing is filed until you submit it.',
  offline: 'You are offline. What you type is kept on this device; file it when the network is back.',
  fileIt: 'File it',
} as const;
