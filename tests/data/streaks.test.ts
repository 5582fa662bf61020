/**
 * The report streak through the data layer, rules on: fileTodaysReport moves the profile's kept streak
 * (streakCurrent, streakBest, streakDay) in the report's own batch, reading the holidays and the owner's
 * leave days only across a gap of weekdays; editing today's report moves none of it. The expected values
 * are written out (not computed with the domain function the app uses). On a Sunday in India the report is
 * a day off's and the streak must stay as it was.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRosterEntries } from '@/data/roster/api';
import { editTodaysReport, fileTodaysReport, listReports } from '@/data/reports/api';
import { holidayWrites } from '@/data/schema/holidays';
import { leaveDayWrites } from '@/data/schema/leave';
import { profileWrites } from '@/data/schema/users';
import { getUser } from '@/data/users/api';
import { istDayKey } from '@/domain/ist';
import { isSunday, shiftDay, type Streak } from '@/domain/streaks';
import { deleteAllApps, makerOf, provisionFirstAdmin, rosterRow, signUpWithProfile, type AppUser } from '../support/appClients';
import { clearAuthAccounts } from '../support/emulator';
import { closeRulesEnv, createRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
const users: Record<string, AppUser> = {};
const TODAY = istDayKey(new Date());
const OFF_TODAY = isSunday(TODAY);

/** Rules off: the profile as an earlier report left it (stamp and kept streak on `kept.day`). */
async function keep(employeeId: string, kept: Streak) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await updateDoc(doc(ctx.firestore(), 'users', employeeId), { lastProductivityDate: kept.day, ...profileWrites.streak(kept) });
  });
}

/** Rules off: `holidays` as company holidays and `leave` as the employee's granted leave days. */
async function daysOff(employeeId: string, holidays: string[], leave: string[]) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const day of holidays) await setDoc(doc(db, 'holidays', day), holidayWrites.save({ day, name: 'Founders Day' }, 'ADM001', Timestamp.now()));
    for (const day of leave)
      await setDoc(
        doc(db, 'users', employeeId, 'leaveDays', day),
        leaveDayWrites.grant({ id: 'L1', employeeId, employeeName: `Name ${employeeId}`, director: false }, day, 'ADM001', Timestamp.now()),
      );
  });
}

/** `user` files today's report through the app's data layer. */
const fileAs = (user: AppUser, tasks: string) =>
  fileTodaysReport(user.db, { employeeId: user.employeeId, name: `Name ${user.employeeId}`, designation: 'Associate' }, tasks);

async function streakOf(user: AppUser): Promise<Streak | undefined> {
  return (await getUser(user.db, user.employeeId))?.streak;
}

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  await clearAuthAccounts();
  await provisionFirstAdmin(env);
  const admin = await signUpWithProfile('ADM001');
  await saveRosterEntries(admin.db, makerOf('ADM001'), ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'EMP005', 'EMP006'].map((e) => rosterRow(e)));
  for (const e of ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'EMP005', 'EMP006']) users[e] = await signUpWithProfile(e);
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe("filing today's report moves the streak (fileTodaysReport)", () => {
  it('a first report starts a streak of 1 on a profile that has none', async () => {
    const u = users.EMP001 as AppUser;
    expect(await streakOf(u)).toEqual({ current: 0, best: 0, day: '' });
    await fileAs(u, 'Closed 3 tickets');
    expect(await streakOf(u)).toEqual(OFF_TODAY ? { current: 0, best: 0, day: '' } : { current: 1, best: 1, day: TODAY });
  });

  it('goes on across a holiday and a leave day (three days ago the last report)', async () => {
    const u = users.EMP002 as AppUser;
    const last = shiftDay(TODAY, -3);
    await keep('EMP002', { current: 6, best: 6, day: last });
    await daysOff('EMP002', [shiftDay(TODAY, -2)], [shiftDay(TODAY, -1)]);
    await fileAs(u, 'Closed 3 tickets');
    expect(await streakOf(u)).toEqual(OFF_TODAY ? { current: 6, best: 6, day: last } : { current: 7, best: 7, day: TODAY });
  });

  it('starts again at 1 after a missed working day, keeping the best', async () => {
    const u = users.EMP003 as AppUser;
    // Four days ago: of the days three days ago and yesterday (two apart, never both Sundays) one is a
    // weekday without a report (two days ago is the other test's holiday).
    const last = shiftDay(TODAY, -4);
    await keep('EMP003', { current: 6, best: 9, day: last });
    await fileAs(u, 'Closed 3 tickets');
    expect(await streakOf(u)).toEqual(OFF_TODAY ? { current: 6, best: 9, day: last } : { current: 1, best: 9, day: TODAY });
  });

  // Four months on leave: every weekday from 120 days ago to yesterday is a granted leave day (the gap's
  // working days are counted 30 at a time, never read), so the streak goes on; one weekday missing ends it.
  const longLeave = () => Array.from({ length: 119 }, (_, i) => shiftDay(TODAY, -119 + i)).filter((d) => !isSunday(d));
  it('goes on after a leave of four months', async () => {
    const u = users.EMP005 as AppUser;
    const last = shiftDay(TODAY, -120);
    await keep('EMP005', { current: 3, best: 3, day: last });
    await daysOff('EMP005', [], longLeave());
    await fileAs(u, 'Back from leave');
    expect(await streakOf(u)).toEqual(OFF_TODAY ? { current: 3, best: 3, day: last } : { current: 4, best: 4, day: TODAY });
  });

  it('starts again at 1 when one weekday of that long absence was not leave', async () => {
    const u = users.EMP006 as AppUser;
    const last = shiftDay(TODAY, -120);
    await keep('EMP006', { current: 3, best: 3, day: last });
    const leave = longLeave();
    // A weekday in the middle that is not the other test's holiday (two days ago).
    await daysOff('EMP006', [], leave.filter((d) => d !== leave[40]));
    await fileAs(u, 'Back from leave');
    expect(await streakOf(u)).toEqual(OFF_TODAY ? { current: 3, best: 3, day: last } : { current: 1, best: 3, day: TODAY });
  });
});

describe("editing today's report moves no streak field (editTodaysReport)", () => {
  it('the profile is exactly as the filing left it', async () => {
    const u = users.EMP004 as AppUser;
    await keep('EMP004', { current: 2, best: 5, day: shiftDay(TODAY, -1) });
    await fileAs(u, 'Closed 3 tickets');
    const read = async () =>
      env.withSecurityRulesDisabled(async (ctx) => {
        const snap = await getDoc(doc(ctx.firestore(), 'users', 'EMP004'));
        const { streakCurrent, streakBest, streakDay, lastProductivityDate } = snap.data() ?? {};
        Object.assign(filedProfile, { streakCurrent, streakBest, streakDay, lastProductivityDate });
      });
    const filedProfile: Record<string, unknown> = {};
    await read();
    const before = { ...filedProfile };
    const today = (await listReports(u.db, 'EMP004')).find((r) => r.dayKey === TODAY);
    expect(today).toBeDefined();
    if (today) await editTodaysReport(u.db, 'EMP004', today, 'Closed 4 tickets');
    await read();
    expect(filedProfile).toEqual(before);
    expect(before.lastProductivityDate).toBe(TODAY);
    expect((await listReports(u.db, 'EMP004')).find((r) => r.dayKey === TODAY)?.tasks).toBe('Closed 4 tickets');
  });
});
