/**
 * scripts/migrate.ts against the Firestore emulator with legacy-shaped data (profiles from before the roster): roster
 * entries from existing profiles, the first admin, nothing else changed, idempotent, dry run.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { rosterWrites } from '../../src/data/schema/roster';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATION_ACTOR } from '../../scripts/migrate';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';

const PROJECT = `${PROJECT_ID}-migrate`;
let app: App;
let db: Firestore;

/** Profiles as older versions of the app wrote them. */
/** The mailbox two legacy roster entries share. */
const SHARED = 'shared@ics-rewards.test';
const rosterRowOf = (employeeId: string) => ({
  employeeId,
  email: SHARED,
  fullName: `Name ${employeeId}`,
  designation: 'Associate',
  departments: ['HR' as const],
  userRole: 'employee' as const,
  reviewQueues: [],
});

/** A roster entry as written before the name search key. */
function withoutNameKey({ nameLower: _n, ...rest }: Record<string, unknown>) {
  return rest;
}

const LEGACY = {
  EMP001: {
    employeeId: 'EMP001',
    name: 'Asha',
    fullName: 'Asha Verma',
    email: 'EMP001@ics-rewards.test',
    number: '9876543210',
    gender: 'Female',
    dob: '1994-05-12',
    designation: 'Cafe Supervisor',
    departments: ['Loocafe', 'Board'],
    userRole: 'employee',
    points: 120,
  },
  MGR001: {
    name: 'Vikram Singh',
    email: 'mgr001@ics-rewards.test',
    department: 'Operations Manager',
    departments: 'Loocafe',
    userRole: 'manager',
    points: 0,
  },
  EMP777: { name: 'No Mailbox', departments: ['HR'], designation: 'Clerk' },
};

/** Legacy claims: one without the name search key, one that has it already. */
const LEGACY_CLAIMS: Record<string, Record<string, unknown>> = {
  'users/EMP001/requestedClaims/EMP001-001': {
    employeeId: 'EMP001',
    employeeName: 'Asha Verma',
    status: 'approved',
  },
  'users/EMP001/requestedClaims/EMP001-002': {
    employeeId: 'EMP001',
    employeeName: 'Asha Verma',
    employeeNameLower: 'asha verma',
    status: 'pending',
  },
};

/** The audit entry the document's lastAudit names. */
async function auditOf(path: string): Promise<Record<string, unknown> | undefined> {
  const id: unknown = (await db.doc(path).get()).data()?.lastAudit;
  if (typeof id !== 'string') throw new Error(`${path} names no audit entry`);
  return (await db.doc(`audit/${id}`).get()).data();
}

async function snapshot(): Promise<Record<string, unknown>> {
  const [users, roster, claims, audit, gaps, mailboxes] = await Promise.all([
    db.collection('users').get(),
    db.collection('roster').get(),
    db.collectionGroup('requestedClaims').get(),
    db.collection('audit').get(),
    db.collectionGroup('reportGaps').get(),
    db.collection('rosterEmails').get(),
  ]);
  const out: Record<string, unknown> = {};
  for (const d of [...users.docs, ...roster.docs, ...claims.docs, ...audit.docs, ...gaps.docs, ...mailboxes.docs]) {
    const { createdAt: _c, ...rest } = d.data();
    out[d.ref.path] = rest;
  }
  return out;
}

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'migrate-test');
  db = getFirestore(app);
  await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  const batch = db.batch();
  for (const [id, data] of Object.entries(LEGACY)) batch.set(db.doc(`users/${id}`), data);
  for (const [path, data] of Object.entries(LEGACY_CLAIMS)) batch.set(db.doc(path), data);
  // Roster entries written before the mailbox index and the name search key; two share a mailbox.
  for (const id of ['EMP701', 'EMP700'])
    batch.set(db.doc(`roster/${id}`), withoutNameKey(rosterWrites.create(rosterRowOf(id), 'ADM001', new Date(0))));
  // Reports filed before the report batch recorded gaps: two of EMP001's, one filed late.
  for (const [day, late] of [['2025-09-01', false], ['2025-09-04', false], ['2025-09-03', true]] as const) {
    batch.set(db.doc(`users/EMP001/productivityReports/${day}`), {
      date: Number(day.replaceAll('-', '')),
      tasks: 'Legacy',
      employeeId: 'EMP001',
      ...(late ? { late } : {}),
    });
  }
  // A holiday and a leave day between the two: the streak the migration keeps goes across them.
  batch.set(db.doc('holidays/2025-09-02'), { day: '2025-09-02', name: 'Onam' });
  batch.set(db.doc('users/EMP001/leaveDays/2025-09-03'), { employeeId: 'EMP001', day: '2025-09-03', requestId: 'L1' });
  await batch.commit();
});

