/**
 * The Employee Centre's directory for 10,000 people (docs/data-model.md, the directory's queries), through the app's own data layer
 * against the emulators with the rules on: cursor pages, the server-side search (employee ID, name
 * prefix case-insensitively, e-mail), role and status filters, totals by count() (unfiltered: the kept
 * headcounts), the day's
 * submitted/missing pages, and the integrity check walking every profile itself. Profiles written by
 * the app (sign-up, roster edits) carry `nameLower`/`director`; legacy ones without them still appear.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { headcountDocs } from '@/data/schema/headcounts';
import { profileWrites } from '@/data/schema/users';
import type { Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreCode } from '@/data/errors';
import { checkLedgerIntegrity } from '@/data/ledger/integrity';
import { readMeter } from '@/data/readMeter';
import { fileTodaysReport } from '@/data/reports/api';
import { saveRosterEntries } from '@/data/roster/api';
import { getPersonalOfPage, getProfileByUid, updateAccount } from '@/data/users/api';
import {
  countDirectory,
  countMissing,
  countProfiles,
  listDirectoryPage,
  listMissingPage,
  type MissingCursor,
  type MissingPage,
  listSubmittedPage,
} from '@/data/users/directory';
import type { Page } from '@/data/paging';
import { PAGE_SIZE } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { isWeeklyOff } from '@/domain/calendar';
import type { DirectoryFilter } from '@/domain/directory';
import { rosterEntrySchema } from '@/domain/roster';
import { deleteAllApps, legacyProfile, mailboxOf, rosterRow, signedUpPeople, makerOf } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person } = people;
const everyone: DirectoryFilter = { search: '', role: 'all', status: 'all' };
/** Legacy profiles (written before the directory's fields existed): no nameLower, director, lastProductivityDate. */
const LEGACY = Array.from({ length: 45 }, (_, i) => `EMP${String(200 + i)}`);

const mgr = () => person('MGR001').db;

function row(employeeId: string, fullName: string, userRole = 'employee', designation = 'Associate') {
  return rosterEntrySchema.parse({
    employeeId,
    email: mailboxOf(employeeId),
    fullName,
    designation,
    departments: ['HR'],
    userRole,
    reviewQueues: [],
  });
}

/** Every page of a paged read, following the cursor. */
async function walk<T>(next: (cursor: Page<T>['cursor']) => Promise<Page<T>>): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: Page<T>['cursor'] = null;
  let pages = 0;
  do {
    const page = await next(cursor);
    items.push(...page.items);
    cursor = page.cursor;
    pages += 1;
  } while (cursor);
  return { items, pages };
}
const ids = (list: { employeeId: string }[]) => list.map((u) => u.employeeId);
/** Every page of a day's Missing list. */
async function missingOn(db: Firestore, day: string): Promise<string[]> {
  const found: string[] = [];
  let cursor: MissingCursor | null = null;
  do {
    const page: MissingPage = await listMissingPage(db, day, cursor);
    found.push(...ids(page.items));
    cursor = page.next;
  } while (cursor);
  return found.sort();
}
const search = async (f: Partial<DirectoryFilter>) =>
  ids((await walk((c) => listDirectoryPage(mgr(), { ...everyone, ...f }, c))).items);

async function expectDenied(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(firestoreCode(error), String(error)).toBe('permission-denied');
}

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager'),
    row('EMP001', 'Asha Verma'),
    row('EMP002', 'ashok Rao'),
    row('EMP003', 'Ravi Kumar', 'finance'),
    row('DIR001', 'Ashwin Director', 'employee', 'Director'),
  ]);
  // Legacy profiles, as an older version of the app left them.
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const id of LEGACY) {
      await setDoc(doc(ctx.firestore(), 'users', id), legacyProfile(id, `Legacy ${id}`));
    }
    // ...and the headcounts as `npm run migrate` rebuilds them from every profile (the legacy ones count
    // as what they are: not Directors, active).
    const users = await getDocs(collection(ctx.firestore(), 'users'));
    for (const h of headcountDocs(users.docs.map((d) => ({ path: d.ref.path, data: d.data() })), Timestamp.now())) {
      await setDoc(doc(ctx.firestore(), h.path), h.data);
    }
  });
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

