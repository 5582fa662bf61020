/**
 * The employee detail page's claims and redemptions, page by page with the app's own functions and
 * the rules on: every item reached once, newest first, each page at most EMPLOYEE_DETAIL_PAGE reads;
 * a manager may page them, another employee may not.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentSnapshot, Firestore } from 'firebase/firestore/lite';
import { doc, Timestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClaimsOfPage } from '@/data/claims/employeePages';
import { claimWrites } from '@/data/schema/claims';
import { redemptionWrites } from '@/data/schema/redemptions';
import type { Page } from '@/data/paging';
import { readMeter } from '@/data/readMeter';
import { listRedemptionsOfPage } from '@/data/redemptions/employeePages';
import { EMPLOYEE_DETAIL_PAGE } from '@/domain/constants';
import { deleteAllApps, mailboxOf, rosterRow, signedUpPeople } from '../support/appClients';
import { closeRulesEnv } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person } = people;

const CLAIMS = 23;
const REDEMPTIONS = 13;
const seq = (n: number) => String(n).padStart(3, '0');
/** Item n was made n minutes after the first: newest first is n descending. */
const at = (n: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 5, 9, n));
const DAY = '2026-01-05';
/** EMP001's claims (every other one paid by MGR001) and redemptions, as the app writes them. */
const EMP001 = {
  employeeId: 'EMP001',
  name: 'Name EMP001',
  department: 'Associate',
  designation: 'Associate',
};
const MANAGER = {
  employeeId: 'MGR001',
  name: 'Name MGR001',
  fullName: 'Name MGR001',
  email: mailboxOf('MGR001'),
};
const ACTIVITY = { id: 'PA001', name: 'Refer a candidate', points: 100 };
const CLAIM_INPUT = {
  description: 'Referred a candidate.',
  completionDate: DAY,
  managerId: 'M1',
  evidence: '',
} as const;

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1']),
    rosterRow('EMP001'),
    rosterRow('EMP002'),
  ]);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const batch = writeBatch(ctx.firestore());
    for (let n = 1; n <= CLAIMS; n++) {
      const id = `EMP001-${seq(n)}`;
      const submitted = claimWrites.submit(
        { id, employee: EMP001, activity: ACTIVITY, input: CLAIM_INPUT, today: DAY },
        at(n),
      );
      batch.set(
        doc(ctx.firestore(), `users/EMP001/requestedClaims/${id}`),
        n % 2 ? { ...submitted, ...claimWrites.approve(MANAGER, DAY, at(n)) } : submitted,
      );
    }
    for (let n = 1; n <= REDEMPTIONS; n++) {
      const id = `RD-EMP001-${seq(n)}`;
      batch.set(
        doc(ctx.firestore(), `users/EMP001/redemptionRequests/${id}`),
        redemptionWrites.request({ id, employee: EMP001, points: 100, today: DAY }, at(n)),
      );
    }
    await batch.commit();
  });
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, import.meta.url);
});

/** Every page in turn, with the reads each one cost. */
async function everyPage<T>(
  read: (cursor: DocumentSnapshot | null) => Promise<Page<T>>,
): Promise<{ pages: T[][]; reads: number[] }> {
  const pages: T[][] = [];
  const reads: number[] = [];
  let cursor: DocumentSnapshot | null = null;
  do {
    readMeter.reset();
    const page: Page<T> = await read(cursor);
    reads.push(readMeter.total());
    pages.push(page.items);
    cursor = page.cursor;
  } while (cursor);
  return { pages, reads };
}

const newestFirst = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${seq(count - i)}`);

describe("an employee's claims and redemptions, page by page", () => {
  it('a manager reaches every claim once, newest first, at most a page of reads at a time', async () => {
    const db: Firestore = person('MGR001').db;
    const { pages, reads } = await everyPage((c) => listClaimsOfPage(db, 'EMP001', c));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((c) => c.referenceId)).toEqual(newestFirst('EMP001-', CLAIMS));
    expect(Math.max(...reads)).toBeLessThanOrEqual(EMPLOYEE_DETAIL_PAGE);
  });

  it('and every redemption', async () => {
    const db: Firestore = person('MGR001').db;
    const { pages, reads } = await everyPage((c) => listRedemptionsOfPage(db, 'EMP001', c));
    expect(pages.map((p) => p.length)).toEqual([10, 3]);
    expect(pages.flat().map((r) => r.referenceId)).toEqual(newestFirst('RD-EMP001-', REDEMPTIONS));
    expect(Math.max(...reads)).toBeLessThanOrEqual(EMPLOYEE_DETAIL_PAGE);
  });

  it('another employee may not page them', async () => {
    const db: Firestore = person('EMP002').db;
    await expect(listClaimsOfPage(db, 'EMP001', null)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listRedemptionsOfPage(db, 'EMP001', null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
