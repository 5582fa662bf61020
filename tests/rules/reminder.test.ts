/**
 * The daily report reminder's hour, settings/reminder (docs/data-model.md#report-reminder): admins set
 * it, audited in the same batch; it is a whole IST hour 0-23; everyone active reads it (the banner), the
 * blocked, the deactivated and the signed-out do not. Each attack sits next to the honest write.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { reminderWrites } from '@/data/schema/reminder';
import { clientOf, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import { reminderDoc, reminderHourWrite, REMINDER_PATH } from '../support/reminder';
import { PEOPLE, tamper, unaudited, type Write } from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl, dirtyReset } = suite;
const PATH = REMINDER_PATH;
const admin = PEOPLE.admin;
const hourWrite = reminderHourWrite;
const stored = reminderDoc;

describe('settings/reminder', () => {
  it('lets an admin set the hour, audited; a manager, finance or an employee may not', async () => {
    for (const who of ['manager', 'finance', 'owner'] as const) {
      await denied(who, [hourWrite(PEOPLE[who], 18)]);
    }
    await denied('inactiveAdmin', [hourWrite(PEOPLE.inactiveAdmin, 18)]);
    await allowed('admin', [hourWrite(admin, 18)]);
    expect((await readDoc(suite.env, PATH))?.hour).toBe(18);
  });

  it('refuses an hour that is not a whole number from 0 to 23', async () => {
    for (const hour of [-1, 24, 17.5]) {
      await deniedThenControl('admin', [hourWrite(admin, hour)], [hourWrite(admin, hour < 0 ? 0 : 23)]);
      await dirtyReset({});
    }
    await deniedThenControl('admin', [tamper(hourWrite(admin, 17), { hour: '17' })], [hourWrite(admin, 17)]);
  });

  it('requires the audit entry in the same batch, with the change it records', async () => {
    await deniedThenControl('admin', [unaudited(hourWrite(admin, 9))], [hourWrite(admin, 9)]);
    await dirtyReset(stored(17));
    const forged: Write = { ...hourWrite(admin, 9, 17), audit: { action: 'reminder.set', by: admin, stored: { hour: 17 }, forge: { after: { hour: 10 } } } };
    await deniedThenControl('admin', [forged], [hourWrite(admin, 9, 17)]);
    await dirtyReset(stored(17));
    const wrongAction: Write = { ...hourWrite(admin, 9, 17), audit: { action: 'fourEyes.set', by: admin, stored: { hour: 17 } } };
    await deniedThenControl('admin', [wrongAction], [hourWrite(admin, 9, 17)]);
  });

  it('refuses extra fields and a forged signature or time', async () => {
    await deniedThenControl('admin', [tamper(hourWrite(admin, 8), { extra: true })], [hourWrite(admin, 8)]);
    await dirtyReset({});
    await deniedThenControl('admin', [tamper(hourWrite(admin, 8), { updatedBy: 'ADM999' })], [hourWrite(admin, 8)]);
    await dirtyReset({});
    await deniedThenControl(
      'admin',
      [tamper(hourWrite(admin, 8), { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) })],
      [hourWrite(admin, 8)],
    );
  });

  it('is read by everyone active, and not by the blocked, the deactivated or the signed out', async () => {
    await dirtyReset(stored(18));
    for (const who of ['owner', 'manager', 'finance', 'admin'] as const) {
      const snap = await assertSucceeds(getDoc(doc(clientOf(suite.env, who), PATH)));
      expect(snap.data()?.hour).toBe(18);
    }
    for (const who of ['blocked', 'inactive'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), PATH)));
    }
    await assertFails(getDoc(doc(clientOf(suite.env, 'signedOut'), PATH)));
    // The four-eyes threshold stays the admins' only.
    await assertFails(getDoc(doc(clientOf(suite.env, 'owner'), 'settings/fourEyes')));
  });

  it('refuses any other settings document', async () => {
    const other: Write = { path: 'settings/other', op: 'set', data: reminderWrites.hour(17, admin.employeeId, serverTimestamp()), audit: { action: 'reminder.set', by: admin } };
    await deniedThenControl('admin', [other], [hourWrite(admin, 17)]);
  });
});
