/**
 * A past day's Submitted and Missing lists are exact (docs/data-model.md, 'The day lists'): a week of
 * reports with gaps for 50 people, written as the app's report batch writes them (report, the gap it
 * closes, the profile's stamp), with Directors, a blocked and a deactivated account and a report filed
 * late (from a time zone behind). For every day of the week, through the app's own data layer with the
 * rules on, the Missing list is exactly the active, unblocked, non-Directors without a report that day,
 * the Submitted list exactly those with one, and the two counts add up to the headcount. Some have
 * approved leave (their granted leave days, as the approval writes them) and one day is a company
 * holiday: On leave lists exactly those on leave, they are never missing, nobody is missing on the
 * holiday nor on the week's Sunday (the weekly off), and Submitted + Missing + On leave + off for the
 * holiday or the Sunday = the headcount every day. Each report moves its month total's day counter as
 * the report batch does: the day's Submitted count comes from there.
 */
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, increment, setDoc, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMeter } from '@/data/readMeter';
import { fileTodaysReport } from '@/data/reports/api';
import { leaveDayWrites } from '@/data/schema/leave';
import { reportGapWrites } from '@/data/schema/reportGaps';
import { reportWrites } from '@/data/schema/reports';
import { monthTotalsWrites, reportTotalsId } from '@/data/schema/monthTotals';
import { totalsDepartment } from '@/domain/insights';
import { headcountDocs } from '@/data/schema/headcounts';
import { holidayWrites } from '@/data/schema/holidays';
import { profileWrites } from '@/data/schema/users';
import {
  countDay,
  getDayContext,
  listMissingPage,
  listOnLeavePage,
  listSubmittedPage,
  type MissingCursor,
  type MissingPage,
} from '@/data/users/directory';
import type { Page } from '@/data/paging';
import { istDayKey } from '@/domain/ist';
import { isWeeklyOff } from '@/domain/calendar';
import type { ProductivityReport } from '@/domain/types';
import type { LeaveDay } from '@/domain/leave';
import { deleteAllApps, rosterRow, signedUpPeople } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';
import { profileData, type Person } from '../support/world';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person, profile } = people;
const mgr = () => person('MGR001').db;

/** The IST day `offset` days from today in IST (the report day the rules take, whatever the UTC date). */
const dayOf = (offset: number) => istDayKey(new Date(Date.now() + offset * 86_400_000));
/** The week before today, oldest first. */
const WEEK = [-7, -6, -5, -4, -3, -2, -1].map(dayOf);
const ID = (i: number) => `WK${String(i).padStart(3, '0')}`;
const STAFF = ['ADM001', 'MGR001']; // signed up, never report: missing every day
const DIRECTORS = new Set([ID(0), ID(1)]);
const BLOCKED = ID(2);
const DEACTIVATED = ID(3);
/** Reported on the last day of the week, then filed the week's fifth day late (a time zone behind). */
const LATE = ID(4);
const LATE_DAY = WEEK[4] ?? '';

/** Who reports on day j: a pattern with gaps of every length; every 10th person never reports. */
function reportsOn(i: number, j: number): boolean {
  if (i % 10 === 9) return false;
  if (i === 4) return j === 6;
  return (i * 3 + j * 5) % 7 > 2;
}

function weekPerson(i: number): Person {
  return {
    employeeId: ID(i),
    uid: `uid-${ID(i)}`,
    email: `${ID(i).toLowerCase()}@ics-rewards.test`,
    name: `Week Person ${String(i)}`,
    role: 'employee',
    userStatus: ID(i) === BLOCKED ? 'blocked' : 'unblocked',
    isActive: ID(i) !== DEACTIVATED,
    verified: true,
  };
}

const WEEK_PEOPLE = Array.from({ length: 50 }, (_, i) => i);

/** Approved leave: person i is on leave on day j of the week (never a day they reported). */
const LEAVE: readonly (readonly [number, number])[] = [
  [5, 0],
  [6, 1],
  [6, 2],
  [19, 0],
  [19, 1],
  [19, 2],
  [29, 4],
  [2, 2], // blocked: left out of every list
  [0, 3], // a Director: left out of every list
];
const onLeave = (i: number, j: number) => LEAVE.some(([a, b]) => a === i && b === j);
/** A company holiday in the week: nobody is missing on it (some still reported). */
const HOLIDAY_J = 5;
const HOLIDAY_DAY = WEEK[HOLIDAY_J] ?? '';
const at = Timestamp.fromDate(new Date());
/** Day j of the week is a working day: not the holiday, not the week's Sunday. */
const isWorking = (j: number) => j !== HOLIDAY_J && !isWeeklyOff(WEEK[j] ?? '');

