/**
 * The roster at scale: one mailbox, one roster entry (the rules refuse a second entry with an address
 * another entry has), and a mailbox change of a signed-up employee that leaves their organisation
 * fields and role editable by admins.
 */
import { describe, it } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import { rosterWrites } from '@/data/schema/roster';
import { profileWrites } from '@/data/schema/users';
import { rulesSuite } from '../support/rulesSuite';
import { PEOPLE, paths, roleChangeWrites, rosterCreateWrite, rosterData, rosterFieldsOf, type Write } from '../support/world';

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
