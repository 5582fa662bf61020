/**
 * The audit trail: every admin write (account change, role change, roster add / edit / import row,
 * activity create / edit / deactivate, a month's budget, a repeating budget set or stopped, the
 * four-eyes threshold, a large adjustment asked for / approved / rejected, a holiday set / renamed /
 * removed) goes through only with its audit/{id} entry in the same batch, named by the document's
 * lastAudit (a removal: the entry whose id the removed document fixes), signed by the caller, holding
 * exactly the changed fields before and after. Entries are never updated or deleted, and only admins
 * read them. A claim's credit spending its queue's budget is no admin action and has no entry.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditChange, removalAuditId, removalChange, type AuditAction, type AuditTargetKind } from '@/data/schema/audit';
import { fourEyesWrites } from '@/data/schema/fourEyes';
import {
  REQUEST_REASON,
  SECOND_ADMIN,
  approveRequestWrites,
  budgetDefaultDoc,
  budgetDoc,
  changeBudgetWrite,
  extraPersonDocs,
  rejectRequestWrite,
  removeDefaultWrite,
  requestDoc,
  requestWrite,
  setBudgetWrite,
  setDefaultWrite,
  spendWrite,
  thisMonth,
  thresholdWrite,
} from '../support/budgets';
import { clientOf, expectLedgerConsistent, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  SEED_POINTS,
  accountWrite,
  approveWrites,
  holidayDoc,
  holidayRemoval,
  holidayWrite,
  seeded,
  activityCreateWrite,
  activityUpdateWrite,
  audited,
  newAuditId,
  roleChangeWrites,
  rosterCreateWrite,
  rosterEditWrites,
  unaudited,
  worldDocs,
  type Person,
  type Write,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl } = suite;

const E = PEOPLE.other.employeeId;
const provisioned = { ...PEOPLE.newcomer, employeeId: 'EMP300', email: 'emp300@ics-rewards.test' };

interface Case {
  name: string;
  /** The batch; the first write is the audited one. */
  writes: () => Write[];
  /** What the entry records after the write. */
  expected: { action: AuditAction; before: DocumentData; after: DocumentData; reason?: string };
  /** Documents beyond the world's that the write starts from. */
  seed?: () => Record<string, DocumentData>;
  /** The admin acting (default: PEOPLE.admin). */
  who?: Person;
  /** The employee whose balance the write changes (the ledger invariant is checked). */
  balanceOf?: string;
}

const admin2 = SECOND_ADMIN;
const DAY = '2026-10-02';
const REQ = 'REQ1';
const OWNER = PEOPLE.owner;
const stopping = budgetDefaultDoc('M2', 300);
const removedHoliday = { [`holidays/${DAY}`]: holidayDoc(DAY, 'Founders Day') };
const pendingRequest = () => ({ ...extraPersonDocs(admin2), ...requestDoc(PEOPLE.admin, REQ, OWNER, 800) });

