/**
 * Rules evaluation budgets. Production (and the emulator) evaluate at most 1,000 expressions per document
 * in a request; past that the write is denied. Each case below loads firestore.rules with 300 extra
 * expressions in front of one rule of one of the app's writes (in a project of its own, so the main
 * coverage report is untouched) and checks that the write still goes through: every rule keeps a third of
 * its budget spare. The 10/20 document look-up limits are enforced by the emulator in every allowed case
 * of the other files.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator';
import { RULES_FILE, readDoc } from '../support/rules';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  SEED_POINTS,
  accountWrite,
  activityCreateWrite,
  activityUpdateWrite,
  adjustmentWrites,
  approveWrites,
  cancelWrites,
  claimCreate,
  claimFiling,
  commit,
  declineWrites,
  markPaidWrite,
  paths,
  profileEditWrite,
  redeemWrites,
  rejectWrite,
  reportWrites,
  reversalWrites,
  rosterCreateWrite,
  rosterEditWrites,
  seeded,
  setStoredReader,
  signUpWrites,
  withdrawWrite,
  worldDocs,
  writeDocs,
  type Person,
  type Write,
} from '../support/world';

const BUDGET_PROJECT = `${PROJECT_ID}-budget`;
/** 10 comparisons of two literals: 50 expressions (measured: 20 calls exhaust the 1,000). */
const PAD =
  'function pad50() { return 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1 && 1 == 1; }';
const SPARE_PADS = 6;

/** The start of each rule, as written in firestore.rules. */
const RULES = {
  'users create': 'allow create: if canSignUp(',
  'users update': 'allow update: if canUpdateProfile(',
  'uids create': 'allow create: if isVerified()',
  'roster create': 'allow create: if canCreateRoster(',
  'personal write': 'allow create, update: if canWritePersonal(',
  'roster update': 'allow update: if canUpdateRoster(',
  'ledger create': 'allow create: if canCreateEntry(',
  'claim create': 'allow create: if canCreateClaim(',
  'claim update': 'allow update: if canUpdateClaim(',
  'redemption create': 'allow create: if canRedeem(',
  'redemption update': 'allow update: if canProcessRedemption(',
  'report create': 'allow create: if canFileReport(',
  'activity create': 'allow create: if canCreateActivity(',
  'activity update': 'allow update: if canUpdateActivity(',
} as const;
type Rule = keyof typeof RULES;

const source = readFileSync(RULES_FILE, 'utf8');

function padded(rule: Rule, pads: number): string {
  const anchor = RULES[rule];
  if (source.split(anchor).length !== 2)
    throw new Error(`"${anchor}" must occur exactly once in firestore.rules`);
  const prefix = Array.from({ length: pads }, () => 'pad50()').join(' && ');
  return source
    .replace('match /databases/{database}/documents {', `match /databases/{database}/documents {\n    ${PAD}`)
    .replace(anchor, anchor.replace(' if ', ` if ${prefix} && `));
}

async function loadRules(rules: string): Promise<void> {
  const { host, port } = firestoreEmulator();
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${BUDGET_PROJECT}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!response.ok) throw new Error(`rules not loaded: ${await response.text()}`);
}

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);
/** A paid claim the balance covers (the seeded one is worth more than the balance), to reverse. */
const SMALL_PAID_CLAIM = `${E}-005`;
const budgetWorld = () => ({
  ...worldDocs(),
  [paths.claim(E, SMALL_PAID_CLAIM)]: { ...claimCreate(PEOPLE.owner, SMALL_PAID_CLAIM).data, status: 'paid' },
});

interface Flow {
  name: string;
  who: Person;
  writes: () => Write[];
  rules: Rule[];
}

