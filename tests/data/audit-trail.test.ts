/**
 * The audit trail as the app writes and reads it, against the emulator and the real rules: every row
 * of an import is its own entry (rows written in requests within the rules'
 * look-up limits, signed-up rows copying to their profile), each admin action leaves exactly one
 * entry (budgets, repeating budgets, the four-eyes threshold and holidays included, a removal too), the
 * Audit screen's filters run on the server, and only admins read it.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, updateActivity } from '@/data/activities/api';
import { listAuditPage, listAuditRange, type AuditFilter } from '@/data/audit/api';
import { firestoreCode } from '@/data/errors';
import { changeRole, packRosterRows, saveRosterEntries } from '@/data/roster/api';
import { updateAccount } from '@/data/users/api';
import { setBudget } from '@/data/budgets/api';
import { deleteHoliday, saveHoliday } from '@/data/holidays/api';
import { approveRequest, rejectRequest, setThreshold } from '@/data/ledger/fourEyes';
import { adjustPoints, ledgerTotal } from '@/data/ledger/api';
import { budgetId } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { toDayKey } from '@/domain/dates';
import { activityCreateSchema, adjustmentSchema } from '@/domain/schemas';
import { actorOf, deleteAllApps, makerOf, rosterRow, signedUpPeople } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';
import { TRANSACTION_DEFAULTS } from '@/data/transaction';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person } = people;
const admin = () => person('ADM001').db;
const ANY: AuditFilter = { actor: '', action: '', target: '', range: { from: '', to: '' } };
/** New rows in one request of an import (packRosterRows). */
const NEW_PER_REQUEST = packRosterRows(Array.from({ length: 50 }, () => ({ stored: null, entry: { email: '' } })))[0]?.length ?? 1;
const NEW_ROWS = Array.from({ length: 2 * NEW_PER_REQUEST + 1 }, (_, i) => rosterRow(`EMP${300 + i}`));

/**
 * About the entries, not the offline deadline (src/data/transaction.test.ts proves that): on a busy
 * 2-core machine the emulator took more than the app's 4 s to answer an import's transaction.
 */
const APP_DEADLINE_MS = TRANSACTION_DEFAULTS.deadlineMs;

beforeAll(async () => {
  TRANSACTION_DEFAULTS.deadlineMs = 60_000;
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager'),
    rosterRow('EMP001'),
    rosterRow('EMP002'),
    rosterRow('ADM002', 'admin'),
  ]);
});