const CASES: Case[] = [
  {
    name: 'blocking an account',
    writes: () => [accountWrite(E, { userStatus: 'blocked' })],
    expected: { action: 'account.change', before: { userStatus: 'unblocked' }, after: { userStatus: 'blocked' } },
  },
  {
    name: 'deactivating an account',
    writes: () => [accountWrite(E, { isActive: false })],
    expected: { action: 'account.change', before: { isActive: true }, after: { isActive: false } },
  },
  {
    name: 'changing a role',
    writes: () => {
      const w = roleChangeWrites(E, 'manager');
      return [w.roster, w.profile];
    },
    expected: { action: 'role.change', before: { userRole: 'employee' }, after: { userRole: 'manager' } },
  },
  {
    name: 'editing a roster entry',
    writes: () => {
      const w = rosterEditWrites(E, { designation: 'Lead' });
      return [w.roster, w.profile];
    },
    expected: { action: 'roster.update', before: { designation: 'Associate' }, after: { designation: 'Lead' } },
  },
  {
    name: 'adding a roster entry',
    writes: () => [rosterCreateWrite(provisioned)],
    expected: {
      action: 'roster.create',
      before: {},
      after: {
        employeeId: 'EMP300',
        email: 'emp300@ics-rewards.test',
        fullName: provisioned.name,
        designation: 'Associate',
        departments: ['HR'],
        userRole: 'employee',
        reviewQueues: [],
      },
    },
  },
  {
    name: 'importing a roster row',
    writes: () => [audited(rosterCreateWrite(provisioned), { action: 'roster.import' })],
    expected: {
      action: 'roster.import',
      before: {},
      after: {
        employeeId: 'EMP300',
        email: 'emp300@ics-rewards.test',
        fullName: provisioned.name,
        designation: 'Associate',
        departments: ['HR'],
        userRole: 'employee',
        reviewQueues: [],
      },
    },
  },
  {
    name: 'creating an activity',
    writes: () => [activityCreateWrite('PA050', 150)],
    expected: {
      action: 'activity.create',
      before: {},
      after: {
        id: 'PA050',
        name: 'Activity PA050',
        description: 'Do a good thing',
        points: 150,
        isActive: true,
        eligibilityCriteria: '',
        submissionGuidelines: '',
        verificationCriteria: '',
        approvalRule: 'single',
        autoMonthlyLimit: 0,
      },
    },
  },
  {
    name: "editing an activity's points",
    writes: () => [onlyChanged(activityUpdateWrite(ACTIVE_ACTIVITY.id), { points: 500 })],
    expected: { action: 'activity.update', before: { points: ACTIVE_ACTIVITY.points }, after: { points: 500 } },
  },
  {
    name: 'deactivating an activity',
    writes: () => [
      audited(onlyChanged(activityUpdateWrite(ACTIVE_ACTIVITY.id), { isActive: false }), {
        action: 'activity.deactivate',
      }),
    ],
    expected: { action: 'activity.deactivate', before: { isActive: true }, after: { isActive: false } },
  },
  {
    name: "setting a queue's month budget",
    writes: () => [setBudgetWrite(PEOPLE.admin, 'M1', 500)],
    expected: {
      action: 'budget.set',
      before: {},
      after: { queue: 'M1', month: thisMonth(), budget: 500, spent: 0, lastCredit: '' },
    },
  },
  {
    name: "changing a queue's month budget",
    seed: () => budgetDoc('M1', 300, 100),
    writes: () => [changeBudgetWrite(PEOPLE.admin, 'M1', 500, 300)],
    expected: { action: 'budget.set', before: { budget: 300 }, after: { budget: 500 } },
  },
  {
    name: "repeating a queue's budget every month",
    writes: () => [setDefaultWrite(PEOPLE.admin, 'M2', 400)],
    expected: { action: 'budgetDefault.set', before: {}, after: { queue: 'M2', budget: 400 } },
  },
  {
    name: 'changing a repeating budget',
    seed: () => budgetDefaultDoc('M2', 300),
    writes: () => [setDefaultWrite(PEOPLE.admin, 'M2', 400, 300)],
    expected: { action: 'budgetDefault.set', before: { budget: 300 }, after: { budget: 400 } },
  },
  {
    name: 'stopping a repeating budget (the document is deleted)',
    seed: () => stopping,
    writes: () => [removeDefaultWrite(PEOPLE.admin, 'M2', stopping['budgetDefaults/M2'] ?? {})],
    expected: { action: 'budgetDefault.remove', before: { queue: 'M2', budget: 300 }, after: {} },
  },
  {
    name: 'setting the four-eyes threshold',
    writes: () => [thresholdWrite(PEOPLE.admin, 1000)],
    expected: { action: 'fourEyes.set', before: {}, after: { threshold: 1000 } },
  },
  {
    name: 'changing the four-eyes threshold',
    seed: () => ({ 'settings/fourEyes': fourEyesWrites.threshold(800, 'ADM001', Timestamp.fromMillis(Date.now() - 86_400_000)) }),
    writes: () => [thresholdWrite(PEOPLE.admin, 1000, 800)],
    expected: { action: 'fourEyes.set', before: { threshold: 800 }, after: { threshold: 1000 } },
  },
  {
    name: 'asking for a large adjustment',
    writes: () => [requestWrite(PEOPLE.admin, REQ, OWNER, 800)],
    expected: {
      action: 'adjustment.request',
      before: {},
      after: { employeeId: OWNER.employeeId, employeeName: OWNER.name, points: 800, reason: REQUEST_REASON, status: 'pending' },
      reason: REQUEST_REASON,
    },
  },
  {
    name: 'approving a large adjustment (a second admin; the credit in the same transaction)',
    seed: pendingRequest,
    who: admin2,
    balanceOf: OWNER.employeeId,
    writes: () => Object.values(approveRequestWrites(admin2, REQ, OWNER.employeeId, 1, 800, SEED_POINTS)),
    expected: {
      action: 'adjustment.approve',
      before: { status: 'pending' },
      after: { status: 'approved', entryId: 'adjustment-1' },
      reason: REQUEST_REASON,
    },
  },
  {
    name: 'rejecting a large adjustment',
    seed: pendingRequest,
    who: admin2,
    writes: () => [rejectRequestWrite(admin2, REQ, 'Not agreed with HR')],
    expected: { action: 'adjustment.reject', before: { status: 'pending' }, after: { status: 'rejected' }, reason: 'Not agreed with HR' },
  },
  {
    name: 'setting a holiday',
    writes: () => [holidayWrite(DAY, 'Gandhi Jayanti')],
    expected: { action: 'holiday.set', before: {}, after: { day: DAY, name: 'Gandhi Jayanti' } },
  },
  {
    name: 'renaming a holiday',
    seed: () => removedHoliday,
    writes: () => [holidayWrite(DAY, 'Gandhi Jayanti', PEOPLE.admin, removedHoliday[`holidays/${DAY}`])],
    expected: { action: 'holiday.set', before: { name: 'Founders Day' }, after: { name: 'Gandhi Jayanti' } },
  },
  {
    name: 'removing a holiday (the document is deleted)',
    seed: () => removedHoliday,
    writes: () => [holidayRemoval(DAY, removedHoliday[`holidays/${DAY}`] ?? {})],
    expected: { action: 'holiday.remove', before: { day: DAY, name: 'Founders Day' }, after: {} },
  },
];

