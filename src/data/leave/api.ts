import {
  documentId,
  getCount,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@/domain/constants';
import { daysToGrant, type LeaveDay, type LeaveInput, type LeaveRequest } from '@/domain/leave';
import { listHolidays } from '../holidays/api';
import { holidayMap } from '@/domain/holidays';
import { daysFrom, isSunday, type DaysOff } from '@/domain/streaks';
import { newAttemptKey } from '../attempts';
import { fetchQueryPage, type Page } from '../paging';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { leaveDayWrites, leaveWrites, toLeaveDay, toLeaveRequest, type LeaveAsker, type LeaveDecider } from '../schema/leave';
import { runWrite, runWriteTransaction } from '../transaction';

/** Leave (docs/data-model.md, 'Leave'): requests, their decisions and the days they grant. */

/** Thrown when a request was decided or withdrawn meanwhile. */
export class LeaveNotPendingError extends Error {
  constructor() {
    super('This leave request was already decided or withdrawn.');
    this.name = 'LeaveNotPendingError';
  }
}

/**
 * The employee asks for leave: one create, at the attempt's id (`attemptKey`, one per opening of the
 * form, src/data/attempts.ts). The same attempt tried again (the runner's retry after a lost answer, or a
 * second press) finds the request an earlier commit wrote and writes nothing: never two requests.
 */
export async function askLeave(db: Firestore, who: LeaveAsker, input: LeaveInput, attemptKey: string = newAttemptKey()): Promise<void> {
  const ref = refs.leaveRequest(db, who.employeeId, attemptKey);
  await runWriteTransaction(db, async (tx) => {
    if ((await tx.get(ref)).exists()) return;
    tx.set(ref, leaveWrites.ask(who, input, serverTimestamp()));
  });
}

/** The employee withdraws their pending request. */
export async function withdrawLeave(db: Firestore, employeeId: string, id: string): Promise<void> {
  await runWrite(() => updateDoc(refs.leaveRequest(db, employeeId, id), leaveWrites.withdraw(serverTimestamp())));
}

/** The days of a request the employee already reported or is already on leave (a few reads). */
async function takenDays(db: Firestore, r: LeaveRequest): Promise<Set<string>> {
  const range = (q: Query) => query(q, where(documentId(), '>=', r.from), where(documentId(), '<=', r.to));
  const [reports, leave] = await Promise.all([
    getDocs(range(refs.reports(db, r.employeeId))),
    getDocs(range(refs.leaveDays(db, r.employeeId))),
  ]);
  recordReads('reports and leave days of a request', Math.max(1, reports.size) + Math.max(1, leave.size));
  return new Set([...reports.docs, ...leave.docs].map((d) => d.id));
}

/**
 * A reviewer approves: the request and, in the same transaction, one leave day per working day of its
 * range not already reported or on leave (the rules refuse a leave day on a reported day). Returns the
 * days granted.
 */
export async function approveLeave(db: Firestore, by: LeaveDecider, r: LeaveRequest): Promise<string[]> {
  const [holidays, taken] = await Promise.all([listHolidays(db, r.from, r.to), takenDays(db, r)]);
  const days = daysToGrant(r, holidayMap(holidays), taken);
  await runWriteTransaction(db, async (tx) => {
    const ref = refs.leaveRequest(db, r.employeeId, r.id);
    const stored = await tx.get(ref);
    if (!stored.exists() || toLeaveRequest(ref.path, r.id, stored.data()).status !== 'pending') {
      throw new LeaveNotPendingError();
    }
    const at = serverTimestamp();
    tx.update(ref, leaveWrites.approve(by, at));
    for (const day of days) {
      tx.set(refs.leaveDay(db, r.employeeId, day), leaveDayWrites.grant(r, day, by.employeeId, at));
    }
  });
  return days;
}

/** A reviewer refuses, with a reason. */
export async function refuseLeave(db: Firestore, by: LeaveDecider, r: LeaveRequest, note: string): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const ref = refs.leaveRequest(db, r.employeeId, r.id);
    const stored = await tx.get(ref);
    if (!stored.exists() || toLeaveRequest(ref.path, r.id, stored.data()).status !== 'pending') {
      throw new LeaveNotPendingError();
    }
    tx.update(ref, leaveWrites.refuse(by, note, serverTimestamp()));
  });
}

/** My requests, newest first, a page at a time. */
export function listMyLeavePage(
  db: Firestore,
  employeeId: string,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
): Promise<Page<LeaveRequest>> {
  return fetchQueryPage(
    query(refs.leaveRequests(db, employeeId), orderBy('createdAt', 'desc')),
    cursor,
    pageSize,
    'my leave requests page',
    (d) => toLeaveRequest(d.ref.path, d.id, d.data()),
  );
}

/** Pending requests of the queues (undefined: every queue; empty: none), oldest first. */
function pendingQuery(db: Firestore, queues: readonly string[] | undefined): Query {
  return query(
    refs.allLeaveRequests(db),
    where('status', '==', 'pending'),
    ...(queues === undefined ? [] : [where('queue', 'in', [...queues])]),
    orderBy('createdAt'),
  );
}

/** A reviewer's pending requests, a page at a time (the oldest waits longest, so it comes first). */
export async function listPendingLeavePage(
  db: Firestore,
  queues: readonly string[] | undefined,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
): Promise<Page<LeaveRequest>> {
  if (queues?.length === 0) return { items: [], cursor: null };
  return fetchQueryPage(pendingQuery(db, queues), cursor, pageSize, 'pending leave requests page', (d) =>
    toLeaveRequest(d.ref.path, d.id, d.data()),
  );
}

/** How many requests wait in the queues: one count(). */
export async function countPendingLeave(db: Firestore, queues: readonly string[] | undefined): Promise<number> {
  if (queues?.length === 0) return 0;
  const n = (await getCount(pendingQuery(db, queues))).data().count;
  recordCount('pending leave requests count', n);
  return n;
}

/** At most this many day ids in one `in` filter (Firestore's limit for `in`). */
const IN_MAX = 30;

/**
 * The days off of a report streak's gap `from`..`to` (src/domain/streaks.ts), however long: the holidays
 * of the gap (one query) and, when every working day of it is the employee's approved leave, those days as
 * leave (else none, and the streak ends). The leave days are counted, never read: one count() per 30
 * working days, and the first short count stops, so a streak broken by a missed day costs one.
 */
export async function daysOffOfGap(db: Firestore, employeeId: string, from: string, to: string): Promise<DaysOff> {
  const holidays = new Set((await listHolidays(db, from, to)).map((h) => h.day));
  const working = daysFrom(from, to).filter((d) => !isSunday(d) && !holidays.has(d));
  for (let i = 0; i < working.length; i += IN_MAX) {
    const chunk = working.slice(i, i + IN_MAX);
    const n = (await getCount(query(refs.leaveDays(db, employeeId), where(documentId(), 'in', chunk)))).data().count;
    recordCount('leave days of a streak gap', n);
    if (n < chunk.length) return { holidays, leave: new Set() };
  }
  return { holidays, leave: new Set(working) };
}

/** An employee's granted leave days from `from` to `to` (inclusive): a calendar month's (1 read when none). */
export async function listLeaveDays(db: Firestore, employeeId: string, from: string, to: string): Promise<LeaveDay[]> {
  const snap = await getDocs(
    query(refs.leaveDays(db, employeeId), where(documentId(), '>=', from), where(documentId(), '<=', to)),
  );
  recordReads('leave days of a range', Math.max(1, snap.size));
  return snap.docs.map((d) => toLeaveDay(d.ref.path, d.id, d.data()));
}
