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
