/**
 * The roster import at any size, as the app runs it against the emulator and the real rules: more
 * than 200 rows from one file, Cancel and a re-run that finishes the job without duplicates (rows
 * already imported are skipped, not re-written), a mailbox another entry holds refused with its
 * reason, and a signed-up employee moved to a new mailbox whose role stays editable.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRoster, changeRole, listRosterPage, saveRosterEntries, type RosterProgress } from '@/data/roster/api';
import { listAuditRange } from '@/data/audit/api';
import { deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const admin = () => people.person('ADM001').db;
const by = makerOf('ADM001');

beforeAll(async () => {
  env = await people.setUpOrganisation([rosterRow('EMP001')]);
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => rosterRow(`EMP${String(from + i)}`));

describe('the roster import', () => {
  it('imports more than 200 rows from one file', async () => {
    const result = await saveRosterEntries(admin(), by, rows(1000, 201), 'import');
    expect(result).toMatchObject({ created: 201, updated: 0, unchanged: 0, refused: [], cancelled: false });
    expect(await countRoster(admin(), 'emp1')).toBe(201);
  }, 300_000);

  it('stops at Cancel and a re-run finishes without duplicates, skipping the rows already imported', async () => {
    const file = rows(2000, 60);
    const controller = new AbortController();
    const seen: RosterProgress[] = [];
    const first = await saveRosterEntries(admin(), by, file, 'import', {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.processed >= 20) controller.abort();
      },
    });
    expect(first.cancelled).toBe(true);
    expect(first.created).toBeGreaterThanOrEqual(20);
    expect(first.created).toBeLessThan(60);
    expect(seen.every((p, i) => i === 0 || p.processed >= (seen[i - 1]?.processed ?? 0))).toBe(true);
    const again = await saveRosterEntries(admin(), by, file, 'import');
    expect(again).toMatchObject({ created: 60 - first.created, unchanged: first.created, updated: 0, cancelled: false });
    expect(await countRoster(admin(), 'emp2')).toBe(60);
    // Each row was written once: one roster.import entry each.
    const audit = await listAuditRange(admin(), { actor: '', action: 'roster.import', target: 'EMP2000', range: { from: '', to: '' } });
    expect(audit).toHaveLength(1);
  }, 300_000);

  it("refuses a row whose mailbox another entry holds, with the reason, and writes the others", async () => {
    const taken = { ...rosterRow('EMP3000'), email: rosterRow('EMP001').email };
    const result = await saveRosterEntries(admin(), by, [{ line: 2, entry: taken }, { line: 3, entry: rosterRow('EMP3001') }], 'import');
    expect(result.refused).toEqual([
      {
        line: 2,
        employeeId: 'EMP3000',
        email: 'emp001@ics-rewards.test',
        reason: 'email: emp001@ics-rewards.test already belongs to EMP001',
        taken: { field: 'email', owner: 'EMP001' },
      },
    ]);
    expect(result.created).toBe(1);
    expect(await countRoster(admin(), 'EMP3000')).toBe(0);
  }, 120_000);

  it("moves a signed-up employee to a new mailbox; their role stays editable and the old mailbox is free", async () => {
    const moved = { ...rosterRow('EMP001'), email: 'asha.new@ics-rewards.test' };
    expect(await saveRosterEntries(admin(), by, [moved])).toMatchObject({ updated: 1, refused: [] });
    await changeRole(admin(), by, 'EMP001', 'manager');
    expect((await people.profile('EMP001')).userRole).toBe('manager');
    // The profile keeps the account's verified mailbox until its owner confirms the new one.
    expect((await people.profile('EMP001')).email).toBe('emp001@ics-rewards.test');
    const reuse = await saveRosterEntries(admin(), by, [{ ...rosterRow('EMP3002'), email: 'emp001@ics-rewards.test' }]);
    expect(reuse).toMatchObject({ created: 1, refused: [] });
    const page = await listRosterPage(admin(), 'asha.new@');
    expect(page.items.map((e) => e.employeeId)).toEqual(['EMP001']);
  }, 120_000);
});