/** An activity edit that writes `changes` and the stored values of every other field (the form saves all). */
function onlyChanged(w: Write, changes: DocumentData): Write {
  const stored = worldDocs()[w.path] ?? {};
  const data: DocumentData = {};
  for (const key of Object.keys(w.data)) data[key] = key === 'updatedAt' ? w.data[key] : (changes[key] ?? stored[key]);
  return { ...w, data };
}

/** The first write of the batch with its audit changed (the rest as they are). */
function withAudit(writes: Write[], change: (w: Write) => Write): Write[] {
  const [first, ...rest] = writes;
  if (!first) throw new Error('no writes');
  return [change(first), ...rest];
}

/** The entry the honest write would record, with `forge` over it. */
function forged(w: Write, forge: (entry: { before: DocumentData; after: DocumentData }) => DocumentData): Write {
  if (!w.audit) throw new Error(`${w.path} is not audited`);
  const stored = w.audit.stored ?? (w.op === 'set' ? {} : (worldDocs()[w.path] ?? {}));
  const change = w.op === 'delete' ? removalChange(stored) : auditChange(stored, w.data);
  return { ...w, audit: { ...w.audit, forge: forge(change) } };
}

/** The id the entry of the batch's audited write gets: a fresh one, or the id a removal fixes. */
function entryIdOf(w: Write | undefined): string {
  if (w?.op !== 'delete') return newAuditId();
  const [kind = '', id = ''] = w.path.split('/');
  return removalAuditId(kind as AuditTargetKind, id, w.audit?.stored ?? {});
}

/** The first key of a map (the entry's changed field). */
const firstKey = (m: DocumentData): string => Object.keys(m)[0] ?? '';

