import {
  getCount,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { toDayNumber } from '@/domain/dates';
import { istDayKey } from '@/domain/ist';
import { totalsDepartment } from '@/domain/insights';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import { monthTotalsWrites, reportTotalsId, toMonthTotals } from '../schema/monthTotals';
import { gapStart, reportGapWrites } from '../schema/reportGaps';
import { reportWrites, toReport } from '../schema/reports';
import { profileWrites, streakOf } from '../schema/users';
import { NO_DAYS_OFF, streakAfterReport, streakGap, type DaysOff } from '@/domain/streaks';
import { listHolidays } from '../holidays/api';
import { daysOffOfGap } from '../leave/api';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWrite, runWriteTransaction } from '../transaction';
import { DataError, firestoreCode } from '../errors';
import { isReportEditable, REPORT_EDIT_TEXTS } from '@/domain/reportEdits';

export async function listReports(db: Firestore, employeeId: string): Promise<ProductivityReport[]> {
  const snap = await getDocs(query(refs.reports(db, employeeId), orderBy('date', 'desc')));
  recordReads('reports', snap.size);
  return snap.docs.map((d) => toReport(d.ref.path, d.id, d.data()));
}

/**
 * Files today's report (document id = today in India, istDayKey: the one day the rules take, whatever
 * the device's time zone) together with the profile's lastProductivityDate, so
 * the directory needs no query per employee, and the gap the report closes (reportGaps.ts: the days
 * since the previous report), so a past day's Missing list is exact. The stamp is read in the
 * transaction, never taken from a cached profile. The report carries `director` (the filer's
 * designation is 'Director'), so the overview's counts can leave Directors out without reading
 * profiles; the rules check it. Create-only: the rules refuse a second report for the same day. The
 * stamp never moves back: behind a stamp written under the old rule's ±1 day (a day ahead of India's
 * today), the report is filed without it and without a gap, flagged `late`. A non-Director's report also
 * counts itself in its day's month total of the filer's first department (Insights' submission rate),
 * blind like a posting's move (increment with merge, the total is not read). The stamp carries the report
 * streak (src/domain/streaks.ts) moved from the profile's kept one: a working day's report continues or
 * restarts it, a Sunday's or a holiday's leaves it (the rules check both).
 */
export async function fileTodaysReport(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'designation'>,
  tasks: string,
  now: Date = new Date(),
): Promise<string> {
  const dayKey = istDayKey(now);
  await runWriteTransaction(db, async (tx) => {
    // One report a day, create-only: a second commit of the same filing (a press after a lost answer)
    // finds it filed and is done; a different text for a day already filed is refused.
    const filed = (await tx.get(refs.report(db, profile.employeeId, dayKey))).data();
    if (filed) {
      if (filed.tasks === tasks.trim()) return;
      throw new DataError("Today's report has already been submitted. Refresh the page to see it.", 'conflict');
    }
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
      const kept = streakOf(snap.data() ?? {});
      const streak = streakAfterReport(kept, dayKey, await daysOffForStreak(db, profile.employeeId, kept.day, dayKey));
      tx.set(refs.reportGap(db, profile.employeeId, dayKey), reportGapWrites.file(profile, stamp, dayKey));
      tx.update(
        refs.user(db, profile.employeeId),
        profileWrites.reportStamp(dayKey, serverTimestamp(), streak === kept ? null : streak),
      );
    }
  });
  return dayKey;
}

/**
 * What a report of `day` needs to move the streak kept since `last` (streakAfterReport): whether `day` is a
 * holiday and, when weekdays lie between (streakGap), the gap's holidays and whether its working days are all
 * the owner's leave (daysOffOfGap: counted, however long). Never a scan of the reports.
 */
async function daysOffForStreak(db: Firestore, employeeId: string, last: string, day: string): Promise<DaysOff> {
  const gap = streakGap(last, day);
  const [today, inGap] = await Promise.all([
    listHolidays(db, day, day),
    gap ? daysOffOfGap(db, employeeId, gap.from, gap.to) : Promise.resolve(NO_DAYS_OFF),
  ]);
  return { holidays: new Set([...today.map((h) => h.day), ...inGap.holidays.keys()]), leave: inGap.leave };
}

/**
 * The owner corrects the text of today's report (its day is today in IST, fewer than 5 edits): the text,
 * `editedAt` and the count (increment, so two tabs cannot both make the fifth edit); no counter, stamp or
 * gap moves. Refused before writing when the report shown is no longer editable at `now`, and the rules'
 * refusal (past IST midnight, the sixth edit, someone else's report) is the same DataError, in words.
 */
export async function editTodaysReport(
  db: Firestore,
  employeeId: string,
  report: Pick<ProductivityReport, 'id' | 'dayKey' | 'edits'>,
  tasks: string,
  now: Date = new Date(),
): Promise<void> {
  if (!isReportEditable(report, now)) throw new DataError(REPORT_EDIT_TEXTS.refused, 'invalid');
  try {
    await runWrite(() => updateDoc(refs.report(db, employeeId, report.id), reportWrites.edit(tasks, serverTimestamp(), increment(1))));
  } catch (e) {
    if (firestoreCode(e) === 'permission-denied') throw new DataError(REPORT_EDIT_TEXTS.refused, 'invalid');
    throw e;
  }
}

/** At most 30 values in one `in` filter (Firestore's limit). */
const IN_LIMIT = 30;

/**
 * The graph: reports per day over everyone except Directors, read from the kept counters: the month
 * totals (monthTotals/{YYYY-MM}_{department}) of the months the days span, whose `reportDays.{DD}` every
 * non-Director's report batch moves (fileTodaysReport), summed over departments. One query on `month`
 * (`in`, a single-field index) returning one document per department per month: at most 2 months x 6
 * departments = 12 reads for 30 days, flat at any organisation size (it used to be one count() per day).
 * A report filed before the counters existed is counted once `npm run migrate` has backfilled the totals
 * (docs/data-model.md#insights). Readers: managers, finance and admins (the totals' rule).
 */
export async function countReportsByDay(
  db: Firestore,
  dayKeys: readonly string[],
): Promise<Map<string, number>> {
  const months = [...new Set(dayKeys.map((day) => day.slice(0, 7)))].sort();
  const groups: string[][] = [];
  for (let i = 0; i < months.length; i += IN_LIMIT) groups.push(months.slice(i, i + IN_LIMIT));
  const totals = (
    await Promise.all(
      groups.map(async (group) => {
        const snap = await getDocs(query(refs.monthTotals(db), where('month', 'in', group)));
        recordReads('month totals of the graph', snap.size);
        return snap.docs.map((d) => toMonthTotals(d.id, d.data()));
      }),
    )
  ).flat();
  const byDay = new Map<string, number>();
  for (const t of totals)
    for (const [dd, n] of Object.entries(t.reportDays)) {
      const day = `${t.month}-${dd}`;
      byDay.set(day, (byDay.get(day) ?? 0) + n);
    }
  return new Map(dayKeys.map((day) => [day, byDay.get(day) ?? 0]));
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