afterAll(async () => {
  await deleteApp(app);
});

describe('npm run migrate', () => {
  const quiet = () => undefined;

  it('--dry-run prints the plan and writes nothing', async () => {
    const before = await snapshot();
    const lines: string[] = [];
    const plan = await migrate(db, { projectId: PROJECT, dryRun: true, log: (l) => lines.push(l) });
    expect(plan.created).toEqual(['EMP001', 'MGR001']);
    expect(lines.join('\n')).toContain('roster/EMP001: would be written');
    expect(await snapshot()).toEqual(before);
  });

  it('creates roster entries from existing profiles, moves the personal fields, adds the directory fields and leaves the rest alone', async () => {
    const before = await snapshot();
    const result = await migrate(db, { projectId: PROJECT, log: quiet, by: 'ops@ics-rewards.test' });
    expect(result.created).toEqual(['EMP001', 'MGR001']);
    // Each roster entry it wrote has its audit entry, by the migration and who ran it, named by lastAudit.
    for (const id of ['EMP001', 'MGR001']) {
      const entry = await auditOf(`roster/${id}`);
      expect(entry).toMatchObject({
        action: 'roster.create',
        targetKind: 'roster',
        targetId: id,
        before: {},
        createdBy: MIGRATION_ACTOR,
        createdByName: 'npm run migrate (ops@ics-rewards.test)',
      });
      expect(entry?.after).toMatchObject({ employeeId: id });
    }
    expect(result.movedPersonal).toEqual(['EMP001']);
    // The directory's search key, Director flag and '' report stamp (docs/data-model.md, the directory's queries).
    expect(result.directoryFields).toEqual(['EMP001', 'EMP777', 'MGR001']);
    // Manage Requests' name search key on the legacy claim that lacked it; the other is left alone.
    expect(result.claimNameKeys).toEqual(['users/EMP001/requestedClaims/EMP001-001']);
    // The gaps between EMP001's reports (the late one closes none), as the report batch records them.
    expect(result.reportGaps).toEqual(['users/EMP001/reportGaps/2025-09-01', 'users/EMP001/reportGaps/2025-09-04']);
    expect((await db.doc('users/EMP001/reportGaps/2025-09-01').get()).data()).toEqual({
      employeeId: 'EMP001',
      employeeName: 'Asha',
      director: false,
      after: '',
      before: '2025-09-01',
    });
    expect((await db.doc('users/EMP001/reportGaps/2025-09-04').get()).data()).toMatchObject({
      after: '2025-09-01',
      before: '2025-09-04',
    });
    // The streak EMP001's reports make (1 September, then 4 September across the holiday and the leave day).
    expect(result.streaks).toEqual(['EMP001']);
    const directory = {
      nameLower: 'asha verma',
      director: false,
      lastProductivityDate: '',
      streakCurrent: 2,
      streakBest: 2,
      streakDay: '2025-09-04',
    };
    expect((await db.doc('users/EMP001/private/personal').get()).data()).toMatchObject({
      number: '9876543210',
      gender: 'Female',
      dob: '1994-05-12',
    });
    expect(result.skipped.map((s) => s.employeeId)).toEqual(['EMP777']);
    const emp = (await db.doc('roster/EMP001').get()).data();
    expect(emp).toMatchObject({
      employeeId: 'EMP001',
      email: 'emp001@ics-rewards.test',
      fullName: 'Asha Verma',
      designation: 'Cafe Supervisor',
      departments: ['Loocafe'],
      userRole: 'employee',
      reviewQueues: [],
      createdBy: MIGRATION_ACTOR,
    });
    expect((await db.doc('roster/MGR001').get()).data()).toMatchObject({
      fullName: 'Vikram Singh',
      designation: 'Operations Manager',
      departments: ['Loocafe'],
      userRole: 'manager',
    });
    const after = await snapshot();
    expect(after['users/EMP001/requestedClaims/EMP001-001']).toEqual({
      ...LEGACY_CLAIMS['users/EMP001/requestedClaims/EMP001-001'],
      employeeNameLower: 'asha verma',
    });
    expect(after['users/EMP001/requestedClaims/EMP001-002']).toEqual(
      LEGACY_CLAIMS['users/EMP001/requestedClaims/EMP001-002'],
    );
    const { number: _n, gender: _g, dob: _d, ...rest } = before['users/EMP001'] as Record<string, unknown>;
    expect(after['users/EMP001']).toEqual({ ...rest, ...directory });
    expect(after['users/MGR001']).toEqual({
      ...(before['users/MGR001'] as object),
      nameLower: 'vikram singh',
      director: false,
      lastProductivityDate: '',
    });
    expect(after['users/EMP777']).toEqual({
      ...(before['users/EMP777'] as object),
      nameLower: 'no mailbox',
      director: false,
      lastProductivityDate: '',
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await snapshot();
    const result = await migrate(db, { projectId: PROJECT, log: quiet });
    expect(result.created).toEqual([]);
    expect(result.movedPersonal).toEqual([]);
    expect(result.directoryFields).toEqual([]);
    expect(result.claimNameKeys).toEqual([]);
    expect(result.reportGaps).toEqual([]);
    expect(result.streaks).toEqual([]);
    expect(result.mailboxIndexes).toEqual([]);
    expect(result.rosterNameKeys).toEqual([]);
    expect(result.unchanged).toEqual(['EMP001', 'MGR001']);
    expect(await snapshot()).toEqual(before);
  });

  it("indexed every roster entry's mailbox once (the lowest employee id of a shared one) and added the name key", async () => {
    const index = await db.collection('rosterEmails').get();
    const byMailbox = Object.fromEntries(index.docs.map((d) => [d.id, d.data().employeeId]));
    expect(byMailbox).toMatchObject({ [SHARED]: 'EMP700' });
    for (const id of ['EMP001', 'MGR001']) {
      const email = (await db.doc(`roster/${id}`).get()).data()?.email as string;
      expect(byMailbox[email]).toBe(id);
    }
    expect((await db.doc('roster/EMP701').get()).data()?.nameLower).toBe('name emp701');
    const again = await migrate(db, { projectId: PROJECT, log: quiet });
    expect(again.sharedMailboxes).toEqual([{ employeeId: 'EMP701', email: SHARED, holder: 'EMP700' }]);
  });

  it('--admin provisions the first admin of a project, once', async () => {
    const result = await migrate(db, {
      projectId: PROJECT,
      admin: { employeeId: 'adm001', email: 'Owner@ics-rewards.test', fullName: 'First Admin' },
      log: quiet,
    });
    expect(result.created).toEqual(['ADM001']);
    expect((await db.doc('roster/ADM001').get()).data()).toMatchObject({
      email: 'owner@ics-rewards.test',
      fullName: 'First Admin',
      userRole: 'admin',
      departments: ['HR'],
    });
    const again = await migrate(db, {
      projectId: PROJECT,
      admin: { employeeId: 'ADM001', email: 'owner@ics-rewards.test' },
      log: quiet,
    });
    expect(again.created).toEqual([]);
  });

  it('--admin on an existing profile makes its roster entry and role admin', async () => {
    const result = await migrate(db, {
      projectId: PROJECT,
      admin: { employeeId: 'MGR001', email: 'mgr001@ics-rewards.test' },
      log: quiet,
    });
    expect(result.promoted).toEqual(['MGR001']);
    expect((await db.doc('roster/MGR001').get()).data()?.userRole).toBe('admin');
    expect((await db.doc('users/MGR001').get()).data()?.userRole).toBe('admin');
    // A role change is audited as one, whoever makes it (the role-change filter finds it).
    expect(await auditOf('roster/MGR001')).toMatchObject({
      action: 'role.change',
      before: { userRole: 'manager' },
      after: { userRole: 'admin' },
      createdBy: MIGRATION_ACTOR,
    });
    expect(await auditOf('users/MGR001')).toMatchObject({
      action: 'role.change',
      targetKind: 'users',
      before: { userRole: 'manager' },
      after: { userRole: 'admin' },
    });
  });
});

describe('npm run migrate: the company e-mail domain (settings/organisation)', () => {
  it('sets it from --email-domain, once, and says when a project has none', async () => {
    const quiet = () => undefined;
    const lines: string[] = [];
    const none = await migrate(db, { projectId: PROJECT, dryRun: true, log: (l) => lines.push(l) });
    expect(none.emailDomainInForce).toBeNull();
    expect(lines.join('\n')).toContain('no company e-mail domain; roster writes are refused');
    await expect(migrate(db, { projectId: PROJECT, emailDomain: 'not a domain', log: quiet })).rejects.toThrow('--email-domain');
    const set = await migrate(db, { projectId: PROJECT, emailDomain: 'ICS-Rewards.test', log: quiet });
    expect(set.emailDomain).toBe('ics-rewards.test');
    expect((await db.doc('settings/organisation').get()).data()).toMatchObject({ emailDomain: 'ics-rewards.test' });
    const again = await migrate(db, { projectId: PROJECT, emailDomain: 'ics-rewards.test', log: quiet });
    expect(again.emailDomain).toBeNull();
    expect(again.emailDomainInForce).toBe('ics-rewards.test');
  });
});
