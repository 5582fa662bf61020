/**
 * The daily reports' count in the month totals (monthTotals/{YYYY-MM}_{department}: `reports`,
 * `reportDays`, `lastReport`): every non-Director's report batch moves its day's month total of the
 * filer's first department by one, in the bucket of its day, naming the report; never alone, never by
 * another amount, in another bucket, department or month, never for a Director's report, never with a
 * posting's field (docs/data-model.md#insights). Each attack is the app's own batch with one thing
 * changed, followed by the honest batch.
 */
import { increment } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { monthBefore } from '@/domain/budgets';
import { emptyTotals, monthTotalsWrites } from '@/data/schema/monthTotals';
import { readDoc } from '../support/rules';
import {
  PEOPLE,
  WORLD_DEPARTMENT,
  paths,
  reportTotalWrite,
  reportTotalsPath,
  reportWrites,
  seeded,
  tamper,
  reportDay,
  worldDocs,
  type Write,
} from '../support/world';
import { rulesSuite } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const owner = PEOPLE.owner;
const E = owner.employeeId;
const day = reportDay();
const month = day.slice(0, 7);
const DD = day.slice(8, 10);
/** Another day of the month than today's. */
const OTHER = DD === '01' ? '02' : '01';
const all = (w: Record<string, Write | undefined>) => Object.values(w).filter((x): x is Write => x !== undefined);
/** Today's report batch as fileTodaysReport writes it. */
const filing = () => all(reportWrites(owner, day));
/** The batch without its count. */
const uncounted = () => all({ ...reportWrites(owner, day), total: undefined });
/** The batch with its count's data changed. */
const countedWith = (changes: Record<string, unknown>) => [...uncounted(), tamper(reportTotalWrite(owner, day), changes)];
const totalOf = async (path = reportTotalsPath(day)) => readDoc(suite.env, path);

describe("a report counts in its month's total", () => {
  it('allows the report with its count, creating the total: one report, in its day, naming it', async () => {
    await allowed('owner', filing());
    expect(await totalOf()).toMatchObject({
      month,
      department: WORLD_DEPARTMENT,
      reports: 1,
      reportDays: { [DD]: 1 },
      lastReport: `${E}/${day}`,
    });
  });

  it("adds to an existing total, leaving the month's postings as they were", async () => {
    const stored = monthTotalsWrites.whole(
      { ...emptyTotals(month, WORLD_DEPARTMENT), points: { ...emptyTotals(month, WORLD_DEPARTMENT).points, earned: 300 }, claims: 3, reports: 4, reportDays: { [OTHER]: 4 } },
      'EMP002/claim-EMP002-009',
      new Date(),
      `EMP002/${month}-${OTHER}`,
    );
    await dirtyReset({ [reportTotalsPath(day)]: stored });
    await allowed('owner', filing());
    expect(await totalOf()).toMatchObject({
      earned: 300,
      claims: 3,
      lastEntry: 'EMP002/claim-EMP002-009',
      reports: 5,
      reportDays: { [OTHER]: 4, [DD]: 1 },
      lastReport: `${E}/${day}`,
    });
  });

  it('refuses the report without its count', async () => {
    await deniedThenControl('owner', uncounted(), filing());
  });

  it.each<[string, Record<string, unknown>]>([
    ['by two', { reports: increment(2) }],
    ['in another day', { reportDays: { [OTHER]: increment(1) } }],
    ['in two days', { reportDays: { [DD]: increment(1), [OTHER]: increment(1) } }],
    ['by two in its day', { reportDays: { [DD]: increment(2) } }],
    ['with another department named', { department: 'Tech Team' }],
    ['with another month named', { month: monthBefore(month, 1) }],
    ['naming another report', { lastReport: `${E}/${seeded(E).yesterdayReport}` }],
    ['naming a report of someone else', { lastReport: `${PEOPLE.other.employeeId}/${day}` }],
    ['moving earned', { earned: increment(100) }],
    ['moving claims', { claims: increment(1) }],
    ['moving earners', { earners: increment(1) }],
    ['naming a ledger entry', { lastEntry: `${E}/opening` }],
  ])('refuses a count %s', async (_name, changes) => {
    await deniedThenControl('owner', countedWith(changes), filing());
  });

  it("refuses the count in another department's total (also when the right one counts it)", async () => {
    const elsewhere = { ...reportTotalWrite(owner, day, 'Tech Team') };
    await denied('owner', [...uncounted(), elsewhere]);
    await deniedThenControl('owner', [...filing(), elsewhere], filing());
  });

  it("refuses the count in another month's total", async () => {
    const earlier = monthBefore(month, 1);
    const wrongMonth = tamper({ ...reportTotalWrite(owner, day), path: `monthTotals/${earlier}_${WORLD_DEPARTMENT}` }, { month: earlier });
    await denied('owner', [...uncounted(), wrongMonth]);
    await deniedThenControl('owner', [...filing(), wrongMonth], filing());
  });

  it('refuses a count without a new report: naming an old report, or a report not filed', async () => {
    const yesterday = seeded(E).yesterdayReport;
    await denied('owner', [reportTotalWrite(owner, yesterday)]);
    await denied('owner', [reportTotalWrite(owner, day)]);
    await deniedThenControl('owner', [reportTotalWrite(owner, day, WORLD_DEPARTMENT)], filing());
  });

  it("counts no Director's report: the report alone is allowed, its count refused", async () => {
    await dirtyReset({ [paths.user(E)]: { ...worldDocs()[paths.user(E)], designation: 'Director' } });
    const directors = all(reportWrites(owner, day, 'Board review', true));
    expect(directors.some((w) => w.path.startsWith('monthTotals/'))).toBe(false);
    await deniedThenControl('owner', [...directors, reportTotalWrite(owner, day)], directors);
    expect(await totalOf()).toBeUndefined();
  });

  it('refuses a second report of the same day, and a second count of the first', async () => {
    await allowed('owner', filing());
    await denied('owner', all(reportWrites(owner, day, 'Again')));
    await denied('owner', [reportTotalWrite(owner, day)]);
    expect(await totalOf()).toMatchObject({ reports: 1, reportDays: { [DD]: 1 } });
  });

  it("refuses someone else's count of the owner's report", async () => {
    await deniedThenControl('other', filing(), filing(), 'owner');
  });
});