describe.each(CASES)('$name', ({ writes, expected, seed, who = PEOPLE.admin, balanceOf }) => {
  const prepare = async () => {
    if (seed) await suite.dirtyReset(seed());
  };
  const removal = () => writes()[0]?.op === 'delete';

  it('is allowed with its entry, which records who, what, which document and the change', async () => {
    await prepare();
    const batch = withAudit(writes(), (w) => ({ ...w, audit: { action: expected.action, ...w.audit, id: entryIdOf(w) } }));
    const [first] = batch;
    const id = first?.audit?.id ?? '';
    await allowed(who, batch);
    const entry = await readDoc(suite.env, `audit/${id}`);
    const [kind, targetId] = (first?.path ?? '').split('/');
    expect(entry).toMatchObject({
      action: expected.action,
      targetKind: kind,
      targetId,
      before: expected.before,
      after: expected.after,
      reason: expected.reason ?? '',
      createdBy: who.employeeId,
      createdByName: who.name,
    });
    expect(Object.keys(entry?.before ?? {}).sort()).toEqual(Object.keys(expected.before).sort());
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(Object.keys(expected.after).sort());
    const target = await readDoc(suite.env, first?.path ?? '');
    if (removal()) expect(target).toBeUndefined();
    else expect(target?.lastAudit).toBe(id);
    if (balanceOf) await expectLedgerConsistent(suite.env, balanceOf);
  });

  it('is denied without an entry (and without naming one)', async () => {
    await prepare();
    await deniedThenControl(who, withAudit(writes(), unaudited), writes());
  });

  it('is denied naming an entry that the batch does not create', async () => {
    await prepare();
    await deniedThenControl(
      who,
      withAudit(writes(), (w) => ({ ...w, audit: { action: expected.action, ...w.audit, omitEntry: true } })),
      writes(),
    );
  });

  it('is denied with a forged actor or a name that is not theirs', async () => {
    await prepare();
    for (const forge of [
      { createdBy: PEOPLE.inactiveAdmin.employeeId },
      { createdBy: PEOPLE.manager.employeeId, createdByName: PEOPLE.manager.name },
      { createdByName: PEOPLE.manager.name },
      { createdByName: '' },
      // Another admin's id and name: not the caller's.
      who === PEOPLE.admin ? { createdBy: admin2.employeeId, createdByName: admin2.name } : { createdBy: PEOPLE.admin.employeeId, createdByName: PEOPLE.admin.name },
    ]) {
      await denied(who, withAudit(writes(), (w) => ({ ...w, audit: { action: expected.action, ...w.audit, forge } })));
    }
    await allowed(who, writes());
  });

  it("is denied when the entry's before or after does not match the change", async () => {
    await prepare();
    const attacks: ((c: { before: DocumentData; after: DocumentData }) => DocumentData)[] = removal()
      ? [
          // A removal records the document as it was and nothing after.
          (c) => ({ after: { [firstKey(c.before)]: 'something else' } }),
          (c) => ({ before: { ...c.before, [firstKey(c.before)]: 'something else' } }),
          (c) => ({ before: { ...c.before, unrelated: 0 } }),
          () => ({ before: {} }),
        ]
      : [
          // A changed field left out, or a value that is not what was written / stored.
          () => ({ after: {} }),
          (c) => ({ after: { ...c.after, [firstKey(c.after)]: 'something else' } }),
          (c) => ({ before: { ...c.before, [firstKey(c.after)]: 'something else' } }),
          // An unchanged field passed off as changed.
          (c) => ({ after: { ...c.after, unrelated: 1 }, before: { ...c.before, unrelated: 0 } }),
        ];
    if (!removal() && Object.keys(expected.before).length > 0) attacks.push(() => ({ before: {} }));
    for (const attack of attacks) await denied(who, withAudit(writes(), (w) => forged(w, attack)));
    await allowed(who, writes());
  });

  it('is denied with an entry for another document or another action', async () => {
    await prepare();
    await denied(who, withAudit(writes(), (w) => forged(w, () => ({ targetId: 'EMP001' }))));
    const other: AuditAction = expected.action === 'account.change' ? 'role.change' : 'account.change';
    await denied(who, withAudit(writes(), (w) => forged(w, () => ({ action: other }))));
    await allowed(who, writes());
  });

  it('is denied to a manager or finance even with an entry', async () => {
    await prepare();
    await denied('manager', withAudit(writes(), (w) => ({ ...w, audit: { ...(w.audit ?? { action: expected.action }), by: PEOPLE.manager } })));
    await denied('finance', withAudit(writes(), (w) => ({ ...w, audit: { ...(w.audit ?? { action: expected.action }), by: PEOPLE.finance } })));
  });
});

