import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@/domain/constants';
import { recordReads } from './readMeter';

export interface Page<T> {
  items: T[];
  /** Pass back to get the next page; null on the last page. */
  cursor: DocumentSnapshot | null;
}

/** One page of a (collection-group) query, newest first by createdAt, continued after `cursor`. */
export async function fetchPage<T>(
  source: (db: Firestore) => Query<DocumentData>,
  db: Firestore,
  filters: QueryConstraint[],
  cursor: DocumentSnapshot | null,
  pageSize: number = PAGE_SIZE,
  label: string,
  convert: (d: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const constraints = [...filters, orderBy('createdAt', 'desc')];
  if (cursor) constraints.push(startAfter(cursor));
  constraints.push(limit(pageSize));
  const snap = await getDocs(query(source(db), ...constraints));
  recordReads(label, snap.size);
  return { items: snap.docs.map(convert), cursor: snap.size === pageSize ? (snap.docs[snap.size - 1] ?? null) : null };
}

/** One page of an already ordered query, continued after `cursor`. */
export async function fetchQueryPage<T>(
  ordered: Query<DocumentData>,
  cursor: DocumentSnapshot | null,
  pageSize: number,
  label: string,
  convert: (d: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const snap = await getDocs(
    cursor ? query(ordered, startAfter(cursor), limit(pageSize)) : query(ordered, limit(pageSize)),
  );
  recordReads(label, snap.size);
  return { items: snap.docs.map(convert), cursor: snap.size === pageSize ? (snap.docs[snap.size - 1] ?? null) : null };
}

/**
 * Every page of a query, one after another from the first (a whole range for a CSV, never only the
 * pages a screen has loaded), reporting how many items are in after each page; stops with an
 * AbortError once `signal` is aborted.
 */
export async function fetchAllPages<T>(
  page: (cursor: DocumentSnapshot | null) => Promise<Page<T>>,
  onProgress: (fetched: number) => void = () => {},
  signal?: AbortSignal,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: DocumentSnapshot | null = null;
  do {
    if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
    const next: Page<T> = await page(cursor);
    all.push(...next.items);
    onProgress(all.length);
    cursor = next.cursor;
  } while (cursor);
  return all;
}
