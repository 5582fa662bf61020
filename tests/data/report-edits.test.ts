/**
 * Editing today's report through the app's data layer (editTodaysReport, listReports) with the rules on:
 * the owner's edit changes the text and keeps `editedAt` and the count; the converter reads a report
 * without them as never edited; every refusal (yesterday's report, the sixth edit with a stale count
 * on screen, someone else's report) is the one DataError in words, never Firebase's message.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '@/data/errors';
import { saveRosterEntries } from '@/data/roster/api';
import { editTodaysReport, listReports } from '@/data/reports/api';
import { reportWrites } from '@/data/schema/reports';
import { REPORT_EDIT_LIMIT } from '@/domain/constants';
import { istDayKey } from '@/domain/ist';
import { editedLabel, REPORT_EDIT_TEXTS } from '@/domain/reportEdits';
import type { ProductivityReport } from '@/domain/types';
import { deleteAllApps, makerOf, provisionFirstAdmin, rosterRow, signUpWithProfile, type AppUser } from '../support/appClients';
import { clearAuthAccounts } from '../support/emulator';
import { closeRulesEnv, createRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
let owner: AppUser;
let other: AppUser;
const TODAY = istDayKey(new Date());
const YESTERDAY = istDayKey(new Date(Date.now() - 86_400_000));

/** A report of `day` as filed, written with the rules off (`extra`: fields on top, e.g. a count). */
async function seedReport(employeeId: string, day: string, extra: Record<string, unknown> = {}): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const filed = reportWrites.file({ employeeId, name: `Name ${employeeId}`, designation: 'Associate' }, day, 'Closed 3 tickets', Timestamp.now());
    await setDoc(doc(ctx.firestore(), 'users', employeeId, 'productivityReports', day), { ...filed, ...extra });
  });
}

async function reportOf(user: AppUser, day: string): Promise<ProductivityReport> {
  const found = (await listReports(user.db, user.employeeId)).find((r) => r.dayKey === day);
  if (!found) throw new Error(`no report of ${day}`);
  return found;
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  await clearAuthAccounts();
  await provisionFirstAdmin(env);
  const admin = await signUpWithProfile('ADM001');
  await saveRosterEntries(admin.db, makerOf('ADM001'), [rosterRow('EMP001'), rosterRow('EMP002')]);
  owner = await signUpWithProfile('EMP001');
  other = await signUpWithProfile('EMP002');
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe("editing today's report (editTodaysReport)", () => {
  it('reads a report without the new fields as never edited; the edit keeps the text, editedAt and the count', async () => {
    await seedReport('EMP001', TODAY);
    const filed = await reportOf(owner, TODAY);
    expect(filed).toMatchObject({ edits: 0, editedAt: null });
    expect(editedLabel(filed)).toBeNull();
    await editTodaysReport(owner.db, 'EMP001', filed, '  Closed 4 tickets  ');
    const edited = await reportOf(owner, TODAY);
    expect(edited).toMatchObject({ tasks: 'Closed 4 tickets', edits: 1 });
    expect(edited.editedAt).toBeInstanceOf(Date);
    expect(editedLabel(edited)).toMatch(/^edited \d{2}:\d{2}$/);
  });

  it("refuses yesterday's report before writing, and the rules refuse it when the screen thought otherwise", async () => {
    await seedReport('EMP001', YESTERDAY);
    const yesterday = await reportOf(owner, YESTERDAY);
    const early = await refusal(editTodaysReport(owner.db, 'EMP001', yesterday, 'Late fix'));
    expect(early).toBeInstanceOf(DataError);
    expect((early as DataError).message).toBe(REPORT_EDIT_TEXTS.refused);
    // The screen was opened yesterday (its clock says the report is still today's): the rules decide.
    const stale = await refusal(editTodaysReport(owner.db, 'EMP001', { ...yesterday, dayKey: TODAY }, 'Late fix', new Date()));
    expect(stale).toBeInstanceOf(Error);
    expect((stale as Error).message).toBe(REPORT_EDIT_TEXTS.refused);
    expect((await reportOf(owner, YESTERDAY)).tasks).toBe('Closed 3 tickets');
  });

  it('refuses the sixth edit: before writing, and by the rules when the count on screen is stale', async () => {
    await seedReport('EMP002', TODAY, { editedAt: Timestamp.now(), edits: REPORT_EDIT_LIMIT });
    const full = await reportOf(other, TODAY);
    expect(full.edits).toBe(REPORT_EDIT_LIMIT);
    expect(((await refusal(editTodaysReport(other.db, 'EMP002', full, 'Sixth'))) as Error).message).toBe(REPORT_EDIT_TEXTS.refused);
    const stale = await refusal(editTodaysReport(other.db, 'EMP002', { ...full, edits: 0 }, 'Sixth'));
    expect(stale).toBeInstanceOf(DataError);
    expect((stale as DataError).message).toBe(REPORT_EDIT_TEXTS.refused);
    expect((await reportOf(other, TODAY)).tasks).toBe('Closed 3 tickets');
  });

  it("refuses an edit of someone else's report in words", async () => {
    await seedReport('EMP001', TODAY);
    const mine = await reportOf(owner, TODAY);
    const error = await refusal(editTodaysReport(other.db, 'EMP001', mine, 'Not mine'));
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).message).toBe(REPORT_EDIT_TEXTS.refused);
  });
});
