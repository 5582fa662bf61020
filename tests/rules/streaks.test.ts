/**
 * Report streaks on the profile (users/{e}: streakCurrent, streakBest, streakDay; streakMove in
 * firestore.rules, src/domain/streaks.ts): moved only by the batch that files today's report. On a working
 * day (in India) the streak's day is today, the current streak starts at 1 or goes on by one from an
 * earlier last day (however long ago: a long leave never breaks a streak), and best is the larger of best and current; on a
 * day off (a Sunday, a company holiday) nothing of the streak moves. Each attack is the app's batch with
 * one thing changed, beside its honest control. No balance moves here, so there is no ledger to check.
 *
 * The rules take the day from request.time: when this file runs on a Sunday in India, every move is a
 * move on a day off, so the working-day controls become refusals with the unmoved batch as the control
 * (allowedOnWorkingDay), which is the Sunday rule itself.
 */
import { serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profileWrites } from '@/data/schema/users';
import { isSunday, shiftDay, type Streak } from '@/domain/streaks';
import { readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  PEOPLE,
  WORLD_DEPARTMENT,
  holidayDoc,
  paths,
  reportDay,
  reportDayOffset,
  reportWrites,
  tamper,
  worldDocs,
  type Write,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const owner = PEOPLE.owner;
const E = owner.employeeId;
const TODAY = reportDay();
const PREV = reportDayOffset(-1);
const WORKING = !isSunday(TODAY);
const KEPT: Streak = { current: 4, best: 6, day: PREV };

/** Seeds the owner's profile with a kept streak (null: a legacy profile without the fields) last reported on PREV. */
async function seedStreak(kept: Streak | null = KEPT) {
  const profile = worldDocs()[paths.user(E)] ?? {};
  await dirtyReset({
    [paths.user(E)]: { ...profile, lastProductivityDate: PREV, ...(kept ? profileWrites.streak(kept) : {}) },
  });
}

const all = (w: Record<string, Write | undefined>) => Object.values(w).filter((x): x is Write => x !== undefined);
/** fileTodaysReport's batch with the streak it stamps (null: none moves). */
const filing = (streak: Streak | null): Write[] =>
  all(reportWrites(owner, TODAY, 'Closed 3 tickets', false, PREV, WORLD_DEPARTMENT, streak));
/** The batch with its profile update changed. */
const filingWithProfile = (streak: Streak | null, changes: Record<string, unknown>): Write[] => {
  const w = reportWrites(owner, TODAY, 'Closed 3 tickets', false, PREV, WORLD_DEPARTMENT, streak);
  return all({ ...w, user: tamper(w.user, changes) });
};
const streakOnProfile = async () => {
  const p = await readDoc(suite.env, paths.user(E));
  return { current: p?.streakCurrent, best: p?.streakBest, day: p?.streakDay };
};

/** A working day's move: allowed. On a Sunday (the rules' day off) it is refused and the unmoved batch goes through. */
async function allowedOnWorkingDay(writes: Write[], expected: Streak) {
  if (!WORKING) {
    await deniedThenControl('owner', writes, filing(null));
    expect(await streakOnProfile()).toEqual({ current: KEPT.current, best: KEPT.best, day: KEPT.day });
    return;
  }
  await allowed('owner', writes);
  expect(await streakOnProfile()).toEqual(expected);
}

describe("a working day's report moves the streak", () => {
  it('goes on by one from the kept streak, keeping a larger best', async () => {
    await seedStreak();
    await allowedOnWorkingDay(filing({ current: 5, best: 6, day: TODAY }), { current: 5, best: 6, day: TODAY });
  });

  it('a longer streak is the new best', async () => {
    await seedStreak({ current: 6, best: 6, day: PREV });
    await allowedOnWorkingDay(filing({ current: 7, best: 7, day: TODAY }), { current: 7, best: 7, day: TODAY });
  });

  it('starts again at 1 after a break, keeping the best', async () => {
    await seedStreak();
    await allowedOnWorkingDay(filing({ current: 1, best: 6, day: TODAY }), { current: 1, best: 6, day: TODAY });
  });

  it('a legacy profile without the fields starts at 1', async () => {
    await seedStreak(null);
    await allowedOnWorkingDay(filing({ current: 1, best: 1, day: TODAY }), { current: 1, best: 1, day: TODAY });
  });

  it.each<[string, Streak | null, Record<string, unknown>]>([
    ['a current streak up by two', { current: 6, best: 6, day: TODAY }, {}],
    ['a current streak kept', { current: 4, best: 6, day: TODAY }, {}],
    ['a current streak of 0', { current: 0, best: 6, day: TODAY }, {}],
    ['a current streak that is not a whole number', { current: 5, best: 6, day: TODAY }, { streakCurrent: 4.5 }],
    ['a current streak as text', { current: 5, best: 6, day: TODAY }, { streakCurrent: '5' }],
    ['a best below the kept best', { current: 5, best: 5, day: TODAY }, {}],
    ['a best above the larger of the two', { current: 5, best: 9, day: TODAY }, {}],
    ['a best as text', { current: 5, best: 6, day: TODAY }, { streakBest: '6' }],
    // The update keeps the stored current (4) when it is missing: not the one the new day needs.
    ['a current streak missing', { current: 5, best: 6, day: TODAY }, { streakCurrent: undefined }],
    ["the streak's day yesterday", { current: 5, best: 6, day: PREV }, {}],
    ["the streak's day missing", { current: 5, best: 6, day: TODAY }, { streakDay: undefined }],
    ['no streak at all on a working day', null, {}],
    ['another profile field with it', { current: 5, best: 6, day: TODAY }, { points: 999_999 }],
  ])('refuses %s', async (_name, streak, changes) => {
    await seedStreak();
    await deniedThenControl('owner', filingWithProfile(streak, changes), WORKING ? filing({ current: 5, best: 6, day: TODAY }) : filing(null));
  });

  it('goes on from a last day months ago (a long leave never breaks a streak), by one and no more', async () => {
    const old = shiftDay(TODAY, -120);
    const profile = worldDocs()[paths.user(E)] ?? {};
    // The stamp is the streak's day here, so the batch's gap names it.
    await dirtyReset({ [paths.user(E)]: { ...profile, lastProductivityDate: old, ...profileWrites.streak({ current: 4, best: 6, day: old }) } });
    const batch = (s: Streak | null) => all(reportWrites(owner, TODAY, 'Closed 3 tickets', false, old, WORLD_DEPARTMENT, s));
    if (WORKING) {
      await deniedThenControl('owner', batch({ current: 6, best: 6, day: TODAY }), batch({ current: 5, best: 6, day: TODAY }));
      expect(await streakOnProfile()).toEqual({ current: 5, best: 6, day: TODAY });
    } else await deniedThenControl('owner', batch({ current: 5, best: 6, day: TODAY }), batch(null));
  });

  it("refuses going on from a kept day that is today (never counted twice); a legacy-shaped 1 goes through", async () => {
    const profile = worldDocs()[paths.user(E)] ?? {};
    await dirtyReset({ [paths.user(E)]: { ...profile, lastProductivityDate: PREV, ...profileWrites.streak({ current: 3, best: 3, day: TODAY }) } });
    await deniedThenControl(
      'owner',
      filing({ current: 4, best: 4, day: TODAY }),
      WORKING ? filing({ current: 1, best: 3, day: TODAY }) : filing(null),
    );
  });
});

describe("a day off's report leaves the streak", () => {
  it('on a holiday (or a Sunday) refuses any move of the streak and allows the report without one', async () => {
    const profile = worldDocs()[paths.user(E)] ?? {};
    await dirtyReset({
      [paths.user(E)]: { ...profile, lastProductivityDate: PREV, ...profileWrites.streak(KEPT) },
      [paths.holiday(TODAY)]: holidayDoc(TODAY),
    });
    for (const moved of [
      { current: 5, best: 6, day: TODAY },
      { current: 1, best: 6, day: TODAY },
    ])
      await denied('owner', filing(moved));
    await denied('owner', filingWithProfile(null, { streakBest: 7 }));
    await allowed('owner', filing(null));
    expect(await streakOnProfile()).toEqual({ current: KEPT.current, best: KEPT.best, day: KEPT.day });
  });
});

describe('the streak moves only with a report', () => {
  it('refuses the streak fields written without filing a report, alone or with the stamp', async () => {
    await seedStreak();
    const alone: Write = { path: paths.user(E), op: 'update', data: { ...profileWrites.streak({ current: 50, best: 50, day: TODAY }), updatedAt: serverTimestamp() } };
    const w = reportWrites(owner, TODAY, 'Closed 3 tickets', false, PREV, WORLD_DEPARTMENT, { current: 5, best: 6, day: TODAY });
    await denied('owner', [alone]);
    await denied('owner', [w.user]);
    await denied('owner', [w.user, w.gap]);
  });

  it("refuses another employee's or a manager's move of someone's streak", async () => {
    await seedStreak();
    const w = reportWrites(owner, TODAY, 'Closed 3 tickets', false, PREV, WORLD_DEPARTMENT, { current: 5, best: 6, day: TODAY });
    await denied('other', [w.user]);
    await denied('manager', all(w));
    await denied('admin', [w.user]);
  });
});
