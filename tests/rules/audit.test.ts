/**
 * The audit trail: every admin write (account change, role change, roster add / edit / import row,
 * activity create / edit / deactivate) goes through only with its audit/{id} entry in the same batch,
 * named by the document's lastAudit, signed by the caller, holding exactly the changed fields before
 * and after. Entries are never updated or deleted, and only admins read them.
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
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditChange, type AuditAction } from '@/data/schema/audit';
import { clientOf, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  accountWrite,
  activityCreateWrite,
  activityUpdateWrite,
  audited,
  newAuditId,
  roleChangeWrites,
  rosterCreateWrite,
  rosterEditWrites,
  unaudited,
  worldDocs,
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
  expected: { action: AuditAction; before: DocumentData; after: DocumentData };
}

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
  return { ...w, audit: { ...w.audit, forge: forge(auditChange(stored, w.data)) } };
}

/** The first key of a map (the entry's changed field). */
const firstKey = (m: DocumentData): string => Object.keys(m)[0] ?? '';

describe.each(CASES)('$name', ({ writes, expected }) => {
  it('is allowed with its entry, which records who, what, which document and the change', async () => {
    const id = newAuditId();
    const batch = withAudit(writes(), (w) => ({ ...w, audit: { action: expected.action, ...w.audit, id } }));
    const [first] = batch;
    await allowed('admin', batch);
    const entry = await readDoc(suite.env, `audit/${id}`);
    const [kind, targetId] = (first?.path ?? '').split('/');
    expect(entry).toMatchObject({
      action: expected.action,
      targetKind: kind,
      targetId,
      before: expected.before,
      after: expected.after,
      reason: '',
      createdBy: PEOPLE.admin.employeeId,
      createdByName: PEOPLE.admin.name,
    });
    expect(Object.keys(entry?.before ?? {}).sort()).toEqual(Object.keys(expected.before).sort());
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(Object.keys(expected.after).sort());
    expect((await readDoc(suite.env, first?.path ?? ''))?.lastAudit).toBe(id);
  });

  it('is denied without an entry (and without naming one)', async () => {
    await deniedThenControl('admin', withAudit(writes(), unaudited), writes());
  });

  it('is denied naming an entry that the batch does not create', async () => {
    await deniedThenControl(
      'admin',
      withAudit(writes(), (w) => ({ ...w, audit: { action: expected.action, ...w.audit, omitEntry: true } })),
      writes(),
    );
  });

  it('is denied with a forged actor or a name that is not theirs', async () => {
    for (const forge of [
      { createdBy: PEOPLE.inactiveAdmin.employeeId },
      { createdBy: PEOPLE.manager.employeeId, createdByName: PEOPLE.manager.name },
      { createdByName: PEOPLE.manager.name },
      { createdByName: '' },
    ]) {
      await denied(
        'admin',
        withAudit(writes(), (w) => ({ ...w, audit: { action: expected.action, ...w.audit, forge } })),
      );
    }
    await allowed('admin', writes());
  });

  it("is denied when the entry's before or after does not match the change", async () => {
    const attacks: ((c: { before: DocumentData; after: DocumentData }) => DocumentData)[] = [
      // A changed field left out, or a value that is not what was written / stored.
      () => ({ after: {} }),
      (c) => ({ after: { ...c.after, [firstKey(c.after)]: 'something else' } }),
      (c) => ({ before: { ...c.before, [firstKey(c.after)]: 'something else' } }),
      // An unchanged field passed off as changed.
      (c) => ({ after: { ...c.after, unrelated: 1 }, before: { ...c.before, unrelated: 0 } }),
    ];
    if (Object.keys(expected.before).length > 0) attacks.push(() => ({ before: {} }));
    for (const attack of attacks) await denied('admin', withAudit(writes(), (w) => forged(w, attack)));
    await allowed('admin', writes());
  });

  it('is denied with an entry for another document or another action', async () => {
    await denied('admin', withAudit(writes(), (w) => forged(w, () => ({ targetId: 'EMP001' }))));
    const other: AuditAction = expected.action === 'account.change' ? 'role.change' : 'account.change';
    await denied('admin', withAudit(writes(), (w) => forged(w, () => ({ action: other }))));
    await allowed('admin', writes());
  });

  it('is denied to a manager or finance even with an entry', async () => {
    await denied('manager', withAudit(writes(), (w) => ({ ...w, audit: { ...(w.audit ?? { action: expected.action }), by: PEOPLE.manager } })));
    await denied('finance', withAudit(writes(), (w) => ({ ...w, audit: { ...(w.audit ?? { action: expected.action }), by: PEOPLE.finance } })));
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
