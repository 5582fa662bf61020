/**
 * Company holidays (holidays/{YYYY-MM-DD}): admins set, rename and remove them; every active user reads
 * them (calendars and day lists); nobody else writes, and a holiday is a real day with a short name,
 * signed by the admin who set it.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { clientOf, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import { PEOPLE, holidayDoc, holidayRemoval, holidayWrite, tamper } from '../support/world';

const suite = rulesSuite(import.meta.url);
const DAY = '2026-10-02';

describe('holidays', () => {
  it('an admin sets a holiday, and renames it', async () => {
    await suite.allowed('admin', [holidayWrite(DAY, 'Gandhi Jayanti')]);
    expect((await readDoc(suite.env, `holidays/${DAY}`))?.name).toBe('Gandhi Jayanti');
    await suite.allowed('admin', [holidayWrite(DAY, 'Gandhi Jayanti (observed)', PEOPLE.admin, holidayDoc(DAY, 'Gandhi Jayanti'))]);
    expect((await readDoc(suite.env, `holidays/${DAY}`))?.name).toBe('Gandhi Jayanti (observed)');
  });

  it('denies everyone but an active admin, and an admin signing as someone else', async () => {
    for (const who of ['owner', 'manager', 'finance', 'inactiveAdmin'] as const) {
      await suite.denied(who, [holidayWrite(DAY)]);
    }
    await suite.deniedThenControl('admin', [holidayWrite(DAY, 'Founders Day', PEOPLE.manager)], [holidayWrite(DAY)]);
  });

  it('denies a day that is not a real date, a document id that is not its day, and a bad name', async () => {
    await suite.denied('admin', [holidayWrite('2026-02-30')]);
    await suite.denied('admin', [holidayWrite('Diwali')]);
    await suite.denied('admin', [tamper(holidayWrite(DAY), { day: '2026-10-03' })]);
    await suite.denied('admin', [holidayWrite(DAY, '   ')]);
    await suite.denied('admin', [holidayWrite(DAY, 'x'.repeat(101))]);
    await suite.denied('admin', [tamper(holidayWrite(DAY), { paid: true })]);
    await suite.denied('admin', [tamper(holidayWrite(DAY), { updatedAt: new Date() })]);
    await suite.allowed('admin', [holidayWrite(DAY, 'x'.repeat(100))]);
  });

  it('every active user reads them; signed-out and blocked users do not', async () => {
    await suite.allowed('admin', [holidayWrite(DAY)]);
    for (const who of ['owner', 'manager', 'finance'] as const) {
      await assertSucceeds(getDocs(collection(clientOf(suite.env, who), 'holidays')));
    }
    await assertFails(getDoc(doc(clientOf(suite.env, 'blocked'), `holidays/${DAY}`)));
    await assertFails(getDoc(doc(clientOf(suite.env, 'signedOut'), `holidays/${DAY}`)));
  });

  it('only an admin removes one, with its audit entry', async () => {
    const stored = holidayDoc(DAY);
    await suite.dirtyReset({ [`holidays/${DAY}`]: stored });
    await suite.denied('manager', [holidayRemoval(DAY, stored, PEOPLE.manager)]);
    await assertFails(deleteDoc(doc(clientOf(suite.env, 'admin'), `holidays/${DAY}`)));
    await suite.allowed('admin', [holidayRemoval(DAY, stored)]);
    expect(await readDoc(suite.env, `holidays/${DAY}`)).toBeUndefined();
  });
});
