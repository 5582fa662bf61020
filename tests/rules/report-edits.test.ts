/**
 * Editing today's report (users/{e}/productivityReports/{day}, canEditReport): its owner changes the
 * text of the report of today in India (istToday()) at most 5 times; only `tasks` (text rules as on
 * create), `editedAt` (the request's time) and `edits` (the stored count plus one) change, so no other
 * field, counter, stamp or gap moves. Each attack is denied beside its honest control
 * (docs/data-model.md#productivity-reports).
 */
import { increment, serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { REPORT_EDIT_LIMIT, TEXT_MAX } from '@/domain/constants';
import { istDayKey } from '@/domain/ist';
import { readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import { PEOPLE, paths, reportEditWrite, reportTotalsPath, storedReportDoc, tamper, type Person, type Write } from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const owner = PEOPLE.owner;
const E = owner.employeeId;
const TODAY = istDayKey(new Date());
const YESTERDAY = istDayKey(new Date(Date.now() - 86_400_000));

/** The app's edit (editTodaysReport) of the owner's report of today. */
const edit = (p: Person = owner, day = TODAY, tasks?: string): Write => reportEditWrite(p, day, tasks);

/** Seeds the owner's reports of today and yesterday (IST), today's edited `edits` times. */
async function seedReports(edits?: number, p: Person = owner) {
  await dirtyReset({
    [paths.report(p.employeeId, TODAY)]: storedReportDoc(p, TODAY, edits),
    [paths.report(p.employeeId, YESTERDAY)]: storedReportDoc(p, YESTERDAY),
  });
}

describe("editing today's report", () => {
  it("allows the owner to change today's text: editedAt is now, the count is one, the rest as filed", async () => {
    await seedReports();
    const before = await readDoc(suite.env, paths.report(E, TODAY));
    await allowed('owner', [edit()]);
    const after = await readDoc(suite.env, paths.report(E, TODAY));
    expect(after).toMatchObject({ tasks: 'Closed 4 tickets', edits: 1 });
    expect(after?.editedAt).toBeInstanceOf(Timestamp);
    const { tasks: _t, editedAt: _a, edits: _n, ...unchanged } = after ?? {};
    const { tasks: _t0, ...filed } = before ?? {};
    expect(unchanged).toEqual(filed);
  });

  it("refuses an edit of someone else's report, by an employee, a manager or an admin", async () => {
    await seedReports();
    for (const who of ['other', 'manager', 'admin'] as const) await denied(who, [edit()]);
    await deniedThenControl('other', [edit()], [edit()], 'owner');
  });

  it("refuses the owner's own edit once blocked", async () => {
    await seedReports(undefined, PEOPLE.blocked);
    await denied('blocked', [edit(PEOPLE.blocked)]);
  });

  it("refuses an edit of yesterday's report (past IST midnight), today's allowed", async () => {
    await seedReports();
    await deniedThenControl('owner', [edit(owner, YESTERDAY)], [edit()]);
  });

  it(`allows the ${String(REPORT_EDIT_LIMIT)}th edit and refuses the ${String(REPORT_EDIT_LIMIT + 1)}th`, async () => {
    await seedReports(REPORT_EDIT_LIMIT - 1);
    await allowed('owner', [edit()]);
    expect(await readDoc(suite.env, paths.report(E, TODAY))).toMatchObject({ edits: REPORT_EDIT_LIMIT });
    await denied('owner', [edit(owner, TODAY, 'One more time')]);
    expect(await readDoc(suite.env, paths.report(E, TODAY))).toMatchObject({ tasks: 'Closed 4 tickets', edits: REPORT_EDIT_LIMIT });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a count not up by one', { edits: 2 }],
    ['a count kept', { edits: 0 }],
    ['a count down', { edits: increment(-1) }],
    ['no count', { edits: undefined }],
    ['editedAt not now', { editedAt: Timestamp.fromMillis(Date.now() - 3_600_000) }],
    ['no editedAt', { editedAt: undefined }],
    ['a blank text', { tasks: '   ' }],
    ['a text over the limit', { tasks: 'x'.repeat(TEXT_MAX + 1) }],
    ['a text not a string', { tasks: 42 }],
    ['the day changed', { date: 20200101 }],
    ['the filing time changed', { dateTime: serverTimestamp() }],
    ['the name changed', { employeeName: 'Someone Else' }],
    ['the owner changed', { employeeId: 'EMP002' }],
    ['the Director flag changed', { director: true }],
    ['the late flag changed', { late: true }],
    ['an extra key', { pinned: true }],
  ])('refuses an edit with %s', async (_name, changes) => {
    await seedReports();
    await deniedThenControl('owner', [tamper(edit(), changes)], [edit()]);
  });

  it('allows a text at the limit', async () => {
    await seedReports();
    await allowed('owner', [edit(owner, TODAY, 'x'.repeat(TEXT_MAX))]);
  });

  it("moves no counter: the edit with the month total's count, the profile's stamp or a gap is refused", async () => {
    await seedReports();
    const total: Write = {
      path: reportTotalsPath(TODAY),
      op: 'merge',
      data: { reports: increment(1), reportDays: { [TODAY.slice(8, 10)]: increment(1) } },
    };
    const stamp: Write = { path: paths.user(E), op: 'update', data: { lastProductivityDate: TODAY } };
    const gap: Write = {
      path: paths.reportGap(E, TODAY),
      op: 'set',
      data: { employeeId: E, employeeName: owner.name, director: false, after: '', before: TODAY },
    };
    for (const extra of [total, stamp, gap]) await denied('owner', [edit(), extra]);
    const profileBefore = await readDoc(suite.env, paths.user(E));
    const totalBefore = await readDoc(suite.env, reportTotalsPath(TODAY));
    await allowed('owner', [edit()]);
    expect(await readDoc(suite.env, paths.user(E))).toEqual(profileBefore);
    expect(await readDoc(suite.env, reportTotalsPath(TODAY))).toEqual(totalBefore);
    expect(await readDoc(suite.env, paths.reportGap(E, TODAY))).toBeUndefined();
  });

  it('still refuses deleting a report, the owner included', async () => {
    await seedReports();
    await denied('owner', [{ path: paths.report(E, TODAY), op: 'delete', data: {} }]);
  });
});
