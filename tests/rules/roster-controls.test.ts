/**
 * The roster's controls of decisions.md section 9 ('Closing round 3'; docs/data-model.md#roster):
 * - roster mailboxes are in the company's e-mail domain (settings/organisation { emailDomain }, set by
 *   the migration); without that document every roster write is refused;
 * - a roster edit of a signed-up employee carries the profile copy in the same batch;
 * - the audit action says what changed: a role change is 'role.change' from any screen.
 * Each attack sits beside its honest control.
 */
import { doc, deleteDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  ORGANISATION_PATH,
  PEOPLE,
  audited,
  mailboxMoveWrites,
  paths,
  rosterCreateWrite,
  rosterEditWrites,
  type Person,
  type Write,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;

const other = PEOPLE.other;
const fresh = (email: string): Person => ({ ...PEOPLE.newcomer, employeeId: 'EMP300', uid: 'uid-emp300', email });
const withAction = (w: Write, action: 'roster.import' | 'roster.update' | 'role.change'): Write => ({ ...w, audit: { ...w.audit, action } });

describe('roster mailboxes are in the company domain', () => {
  it('refuses provisioning a mailbox outside the domain (the sock puppet); inside it is allowed', async () => {
    await dirtyReset({});
    await deniedThenControl('admin', [rosterCreateWrite(fresh('emp300@gmail.com'))], [rosterCreateWrite(fresh('emp300@ics-rewards.test'))]);
    expect((await readDoc(suite.env, paths.roster('EMP300')))?.email).toBe('emp300@ics-rewards.test');
  });

  it('refuses an import row outside the domain, and a look-alike domain', async () => {
    await dirtyReset({});
    await denied('admin', [audited(rosterCreateWrite(fresh('emp300@ics-rewards.test.evil.com')), { action: 'roster.import' })]);
    await denied('admin', [audited(rosterCreateWrite(fresh('emp300@evil-ics-rewards.test')), { action: 'roster.import' })]);
    await allowed('admin', [audited(rosterCreateWrite(fresh('emp300@ics-rewards.test')), { action: 'roster.import' })]);
  });

  it("refuses moving an entry's mailbox out of the domain; within it the move is allowed", async () => {
    await dirtyReset({});
    await deniedThenControl('admin', mailboxMoveWrites(other, 'asha@gmail.com'), mailboxMoveWrites(other, 'asha.rao@ics-rewards.test'));
  });

  it('refuses every roster write of a project without the domain (before the migration)', async () => {
    await dirtyReset({});
    await suite.env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), ORGANISATION_PATH)));
    await denied('admin', [rosterCreateWrite(fresh('emp300@ics-rewards.test'))]);
    await denied('admin', Object.values(rosterEditWrites(other.employeeId, { designation: 'Lead' })));
    expect(await readDoc(suite.env, paths.roster('EMP300'))).toBeUndefined();
  });
});

describe('a roster edit of a signed-up employee carries the profile copy', () => {
  it('refuses a demotion of the roster entry without the profile (the finding); with it, allowed', async () => {
    await dirtyReset({});
    const w = rosterEditWrites(PEOPLE.manager.employeeId, { userRole: 'employee', reviewQueues: [] });
    await deniedThenControl('admin', [w.roster], Object.values(w));
    expect((await readDoc(suite.env, paths.user(PEOPLE.manager.employeeId)))?.userRole).toBe('employee');
  });

  it('refuses any other edit without the profile, and a profile that copies something else', async () => {
    await dirtyReset({});
    const w = rosterEditWrites(other.employeeId, { designation: 'Lead' });
    await denied('admin', [w.roster]);
    const wrong = rosterEditWrites(other.employeeId, { designation: 'Supervisor' });
    await denied('admin', [w.roster, wrong.profile]);
    await allowed('admin', Object.values(w));
  });

  it('edits an entry that nobody signed up with alone (there is no profile to copy)', async () => {
    await dirtyReset({});
    await allowed('admin', [rosterEditWrites(PEOPLE.newcomer.employeeId, { designation: 'Lead' }).roster]);
  });
});

describe('the audit action says what changed', () => {
  it("refuses a role change audited as 'roster.import' or 'roster.update' (hidden from the filter)", async () => {
    await dirtyReset({});
    const w = rosterEditWrites(other.employeeId, { userRole: 'manager' });
    await denied('admin', [withAction(w.roster, 'roster.import'), w.profile]);
    await deniedThenControl('admin', [withAction(w.roster, 'roster.update'), w.profile], Object.values(w));
    expect((await readDoc(suite.env, paths.roster(other.employeeId)))?.userRole).toBe('manager');
  });

  it("audits a role change with other fields as 'role.change'", async () => {
    await dirtyReset({});
    const both = rosterEditWrites(other.employeeId, { userRole: 'finance', designation: 'Accountant' });
    await deniedThenControl('admin', [withAction(both.roster, 'roster.import'), both.profile], Object.values(both));
  });

  it("refuses 'role.change' for an edit that keeps the role; its own action is allowed", async () => {
    await dirtyReset({});
    const plain = rosterEditWrites(other.employeeId, { designation: 'Senior Accountant' });
    await deniedThenControl('admin', [withAction(plain.roster, 'role.change'), plain.profile], [withAction(plain.roster, 'roster.import'), plain.profile]);
  });
});
