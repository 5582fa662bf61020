/**
 * Who made a ledger entry reads 'Name (ID)' for every reader of the statement, including an
 * employee who cannot read the maker's profile. Every entry therefore stores `createdByName`, and the
 * rules accept only the caller's own profile name (the opening entry: the new profile's name). Each
 * entry type: the honest write is allowed and stores the name; another's name, a missing name or a
 * name that is not text is denied and changes nothing; the ledger invariant holds after each.
 */
import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent, readDoc } from '../support/rules';
import { rulesSuite, type Who } from '../support/rulesSuite';
import {
  PEOPLE,
  SEED_POINTS,
  adjustmentWrites,
  approveWrites,
  cancelWrites,
  declineWrites,
  paths,
  redeemWrites,
  reversalWrites,
  seeded,
  signUpWrites,
  tamper,
  type Write,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { denied, allowed, deniedThenControl } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);

interface EntryCase {
  type: string;
  who: Who;
  /** Whose ledger, and the balance after the honest write. */
  employeeId: string;
  after: number;
  /** The honest writes; `entry` is the ledger entry among them. */
  writes: () => { entry: Write; rest: Write[] };
  /** The name the entry must carry. */
  name: string;
}

const split = (w: Record<string, Write> & { entry: Write }) => ({
  entry: w.entry,
  rest: Object.entries(w)
    .filter(([k]) => k !== 'entry')
    .map(([, v]) => v),
});

const newcomer = PEOPLE.newcomer;

const CASES: EntryCase[] = [
  {
    type: 'opening (sign-up)',
    who: 'newcomer',
    employeeId: newcomer.employeeId,
    after: 50,
    name: newcomer.name,
    writes: () => {
      const { opening, ...rest } = signUpWrites(newcomer);
      return { entry: opening, rest: Object.values(rest) };
    },
  },
  {
    type: 'earned (a manager approves)',
    who: 'manager',
    employeeId: E,
    after: SEED_POINTS + 100,
    name: PEOPLE.manager.name,
    writes: () => split(approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS)),
  },
  {
    type: 'redeemed (the owner redeems)',
    who: 'owner',
    employeeId: E,
    after: SEED_POINTS - 100,
    name: PEOPLE.owner.name,
    writes: () => split(redeemWrites(PEOPLE.owner, 'RD-EMP001-003', 100, SEED_POINTS)),
  },
  {
    type: 'refund (finance declines)',
    who: 'finance',
    employeeId: E,
    after: SEED_POINTS + 100,
    name: PEOPLE.finance.name,
    writes: () => split(declineWrites(PEOPLE.finance, E, ids.pendingRedemption, 100, SEED_POINTS)),
  },
  {
    type: 'cancel (the owner cancels)',
    who: 'owner',
    employeeId: E,
    after: SEED_POINTS + 100,
    name: PEOPLE.owner.name,
    writes: () => split(cancelWrites(PEOPLE.owner, ids.pendingRedemption, 100, SEED_POINTS)),
  },
  {
    type: 'adjustment (an admin adjusts)',
    who: 'admin',
    employeeId: E,
    after: SEED_POINTS + 25,
    name: PEOPLE.admin.name,
    writes: () => split(adjustmentWrites(PEOPLE.admin, E, 1, 25, SEED_POINTS)),
  },
];

describe.each(CASES)('the maker of a $type entry', (c) => {
  const entryPath = () => c.writes().entry.path;
  const honest = (): Write[] => {
    const { entry, rest } = c.writes();
    return [entry, ...rest];
  };
  const withName = (createdByName: unknown): Write[] => {
    const { entry, rest } = c.writes();
    return [tamper(entry, { createdByName }), ...rest];
  };

  it("is stored as the caller's own id and profile name", async () => {
    await allowed(c.who, honest());
    expect(await readDoc(suite.env, entryPath())).toMatchObject({
      createdBy: c.writes().entry.data.createdBy,
      createdByName: c.name,
    });
    expect(await expectLedgerConsistent(suite.env, c.employeeId)).toBe(c.after);
  });

  it.each<[string, unknown]>([
    ["another person's name", PEOPLE.other.name],
    ['an empty name', ''],
    ['a name that is not text', 42],
    ['no name at all', undefined],
  ])('denies %s, then allows the honest entry', async (_name, createdByName) => {
    await deniedThenControl(c.who, withName(createdByName), honest());
    expect(await expectLedgerConsistent(suite.env, c.employeeId)).toBe(c.after);
  });
});

describe('a reversal', () => {
  it("stores the admin's name, and is denied under a manager's name", async () => {
    const approve = approveWrites(PEOPLE.manager, E, ids.pendingClaim, 100, SEED_POINTS);
    await allowed('manager', Object.values(approve));
    const reversal = reversalWrites(PEOPLE.admin, E, 1, ids.pendingClaim, -100, SEED_POINTS + 100);
    await denied('admin', [
      reversal.claim,
      tamper(reversal.entry, { createdByName: PEOPLE.manager.name }),
      reversal.user,
    ]);
    await allowed('admin', Object.values(reversal));
    expect(await readDoc(suite.env, paths.ledger(E, 'adjustment-1'))).toMatchObject({
      createdBy: PEOPLE.admin.employeeId,
      createdByName: PEOPLE.admin.name,
      sourceRef: ids.pendingClaim,
    });
    expect(await expectLedgerConsistent(suite.env, E)).toBe(SEED_POINTS);
  });
});
