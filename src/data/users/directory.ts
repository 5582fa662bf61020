import {
  documentId,
  getCount,
  getDoc,
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
import { isWeeklyOff } from '@/domain/calendar';
import {
  directorySearch,
  matchesDirectoryFilter,
  prefixEnd,
  withoutDirectors,
  type DirectoryFilter,
} from '@/domain/directory';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import { toProfile } from '../schema/users';
import { activeTotal, directoryTotal } from '../schema/headcounts';
import { listHeadcounts } from './headcount';
import { toReport } from '../schema/reports';
import { toReportGap } from '../schema/reportGaps';
import { toLeaveDay } from '../schema/leave';
import type { LeaveDay } from '@/domain/leave';
import { fetchQueryPage, type Page } from '../paging';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { countReportsByDay } from '../reports/api';

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

/**
 * How many profiles match the filter, Directors left out. Unfiltered (every role and status, no search):
 * the kept headcounts, profiles less Directors over the departments (a document per department, at any
 * organisation size). Filtered or searched: one count() and the Directors' query.
 */
export async function countDirectory(db: Firestore, f: DirectoryFilter): Promise<number> {
  if (f.role === 'all' && f.status === 'all' && directorySearch(f.search).kind === 'none') {
    return directoryTotal(await listHeadcounts(db));
  }
  const [snap, directors] = await Promise.all([getCount(directoryQuery(db, f)), listDirectors(db)]);
  const n = snap.data().count;
  recordCount('users directory count', n);
  return Math.max(0, n - directors.filter((u) => matchesDirectoryFilter(u, f)).length);
}

/**
 * A day's lists (docs/data-model.md, 'The day lists'): for any day, Submitted + Missing = the active,
 * unblocked, non-Director employees. Missing is two sets that never overlap:
 * - silent: active, unblocked profiles whose last report (`lastProductivityDate`) is before the day;
 * - in a gap: employees whose report gap (reportGaps: the report batch records the days between two
 *   reports) spans the day, i.e. who reported before it and after it but not on it.
 * The gaps carry no account state and a report filed from a time zone behind (`late`) lies inside a
 * gap, so the day's context takes those out: the blocked or deactivated accounts (few: at most
 * EXCLUDED_MAX each) and the day's late reports.
 */

/** At most this many blocked, and this many deactivated, accounts are read to take them out of a day. */
export const EXCLUDED_MAX = 100;
/** At most this many late reports of one day (a report from a time zone behind) are read. */
export const LATE_MAX = 100;
/** Firestore's limit of values in one `in` filter. */
const IN_MAX = 30;

/** Who a day's gaps hold but the day's lists leave out. */
export interface DayContext {
  /** Blocked or deactivated accounts: not expected to report, not counted as submitted. */
  excluded: ReadonlySet<string>;
  /** Employees who filed the day's report late (from a time zone behind): submitted, not missing. */
  late: ReadonlySet<string>;
  /** The day's company holiday (its name), or null: on a holiday nobody is missing. */
  holiday: string | null;
  /** The day is a Sunday, the weekly off (calendar.ts): nobody is missing either. */
  weeklyOff: boolean;
}

/** A day nobody is missing on: the company's holiday or the weekly off. */
function isDayOff(ctx: DayContext): boolean {
  return ctx.holiday !== null || ctx.weeklyOff;
}

/** The blocked and deactivated accounts and the day's late reports: three small queries. */
export async function getDayContext(db: Firestore, dayKey: string): Promise<DayContext> {
  const [inactive, blocked, late, holiday] = await Promise.all([
    getDocs(query(refs.users(db), where('isActive', '==', false), limit(EXCLUDED_MAX))),
    getDocs(query(refs.users(db), where('userStatus', '==', 'blocked'), limit(EXCLUDED_MAX))),
    getDocs(query(dayReportsQuery(db, dayKey), where('late', '==', true), limit(LATE_MAX))),
    getDoc(refs.holiday(db, dayKey)),
  ]);
  recordReads('users excluded from a day', inactive.size + blocked.size);
  recordReads('late reports of a day', late.size);
  recordReads('holiday of a day', 1);
  return {
    excluded: new Set([...inactive.docs, ...blocked.docs].map((d) => d.id)),
    late: new Set(late.docs.map((d) => toReport(d.ref.path, d.id, d.data()).employeeId)),
    holiday: holiday.exists() ? String(holiday.data().name ?? 'Holiday') : null,
    weeklyOff: isWeeklyOff(dayKey),
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The non-Directors' reports of a day. */
function dayReportsQuery(db: Firestore, dayKey: string): Query {
  return query(refs.allReports(db), where('date', '==', toDayNumber(dayKey)), where('director', '==', false));
}

/** Active, unblocked profiles whose last report is before the day (none since). */
function silentQuery(db: Firestore, dayKey: string): Query {
  return query(
    refs.users(db),
    where('isActive', '==', true),
    where('userStatus', '==', 'unblocked'),
    where('lastProductivityDate', '<', dayKey),
    orderBy('lastProductivityDate'),
  );
}

/** Non-Directors' report gaps spanning the day: a report before it, the next one after it. */
function gapsQuery(db: Firestore, dayKey: string, ...more: QueryConstraint[]): Query {
  return query(
    refs.allReportGaps(db),
    where('director', '==', false),
    ...more,
    where('before', '>', dayKey),
    where('after', '<', dayKey),
    orderBy('before'),
    orderBy('after'),
  );
}

/** Someone missing on a day: their ID and name. */
export interface MissingPerson {
  employeeId: string;
  name: string;
}

/** Where the next page of a day's Missing list starts: the silent profiles first, then the gaps. */
export interface MissingCursor {
  phase: 'silent' | 'gaps';
  after: DocumentSnapshot | null;
}

export interface MissingPage {
  items: MissingPerson[];
  next: MissingCursor | null;
}

/** One page of the day's gaps, less the blocked or deactivated and the late reporters. */
async function gapsPage(
  db: Firestore,
  dayKey: string,
  ctx: DayContext,
  after: DocumentSnapshot | null,
  pageSize: number,
): Promise<MissingPage> {
  const page = await fetchQueryPage(gapsQuery(db, dayKey), after, pageSize, 'report gaps of a day page', (d) =>
    toReportGap(d.ref.path, d.id, d.data()),
  );
  const items = page.items
    .filter((g) => !ctx.excluded.has(g.employeeId) && !ctx.late.has(g.employeeId))
    .map((g) => ({ employeeId: g.employeeId, name: g.employeeName }));
  return { items: await withoutLeave(db, dayKey, items), next: page.cursor ? { phase: 'gaps', after: page.cursor } : null };
}

/**
 * One page of the day's 'Missing Reports' (Directors, blocked and deactivated accounts left out):
 * the silent profiles, longest silent first, then the gaps; a page may hold fewer than pageSize.
 */
export async function listMissingPage(
  db: Firestore,
  dayKey: string,
  cursor: MissingCursor | null = null,
  pageSize: number = PAGE_SIZE,
  context?: DayContext,
): Promise<MissingPage> {
  const ctx = context ?? (await getDayContext(db, dayKey));
  // A holiday or a Sunday is a day off for everyone: nobody is missing.
  if (isDayOff(ctx)) return { items: [], next: null };
  if (cursor?.phase === 'gaps') return gapsPage(db, dayKey, ctx, cursor.after, pageSize);
  const page = await fetchQueryPage(silentQuery(db, dayKey), cursor?.after ?? null, pageSize, 'users missing page', (d) =>
    toProfile(d.id, d.data()),
  );
  const silent = await withoutLeave(
    db,
    dayKey,
    withoutDirectors(page.items).map((u) => ({ employeeId: u.employeeId, name: u.name })),
  );
  if (page.cursor) return { items: silent, next: { phase: 'silent', after: page.cursor } };
  // The silent ones end on this page: the gaps fill the rest of it.
  const gaps = await gapsPage(db, dayKey, ctx, null, Math.max(1, pageSize - page.items.length));
  return { items: [...silent, ...gaps.items], next: gaps.next };
}

/**
 * A day's totals: Submitted + Missing + On leave + Holiday + Weekly off is the active, unblocked,
 * non-Director headcount. `holiday` counts those off for the day's company holiday and `weeklyOff`
 * those off on a Sunday (0 on any other day): on a day off nobody is missing.
 */
export interface DayCounts {
  submitted: number;
  missing: number;
  onLeave: number;
  holiday: number;
  weeklyOff: number;
}

/**
 * The day's counts, at any organisation size from a few kept documents: the reports from the month
 * totals' day counter (less the blocked or deactivated accounts' reports, one count() per 30 of them),
 * the headcount from the kept headcounts (`active`: active, unblocked, non-Directors), the leave by
 * count() (less those accounts' leave). Everyone expected to report either reported (late reports
 * included) or did not: the silent profiles and the gaps the Missing list pages through, which
 * `tests/data/day-lists.test.ts` proves are exactly the headcount less the reports, on every day. The
 * headcount is today's: a past day counts today's people, as its Missing list does.
 */
export async function countDay(db: Firestore, dayKey: string, context?: DayContext): Promise<DayCounts> {
  const ctx = context ?? (await getDayContext(db, dayKey));
  const excluded = [...ctx.excluded];
  const count = async (q: Query, label: string) => {
    const n = (await getCount(q)).data().count;
    recordCount(label, n);
    return n;
  };
  const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
  const [reports, excludedReports, headcount, leave, excludedLeave] = await Promise.all([
    // The day's non-Directors' reports as the month totals keep them (one document per department,
    // whatever the organisation's size), not a count() that reads 1 per 1,000 reports.
    countReportsByDay(db, [dayKey]).then((byDay) => byDay.get(dayKey) ?? 0),
    Promise.all(
      chunks(excluded, IN_MAX).map((ids) =>
        count(query(dayReportsQuery(db, dayKey), where('employeeId', 'in', ids)), 'excluded reports of a day count'),
      ),
    ).then(sum),
    listHeadcounts(db).then(activeTotal),
    count(leaveDaysQuery(db, dayKey), 'leave days of a day count'),
    Promise.all(
      chunks(excluded, IN_MAX).map((ids) =>
        count(leaveDaysQuery(db, dayKey, where('employeeId', 'in', ids)), 'excluded leave days of a day count'),
      ),
    ).then(sum),
  ]);
  const submitted = Math.max(0, reports - excludedReports);
  // Everyone on leave has no report that day (the rules refuse one), so is among those not reported.
  const onLeave = Math.max(0, leave - excludedLeave);
  const off = Math.max(0, headcount - submitted - onLeave);
  return {
    submitted,
    missing: isDayOff(ctx) ? 0 : off,
    onLeave,
    holiday: ctx.holiday === null ? 0 : off,
    weeklyOff: ctx.holiday === null && ctx.weeklyOff ? off : 0,
  };
}

/** How many are missing on the day (the Missing side of countDay). */
export async function countMissing(db: Firestore, dayKey: string, context?: DayContext): Promise<number> {
  return (await countDay(db, dayKey, context)).missing;
}

/**
 * Leave (docs/data-model.md, 'Leave'): an approval writes one users/{e}/leaveDays/{day} per granted
 * day, so a day's leave is one collection-group query, never a read per employee. Nobody on leave has
 * a report that day (the rules refuse the report and the grant of a reported day).
 */

/** The non-Directors' granted leave days of a day. */
function leaveDaysQuery(db: Firestore, dayKey: string, ...more: QueryConstraint[]): Query {
  return query(refs.allLeaveDays(db), where('day', '==', dayKey), where('director', '==', false), ...more);
}

/** Which of these employees are on leave on the day: one query per 30 by the documents' paths. */
export async function onLeaveAmong(db: Firestore, dayKey: string, ids: readonly string[]): Promise<Set<string>> {
  const onLeave = new Set<string>();
  await Promise.all(
    chunks(ids, IN_MAX).map(async (part) => {
      const paths = part.map((id) => refs.leaveDay(db, id, dayKey).path);
      const snap = await getDocs(query(refs.allLeaveDays(db), where(documentId(), 'in', paths)));
      recordReads('leave days of a missing page', Math.max(snap.size, 1));
      for (const d of snap.docs) onLeave.add(toLeaveDay(d.ref.path, d.id, d.data()).employeeId);
    }),
  );
  return onLeave;
}

/** The people of a Missing page less those on leave that day. */
async function withoutLeave(db: Firestore, dayKey: string, people: MissingPerson[]): Promise<MissingPerson[]> {
  const onLeave = await onLeaveAmong(
    db,
    dayKey,
    people.map((p) => p.employeeId),
  );
  return people.filter((p) => !onLeave.has(p.employeeId));
}

/** One page of the day's 'On leave' list (Directors, blocked and deactivated accounts left out). */
export async function listOnLeavePage(
  db: Firestore,
  dayKey: string,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
  context?: DayContext,
): Promise<Page<LeaveDay>> {
  const ctx = context ?? (await getDayContext(db, dayKey));
  const page = await fetchQueryPage(
    leaveDaysQuery(db, dayKey, orderBy('employeeId')),
    cursor,
    pageSize,
    'leave days of a day page',
    (d) => toLeaveDay(d.ref.path, d.id, d.data()),
  );
  return { ...page, items: page.items.filter((l) => !ctx.excluded.has(l.employeeId)) };
}

/** That day's reports, Directors' and blocked or deactivated accounts' left out, in pages. */
export async function listSubmittedPage(
  db: Firestore,
  dayKey: string,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
  context?: DayContext,
): Promise<Page<ProductivityReport>> {
  const ctx = context ?? (await getDayContext(db, dayKey));
  const page = await fetchQueryPage(dayReportsQuery(db, dayKey), cursor, pageSize, 'reports of a day page', (d) =>
    toReport(d.ref.path, d.id, d.data()),
  );
  return { ...page, items: page.items.filter((r) => !ctx.excluded.has(r.employeeId)) };
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