describe('the directory', () => {
  it('sign-up writes the search key, the Director flag and an empty report stamp', async () => {
    const asha = await getProfileByUid(person('EMP001').db, person('EMP001').uid);
    expect(asha?.fullName).toBe('Asha Verma');
    let raw: Record<string, unknown> = {};
    await env.withSecurityRulesDisabled(async (ctx) => {
      raw = (await getDoc(doc(ctx.firestore(), 'users/DIR001'))).data() ?? {};
    });
    expect(raw).toMatchObject({ nameLower: 'ashwin director', director: true, lastProductivityDate: '' });
  });

  it('pages every profile by cursor (legacy ones too), Directors left out, the total from the headcounts', async () => {
    const first = await listDirectoryPage(mgr(), everyone);
    expect(first.items).toHaveLength(PAGE_SIZE - 1); // ADM001, DIR001 (left out), EMP001, ...
    expect(first.cursor).not.toBeNull();
    const all = await walk((c) => listDirectoryPage(mgr(), everyone, c));
    const expected = ['ADM001', 'EMP001', 'EMP002', 'EMP003', ...LEGACY, 'MGR001'];
    expect(ids(all.items)).toEqual(expected);
    expect(all.pages).toBe(Math.ceil((expected.length + 1) / PAGE_SIZE));
    expect(await countDirectory(mgr(), everyone)).toBe(expected.length);
  });

  it('finds by name prefix whatever the case, by employee ID prefix and by e-mail prefix', async () => {
    expect(await search({ search: 'ASH' })).toEqual(['EMP001', 'EMP002']); // not the Director
    expect(await search({ search: 'asha v' })).toEqual(['EMP001']);
    expect(await search({ search: 'kumar' })).toEqual([]); // a prefix, not a substring
    expect(await search({ search: 'emp00' })).toEqual(['EMP001', 'EMP002', 'EMP003']);
    expect(await search({ search: 'emp24' })).toEqual(['EMP240', 'EMP241', 'EMP242', 'EMP243', 'EMP244']);
    expect(await search({ search: mailboxOf('EMP003').slice(0, 7) })).toEqual(['EMP003']);
    expect(await countDirectory(mgr(), { ...everyone, search: 'ash' })).toBe(2);
    expect(await countDirectory(mgr(), { ...everyone, search: 'Ashwin' })).toBe(0);
    // Legacy profiles have no search key yet (npm run migrate adds it): not found by name, found by ID.
    expect(await search({ search: 'legacy' })).toEqual([]);
    expect(await search({ search: 'EMP200' })).toEqual(['EMP200']);
  });

  it('filters by role and status on the server, alone and with a search, counted the same', async () => {
    await updateAccount(person('ADM001').db, makerOf('ADM001'), 'EMP002', { userStatus: 'blocked' });
    expect(await search({ role: 'finance' })).toEqual(['EMP003']);
    expect(await search({ role: 'manager' })).toEqual(['MGR001']);
    expect(await search({ status: 'blocked' })).toEqual(['EMP002']);
    expect(await search({ status: 'blocked', search: 'ash' })).toEqual(['EMP002']);
    expect(await search({ status: 'unblocked', search: 'ash' })).toEqual(['EMP001']);
    expect(await search({ role: 'employee', status: 'unblocked', search: 'emp00' })).toEqual(['EMP001']);
    expect(await search({ role: 'finance', search: 'ravi' })).toEqual(['EMP003']);
    expect(await search({ role: 'finance', search: 'emp003@' })).toEqual(['EMP003']);
    expect(await countDirectory(mgr(), { ...everyone, status: 'blocked' })).toBe(1);
    expect(await countDirectory(mgr(), { ...everyone, role: 'employee', status: 'unblocked' })).toBe(
      1 + LEGACY.length,
    );
    await updateAccount(person('ADM001').db, makerOf('ADM001'), 'EMP002', { userStatus: 'unblocked' });
  });

  it("a roster edit moves the search key with the name (the admin's batch, checked by the rules)", async () => {
    const admin = person('ADM001').db;
    await saveRosterEntries(admin, makerOf('ADM001'), [row('EMP002', 'Zed Okafor')]);
    expect(await search({ search: 'zed' })).toEqual(['EMP002']);
    expect(await search({ search: 'ashok' })).toEqual([]);
  });

  it('the first page costs at most 60 reads with its phones, whatever the size', async () => {
    readMeter.reset();
    const [, page] = await Promise.all([countDirectory(mgr(), everyone), listDirectoryPage(mgr(), everyone)]);
    await getPersonalOfPage(mgr(), page.items);
    expect(readMeter.total()).toBeLessThanOrEqual(60);
    // The headcounts (one department: HR), the page, and the personal documents found: the signed-up
    // ADM001 and EMP001-EMP003 have one; the legacy profiles (EMP200...) none, and a query bills only what
    // it finds.
    expect(page.items.slice(0, 4).map((u) => u.employeeId)).toEqual(['ADM001', 'EMP001', 'EMP002', 'EMP003']);
    expect(readMeter.total()).toBe(1 + PAGE_SIZE + 4);
  });

  it('employees cannot list or count the directory', async () => {
    await expectDenied(listDirectoryPage(person('EMP001').db, everyone));
    await expectDenied(countDirectory(person('EMP001').db, everyone));
  });
});

