/**
 * The Employee Centre's phone column reads a page's personal documents in one collection-group query
 * (`private`, documentId() in [users/{id}/private/personal...]): managers and admins only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getDocs,
  limit,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../support/rules';
import { PEOPLE, paths } from '../support/world';
import { rulesSuite } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const ids = [PEOPLE.owner.employeeId, PEOPLE.other.employeeId, PEOPLE.manager.employeeId];
const pagePaths = ids.map((id) => paths.personal(id));

async function seedPersonal(extra: Record<string, Record<string, string>> = {}) {
  await suite.env.withSecurityRulesDisabled(async (ctx) => {
    for (const p of pagePaths) {
      await setDoc(doc(ctx.firestore(), p), { number: '9876543210', gender: 'Female', dob: '1990-05-17' });
    }
    for (const [p, data] of Object.entries(extra)) await setDoc(doc(ctx.firestore(), p), data);
  });
  suite.markDirty();
}

const pageQuery = (who: Parameters<typeof clientOf>[1], docPaths: string[] = pagePaths) =>
  getDocs(query(collectionGroup(clientOf(suite.env, who), 'private'), where(documentId(), 'in', docPaths)));

describe('collection group private: a page of personal documents', () => {
  it('is listed by managers and admins', async () => {
    await seedPersonal();
    for (const who of ['manager', 'admin'] as const) {
      const snap = await assertSucceeds(pageQuery(who));
      expect(snap.docs.map((d) => d.ref.path).sort()).toEqual([...pagePaths].sort());
    }
  });

  it('is denied to finance, employees, blocked or inactive staff and the signed-out', async () => {
    await seedPersonal();
    for (const who of [
      'finance',
      'owner',
      'other',
      'blockedManager',
      'inactiveAdmin',
      'signedOut',
    ] as const) {
      await assertFails(pageQuery(who));
    }
  });

  it("lets an employee name only their own document (users/{id}/private/personal's own rule), never another's", async () => {
    await seedPersonal();
    const own = paths.personal(PEOPLE.owner.employeeId);
    await assertSucceeds(pageQuery('owner', [own]));
    await assertFails(pageQuery('owner', [own, paths.personal(PEOPLE.other.employeeId)]));
    await assertFails(pageQuery('finance', [paths.personal(PEOPLE.finance.employeeId), own]));
  });
});

describe('collection group private: nothing beyond the personal documents the staff may read', () => {
  const other = `users/${PEOPLE.owner.employeeId}/private/other`;
  const outsideUsers = `roster/${PEOPLE.owner.employeeId}/private/personal`;
  const deeper = `users/${PEOPLE.owner.employeeId}/requestedClaims/${PEOPLE.owner.employeeId}-001/private/personal`;

  it('denies listing the whole group, even to managers and admins (the query must name personal documents)', async () => {
    await seedPersonal();
    for (const who of ['manager', 'admin', 'owner', 'finance'] as const) {
      const db = clientOf(suite.env, who);
      await assertFails(getDocs(collectionGroup(db, 'private')));
      await assertFails(getDocs(query(collectionGroup(db, 'private'), limit(20))));
      await assertFails(getDocs(collection(db, `users/${PEOPLE.owner.employeeId}/private`)));
    }
  });

  it.each([
    ['another document name under a profile', [other]],
    ['a personal document outside users/{id}', [outsideUsers]],
    ['a personal document deeper than users/{id}', [deeper]],
    ['one such path among the page', [...pagePaths, other]],
  ])('denies %s to a manager and an admin (the page control is allowed)', async (_name, docPaths) => {
    await seedPersonal({
      [other]: { note: 'x' },
      [outsideUsers]: { number: '1' },
      [deeper]: { number: '2' },
    });
    for (const who of ['manager', 'admin'] as const) {
      await assertFails(pageQuery(who, docPaths));
      await assertSucceeds(pageQuery(who));
    }
  });
});