describe("a claim's credit spending its queue's budget is no admin action", () => {
  it('goes through without an entry, and with one it is refused', async () => {
    const claim = seeded(OWNER.employeeId).pendingClaim;
    const credit = () => [
      ...Object.values(approveWrites(PEOPLE.admin, OWNER.employeeId, claim, ACTIVE_ACTIVITY.points, SEED_POINTS)),
      spendWrite(PEOPLE.admin, 'M3', 150 + ACTIVE_ACTIVITY.points, OWNER.employeeId, claim),
    ];
    await suite.dirtyReset(budgetDoc('M3', 1000, 150));
    const [approval, ...rest] = credit();
    const spend = rest.pop();
    if (!approval || !spend) throw new Error('no writes');
    await denied('admin', [approval, ...rest, audited(spend, { action: 'budget.set', stored: { spent: 150 } })]);
    await allowed('admin', credit());
    await expectLedgerConsistent(suite.env, OWNER.employeeId);
  });
});

describe('the entries', () => {
  /** An allowed account change; its entry's id. */
  async function oneEntry(): Promise<string> {
    const id = newAuditId();
    await allowed('admin', [{ ...accountWrite(E, { userStatus: 'blocked' }), audit: { action: 'account.change', id } }]);
    return id;
  }

  it('an older entry cannot be named again by a later change', async () => {
    const id = await oneEntry();
    await denied('admin', [
      {
        ...accountWrite(E, { userStatus: 'unblocked' }),
        audit: { action: 'account.change', id, omitEntry: true, stored: { userStatus: 'blocked' } },
      },
    ]);
  });

  it('an entry alone, without the change it records, is denied', async () => {
    const w = accountWrite(E, { userStatus: 'blocked' });
    const entry = {
      action: 'account.change',
      targetKind: 'users',
      targetId: E,
      before: { userStatus: 'unblocked' },
      after: { userStatus: 'blocked' },
      reason: '',
      createdAt: serverTimestamp(),
      createdBy: PEOPLE.admin.employeeId,
      createdByName: PEOPLE.admin.name,
    };
    await denied('admin', [{ path: `audit/${newAuditId()}`, op: 'set', data: entry }]);
    await allowed('admin', [w]);
  });

  it('are never updated or deleted, by anyone, admins included', async () => {
    const id = await oneEntry();
    for (const who of ['admin', 'manager', 'owner', 'finance'] as const) {
      const db = clientOf(suite.env, who);
      await assertFails(updateDoc(doc(db, 'audit', id), { reason: 'rewritten' }));
      await assertFails(setDoc(doc(db, 'audit', id), { action: 'role.change' }));
      await assertFails(deleteDoc(doc(db, 'audit', id)));
    }
    expect(await readDoc(suite.env, `audit/${id}`)).toMatchObject({ after: { userStatus: 'blocked' } });
  });

  it('are read by admins only: an employee, a manager and finance cannot read them', async () => {
    const id = await oneEntry();
    await assertSucceeds(getDoc(doc(clientOf(suite.env, 'admin'), 'audit', id)));
    await assertSucceeds(getDocs(collection(clientOf(suite.env, 'admin'), 'audit')));
    for (const who of ['owner', 'manager', 'finance', 'inactiveAdmin'] as const) {
      const db = clientOf(suite.env, who);
      await assertFails(getDoc(doc(db, 'audit', id)));
      await assertFails(getDocs(collection(db, 'audit')));
    }
  });
});
