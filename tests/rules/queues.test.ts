/**
 * Review at scale (docs/product.md#claims): the claim's normalised name (`employeeNameLower`, searched by prefix) and the
 * legacy statuses awaiting review (`under_review`, `approved`), which managers approve or reject like a
 * pending claim. Each attack sits next to the honest write; the ledger invariant is checked after each
 * balance change.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerWrites } from '@/data/schema/ledger';
import { profileWrites } from '@/data/schema/users';
import { ledgerEntryId } from '@/domain/ledger';
import {
  batchChecks,
  closeRulesEnv,
  createRulesEnv,
  expectLedgerConsistent,
  ledgerState,
  readDoc,
} from '../support/rules';
import {
  PEOPLE,
  SEED_POINTS,
  approveWrites,
  claimCreate,
  claimFiling,
  pendingCounterWrite,
  paths,
  rejectWrite,
  tamper,
  withdrawWrite,
  worldDocs,
  type Write,
} from '../support/world';

let env: RulesTestEnvironment;
const E = PEOPLE.owner.employeeId;
const owner = PEOPLE.owner;

/** Legacy claims as older versions wrote them: no employeeNameLower. */
const UNDER_REVIEW = `${E}-010`;
const APPROVED = `${E}-011`;
/** A legacy approved claim that some earlier path did credit: its claim-{id} entry exists. */
const CREDITED = `${E}-012`;
const CREDITED_POINTS = 40;

function legacy(id: string, status: string, points: number) {
  const { employeeNameLower: _dropped, ...data } = claimCreate(owner, id).data;
  return { ...data, points, status, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

function legacyDocs() {
  const balance = SEED_POINTS + CREDITED_POINTS;
  // An entry from before entries carried their maker's name.
  const credit = { entryId: ledgerEntryId.earned(CREDITED), type: 'earned', points: CREDITED_POINTS, sourceRef: CREDITED, by: PEOPLE.manager } as const;
  const { createdByName: _older, ...creditEntry } = ledgerWrites.post(credit, balance, serverTimestamp());
  return {
    [paths.claim(E, UNDER_REVIEW)]: legacy(UNDER_REVIEW, 'under_review', 70),
    [paths.claim(E, APPROVED)]: legacy(APPROVED, 'approved', 30),
    [paths.claim(E, CREDITED)]: legacy(CREDITED, 'approved', CREDITED_POINTS),
    [paths.ledger(E, credit.entryId)]: creditEntry,
    [paths.user(E)]: { ...worldDocs()[paths.user(E)], ...profileWrites.balance(balance, credit.entryId, serverTimestamp()) },
  };
}

const checks = batchChecks(
  () => env,
  () => legacyDocs(),
);

beforeAll(async () => {
  env = await createRulesEnv();
});

afterAll(async () => {
  await closeRulesEnv(env, import.meta.url);
});

beforeEach(() => checks.reset());

const all = (w: Record<string, Write>) => Object.values(w);
const balanceNow = async () => (await ledgerState(env, E)).points;

describe('employeeNameLower on a new claim', () => {
  const id = `${E}-020`;
  it.each<[string, Write]>([
    ['without it', tamper(claimCreate(owner, id), { employeeNameLower: undefined })],
    ['not lower case', tamper(claimCreate(owner, id), { employeeNameLower: owner.name.toUpperCase() })],
    ["another person's name", tamper(claimCreate(owner, id), { employeeNameLower: PEOPLE.admin.name.toLowerCase() })],
    ['not a string', tamper(claimCreate(owner, id), { employeeNameLower: 42 })],
  ])('is refused %s', async (_label, write) => {
    await checks.denied('owner', [write, pendingCounterWrite(E, id, 1)]);
  });

  it('is accepted when it is the lower-cased name the claim carries', async () => {
    await checks.allowed('owner', claimFiling(owner, id));
    expect((await readDoc(env, paths.claim(E, id)))?.employeeNameLower).toBe(owner.name.toLowerCase());
  });

  it('is never changed by a review', async () => {
    const pending = `${E}-001`;
    const before = await balanceNow();
    const approve = approveWrites(PEOPLE.manager, E, pending, 100, before);
    await checks.denied('manager', [tamper(approve.claim, { employeeNameLower: 'someone else' }), approve.entry, approve.user]);
    await checks.denied('manager', [tamper(rejectWrite(PEOPLE.manager, E, pending), { employeeNameLower: 'x' })]);
  });
});

describe('legacy claims awaiting review (under_review, approved)', () => {
  it.each([
    [UNDER_REVIEW, 70],
    [APPROVED, 30],
  ])('%s: a manager approves it (credited once, ledger consistent)', async (id, points) => {
    const before = await balanceNow();
    await checks.allowed('manager', all(approveWrites(PEOPLE.manager, E, id, points, before)));
    expect((await readDoc(env, paths.claim(E, id)))?.status).toBe('paid');
    expect(await expectLedgerConsistent(env, E)).toBe(before + points);
    // A second approval finds the entry there.
    await checks.denied('admin', all(approveWrites(PEOPLE.admin, E, id, points, before + points)));
    expect(await expectLedgerConsistent(env, E)).toBe(before + points);
  });

  it.each([UNDER_REVIEW, APPROVED])('%s: a manager rejects it with a reason', async (id) => {
    await checks.denied('manager', [rejectWrite(PEOPLE.manager, E, id, '   ')]);
    await checks.allowed('manager', [rejectWrite(PEOPLE.manager, E, id)]);
    expect((await readDoc(env, paths.claim(E, id)))?.status).toBe('rejected');
    await expectLedgerConsistent(env, E);
  });

  it('is not reviewed by its owner, an employee or finance', async () => {
    const before = await balanceNow();
    for (const who of ['owner', 'other', 'finance'] as const) {
      await checks.denied(who, all(approveWrites(PEOPLE[who], E, UNDER_REVIEW, 70, before)));
      await checks.denied(who, [rejectWrite(PEOPLE[who], E, UNDER_REVIEW)]);
    }
    expect(await expectLedgerConsistent(env, E)).toBe(before);
  });

  it('is approved only for exactly its points', async () => {
    const before = await balanceNow();
    await checks.denied('manager', all(approveWrites(PEOPLE.manager, E, UNDER_REVIEW, 700, before)));
    expect(await expectLedgerConsistent(env, E)).toBe(before);
  });

  it('a legacy approved claim already credited is neither credited again nor rejected', async () => {
    const before = await balanceNow();
    await checks.denied('manager', all(approveWrites(PEOPLE.manager, E, CREDITED, CREDITED_POINTS, before)));
    await checks.denied('manager', [rejectWrite(PEOPLE.manager, E, CREDITED)]);
    expect(await expectLedgerConsistent(env, E)).toBe(before);
  });

  it('is not withdrawn by its owner (only a pending claim is)', async () => {
    await checks.denied('owner', [withdrawWrite(E, UNDER_REVIEW)]);
    await checks.allowed('owner', [withdrawWrite(E, `${E}-001`)]);
  });
});
