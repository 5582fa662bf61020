import {
  getCount,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { toDayKey, toDayNumber } from '@/domain/dates';
import { totalsDepartment } from '@/domain/insights';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import { monthTotalsWrites, reportTotalsId } from '../schema/monthTotals';
import { gapStart, reportGapWrites } from '../schema/reportGaps';
import { reportWrites, toReport } from '../schema/reports';
import { profileWrites } from '../schema/users';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWriteTransaction } from '../transaction';

export async function listReports(db: Firestore, employeeId: string): Promise<ProductivityReport[]> {
  const snap = await getDocs(query(refs.reports(db, employeeId), orderBy('date', 'desc')));
  recordReads('reports', snap.size);
  return snap.docs.map((d) => toReport(d.ref.path, d.id, d.data()));
}

/**
 * Files today's report (document id = today) together with the profile's lastProductivityDate, so
 * the directory needs no query per employee, and the gap the report closes (reportGaps.ts: the days
 * since the previous report), so a past day's Missing list is exact. The stamp is read in the
 * transaction, never taken from a cached profile. The report carries `director` (the filer's
 * designation is 'Director'), so the overview's counts can leave Directors out without reading
 * profiles; the rules check it. Create-only: the rules refuse a second report for the same day. The
 * stamp never moves back: a report for a day before it (today in a time zone behind the one the last
 * report came from) is filed without it and without a gap, flagged `late`. A non-Director's report also
 * counts itself in its day's month total of the filer's first department (Insights' submission rate),
 * blind like a posting's move (increment with merge, the total is not read).
 */
export async function fileTodaysReport(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'designation'>,
  tasks: string,
  now: Date = new Date(),
): Promise<string> {
  const dayKey = toDayKey(now);
  await runWriteTransaction(db, async (tx) => {
    const snap = await tx.get(refs.user(db, profile.employeeId));
    const stamp = gapStart(snap.data()?.lastProductivityDate);
    const late = stamp !== '' && stamp > dayKey;
    const report = reportWrites.file(profile, dayKey, tasks, serverTimestamp(), late);
    tx.set(refs.report(db, profile.employeeId, dayKey), report);
    if (!report.director) {
      const departments: unknown = snap.data()?.departments;
      tx.set(
        refs.monthTotal(db, reportTotalsId(dayKey, departments)),
        monthTotalsWrites.report(totalsDepartment(departments), { employeeId: profile.employeeId, day: dayKey }, increment, serverTimestamp()),
        { merge: true },
      );
    }
    if (!late) {
      tx.set(refs.reportGap(db, profile.employeeId, dayKey), reportGapWrites.file(profile, stamp, dayKey));
      tx.update(refs.user(db, profile.employeeId), profileWrites.reportStamp(dayKey, serverTimestamp()));
    }
  });
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
