/**
 * The Employees tab's total is the roster's kept total (rosterTotals/all), one read at any size, and it
 * equals a count() of the whole roster after everything the app writes to the roster: a single add, an
 * import of new rows over several requests, a re-import that only updates, a mixed re-import, a
 * refused row and two imports at once (docs/data-model.md, `rosterTotals/all`). Searched totals are still
 * count()s.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getCount, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMeter } from '@/data/readMeter';
import { countRoster, saveRosterEntries } from '@/data/roster/api';
import { deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { closeRulesEnv, readDoc } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const admin = () => people.person('ADM001').db;
const by = makerOf('ADM001');
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => rosterRow(`EMP${String(from + i)}`));

beforeAll(async () => {
  env = await people.setUpOrganisation([rosterRow('EMP001')]);
}, 120_000);

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** The roster counted directly (1 read per started 1,000 entries). */
const counted = async (db: Firestore) => (await getCount(collection(db, 'roster'))).data().count;

/** The kept total as the Employees tab reads it, and the reads it cost. */
async function keptTotal(): Promise<{ total: number; reads: number }> {
  readMeter.reset();
  const total = await countRoster(admin(), '');
  return { total, reads: readMeter.total() };
}

describe("the roster's kept total", () => {
  it('counts the first admin and the set-up import, in one read', async () => {
    expect(await keptTotal()).toEqual({ total: 2, reads: 1 });
    expect(await counted(admin())).toBe(2);
  });

  it('moves with a single add (the form)', async () => {
    expect(await saveRosterEntries(admin(), by, [rosterRow('EMP100')], 'form', { addOnly: true })).toMatchObject({ created: 1 });
    expect((await keptTotal()).total).toBe(await counted(admin()));
    expect(await readDoc(env, 'rosterTotals/all')).toMatchObject({ entries: 3, lastBatch: ['EMP100'] });
  });

  it('moves with an import of new rows over several requests', async () => {
    const result = await saveRosterEntries(admin(), by, rows(200, 12), 'import');
    expect(result).toMatchObject({ created: 12, refused: [] });
    expect((await keptTotal()).total).toBe(15);
    expect(await counted(admin())).toBe(15);
  }, 120_000);

  it('stays with a re-import that only updates, and moves with a mixed one by its new rows only', async () => {
    const changed = rows(200, 12).map((r) => ({ ...r, designation: 'Supervisor' }));
    expect(await saveRosterEntries(admin(), by, changed, 'import')).toMatchObject({ created: 0, updated: 12 });
    expect((await keptTotal()).total).toBe(15);
    const mixed = [...rows(200, 3), ...rows(300, 4), { ...rosterRow('EMP400'), email: rosterRow('EMP001').email }];
    const result = await saveRosterEntries(admin(), by, mixed, 'import');
    expect(result).toMatchObject({ created: 4, updated: 3 });
    expect(result.refused).toHaveLength(1);
    expect((await keptTotal()).total).toBe(19);
    expect(await counted(admin())).toBe(19);
  }, 120_000);

  it('moves with two imports at once (blind increments: neither conflicts on the total)', async () => {
    const [a, b] = await Promise.all([
      saveRosterEntries(admin(), by, rows(500, 7), 'import'),
      saveRosterEntries(admin(), by, rows(600, 8), 'import'),
    ]);
    expect([a.created, b.created]).toEqual([7, 8]);
    expect((await keptTotal()).total).toBe(34);
    expect(await counted(admin())).toBe(34);
  }, 120_000);

  it('is counted when a project has none yet (before npm run migrate)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('rosterTotals/all').delete();
    });
    expect((await keptTotal()).total).toBe(34);
  });

  it('is not used for a searched total, which counts its matches', async () => {
    expect(await countRoster(admin(), 'emp20')).toBe(10);
    expect(await countRoster(admin(), 'EMP3')).toBe(4);
  });
});