/** The month total's day counter, moved as the report batch moves it (the profiles name no department). */
async function countReport(db: ReturnType<RulesTestContext['firestore']>, employeeId: string, day: string) {
  await setDoc(
    doc(db, `monthTotals/${reportTotalsId(day, undefined)}`),
    monthTotalsWrites.report(totalsDepartment(undefined), { employeeId, day }, increment, at),
    { merge: true },
  );
}

beforeAll(async () => {
  env = await people.setUpOrganisation([rosterRow('MGR001', 'manager')]);
  // The week as the report batches wrote it (the rules only take today's report from the app).
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, `holidays/${HOLIDAY_DAY}`), holidayWrites.save({ day: HOLIDAY_DAY, name: 'Founders Day' }, 'ADM001', at));
    await Promise.all(
      WEEK_PEOPLE.map(async (i) => {
        const p = weekPerson(i);
        const director = DIRECTORS.has(p.employeeId);
        const filer = { employeeId: p.employeeId, name: p.name, designation: director ? 'Director' : 'Associate' };
        let stamp = '';
        for (const [j, day] of WEEK.entries()) {
          if (!reportsOn(i, j)) continue;
          await setDoc(doc(db, `users/${p.employeeId}/productivityReports/${day}`), reportWrites.file(filer, day, 'Tasks', at));
          await setDoc(doc(db, `users/${p.employeeId}/reportGaps/${day}`), reportGapWrites.file(filer, stamp, day));
          if (!director) await countReport(db, p.employeeId, day);
          stamp = day;
        }
        if (p.employeeId === LATE) {
          await setDoc(
            doc(db, `users/${p.employeeId}/productivityReports/${LATE_DAY}`),
            reportWrites.file(filer, LATE_DAY, 'Filed late', at, true),
          );
          await countReport(db, p.employeeId, LATE_DAY);
        }
        for (const [j, day] of WEEK.entries()) {
          if (!onLeave(i, j)) continue;
          const request = { id: `leave-${p.employeeId}`, employeeId: p.employeeId, employeeName: p.name, director };
          await setDoc(doc(db, `users/${p.employeeId}/leaveDays/${day}`), leaveDayWrites.grant(request, day, 'MGR001', at));
        }
        await setDoc(doc(db, `users/${p.employeeId}`), {
          ...profileData(p),
          designation: filer.designation,
          director,
          ...(stamp ? profileWrites.reportStamp(stamp, at) : {}),
        });
      }),
    );
    // The departments' headcounts as the profile writes keep them (the week's profiles were written whole).
    const users = await getDocs(collection(db, 'users'));
    for (const h of headcountDocs(users.docs.map((d) => ({ path: d.ref.path, data: d.data() })), at)) await setDoc(doc(db, h.path), h.data);
  });
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** Every page of a day's Missing list, `pageSize` at a time. */
async function missingOn(db: Firestore, day: string, pageSize: number): Promise<string[]> {
  const ctx = await getDayContext(db, day);
  const found: string[] = [];
  let cursor: MissingCursor | null = null;
  do {
    const page: MissingPage = await listMissingPage(db, day, cursor, pageSize, ctx);
    found.push(...page.items.map((u) => u.employeeId));
    cursor = page.next;
  } while (cursor);
  return found.sort();
}

async function submittedOn(db: Firestore, day: string, pageSize: number): Promise<string[]> {
  const ctx = await getDayContext(db, day);
  const found: string[] = [];
  let cursor: Page<ProductivityReport>['cursor'] = null;
  do {
    const page = await listSubmittedPage(db, day, cursor, pageSize, ctx);
    found.push(...page.items.map((r) => r.employeeId));
    cursor = page.cursor;
  } while (cursor);
  return found.sort();
}

async function onLeaveOn(db: Firestore, day: string, pageSize: number): Promise<string[]> {
  const ctx = await getDayContext(db, day);
  const found: string[] = [];
  let cursor: Page<LeaveDay>['cursor'] = null;
  do {
    const page = await listOnLeavePage(db, day, cursor, pageSize, ctx);
    found.push(...page.items.map((l) => l.employeeId));
    cursor = page.cursor;
  } while (cursor);
  return found.sort();
}

/** Everyone expected to report: active, unblocked, not a Director. */
const expected = WEEK_PEOPLE.map(ID).filter((id) => !DIRECTORS.has(id) && id !== BLOCKED && id !== DEACTIVATED);
const reportedOn = (j: number) =>
  WEEK_PEOPLE.filter((i) => reportsOn(i, j) || (ID(i) === LATE && WEEK[j] === LATE_DAY)).map(ID);

