/**
 * The roster at scale: one mailbox, one roster entry (the rules refuse a second entry with an address
 * another entry has), and a mailbox change of a signed-up employee that leaves their organisation
 * fields and role editable by admins.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import { rosterWrites } from '@/data/schema/roster';
import { profileWrites } from '@/data/schema/users';
import { clientOf } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import { rosterEmailWrites } from '@/data/schema/rosterEmails';
import { PEOPLE, paths, roleChangeWrites, rosterCreateWrite, rosterData, rosterEmailPath, rosterFieldsOf, type Write } from '../support/world';

const suite = rulesSuite(import.meta.url);
const { other, newcomer } = PEOPLE;
const E = other.employeeId;
const NEW_MAILBOX = 'asha.rao@ics-rewards.test';

/** EMP002's roster entry as stored after an admin moved it to another mailbox (the profile keeps the old one). */
const movedEntry = () => ({ [paths.roster(E)]: { ...rosterData(other), email: NEW_MAILBOX, createdAt: new Date(0) } });

describe('roster e-mails are unique', () => {
  it('denies provisioning a second employee with an address another roster entry has', async () => {
    const twin = rosterCreateWrite({ ...newcomer, employeeId: 'EMP300', email: other.email });
    await suite.denied('admin', [twin]);
  });
});

describe("a signed-up employee's mailbox change", () => {
  it("leaves the employee's role editable after the roster's mailbox changed", async () => {
    await suite.dirtyReset(movedEntry());
    const w = roleChangeWrites(E, 'manager');
    await suite.allowed('admin', [w.roster, w.profile]);
  });

  it("leaves the employee's organisation fields editable after the roster's mailbox changed", async () => {
    await suite.dirtyReset(movedEntry());
    const edited = { ...rosterFieldsOf(other), email: NEW_MAILBOX, designation: 'Lead' };
    const writes: Write[] = [
      { path: paths.roster(E), op: 'update', data: rosterWrites.update(edited), audit: { action: 'roster.update', stored: movedEntry()[paths.roster(E)] } },
      { path: paths.user(E), op: 'update', data: profileWrites.org(edited, serverTimestamp()) },
    ];
    await suite.allowed('admin', writes);
  });
});

describe("the owner confirms the roster's new mailbox", () => {
  /** EMP002 signed in with the new mailbox, verified (the account's e-mail changed by its confirmation link). */
  const confirmed = { ...other, email: NEW_MAILBOX };
  const takeMailbox = (email = NEW_MAILBOX): Write[] => [
    { path: paths.user(E), op: 'update', data: profileWrites.mailbox(email, serverTimestamp()) },
  ];

  it("lets the employee, still signed in with the old mailbox, read their own entry (to be offered the new one); nobody else's", async () => {
    await suite.dirtyReset(movedEntry());
    await assertSucceeds(getDoc(doc(clientOf(suite.env, other), paths.roster(E))));
    await assertFails(getDoc(doc(clientOf(suite.env, 'owner'), paths.roster(E))));
    await assertFails(getDoc(doc(clientOf(suite.env, 'manager'), paths.roster(E))));
  });

  it('allows the profile to take the mailbox once the session has it, verified, and the roster holds it', async () => {
    await suite.dirtyReset(movedEntry());
    await suite.allowed(confirmed, takeMailbox());
  });

  it('denies it while the session still has the old mailbox', async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied(other, takeMailbox());
  });

  it('denies it with the new mailbox not verified', async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied({ ...confirmed, verified: false }, takeMailbox());
  });

  it("denies a mailbox the roster does not hold, even the session's own", async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied({ ...other, email: 'someone.else@ics-rewards.test' }, takeMailbox('someone.else@ics-rewards.test'));
  });

  it('denies the mailbox change with any other field', async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied(confirmed, [
      { path: paths.user(E), op: 'update', data: { ...profileWrites.mailbox(NEW_MAILBOX, serverTimestamp()), points: 10_000 } },
    ]);
  });

  it("denies another employee taking EMP002's new mailbox for their own profile", async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied({ ...PEOPLE.owner, email: NEW_MAILBOX }, [
      { path: paths.user(PEOPLE.owner.employeeId), op: 'update', data: profileWrites.mailbox(NEW_MAILBOX, serverTimestamp()) },
    ]);
  });
});

describe('the mailbox index, alone (entries written before it existed, and a moved mailbox released)', () => {
  const index = (email: string, employeeId: string): Write => ({
    path: rosterEmailPath(email),
    op: 'set',
    data: rosterEmailWrites.index(employeeId),
  });
  const release = (email: string): Write => ({ path: rosterEmailPath(email), op: 'delete', data: {} });

  it('allows an admin to index the mailbox of the entry that holds it; denies naming another entry', async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied('admin', [index(NEW_MAILBOX, PEOPLE.owner.employeeId)]);
    await suite.allowed('admin', [index(NEW_MAILBOX, E)]);
  });

  it('denies the index to anyone but an admin, and any extra field', async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied('manager', [index(NEW_MAILBOX, E)]);
    await suite.denied('other', [index(NEW_MAILBOX, E)]);
    await suite.denied('admin', [{ ...index(NEW_MAILBOX, E), data: { employeeId: E, note: 'x' } }]);
  });

  it("allows an admin to release a mailbox its entry moved away from; denies releasing one still held", async () => {
    await suite.dirtyReset(movedEntry());
    await suite.denied('admin', [release(PEOPLE.owner.email)]);
    await suite.denied('manager', [release(other.email)]);
    await suite.allowed('admin', [release(other.email)]);
  });

  it('denies rewriting an index to name another entry (nobody updates one)', async () => {
    await suite.denied('admin', [{ path: rosterEmailPath(other.email), op: 'update', data: rosterEmailWrites.index(PEOPLE.owner.employeeId) }]);
  });
});