describe("the day's submitted and missing lists", () => {
  it('submitted: that day’s reports without Directors; missing: who has not reported, in pages, counted', async () => {
    const today = toDayKey(new Date());
    for (const id of ['EMP001', 'DIR001']) {
      const me = await getProfileByUid(person(id).db, person(id).uid);
      if (!me) throw new Error(id);
      await fileTodaysReport(person(id).db, me, 'Did things');
    }
    expect(ids((await listSubmittedPage(mgr(), today)).items)).toEqual(['EMP001']);
    // `npm run migrate` gives the legacy profiles the '' report stamp (with the headcounts that count
    // them): from then on they are listed missing, as the headcounts count them.
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const id of LEGACY) {
        const ref = doc(ctx.firestore(), 'users', id);
        await updateDoc(ref, profileWrites.directory((await getDoc(ref)).data() ?? {}));
      }
    });
    // Signed-up employees who never reported ('' sorts first); not EMP001 (reported), not the Director.
    // On a Sunday, the weekly off, nobody is missing (the report filed on it still counts).
    const off = isWeeklyOff(today);
    expect(await missingOn(mgr(), today)).toEqual(off ? [] : ['ADM001', 'EMP002', 'EMP003', ...LEGACY, 'MGR001']);
    expect(await countMissing(mgr(), today)).toBe(off ? 0 : 4 + LEGACY.length);
    // Blocked people are not expected to report.
    await updateAccount(person('ADM001').db, makerOf('ADM001'), 'EMP003', { userStatus: 'blocked' });
    expect(await countMissing(mgr(), today)).toBe(off ? 0 : 3 + LEGACY.length);
    // The last working day before today: EMP001 reported today, not then, so is missing then too.
    let back = 1;
    while (isWeeklyOff(toDayKey(new Date(Date.now() - back * 86_400_000)))) back++;
    const lastWorkingDay = toDayKey(new Date(Date.now() - back * 86_400_000));
    expect(await missingOn(mgr(), lastWorkingDay)).toEqual([
      'ADM001',
      'EMP001',
      'EMP002',
      ...LEGACY,
      'MGR001',
    ]);
    expect(await countMissing(mgr(), lastWorkingDay)).toBe(4 + LEGACY.length);
    await expectDenied(listMissingPage(person('EMP002').db, today));
    await expectDenied(listSubmittedPage(person('EMP002').db, today));
  });
});

describe('the integrity check walks every profile itself', () => {
  it('checks every profile page by page, reports its reads, and finds a tampered balance', async () => {
    const admin = person('ADM001').db;
    const total = await countProfiles(admin);
    expect(total).toBe(6 + LEGACY.length);
    const progress: number[] = [];
    const clean = await checkLedgerIntegrity(admin, (p) => progress.push(p.checked), undefined, 10);
    expect(clean.checked).toBe(total);
    expect(clean.mismatches).toEqual([]);
    expect(clean.reads).toBe(1 + total + total);
    expect(progress.at(-1)).toBe(total);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'users/EMP242'), { points: 700 });
    });
    const dirty = await checkLedgerIntegrity(admin, () => {}, undefined, 10);
    expect(dirty.mismatches).toEqual([
      { employeeId: 'EMP242', name: 'Legacy EMP242', balance: 700, ledgerSum: 0 },
    ]);
  });
});
