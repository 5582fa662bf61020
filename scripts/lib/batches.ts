import type { DocumentData, Firestore } from 'firebase-admin/firestore';

/** Firestore commits at most 500 writes in one batch (https://firebase.google.com/docs/firestore/quotas). */
export const MAX_BATCH_WRITES = 500;

/** A whole-document write (`merge`: only the given fields). */
export interface DocumentWrite {
  path: string;
  data: DocumentData;
  merge?: boolean;
}

/** The writes' batches: at most `size` writes each, in order. */
export function chunked<T>(items: readonly T[], size = MAX_BATCH_WRITES): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Commits the writes in order, in batches Firestore accepts. */
export async function commitInBatches(db: Firestore, writes: readonly DocumentWrite[]): Promise<void> {
  for (const chunk of chunked(writes)) {
    const batch = db.batch();
    for (const w of chunk) batch.set(db.doc(w.path), w.data, { merge: w.merge ?? false });
    await batch.commit();
  }
}
