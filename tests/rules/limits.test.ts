/**
 * Every text the app writes has the length limit its form states, and the rules enforce the same
 * number: each field is allowed at exactly its limit and denied one character over it. Each write is
 * the app's own (the write builders of src/data/schema, through tests/support/world) with that one
 * field changed. src/data/schema/rulesLimits.test.ts checks that the rules' numbers are the constants.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TITLE_MAX,
  ADJUSTMENT_REASON_MAX,
  EMAIL_MAX,
  EMPLOYEE_ID_MAX,
  NAME_MAX,
  PAID_DETAILS_MAX,
  PHONE_DIGITS,
  REASON_MAX,
  TEXT_MAX,
} from '@/domain/constants';
import { expectLedgerConsistent } from '../support/rules';
import { nameLowerOf } from '@/domain/roster';
import {
  ACTIVE_ACTIVITY,
  DOMAIN,
  PEOPLE,
  SEED_POINTS,
  activityUpdateWrite,
  adjustmentWrites,
  claimCreate,
  pendingCounterWrite,
  declineWrites,
  markPaidWrite,
  profileEditWrite,
  rejectWrite,
  reportWrites,
  rosterCreateWrite,
  rosterEditWrites,
  seeded,
  tamper,
  type Write,
} from '../support/world';
import { rulesSuite, type Who } from '../support/rulesSuite';

const suite = rulesSuite(import.meta.url);
const { denied, allowed } = suite;

const E = PEOPLE.owner.employeeId;
const ids = seeded(E);

/** Text of exactly n characters, in words of realistic length (the limits count spaces too). */
function text(n: number): string {
  return 'Referred a candidate who joined the Loocafe team '.repeat(Math.ceil(n / 49) + 1).slice(0, n);
}

/** A lower-case mailbox of exactly n characters in the demo domain. */
const mailbox = (n: number) => `${'a'.repeat(n - DOMAIN.length - 1)}@${DOMAIN}`;

/** A person provisioned by the admin under employee ID `id` (a new roster entry). */
const provisioned = (id: string) => ({
  ...PEOPLE.newcomer,
  employeeId: id,
  email: `${id.toLowerCase()}@${DOMAIN}`,
});

interface Limit {
  field: string;
  max: number;
  who: Who;
  /** The app's write with the field set to `value`. */
  writes: (value: string) => Write[];
  /** A value of exactly n characters (default: realistic text). */
  of?: (n: number) => string;
}

const pendingPoints = 100;

const LIMITS: Limit[] = [
  {
    field: "a claim's description",
    max: TEXT_MAX,
    who: 'owner',
    writes: (v) => [tamper(claimCreate(PEOPLE.owner, `${E}-004`), { description: v }), pendingCounterWrite(E, `${E}-004`, 1)],
  },
  {
    field: "a claim's evidence",
    max: TEXT_MAX,
    who: 'owner',
    writes: (v) => [tamper(claimCreate(PEOPLE.owner, `${E}-004`), { evidence: v }), pendingCounterWrite(E, `${E}-004`, 1)],
  },
  {
    field: "a claim's rejection reason (managerComment)",
    max: REASON_MAX,
    who: 'manager',
    writes: (v) => [rejectWrite(PEOPLE.manager, E, ids.pendingClaim, v)],
  },
  {
    field: "a redemption's payment details",
    max: PAID_DETAILS_MAX,
    who: 'finance',
    writes: (v) => [markPaidWrite(PEOPLE.finance, E, ids.pendingRedemption, v)],
  },
  {
    field: "a redemption's decline reason",
    max: REASON_MAX,
    who: 'finance',
    writes: (v) => {
      const w = declineWrites(PEOPLE.finance, E, ids.pendingRedemption, pendingPoints, SEED_POINTS);
      return [tamper(w.redemption, { declineReason: v }), w.entry, w.user, w.total];
    },
  },
  {
    field: "a productivity report's tasks",
    max: TEXT_MAX,
    who: 'owner',
    writes: (v) => Object.values(reportWrites(PEOPLE.owner, undefined, v)),
  },
  {
    field: "an adjustment's reason",
    max: ADJUSTMENT_REASON_MAX,
    who: 'admin',
    writes: (v) => Object.values(adjustmentWrites(PEOPLE.admin, E, 1, 25, SEED_POINTS, { reason: v })),
  },
  {
    field: "an activity's title",
    max: ACTIVITY_TITLE_MAX,
    who: 'admin',
    writes: (v) => [activityUpdateWrite(ACTIVE_ACTIVITY.id, { name: v })],
  },
  ...(['description', 'eligibilityCriteria', 'submissionGuidelines', 'verificationCriteria'] as const).map(
    (key): Limit => ({
      field: `an activity's ${key}`,
      max: TEXT_MAX,
      who: 'admin',
      writes: (v) => [activityUpdateWrite(ACTIVE_ACTIVITY.id, { [key]: v })],
    }),
  ),
  {
    field: "a new roster entry's full name",
    max: NAME_MAX,
    who: 'admin',
    writes: (v) => [tamper(rosterCreateWrite(provisioned('EMP200')), { fullName: v, nameLower: nameLowerOf(v) })],
  },
  {
    field: "a new roster entry's designation",
    max: NAME_MAX,
    who: 'admin',
    writes: (v) => [tamper(rosterCreateWrite(provisioned('EMP200')), { designation: v })],
  },
  {
    field: "a new roster entry's email",
    max: EMAIL_MAX,
    who: 'admin',
    of: mailbox,
    writes: (v) => [tamper(rosterCreateWrite(provisioned('EMP200')), { email: v })],
  },
  {
    field: "a new roster entry's employee ID",
    max: EMPLOYEE_ID_MAX,
    who: 'admin',
    of: (n) => `EMP${'9'.repeat(n - 3)}`,
    writes: (v) => [rosterCreateWrite(provisioned(v))],
  },
  {
    field: "an edited roster entry's full name, copied to the profile",
    max: NAME_MAX,
    who: 'admin',
    writes: (v) => Object.values(rosterEditWrites(PEOPLE.other.employeeId, { fullName: v })),
  },
  {
    field: "an edited roster entry's designation, copied to the profile",
    max: NAME_MAX,
    who: 'admin',
    writes: (v) => Object.values(rosterEditWrites(PEOPLE.other.employeeId, { designation: v })),
  },
  {
    field: "the owner's phone number",
    max: PHONE_DIGITS,
    who: 'owner',
    of: (n) => `9${'8'.repeat(n - 1)}`,
    writes: (v) => [profileEditWrite(E, { number: v })],
  },
];

describe('every text field is allowed at its limit and denied one character over it', () => {
  it.each(LIMITS.map((l) => [l.field, l.max, l] as const))('%s: at most %i', async (_field, max, limit) => {
    const of = limit.of ?? text;
    await denied(limit.who, limit.writes(of(max + 1)));
    await expectLedgerConsistent(suite.env, E);
    await allowed(limit.who, limit.writes(of(max)));
    await expectLedgerConsistent(suite.env, E);
  });

  it.each(LIMITS.map((l) => [l.field, l] as const))(
    '%s: the values are max and max + 1 characters long',
    (_field, limit) => {
      const of = limit.of ?? text;
      expect([of(limit.max).length, of(limit.max + 1).length]).toEqual([limit.max, limit.max + 1]);
    },
  );
});