const FLOWS: Flow[] = [
  {
    name: 'sign-up',
    who: PEOPLE.newcomer,
    writes: () => Object.values(signUpWrites(PEOPLE.newcomer)),
    rules: ['users create', 'uids create', 'ledger create', 'personal write'],
  },
  {
    name: 'submit claim',
    who: PEOPLE.owner,
    writes: () => claimFiling(PEOPLE.owner, `${E}-004`),
    rules: ['claim create', 'users update'],
  },
  {
    name: 'approve claim',
    who: PEOPLE.manager,
    writes: () => Object.values(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS)),
    rules: ['claim update', 'ledger create', 'users update'],
  },
  {
    name: 'reject claim',
    who: PEOPLE.manager,
    writes: () => [rejectWrite(PEOPLE.manager, E, ids.pendingClaim)],
    rules: ['claim update'],
  },
  {
    name: 'redeem',
    who: PEOPLE.owner,
    writes: () => Object.values(redeemWrites(PEOPLE.owner, `RD-${E}-003`, 250, SEED_POINTS)),
    rules: ['redemption create', 'ledger create', 'users update'],
  },
  {
    name: 'mark paid',
    who: PEOPLE.finance,
    writes: () => [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption)],
    rules: ['redemption update'],
  },
  {
    name: 'decline',
    who: PEOPLE.finance,
    writes: () => Object.values(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS)),
    rules: ['redemption update', 'ledger create', 'users update'],
  },
  {
    name: 'withdraw claim',
    who: PEOPLE.owner,
    writes: () => [withdrawWrite(E, ids.pendingClaim)],
    rules: ['claim update'],
  },
  {
    name: 'cancel redemption',
    who: PEOPLE.owner,
    writes: () => Object.values(cancelWrites(PEOPLE.owner, ids.pendingRedemption, 100, SEED_POINTS)),
    rules: ['redemption update', 'ledger create', 'users update'],
  },
  {
    name: 'adjust points',
    who: PEOPLE.admin,
    writes: () => Object.values(adjustmentWrites(PEOPLE.admin, E, 1, -40, SEED_POINTS)),
    rules: ['ledger create', 'users update'],
  },
  {
    name: 'reverse approval',
    who: PEOPLE.admin,
    writes: () => Object.values(reversalWrites(PEOPLE.admin, E, 1, SMALL_PAID_CLAIM, -100, SEED_POINTS)),
    rules: ['claim update', 'ledger create', 'users update'],
  },
  {
    name: 'file report',
    who: PEOPLE.owner,
    writes: () => Object.values(reportWrites(PEOPLE.owner)),
    rules: ['report create', 'users update'],
  },
  { name: 'edit profile', who: PEOPLE.owner, writes: () => [profileEditWrite(E)], rules: ['personal write'] },
  { name: 'account change', who: PEOPLE.admin, writes: () => [accountWrite(E)], rules: ['users update'] },
  {
    name: 'provision an employee',
    who: PEOPLE.admin,
    writes: () => [
      rosterCreateWrite({ ...PEOPLE.newcomer, employeeId: 'EMP200', email: 'emp200@ics-rewards.test' }),
    ],
    rules: ['roster create'],
  },
  {
    name: 'edit a roster entry and its profile',
    who: PEOPLE.admin,
    writes: () =>
      Object.values(
        rosterEditWrites(E, {
          fullName: 'Renamed',
          designation: 'Lead',
          departments: ['HR', 'Tech Team'],
          userRole: 'manager',
          reviewQueues: ['M1'],
        }),
      ),
    rules: ['roster update', 'users update'],
  },
  {
    name: 'create activity',
    who: PEOPLE.admin,
    writes: () => [activityCreateWrite()],
    rules: ['activity create'],
  },
  {
    name: 'edit activity',
    who: PEOPLE.admin,
    writes: () => [activityUpdateWrite(ACTIVE_ACTIVITY.id)],
    rules: ['activity update'],
  },
];

let env: RulesTestEnvironment;
let dirty = true;

beforeAll(async () => {
  const { host, port } = firestoreEmulator();
  // No rules here: each case loads its own padded copy.
  env = await initializeTestEnvironment({ projectId: BUDGET_PROJECT, firestore: { host, port } });
  // A claim's decision goes with its reviewTimes move, the claim read in this project.
  setStoredReader((path) => readDoc(env, path));
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  if (!dirty) return;
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) =>
    writeDocs(ctx.firestore() as unknown as Firestore, budgetWorld()),
  );
  dirty = false;
});

function client(p: Person): Firestore {
  return env
    .authenticatedContext(p.uid, { email: p.email, email_verified: p.verified })
    .firestore() as unknown as Firestore;
}

describe('the expression budget', () => {
  it('is enforced: 1,000 extra expressions make an honest write fail', async () => {
    await loadRules(padded('claim create', 20));
    await assertFails(commit(client(PEOPLE.owner), claimFiling(PEOPLE.owner, `${E}-004`)));
  });

  it.each(FLOWS.flatMap((flow) => flow.rules.map((rule) => ({ ...flow, rule }))))(
    '$name: $rule keeps 300 of its 1,000 expressions spare',
    async ({ who, writes, rule }) => {
      await loadRules(padded(rule, SPARE_PADS));
      dirty = true;
      await assertSucceeds(commit(client(who), writes()));
    },
  );
});