describe("a past day's lists", () => {
  it.each(WEEK.map((day, j) => [day, j] as const))(
    '%s: Submitted, Missing and On leave are exact and add up to the headcount',
    async (day, j) => {
      const reported = new Set(reportedOn(j));
      const leave = new Set(expected.filter((id) => onLeave(Number(id.slice(2)), j)));
      const wantSubmitted = expected.filter((id) => reported.has(id)).sort();
      const wantLeave = [...leave].sort();
      const off = [...STAFF, ...expected.filter((id) => !reported.has(id) && !leave.has(id))].sort();
      const sunday = isWeeklyOff(day) && day !== HOLIDAY_DAY;
      const wantMissing = day === HOLIDAY_DAY || sunday ? [] : off;
      // Pages of 7: the Missing list runs from the silent profiles into the gaps mid-page.
      expect(await submittedOn(mgr(), day, 7)).toEqual(wantSubmitted);
      expect(await missingOn(mgr(), day, 7)).toEqual(wantMissing);
      expect(await onLeaveOn(mgr(), day, 2)).toEqual(wantLeave);
      const counts = await countDay(mgr(), day);
      expect(counts).toEqual({
        submitted: wantSubmitted.length,
        missing: wantMissing.length,
        onLeave: wantLeave.length,
        holiday: day === HOLIDAY_DAY ? off.length : 0,
        weeklyOff: sunday ? off.length : 0,
      });
      expect(counts.submitted + counts.missing + counts.onLeave + counts.holiday + counts.weeklyOff).toBe(
        STAFF.length + expected.length,
      );
    },
  );

  it('an employee on approved leave is not in that day\'s Missing list, nor counted missing', async () => {
    for (const [i, j] of LEAVE) {
      const day = WEEK[j] ?? '';
      expect(reportsOn(i, j)).toBe(false);
      expect(await missingOn(mgr(), day, 20)).not.toContain(ID(i));
    }
    // The first leave of a working day (the week's Sunday may hold one: nobody is missing then).
    const [i, j] = LEAVE.find(([, b]) => isWorking(b)) ?? [0, 0];
    const day = WEEK[j] ?? '';
    const missing = [...STAFF, ...expected.filter((id) => !reportedOn(j).includes(id) && !onLeave(Number(id.slice(2)), j))];
    expect((await countDay(mgr(), day)).missing).toBe(missing.length);
    expect(missing).not.toContain(ID(i));
  });

  it('the late report is submitted on its day, not missing', async () => {
    expect(await submittedOn(mgr(), LATE_DAY, 20)).toContain(LATE);
    expect(await missingOn(mgr(), LATE_DAY, 20)).not.toContain(LATE);
    const silentDay = [0, 1, 2, 3].find(isWorking) ?? 0;
    expect(await missingOn(mgr(), WEEK[silentDay] ?? '', 20)).toContain(LATE);
  });

  it("a report filed through the app today closes its gap: the last working day's list names the filer", async () => {
    const last = [6, 5, 4].find(isWorking) ?? 6;
    const yesterday = WEEK[last] ?? '';
    expect(await missingOn(mgr(), yesterday, 20)).toContain('MGR001');
    await fileTodaysReport(person('MGR001').db, await profile('MGR001'), 'Reviewed the queue');
    expect(await missingOn(mgr(), yesterday, 20)).toContain('MGR001');
    expect(await missingOn(mgr(), istDayKey(new Date()), 20)).not.toContain('MGR001');
    expect((await countDay(mgr(), yesterday)).missing).toBe(
      STAFF.length + expected.filter((id) => !reportedOn(last).includes(id) && !onLeave(Number(id.slice(2)), last)).length,
    );
  });

  it("the counts read kept documents, never a count() over the day's missing people", async () => {
    // A count() over the silent profiles or the gaps reads 1 per 1,000 of them: on a Sunday or a holiday
    // that is everyone. The counts read the headcounts, the month totals and the day's leave instead.
    for (const day of WEEK) {
      const ctx = await getDayContext(mgr(), day);
      readMeter.reset();
      await countDay(mgr(), day, ctx);
      const labels = [...new Set(readMeter.records().map((r) => r.label))].sort();
      expect(labels).toEqual(['excluded leave days of a day count', 'excluded reports of a day count', 'headcounts', 'leave days of a day count', 'month totals of the graph']);
    }
  });

  it('the first page of both lists with their counts stays within 60 reads', async () => {
    readMeter.reset();
    const day = WEEK[2] ?? '';
    const ctx = await getDayContext(mgr(), day);
    await Promise.all([
      listSubmittedPage(mgr(), day, null, undefined, ctx),
      listMissingPage(mgr(), day, null, undefined, ctx),
      listOnLeavePage(mgr(), day, null, undefined, ctx),
      countDay(mgr(), day, ctx),
    ]);
    expect(readMeter.total()).toBeLessThanOrEqual(60);
  });
});