afterAll(async () => {
  TRANSACTION_DEFAULTS.deadlineMs = APP_DEADLINE_MS;
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe('the audit trail', () => {
  it('an import of more rows than one transaction holds: one roster.import entry per written row', async () => {
    const edited = [
      { ...rosterRow('EMP001'), designation: 'Lead' },
      { ...rosterRow('EMP002'), designation: 'Supervisor' },
    ];
    const result = await saveRosterEntries(
      admin(),
      makerOf('ADM001'),
      [...edited, ...NEW_ROWS],
      'import',
    );
    expect(result).toMatchObject({ created: NEW_ROWS.length, updated: 2, unchanged: 0, refused: [], cancelled: false });
    const imported = await listAuditRange(admin(), { ...ANY, action: 'roster.import' });
    const ids = (id: string) => imported.filter((e) => e.target.id === id);
    for (const row of NEW_ROWS) expect(ids(row.employeeId)).toHaveLength(1);
    // EMP001 was imported once by the set-up, then edited here: newest first.
    expect(ids('EMP001').map((e) => e.after)).toEqual([{ designation: 'Lead' }, expect.objectContaining({ employeeId: 'EMP001' })]);
    expect(ids('EMP001')[0]).toMatchObject({
      before: { designation: 'Associate' },
      createdBy: 'ADM001',
      createdByName: 'Name ADM001',
      target: { kind: 'roster', id: 'EMP001' },
    });
    expect((await people.profile('EMP001')).designation).toBe('Lead');
  });

  it("each account, role and activity change leaves one entry; the screen's filters run on the server", async () => {
    const by = makerOf('ADM001');
    await changeRole(admin(), by, 'EMP002', 'manager');
    await updateAccount(admin(), by, 'EMP002', { userStatus: 'blocked' });
    await updateAccount(admin(), by, 'EMP002', { userStatus: 'unblocked' });
    const id = await createActivity(
      admin(),
      by,
      activityCreateSchema.parse({ name: 'Audit me', description: 'd', points: 100, isActive: true }),
    );
    const terms = { name: 'Audit me', description: 'd', isActive: true, eligibilityCriteria: '', submissionGuidelines: '', verificationCriteria: '' };
    await updateActivity(admin(), by, id, { ...terms, points: 500 });
    await updateActivity(admin(), by, id, { ...terms, points: 500, isActive: false });

    const emp = await listAuditPage(admin(), { ...ANY, target: 'EMP002' });
    expect(emp.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['account.change', { userStatus: 'blocked' }, { userStatus: 'unblocked' }],
      ['account.change', { userStatus: 'unblocked' }, { userStatus: 'blocked' }],
      ['role.change', { userRole: 'employee' }, { userRole: 'manager' }],
      ['roster.import', { designation: 'Associate' }, { designation: 'Supervisor' }],
      ['roster.import', {}, expect.objectContaining({ employeeId: 'EMP002' })],
    ]);
    const activity = await listAuditPage(admin(), { ...ANY, target: id });
    expect(activity.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['activity.deactivate', { isActive: true }, { isActive: false }],
      ['activity.update', { points: 100 }, { points: 500 }],
      ['activity.create', {}, expect.objectContaining({ points: 100, name: 'Audit me' })],
    ]);
    const roles = await listAuditPage(admin(), { ...ANY, actor: 'ADM001', action: 'role.change', target: 'EMP002' });
    expect(roles.items).toHaveLength(1);
    const today = toDayKey(new Date());
    const todays = await listAuditRange(admin(), { ...ANY, range: { from: today, to: today } }, undefined, undefined, 7);
    expect(todays.length).toBe((await listAuditRange(admin(), ANY)).length);
    const tomorrow = toDayKey(new Date(Date.now() + 86_400_000));
    expect((await listAuditPage(admin(), { ...ANY, range: { from: tomorrow, to: '' } })).items).toEqual([]);
  });

  it("a month's budget, its repeating default, the four-eyes threshold and holidays each leave their entry, removals too", async () => {
    const by = actorOf(person('ADM001'), 'Name ADM001');
    const month = istMonthKey(new Date());
    await setBudget(admin(), by, { queue: 'M1', month, budget: 500, repeat: true }, 'Q4 plan');
    // Same amount, still repeating: nothing changes, no entry.
    await setBudget(admin(), by, { queue: 'M1', month, budget: 500, repeat: true });
    await setBudget(admin(), by, { queue: 'M1', month, budget: 700, repeat: false });
    await setThreshold(admin(), by, 900, 'Fewer second approvals');
    const day = `${new Date().getFullYear() + 1}-01-26`;
    await saveHoliday(admin(), by, { day, name: 'Republic Day' });
    await saveHoliday(admin(), by, { day, name: 'Republic Day (observed)' }, 'Observed on the Monday');
    await deleteHoliday(admin(), by, day, 'The state moved it');
    await saveHoliday(admin(), by, { day, name: 'Republic Day' });
    await deleteHoliday(admin(), by, day);

    const changes = async (target: string) =>
      (await listAuditPage(admin(), { ...ANY, target })).items.map((e) => [e.action, e.before, e.after, e.reason]);
    expect(await changes(budgetId('M1', month))).toEqual([
      ['budget.set', { budget: 500 }, { budget: 700 }, ''],
      ['budget.set', {}, { queue: 'M1', month, budget: 500, spent: 0, lastCredit: '' }, 'Q4 plan'],
    ]);
    expect(await changes('M1')).toEqual([
      ['budgetDefault.remove', { queue: 'M1', budget: 500 }, {}, ''],
      ['budgetDefault.set', {}, { queue: 'M1', budget: 500 }, 'Q4 plan'],
    ]);
    expect(await changes('fourEyes')).toEqual([['fourEyes.set', {}, { threshold: 900 }, 'Fewer second approvals']]);
    // Set, renamed, removed, set again and removed again: each removal its own entry.
    expect(await changes(day)).toEqual([
      ['holiday.remove', { day, name: 'Republic Day' }, {}, ''],
      ['holiday.set', {}, { day, name: 'Republic Day' }, ''],
      ['holiday.remove', { day, name: 'Republic Day (observed)' }, {}, 'The state moved it'],
      ['holiday.set', { name: 'Republic Day' }, { name: 'Republic Day (observed)' }, 'Observed on the Monday'],
      ['holiday.set', {}, { day, name: 'Republic Day' }, ''],
    ]);
    expect((await listAuditPage(admin(), { ...ANY, target: day })).items.every((e) => e.createdByName === 'Name ADM001')).toBe(true);
  });

  it('a large adjustment asked for, approved by a second admin (credited), and another rejected: one entry each', async () => {
    const ask = (points: string, reason: string) =>
      adjustPoints(admin(), actorOf(person('ADM001'), 'Name ADM001'), 'EMP001', adjustmentSchema.parse({ points, reason }));
    // Above the threshold set to 900 earlier in this file.
    const approved = await ask('+1500', 'Annual award agreed with HR');
    const rejected = await ask('+1600', 'Typed one zero too many');
    if (approved.kind !== 'pending' || rejected.kind !== 'pending') throw new Error('expected pending requests');
    const second = actorOf(person('ADM002'), 'Name ADM002');
    await approveRequest(person('ADM002').db, second, approved.requestId);
    await rejectRequest(person('ADM002').db, second, rejected.requestId, 'Not agreed');
    const changes = async (target: string) =>
      (await listAuditPage(admin(), { ...ANY, target })).items.map((e) => [e.action, e.createdBy, e.before, e.after, e.reason]);
    expect(await changes(approved.requestId)).toEqual([
      ['adjustment.approve', 'ADM002', { status: 'pending' }, { status: 'approved', entryId: 'adjustment-1' }, 'Annual award agreed with HR'],
      ['adjustment.request', 'ADM001', {}, expect.objectContaining({ points: 1500, status: 'pending', employeeId: 'EMP001' }), 'Annual award agreed with HR'],
    ]);
    expect(await changes(rejected.requestId)).toEqual([
      ['adjustment.reject', 'ADM002', { status: 'pending' }, { status: 'rejected' }, 'Not agreed'],
      ['adjustment.request', 'ADM001', {}, expect.objectContaining({ points: 1600 }), 'Typed one zero too many'],
    ]);
    expect(await ledgerTotal(admin(), 'EMP001')).toBe((await people.profile('EMP001')).points);
  });

  it('an employee and a manager cannot read it through the app (finance: tests/rules/audit.test.ts)', async () => {
    for (const id of ['EMP001', 'MGR001']) {
      const code = await listAuditPage(person(id).db, ANY).then(
        () => 'read',
        (e: unknown) => firestoreCode(e),
      );
      expect(code).toBe('permission-denied');
    }
  });
});
