import {
  getCount,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { isDayKey, toDayKey, toDayNumber } from '@/domain/dates';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import { reportWrites, toReport } from '../schema/reports';
import { profileWrites } from '../schema/users';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWrite } from '../transaction';

export async function listReports(db: Firestore, employeeId: string): Promise<ProductivityReport[]> {
  const snap = await getDocs(query(refs.reports(db, employeeId), orderBy('date', 'desc')));
  recordReads('reports', snap.size);
  return snap.docs.map((d) => toReport(d.ref.path, d.id, d.data()));
}

/**
 * Files today's report (document id = today) together with the profile's
 * lastProductivityDate, so the directory needs no query per employee. The report carries
 * `director` (the filer's designation is 'Director'), so the overview's counts can leave Directors
 * out without reading profiles; the rules check it. Create-only: the rules
 * refuse a second report for the same day. The stamp never moves back: a report for a day before
 * it (today in a time zone behind the one the last report came from) is filed without it.
 */
export async function fileTodaysReport(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'designation'> & {
    lastProductivityDate?: string | null;
  },
  tasks: string,
  now: Date = new Date(),
): Promise<string> {
  const dayKey = toDayKey(now);
  const batch = writeBatch(db);
  batch.set(
    refs.report(db, profile.employeeId, dayKey),
    reportWrites.file(profile, dayKey, tasks, serverTimestamp()),
  );
  const stamp = profile.lastProductivityDate;
  const stampIsLater = isDayKey(stamp) && stamp > dayKey;
  if (!stampIsLater) {
    batch.update(refs.user(db, profile.employeeId), profileWrites.reportStamp(dayKey, serverTimestamp()));
  }
  await runWrite(() => batch.commit());
  return dayKey;
}

/**
 * The graph: one count() per day over everyone's reports except Directors' (the `director` flag
 * written at filing time), ~1 read each, never a query per employee. A report without the flag
 * (filed before it existed) is not counted: docs/data-model.md says to backfill it.
 */
export async function countReportsByDay(
  db: Firestore,
  dayKeys: readonly string[],
): Promise<Map<string, number>> {
  const counts = await Promise.all(
    dayKeys.map(async (day) => {
      const snap = await getCount(
        query(refs.allReports(db), where('date', '==', toDayNumber(day)), where('director', '==', false)),
      );
      const n = snap.data().count;
      recordCount('reports count per day', n);
      return [day, n] as const;
    }),
  );
  return new Map(counts);
}

/** One employee's reports from `from` to `to` (day keys, inclusive), newest first: a calendar month. */
export async function listReportsInRange(
  db: Firestore,
  employeeId: string,
  from: string,
  to: string,
): Promise<ProductivityReport[]> {
  const snap = await getDocs(
    query(
      refs.reports(db, employeeId),
      where('date', '>=', toDayNumber(from)),
      where('date', '<=', toDayNumber(to)),
      orderBy('date', 'desc'),
    ),
  );
  recordReads('reports of a month', snap.size);
  return snap.docs.map((d) => toReport(d.ref.path, d.id, d.data()));
}

/** How many reports an employee has filed (count()). */
export async function countReportsOf(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getCount(refs.reports(db, employeeId));
  const n = snap.data().count;
  recordCount('reports count of one', n);
  return n;
}
