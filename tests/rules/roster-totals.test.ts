/**
 * The roster's kept total (rosterTotals/all: `entries`, `lastBatch`, `updatedAt`): every request that
 * creates roster entries moves it by exactly their number, listing their ids, and nothing else moves
 * it (docs/data-model.md, `rosterTotals/all`). Each attack is the app's own request with one thing
 * changed, followed by the honest request.
 */
import { deleteDoc, doc, getDoc, increment, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { rosterTotalsWrites } from '@/data/schema/rosterTotals';
import { clientOf, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  PEOPLE,
  audited,
  paths,
  rosterCreateWrite,
  rosterEditWrites,
  rosterTotalWrite,
  rosterTotalsPath,
  tamper,
  withoutRosterTotal,
  worldDocs,
  type Person,
  type Write,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, markDirty } = suite;

/** Roster entries of the seeded world (the total as the migration left it). */
const WORLD_ENTRIES = Object.keys(worldDocs()).filter((p) => p.startsWith('roster/')).length;
const provisioned = (id: string): Person => ({ ...PEOPLE.newcomer, employeeId: id, uid: `uid-${id.toLowerCase()}`, email: `${id.toLowerCase()}@ics-rewards.test`, name: `Name ${id}` });
/** A new entry, imported (the counted mark: the request moves the total, listing it). */
const newRow = (id: string) => audited(rosterCreateWrite(provisioned(id)), { action: 'roster.import' });
/** New entries without the total's move, and the total's move of `ids` written by hand. */
const rowsMovedBy = (rows: Write[], move: Write) => [...rows.map(withoutRosterTotal), move];
const totalOf = () => readDoc(suite.env, rosterTotalsPath);

describe('the roster total moves with the entries a request creates', () => {
  it('allows a single add: one more, listing it', async () => {
    await allowed('admin', [rosterCreateWrite(provisioned('EMP300'))]);
    expect(await totalOf()).toMatchObject({ entries: WORLD_ENTRIES + 1, lastBatch: ['EMP300'] });
  });

  it('allows an import request of five new rows and an edit: five more, listing the five', async () => {
    const ids = ['EMP301', 'EMP302', 'EMP303', 'EMP304', 'EMP305'];
    await allowed('admin', [...ids.map(newRow), ...Object.values(rosterEditWrites(PEOPLE.other.employeeId, { designation: 'Lead' }))]);
    expect(await totalOf()).toMatchObject({ entries: WORLD_ENTRIES + 5, lastBatch: ids });
  });

  it('creates the total with the first entries of a project that has none', async () => {
    await suite.env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, rosterTotalsPath));
    });
    markDirty();
    await allowed('admin', [newRow('EMP306'), newRow('EMP307')]);
    expect(await totalOf()).toMatchObject({ entries: 2, lastBatch: ['EMP306', 'EMP307'] });
  });

  it('leaves it alone when a request only edits (a re-import of existing rows)', async () => {
    await allowed('admin', Object.values(rosterEditWrites(PEOPLE.other.employeeId, { designation: 'Lead' })));
    expect(await totalOf()).toMatchObject({ entries: WORLD_ENTRIES, lastBatch: [] });
  });
});

describe('the roster total refuses', () => {
  it('an entry created without moving the total', async () => {
    await deniedThenControl('admin', [withoutRosterTotal(newRow('EMP310'))], [newRow('EMP310')]);
  });

  it('an entry the total does not list (it lists another new one)', async () => {
    const rows = [newRow('EMP310'), newRow('EMP311')];
    await deniedThenControl('admin', rowsMovedBy(rows, rosterTotalWrite(['EMP310'])), rows);
  });

  it('the total moved without entries (listing ids that are not created)', async () => {
    await denied('admin', [rosterTotalWrite(['EMP312'])]);
    await denied('admin', [tamper(rosterTotalWrite(['EMP312']), { lastBatch: [], entries: increment(0) })]);
  });

  it('the total moved by the wrong amount', async () => {
    const rows = [newRow('EMP313')];
    await denied('admin', rowsMovedBy(rows, tamper(rosterTotalWrite(['EMP313']), { entries: increment(2) })));
    await deniedThenControl('admin', rowsMovedBy(rows, tamper(rosterTotalWrite(['EMP313']), { entries: increment(0) })), rows);
  });

  it('listing an existing entry (a re-import or an edit counted as new)', async () => {
    const edit = Object.values(rosterEditWrites(PEOPLE.other.employeeId, { designation: 'Lead' }));
    await denied('admin', [...edit, rosterTotalWrite([PEOPLE.other.employeeId])]);
    const rows = [newRow('EMP314')];
    await deniedThenControl('admin', rowsMovedBy(rows, rosterTotalWrite(['EMP314', PEOPLE.other.employeeId])), rows);
  });

  it('an id listed twice', async () => {
    const rows = [newRow('EMP315')];
    await deniedThenControl('admin', rowsMovedBy(rows, rosterTotalWrite(['EMP315', 'EMP315'])), rows);
  });

  it('more new entries in one request than the rules check (six)', async () => {
    const six = ['EMP320', 'EMP321', 'EMP322', 'EMP323', 'EMP324', 'EMP325'].map(newRow);
    await deniedThenControl('admin', six, six.slice(0, 5));
  });

  it('a total of another shape, time, name or list', async () => {
    const rows = [newRow('EMP316')];
    const move = rosterTotalWrite(['EMP316']);
    await denied('admin', rowsMovedBy(rows, tamper(move, { note: 'x' })));
    await denied('admin', rowsMovedBy(rows, tamper(move, { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) })));
    await denied('admin', rowsMovedBy(rows, tamper(move, { lastBatch: 'EMP316' })));
    await denied('admin', [...rows.map(withoutRosterTotal), { ...move, path: 'rosterTotals/other' }, move]);
  });

  it('a non-admin moving it', async () => {
    await denied('manager', [rosterTotalWrite([PEOPLE.other.employeeId])]);
    await denied('manager', [{ path: rosterTotalsPath, op: 'set', data: rosterTotalsWrites.whole(1, serverTimestamp()) }]);
  });

  it('its deletion, by anyone', async () => {
    await denied('admin', [{ path: rosterTotalsPath, op: 'delete', data: {} }]);
  });

  it('the deletion of a roster entry', async () => {
    await denied('admin', [{ path: paths.roster(PEOPLE.other.employeeId), op: 'delete', data: {} }]);
  });
});

describe('who reads the roster total', () => {
  it('admins do; managers, finance and employees do not', async () => {
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'admin'), rosterTotalsPath)));
    for (const who of ['manager', 'finance', 'owner'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), rosterTotalsPath)));
    }
  });
});
