/**
 * The Employee Centre's phone column (finding: 20 getDoc requests per directory page, one per row, all
 * started in one 172 ms main-thread task): a page's personal documents come in ONE request, a
 * collection-group query by document paths (getPersonalOfPage), still one read per document.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firestoreCode } from '@/data/errors';
import { readMeter } from '@/data/readMeter';
import { saveRosterEntries } from '@/data/roster/api';
import { getPersonal, getPersonalOfPage, IN_MAX } from '@/data/users/api';
import { listDirectoryPage, listProfilesPage } from '@/data/users/directory';
import { PAGE_SIZE } from '@/domain/constants';
import type { DirectoryFilter } from '@/domain/directory';
import { makeProfile } from '@/test/factories';
import {
  deleteAllApps,
  legacyProfile,
  PERSONAL,
  provisionFirstAdmin,
  rosterRow,
  signUpWithProfile,
  type AppUser,
  makerOf,
} from '../support/appClients';
import { clearAuthAccounts } from '../support/emulator';
import { closeRulesEnv, createRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
let manager: AppUser;
let finance: AppUser;
const everyone: DirectoryFilter = { search: '', role: 'all', status: 'all' };
/** Employees with a personal document (written as sign-up writes it), EMP300 to EMP319. */
const WITH_PERSONAL = Array.from({ length: 20 }, (_, i) => `EMP${String(300 + i)}`);
/** A legacy profile: its phone, gender and date of birth still on the profile, no personal document. */
const LEGACY = 'EMP320';
const phoneOf = (id: string) => `9000000${id.slice(3)}`;

/** Requests the Firestore SDK sends from now on (Firestore Lite calls the global fetch for each). */
function countFirestoreRequests(): () => number {
  const spy = vi.isMockFunction(globalThis.fetch)
    ? vi.mocked(globalThis.fetch)
    : vi.spyOn(globalThis, 'fetch');
  const toFirestore = () =>
    spy.mock.calls.filter(([input]) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes('/google.firestore.v1.Firestore/') || url.includes('/documents');
    }).length;
  const before = toFirestore();
  return () => toFirestore() - before;
}

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  await clearAuthAccounts();
  await provisionFirstAdmin(env);
  const admin = await signUpWithProfile('ADM001');
  await saveRosterEntries(
    admin.db,
    makerOf('ADM001'),
    [rosterRow('MGR001', 'manager'), rosterRow('FIN001', 'finance')],
  );
  manager = await signUpWithProfile('MGR001');
  finance = await signUpWithProfile('FIN001');
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const id of [...WITH_PERSONAL, LEGACY]) {
      await setDoc(
        doc(db, 'users', id),
        legacyProfile(
          id,
          `Name ${id}`,
          id === LEGACY ? { number: phoneOf(id), gender: 'Male', dob: '1980-01-02' } : {},
        ),
      );
      if (id !== LEGACY) {
        await setDoc(doc(db, 'users', id, 'private', 'personal'), { ...PERSONAL, number: phoneOf(id) });
      }
    }
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe("the directory's phone column", () => {
  it('reads a page of 20 profiles’ personal documents in one request and 20 reads', async () => {
    // By id: ADM001, EMP300 ... EMP318: twenty profiles, each with a personal document.
    const page = await listDirectoryPage(manager.db, everyone);
    expect(page.items).toHaveLength(PAGE_SIZE);
    readMeter.reset();
    const requests = countFirestoreRequests();
    const byId = await getPersonalOfPage(manager.db, page.items);
    expect(requests()).toBe(1);
    expect(readMeter.total()).toBe(PAGE_SIZE);
    expect(Object.keys(byId).sort()).toEqual(page.items.map((u) => u.employeeId).sort());
    expect(byId.ADM001).toEqual(PERSONAL);
    expect(byId.EMP305).toEqual({ ...PERSONAL, number: phoneOf('EMP305') });
    // The finding, for comparison: one getDoc per row is one request per row, for the same reads.
    readMeter.reset();
    const perRow = countFirestoreRequests();
    const one = await Promise.all(page.items.map((u) => getPersonal(manager.db, u)));
    expect(perRow()).toBe(PAGE_SIZE);
    expect(readMeter.total()).toBe(PAGE_SIZE);
    expect(one.map((p) => p.number)).toEqual(page.items.map((u) => byId[u.employeeId]?.number));
  });

  it("keeps a legacy profile's own phone, gender and date of birth (no personal document)", async () => {
    const first = await listDirectoryPage(manager.db, everyone);
    // EMP319, EMP320 (legacy), FIN001, MGR001.
    const page = await listDirectoryPage(manager.db, everyone, first.cursor);
    expect(page.items.map((u) => u.employeeId)).toEqual(['EMP319', LEGACY, 'FIN001', 'MGR001']);
    readMeter.reset();
    const byId = await getPersonalOfPage(manager.db, page.items);
    expect(readMeter.total()).toBe(3);
    expect(byId[LEGACY]).toEqual({ number: phoneOf(LEGACY), gender: 'Male', dob: '1980-01-02' });
    expect(byId.EMP319?.number).toBe(phoneOf('EMP319'));
    expect(byId.FIN001).toEqual(PERSONAL);
  });

  it(`asks in chunks of ${IN_MAX} paths (Firestore's limit for 'in'), one request each`, async () => {
    const all = (await listProfilesPage(manager.db, null, 100)).items; // 24 profiles
    const unknown = Array.from({ length: 11 }, (_, i) =>
      makeProfile({ id: `EMP9${i}`, employeeId: `EMP9${i}`, number: '', gender: '', dob: '' }),
    );
    const requests = countFirestoreRequests();
    const byId = await getPersonalOfPage(manager.db, [...all, ...unknown]);
    expect(requests()).toBe(2);
    expect(Object.keys(byId)).toHaveLength(all.length + unknown.length);
    expect(byId.EMP90).toEqual({ number: '', gender: '', dob: '' });
    expect(byId.EMP310?.number).toBe(phoneOf('EMP310'));
    expect(await getPersonalOfPage(manager.db, [])).toEqual({});
    expect(requests()).toBe(2);
  });

  it('is refused to finance (personal data is not for finance)', async () => {
    const page = await listDirectoryPage(manager.db, everyone);
    const error = await getPersonalOfPage(finance.db, page.items).then(
      () => null,
      (e: unknown) => e,
    );
    expect(firestoreCode(error), String(error)).toBe('permission-denied');
  });
});
