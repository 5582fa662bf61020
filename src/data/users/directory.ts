import {
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@/domain/constants';
import { toDayNumber } from '@/domain/dates';
import {
  directorySearch,
  isMissingOn,
  matchesDirectoryFilter,
  prefixEnd,
  withoutDirectors,
  type DirectoryFilter,
} from '@/domain/directory';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import { toProfile } from '../schema/users';
import { toReport } from '../schema/reports';
import { fetchQueryPage, type Page } from '../paging';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';

/**
 * The Employee Centre's directory for 10,000 people (docs/data-model.md, the directory's queries): cursor pages of profiles with
 * role and status filtered and the search done on the server, totals by count(). Directors are left
 * out of the pages (by designation) and of the counts (by the profile's `director` flag).
 */

/** At most this many Directors are read to take them out of the counts (one small query). */
export const DIRECTORS_MAX = 100;

/** The profiles query of a filter, ordered so that a cursor can continue it. */
function directoryQuery(db: Firestore, f: DirectoryFilter): Query {
  const constraints: QueryConstraint[] = [];
  if (f.role !== 'all') constraints.push(where('userRole', '==', f.role));
  if (f.status !== 'all') constraints.push(where('userStatus', '==', f.status));
  const s = directorySearch(f.search);
  // By document id when nothing else orders: a profile without some field (legacy) still appears.
  const field = s.kind === 'name' ? 'nameLower' : s.kind === 'email' ? 'email' : documentId();
  if (s.kind !== 'none') {
    constraints.push(where(field, '>=', s.prefix), where(field, '<', prefixEnd(s.prefix)));
  }
  return query(refs.users(db), ...constraints, orderBy(field));
}

/** One page of the directory (Directors left out, so a page may hold fewer than pageSize). */
export async function listDirectoryPage(
  db: Firestore,
  f: DirectoryFilter,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
): Promise<Page<UserProfile>> {
  const page = await fetchQueryPage(directoryQuery(db, f), cursor, pageSize, 'users directory page', (d) =>
    toProfile(d.id, d.data()),
  );
  return { ...page, items: withoutDirectors(page.items) };
}

/** The Directors (profiles flagged `director`): few, read once to leave them out of the counts. */
export async function listDirectors(db: Firestore): Promise<UserProfile[]> {
  const snap = await getDocs(query(refs.users(db), where('director', '==', true), limit(DIRECTORS_MAX)));
  recordReads('users directors', snap.size);
  return snap.docs.map((d) => toProfile(d.id, d.data()));
}

/** How many profiles match the filter, Directors left out: one count() and the Directors' query. */
export async function countDirectory(db: Firestore, f: DirectoryFilter): Promise<number> {
  const [snap, directors] = await Promise.all([getCount(directoryQuery(db, f)), listDirectors(db)]);
  const n = snap.data().count;
  recordCount('users directory count', n);
  return Math.max(0, n - directors.filter((u) => matchesDirectoryFilter(u, f)).length);
}

/** Everyone who could have reported on the day and has no report since the day before it. */
function missingQuery(db: Firestore, dayKey: string): Query {
  return query(
    refs.users(db),
    where('isActive', '==', true),
    where('userStatus', '==', 'unblocked'),
    where('lastProductivityDate', '<', dayKey),
    orderBy('lastProductivityDate'),
  );
}

/** One page of the day's 'Missing Reports' (Directors left out), longest silent first. */
export async function listMissingPage(
  db: Firestore,
  dayKey: string,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
): Promise<Page<UserProfile>> {
  const page = await fetchQueryPage(missingQuery(db, dayKey), cursor, pageSize, 'users missing page', (d) =>
    toProfile(d.id, d.data()),
  );
  return { ...page, items: withoutDirectors(page.items) };
}

/** How many are missing on the day (Directors left out). */
export async function countMissing(db: Firestore, dayKey: string): Promise<number> {
  const [snap, directors] = await Promise.all([getCount(missingQuery(db, dayKey)), listDirectors(db)]);
  const n = snap.data().count;
  recordCount('users missing count', n);
  return Math.max(0, n - directors.filter((u) => isMissingOn(u, dayKey)).length);
}

/** That day's reports, Directors' left out (the report's `director` flag), in pages. */
export function listSubmittedPage(
  db: Firestore,
  dayKey: string,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
): Promise<Page<ProductivityReport>> {
  const q = query(
    refs.allReports(db),
    where('date', '==', toDayNumber(dayKey)),
    where('director', '==', false),
  );
  return fetchQueryPage(q, cursor, pageSize, 'reports of a day page', (d) => toReport(d.ref.path, d.id, d.data()));
}

/** Every profile in pages by id (the integrity check walks them all, one page in memory at a time). */
export function listProfilesPage(
  db: Firestore,
  cursor: DocumentSnapshot | null,
  pageSize: number,
): Promise<Page<UserProfile>> {
  return fetchQueryPage(query(refs.users(db), orderBy(documentId())), cursor, pageSize, 'users page', (d) =>
    toProfile(d.id, d.data()),
  );
}

/** How many profiles there are (Directors included: the integrity check checks everyone). */
export async function countProfiles(db: Firestore): Promise<number> {
  const snap = await getCount(refs.users(db));
  const n = snap.data().count;
  recordCount('users count', n);
  return n;
}
