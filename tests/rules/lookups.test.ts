/**
 * Production limits the emulator does not enforce: every request the app makes (each batch or
 * transaction of src/data, built here from the same write builders through tests/support/world) is
 * committed on the emulator, and the document look-ups its rules made are counted from the rules
 * coverage (tests/support/accessMeter.ts). A request past 20 look-ups, or a write past 10, would be
 * refused in production while every other test passes: it fails here.
 *
 * Every `allow` statement that creates or updates must be measured by some request below, so a new
 * write path cannot skip this test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LOOKUPS_BUDGET_PER_REQUEST, LOOKUPS_BUDGET_PER_SINGLE_WRITE, LOOKUPS_PER_REQUEST, LOOKUPS_PER_WRITE } from '@/data/limits';
import { packRosterRows, rosterRequestLookups } from '@/data/roster/api';
import { readFileSync } from 'node:fs';
import {
  BALLAST_TERMS,
  CHAIN_AT_LIMIT,
  chainFunctions,
  EXPRESSION_BUDGET,
  EXPRESSION_LIMIT,
  measureRequest,
  RulesMap,
  type RequestCount,
} from '../support/accessMeter';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { firestoreEmulator } from '../support/emulator';
import {
  approveRequestWrites,
  budgetDefaultDoc,
  budgetDoc,
  changeBudgetWrite,
  SECOND_ADMIN,
  extraPersonDocs,
  openWrite,
  rejectRequestWrite,
  removeDefaultWrite,
  requestDoc,
  requestWrite,
  setBudgetWrite,
  setDefaultWrite,
  spendWrite,
  incrementSpendWrite,
  thresholdWrite,
} from '../support/budgets';
import { RULES_FILE } from '../support/rules';
import { istDayKey } from '@/domain/ist';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  audited,
  SEED_POINTS,
  accountWrite,
  activityData,
  actorOf,
  activityCreateWrite,
  activityUpdateWrite,
  adjustmentWrites,
  approveWrites,
  autoFilingWrites,
  cancelWrites,
  claimFiling,
  firstApproveWrite,
  holidayDoc,
  holidayRemoval,
  holidayWrite,
  dayOffset,
  leaveApproveWrites,
  leaveAskWrite,
  leaveRefuseWrite,
  leaveRequestDoc,
  leaveWithdrawWrite,
  declineWrites,
  leaverClaimWithdrawal,
  leaverWrite,
  leftProfile,
  markPaidWrite,
  ownProfileUpdate,
  paths,
  personDocs,
  profileEditWrite,
  redeemWrites,
  rejectWrite,
  reportWrites,
  reportEditWrite,
  storedReportDoc,
  reversalWrites,
  mailboxMoveWrites,
  rosterCreateWrite,
  rosterData,
  rosterEditWrites,
  rosterEmailPath,
  rosterFieldsOf,
  seeded,
  signUpWrites,
  today,
  withdrawWrite,
  worldDocs,
  type Person,
  type Write,
} from '../support/world';
import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { ledgerEntryId } from '@/domain/ledger';
import type { Department } from '@/domain/constants';
import { claimWrites } from '@/data/schema/claims';
import { fourEyesWrites } from '@/data/schema/fourEyes';
import { reminderDoc, reminderHourWrite } from '../support/reminder';
import { ledgerWrites } from '@/data/schema/ledger';
import { rosterWrites } from '@/data/schema/roster';
import { rosterEmailWrites } from '@/data/schema/rosterEmails';
import { profileWrites } from '@/data/schema/users';

const { owner, manager, finance, admin, newcomer } = PEOPLE;
const admin2 = SECOND_ADMIN;
const E = owner.employeeId;
const ids = seeded(E);
const past = Timestamp.fromMillis(Date.now() - 86_400_000);

/** The owner's pending claim approved earlier (claim, ledger entry and balance), for a reversal. */
function approvedPendingClaim(): Record<string, DocumentData> {
  const world = worldDocs();
  const entryId = ledgerEntryId.earned(ids.pendingClaim);
  const balance = SEED_POINTS + ACTIVE_ACTIVITY.points;
  return {
    [paths.claim(E, ids.pendingClaim)]: {
      ...world[paths.claim(E, ids.pendingClaim)],
      ...claimWrites.approve(actorOf(manager), today(), past),
    },
    [paths.ledger(E, entryId)]: ledgerWrites.post(
      { entryId, type: 'earned', points: ACTIVE_ACTIVITY.points, sourceRef: ids.pendingClaim, by: actorOf(manager) },
      balance,
      past,
    ),
    [paths.user(E)]: { ...world[paths.user(E)], ...profileWrites.balance(balance, entryId, past) },
  };
}

const AUTO = { id: 'PA010', name: 'Customer complaint resolved', points: 25 };

/** The owner's pending claim as a two-approval claim, first approved by `first` if given. */
function doubleClaim(first?: Person): Record<string, DocumentData> {
  const path = paths.claim(E, ids.pendingClaim);
  const stored = { ...worldDocs()[path], approvalRule: 'double' };
  return { [path]: first ? { ...stored, ...claimWrites.firstApprove(actorOf(first), today(), past) } : stored };
}

/** One imported row that edits a signed-up employee: the entry and the profile (saveRosterEntries). */
function importRowWrites(p: Person): Write[] {
  const edited = { ...rosterFieldsOf(p), designation: 'Supervisor' };
  return [
    {
      path: paths.roster(p.employeeId),
      op: 'update',
      data: rosterWrites.update(edited),
      audit: { action: 'roster.import', stored: rosterData(p) },
    },
    { path: paths.user(p.employeeId), op: 'update', data: profileWrites.org(edited, serverTimestamp()) },
  ];
}

/** Signed-up employees beyond the world's, for a roster import that edits a whole batch of them. */
function staff(n: number): Person[] {
  return Array.from({ length: n }, (_, i) => {
    const id = `EMP${String(500 + i)}`;
    return { ...PEOPLE.other, employeeId: id, uid: `uid-${id.toLowerCase()}`, email: `${id.toLowerCase()}@ics-rewards.test`, name: `Name ${id}` };
  });
}

/**
 * Import rows that move signed-up employees to another first department (each moves two headcounts): as
 * many as packRosterRows puts in one request, each between departments no other row of it touches.
 */
const DEPARTMENT_MOVES: [Department, Department][] = [
  ['Loocafe', 'Ixora FM'],
  ['Tech Team', 'Accounts & Finance'],
  ['HR', 'Loocafe'],
];
const departmentMoveRows = staff(DEPARTMENT_MOVES.length).map((p, i) => ({
  person: p,
  from: DEPARTMENT_MOVES[i]?.[0] ?? 'HR',
  to: DEPARTMENT_MOVES[i]?.[1] ?? 'HR',
}));
const DEPARTMENT_MOVES_PER_REQUEST =
  packRosterRows(departmentMoveRows.map((r) => ({ stored: { email: 'a@x.test' }, entry: { email: 'a@x.test' }, headcounts: [r.from, r.to] })))[0]?.length ?? 0;
const movingRows = departmentMoveRows.slice(0, DEPARTMENT_MOVES_PER_REQUEST);
function departmentMoveSeed(): Record<string, DocumentData> {
  return Object.fromEntries(
    movingRows.flatMap(({ person: p, from }) => {
      const docs = personDocs(p);
      return [
        ...Object.entries(docs),
        [paths.user(p.employeeId), { ...docs[paths.user(p.employeeId)], departments: [from] }],
        [paths.roster(p.employeeId), { ...rosterData(p), departments: [from] }],
      ];
    }),
  );
}
function departmentMoveWrites(): Write[] {
  const seed = departmentMoveSeed();
  return movingRows.flatMap(({ person: p, to }) => {
    const edited = { ...rosterFieldsOf(p), departments: [to] };
    return [
      {
        path: paths.roster(p.employeeId),
        op: 'update',
        data: rosterWrites.update(edited),
        audit: { action: 'roster.import', stored: seed[paths.roster(p.employeeId)] },
      },
      { path: paths.user(p.employeeId), op: 'update', data: profileWrites.org(edited, serverTimestamp()), headcount: { stored: seed[paths.user(p.employeeId)] } },
    ] satisfies Write[];
  });
}

interface AppRequest {
  name: string;
  who: Person;
  writes: () => Write[];
  seed?: () => Record<string, DocumentData>;
  /**
   * Many rows of a request measured on its own (named here): each write's bound comes from that one, as
   * a bulk request's shared places in the rules would count every row's documents against each write.
   */
  rowsOf?: string;
}

/** Rows of one request of an import (packRosterRows), of rows like `row`. */
const perRequest = (row: { stored: { email: string } | null; entry: { email: string } }) =>
  packRosterRows(Array.from({ length: 50 }, () => row))[0]?.length ?? 0;
const EDITS_PER_REQUEST = perRequest({ stored: { email: 'a@x.test' }, entry: { email: 'a@x.test' } });
const NEW_PER_REQUEST = perRequest({ stored: null, entry: { email: 'a@x.test' } });
const MOVES_PER_REQUEST = perRequest({ stored: { email: 'a@x.test' }, entry: { email: 'b@x.test' } });
const importRows = staff(EDITS_PER_REQUEST);
const newRows = staff(NEW_PER_REQUEST).map((p) => ({ ...p, employeeId: p.employeeId.replace('EMP', 'NEW'), email: p.email.replace('emp', 'new') }));
const movedRows = staff(MOVES_PER_REQUEST);
/**
 * The packer's fullest request of mixed rows: of a new row, a mailbox move, an edit and more, the
 * first request packRosterRows makes (the new row brings the roster total's look-up).
 */
const WORST_KINDS = { fresh: { stored: null, entry: { email: 'a@x.test' } }, move: { stored: { email: 'a@x.test' }, entry: { email: 'b@x.test' } }, edit: { stored: { email: 'a@x.test' }, entry: { email: 'a@x.test' } } };
const WORST_CHUNK = packRosterRows([WORST_KINDS.fresh, WORST_KINDS.edit, WORST_KINDS.edit, WORST_KINDS.move, WORST_KINDS.fresh])[0] ?? [];
const worstStaff = staff(2).map((p) => ({ ...p, employeeId: p.employeeId.replace('EMP', 'WST'), email: p.email.replace('emp', 'wst') }));
const worstNew = { ...newcomer, employeeId: 'WST900', email: 'wst900@ics-rewards.test' };
/** A roster entry written before the mailbox index existed. */
const legacyEntry = { ...newcomer, employeeId: 'EMP400', email: 'emp400@ics-rewards.test' };
/** EMP002 after confirming the new mailbox an admin gave them: the token carries it. */
const moved = { ...PEOPLE.other, email: 'asha.rao@ics-rewards.test' };

/** Leave: asked, withdrawn, refused, and approved with the most days a request can grant (12 working days of 14). */
const LEAVE_DAYS = Array.from({ length: 12 }, (_, i) => dayOffset(2 + i));
const LEAVE_REQUESTS: AppRequest[] = [
  { name: 'ask for leave', who: owner, writes: () => [leaveAskWrite(owner, 'L1', dayOffset(2), dayOffset(15))] },
  {
    name: 'withdraw a leave request',
    who: owner,
    seed: () => leaveRequestDoc(owner, 'L1', dayOffset(2), dayOffset(15)),
    writes: () => [leaveWithdrawWrite(owner, 'L1')],
  },
  {
    name: 'refuse a leave request',
    who: manager,
    seed: () => leaveRequestDoc(owner, 'L1', dayOffset(2), dayOffset(15)),
    writes: () => [leaveRefuseWrite(manager, owner, 'L1')],
  },
  {
    name: 'approve a leave request of one day (the day granted in the same batch)',
    who: manager,
    seed: () => leaveRequestDoc(owner, 'L1', dayOffset(2), dayOffset(2)),
    writes: () => leaveApproveWrites(manager, owner, 'L1', [dayOffset(2)]),
  },
  {
    name: 'approve a leave request of 12 working days (the days granted in the same batch)',
    who: manager,
    rowsOf: 'approve a leave request of one day (the day granted in the same batch)',
    seed: () => leaveRequestDoc(owner, 'L1', dayOffset(2), dayOffset(15)),
    writes: () => leaveApproveWrites(manager, owner, 'L1', LEAVE_DAYS),
  },
];

const REQUESTS: AppRequest[] = [
  { name: 'sign up', who: newcomer, writes: () => Object.values(signUpWrites(newcomer)) },
  { name: 'submit a claim', who: owner, writes: () => claimFiling(owner, `${E}-010`) },
  {
    name: "file a claim approved at once (auto), spending its queue's budget",
    who: owner,
    seed: () => ({
      [paths.activity(AUTO.id)]: activityData(AUTO.id, AUTO.points, AUTO.name, true, { approvalRule: 'auto', autoMonthlyLimit: 2 }),
      ...budgetDoc('M3', 300, 150),
    }),
    writes: () => [
      ...Object.values(autoFilingWrites(owner, `${E}-011`, AUTO, 0, SEED_POINTS)),
      incrementSpendWrite(owner, 'M3', AUTO.points, E, `${E}-011`),
    ],
  },
  {
    name: 'first approval of a two-approval claim',
    who: manager,
    seed: () => doubleClaim(),
    writes: () => [firstApproveWrite(manager, E, ids.pendingClaim)],
  },
  {
    name: "second approval of a two-approval claim, spending its queue's budget",
    who: manager,
    seed: () => ({ ...doubleClaim(admin), ...budgetDoc('M3', 300, 150) }),
    writes: () => [
      ...Object.values(approveWrites(manager, E, ids.pendingClaim, ACTIVE_ACTIVITY.points, SEED_POINTS)),
      spendWrite(manager, 'M3', 150 + ACTIVE_ACTIVITY.points, E, ids.pendingClaim),
    ],
  },
  {
    name: 'approve a claim',
    who: manager,
    writes: () => Object.values(approveWrites(manager, E, ids.pendingClaim, ACTIVE_ACTIVITY.points, SEED_POINTS)),
  },
  {
    name: "approve a claim within its queue's budget (the budget spent)",
    who: manager,
    seed: () => budgetDoc('M3', 300, 150),
    writes: () => [
      ...Object.values(approveWrites(manager, E, ids.pendingClaim, ACTIVE_ACTIVITY.points, SEED_POINTS)),
      spendWrite(manager, 'M3', 150 + ACTIVE_ACTIVITY.points, E, ids.pendingClaim),
    ],
  },
  {
    name: "approve a claim that opens the queue's month from its repeating budget",
    who: manager,
    seed: () => budgetDefaultDoc('M3', 300),
    writes: () => [
      ...Object.values(approveWrites(manager, E, ids.pendingClaim, ACTIVE_ACTIVITY.points, SEED_POINTS)),
      openWrite(manager, 'M3', 300, ACTIVE_ACTIVITY.points, E, ids.pendingClaim),
    ],
  },
  { name: "set a queue's month budget", who: admin, writes: () => [setBudgetWrite(admin, 'M1', 500)] },
  {
    name: "change a queue's month budget",
    who: admin,
    seed: () => budgetDoc('M1', 300, 100),
    writes: () => [changeBudgetWrite(admin, 'M1', 500, 300)],
  },
  { name: 'repeat a budget every month', who: admin, writes: () => [setDefaultWrite(admin, 'M1', 500)] },
  {
    name: "set a queue's month budget and repeat it (setBudget: one transaction, two entries)",
    who: admin,
    seed: () => budgetDefaultDoc('M1', 300),
    writes: () => [setBudgetWrite(admin, 'M1', 500), setDefaultWrite(admin, 'M1', 500, 300)],
  },
  {
    name: "change a queue's month budget and stop repeating it (the default deleted, audited)",
    who: admin,
    seed: () => ({ ...budgetDoc('M1', 300, 100), ...budgetDefaultDoc('M1', 300) }),
    writes: () => [changeBudgetWrite(admin, 'M1', 500, 300), removeDefaultWrite(admin, 'M1', budgetDefaultDoc('M1', 300)['budgetDefaults/M1'] ?? {})],
  },
  { name: 'set the four-eyes threshold', who: admin, writes: () => [thresholdWrite(admin, 1000)] },
  { name: 'set the report reminder hour', who: admin, writes: () => [reminderHourWrite(admin, 18)] },
  { name: 'change the report reminder hour', who: admin, seed: () => reminderDoc(17), writes: () => [reminderHourWrite(admin, 9, 17)] },
  {
    name: 'change the four-eyes threshold',
    who: admin,
    seed: () => ({ 'settings/fourEyes': fourEyesWrites.threshold(800, 'ADM001', past) }),
    writes: () => [thresholdWrite(admin, 1000, 800)],
  },
  {
    name: 'ask for a large adjustment',
    who: admin,
    writes: () => [requestWrite(admin, 'REQ1', owner, 800)],
  },
  {
    name: 'approve a large adjustment (second admin)',
    who: admin2,
    seed: () => ({ ...extraPersonDocs(admin2), ...requestDoc(admin, 'REQ1', owner, 800) }),
    writes: () => Object.values(approveRequestWrites(admin2, 'REQ1', E, 1, 800, SEED_POINTS)),
  },
  {
    name: 'reject a large adjustment',
    who: admin2,
    seed: () => ({ ...extraPersonDocs(admin2), ...requestDoc(admin, 'REQ1', owner, 800) }),
    writes: () => [rejectRequestWrite(admin2, 'REQ1')],
  },
  { name: 'reject a claim', who: manager, writes: () => [rejectWrite(manager, E, ids.pendingClaim)] },
  { name: 'withdraw a claim', who: owner, writes: () => [withdrawWrite(E, ids.pendingClaim)] },
  {
    name: 'reverse a paid claim',
    who: admin,
    seed: approvedPendingClaim,
    writes: () =>
      Object.values(reversalWrites(admin, E, 1, ids.pendingClaim, -ACTIVE_ACTIVITY.points, SEED_POINTS + ACTIVE_ACTIVITY.points)),
  },
  { name: 'adjust a balance', who: admin, writes: () => Object.values(adjustmentWrites(admin, E, 1, 25, SEED_POINTS)) },
  { name: 'redeem', who: owner, writes: () => Object.values(redeemWrites(owner, `RD-${E}-010`, 100, SEED_POINTS)) },
  { name: 'pay a redemption', who: finance, writes: () => [markPaidWrite(finance, E, ids.pendingRedemption)] },
  {
    name: 'decline a redemption',
    who: finance,
    writes: () => Object.values(declineWrites(finance, E, ids.pendingRedemption, 100, SEED_POINTS)),
  },
  {
    name: 'cancel a redemption',
    who: owner,
    writes: () => Object.values(cancelWrites(owner, ids.pendingRedemption, 100, SEED_POINTS)),
  },
  { name: "file today's report", who: owner, writes: () => Object.values(reportWrites(owner)) },
  {
    name: "edit today's report",
    who: owner,
    seed: () => ({ [`users/${E}/productivityReports/${istDayKey(new Date())}`]: storedReportDoc(owner, istDayKey(new Date())) }),
    writes: () => [reportEditWrite(owner, istDayKey(new Date()))],
  },
  { name: 'edit personal details', who: owner, writes: () => [profileEditWrite(E)] },
  {
    name: 'open the notifications',
    who: owner,
    writes: () => [ownProfileUpdate(E, profileWrites.notificationsSeen(serverTimestamp()))],
  },
  { name: 'block an account (the headcount moves)', who: admin, writes: () => [accountWrite(PEOPLE.other.employeeId)] },
  {
    name: 'unblock an account (the headcount moves)',
    who: admin,
    writes: () => [accountWrite(PEOPLE.blocked.employeeId, { userStatus: 'unblocked' })],
  },
  {
    name: 'deactivate an account (the headcount moves)',
    who: admin,
    writes: () => [accountWrite(PEOPLE.other.employeeId, { isActive: false })],
  },
  {
    name: "change an employee's first department (the roster edit; two headcounts move)",
    who: admin,
    writes: () => Object.values(rosterEditWrites(PEOPLE.other.employeeId, { departments: ['Tech Team'] })),
  },
  {
    name: 'make an employee a Director (the roster edit; the headcount moves)',
    who: admin,
    writes: () => Object.values(rosterEditWrites(PEOPLE.other.employeeId, { designation: 'Director' })),
  },
  {
    name: `import ${String(movingRows.length)} roster rows that move signed-up employees to other departments (one transaction)`,
    who: admin,
    rowsOf: "change an employee's first department (the roster edit; two headcounts move)",
    seed: departmentMoveSeed,
    writes: departmentMoveWrites,
  },
  {
    name: 'provision an employee',
    who: admin,
    writes: () => [rosterCreateWrite({ ...newcomer, employeeId: 'EMP300', email: 'emp300@ics-rewards.test' })],
  },
  {
    name: 'edit a roster entry (and the profile)',
    who: admin,
    writes: () => Object.values(rosterEditWrites(PEOPLE.other.employeeId, { designation: 'Lead' })),
  },
  {
    name: "change someone's role",
    who: admin,
    writes: () => Object.values(rosterEditWrites(PEOPLE.other.employeeId, { userRole: 'manager' })),
  },
  {
    name: `import ${EDITS_PER_REQUEST} roster rows that edit signed-up employees (one transaction)`,
    who: admin,
    rowsOf: 'edit a roster entry (and the profile)',
    seed: () =>
      Object.fromEntries(
        importRows.flatMap((p) => [...Object.entries(personDocs(p)), [paths.roster(p.employeeId), rosterData(p)]]),
      ),
    writes: () => importRows.flatMap((p) => importRowWrites(p)),
  },
  {
    name: `import ${NEW_PER_REQUEST} new roster rows, each with its mailbox index (one transaction)`,
    who: admin,
    rowsOf: 'provision an employee',
    writes: () => newRows.map((p) => audited(rosterCreateWrite(p), { action: 'roster.import' })),
  },
  {
    name: "move a signed-up employee's roster entry to a new mailbox (the index moves, the profile follows)",
    who: admin,
    writes: () => mailboxMoveWrites(PEOPLE.other, moved.email),
  },
  {
    name: `import ${MOVES_PER_REQUEST} roster rows that move signed-up employees to new mailboxes (one transaction)`,
    who: admin,
    rowsOf: "move a signed-up employee's roster entry to a new mailbox (the index moves, the profile follows)",
    seed: () =>
      Object.fromEntries(
        movedRows.flatMap((p) => [
          ...Object.entries(personDocs(p)),
          [paths.roster(p.employeeId), rosterData(p)],
          [rosterEmailPath(p.email), rosterEmailWrites.index(p.employeeId)],
        ]),
      ),
    writes: () => movedRows.flatMap((p) => mailboxMoveWrites(p, p.email.replace('@', '.new@'))),
  },
  {
    name: `import the fullest mixed request (${rosterRequestLookups(WORST_CHUNK)} look-ups by packRosterRows): a new row and two edits`,
    who: admin,
    // Per write, the heaviest row's own request: the rows share audited() and callerOf(), so the meter's
    // bound of one write here would count the other rows' documents.
    rowsOf: 'edit a roster entry (and the profile)',
    seed: () =>
      Object.fromEntries(
        worstStaff.flatMap((p) => [
          ...Object.entries(personDocs(p)),
          [paths.roster(p.employeeId), rosterData(p)],
          [rosterEmailPath(p.email), rosterEmailWrites.index(p.employeeId)],
        ]),
      ),
    writes: () => {
      const [m1, e1] = worstStaff as [Person, Person];
      return [
        audited(rosterCreateWrite(worstNew), { action: 'roster.import' }),
        ...importRowWrites(m1),
        ...importRowWrites(e1),
      ];
    },
  },
  {
    name: 'index the mailbox of an entry written before the index',
    who: admin,
    seed: () => ({ [paths.roster(legacyEntry.employeeId)]: rosterData(legacyEntry) }),
    writes: () => [{ path: rosterEmailPath(legacyEntry.email), op: 'set', data: rosterEmailWrites.index(legacyEntry.employeeId) }],
  },
  {
    name: 'confirm a mailbox an admin changed (the profile takes the verified new one)',
    who: moved,
    seed: () => ({ [paths.roster(moved.employeeId)]: { ...rosterData(PEOPLE.other), email: moved.email, createdAt: past } }),
    writes: () => [{ path: paths.user(moved.employeeId), op: 'update', data: profileWrites.mailbox(moved.email, serverTimestamp()) }],
  },
  { name: 'create an activity', who: admin, writes: () => [activityCreateWrite()] },
  { name: 'set a holiday', who: admin, writes: () => [holidayWrite('2026-10-02')] },
  {
    name: 'rename a holiday',
    who: admin,
    seed: () => ({ [paths.holiday('2026-10-02')]: holidayDoc('2026-10-02') }),
    writes: () => [holidayWrite('2026-10-02', 'Gandhi Jayanti', admin, holidayDoc('2026-10-02'))],
  },
  {
    name: 'remove a holiday (audited)',
    who: admin,
    seed: () => ({ [paths.holiday('2026-10-02')]: holidayDoc('2026-10-02') }),
    writes: () => [holidayRemoval('2026-10-02', holidayDoc('2026-10-02'))],
  },
  { name: 'record a leaver', who: admin, writes: () => [leaverWrite(PEOPLE.other.employeeId)] },
  {
    name: "withdraw a leaver's claim awaiting review (one claim a request)",
    who: admin,
    seed: () => ({ [paths.user(E)]: leftProfile(owner) }),
    writes: () => leaverClaimWithdrawal(E, ids.pendingClaim, 0, leftProfile(owner)),
  },
  {
    name: "decline a leaver's pending redemption (points back)",
    who: finance,
    seed: () => ({ [paths.user(E)]: leftProfile(owner) }),
    writes: () => Object.values(declineWrites(finance, E, ids.pendingRedemption, 100, SEED_POINTS)),
  },
  {
    name: 'edit an activity',
    who: admin,
    // Last edited in the past, so this edit's updatedAt is a change.
    seed: () => ({ [paths.activity(ACTIVE_ACTIVITY.id)]: { ...activityData(ACTIVE_ACTIVITY.id, ACTIVE_ACTIVITY.points, ACTIVE_ACTIVITY.name), updatedAt: '2025-01-01T00:00:00.000Z' } }),
    writes: () => [activityUpdateWrite()],
  },
  ...LEAVE_REQUESTS,
];

const measured = new Map<string, RequestCount>();

/**
 * Requests still over the 70% budget of look-ups (issue 40 item 9, not yet done), by the start of their
 * name, with the distinct documents they look up today. The meter counts a document's state before and
 * after a request as two; these need rules that look up less (the approval's before/after pairs, the
 * leave approval's one report look-up per day granted, the roster rows' mailbox and audit look-ups), or,
 * for the roster import, fewer rows a request (packRosterRows packs to the hard limit today). Each is
 * held where it is: one more look-up fails here, one fewer asks for this table to shrink.
 */
const OVER_BUDGET = new Map<string, number>([
  ['approve a claim', 15],
  ["approve a claim that opens the queue's month from its repeating budget", 15],
  [`import ${String(movingRows.length)} roster rows that move signed-up employees to other departments (one transaction)`, 15],
  [`import ${EDITS_PER_REQUEST} roster rows that edit signed-up employees (one transaction)`, 15],
  [`import ${NEW_PER_REQUEST} new roster rows, each with its mailbox index (one transaction)`, 19],
  [`import ${MOVES_PER_REQUEST} roster rows that move signed-up employees to new mailboxes (one transaction)`, 16],
  [`import the fullest mixed request (${rosterRequestLookups(WORST_CHUNK)} look-ups by packRosterRows): a new row and two edits`, 17],
  ['approve a leave request of 12 working days (the days granted in the same batch)', 15],
]);

/** The look-ups request `name` may make: the 70% budget, or what an over-budget request makes today. */
function lookUpBudget(name: string, writes: number): number {
  return OVER_BUDGET.get(name) ?? (writes === 1 ? LOOKUPS_BUDGET_PER_SINGLE_WRITE : LOOKUPS_BUDGET_PER_REQUEST);
}


afterAll(() => {
  const rows = [...measured].map(
    ([name, c]) => `${String(c.total).padStart(3)}  ${String(c.expressions).padStart(5)}  ${c.writes.map((w) => w.lookUps).join('/').padEnd(12)} ${name}`,
  );
  console.info(`look-ups: request total, expressions evaluated, look-ups per write (upper bound)\n${rows.join('\n')}`);
  const heavy = [...measured].filter(([, c]) => c.total > 9).map(([name, c]) => `${name}:\n  ${c.docs.join('\n  ')}`);
  console.info(`documents looked up by the heaviest requests\n${heavy.join('\n')}`);
});

describe('the ballast that proves room under the expression limit (tests/support/accessMeter.ts)', () => {
  /** Whether one write, whose rules evaluate a chain of `terms`, is allowed by the emulator. */
  async function chainAllowed(terms: number): Promise<boolean> {
    const { host, port } = firestoreEmulator();
    const rules = `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents { ${chainFunctions('chain', terms)}\n    match /probe/{id} { allow create: if chain(); }\n  }\n}\n`;
    const env = await initializeTestEnvironment({ projectId: `demo-chain-${process.pid}-${terms}`, firestore: { host, port, rules } });
    try {
      const db = env.authenticatedContext('prober').firestore();
      await setDoc(doc(db as unknown as Firestore, 'probe/p'), { at: 1 });
      return true;
    } catch (error) {
      expect(String(error)).toMatch(/maximum of 1000 expressions/);
      return false;
    } finally {
      await env.cleanup();
    }
  }

  it(`a write may evaluate a chain of ${CHAIN_AT_LIMIT} terms and not one more, so ${BALLAST_TERMS} terms are at least ${EXPRESSION_LIMIT - EXPRESSION_BUDGET} expressions`, async () => {
    expect(await chainAllowed(CHAIN_AT_LIMIT)).toBe(true);
    expect(await chainAllowed(CHAIN_AT_LIMIT + 1)).toBe(false);
    // CHAIN_AT_LIMIT + 1 terms pass the limit, so each costs more than 1000 / (CHAIN_AT_LIMIT + 1).
    expect((BALLAST_TERMS * EXPRESSION_LIMIT) / (CHAIN_AT_LIMIT + 1)).toBeGreaterThanOrEqual(EXPRESSION_LIMIT - EXPRESSION_BUDGET);
  }, 120_000);
});

it('names only requests that exist in OVER_BUDGET', () => {
  const names = new Set(REQUESTS.map((r) => r.name));
  expect([...OVER_BUDGET.keys()].filter((name) => !names.has(name))).toEqual([]);
});

describe('document look-ups and evaluated expressions of every request the app makes stay within production limits', () => {
  for (const request of REQUESTS) {
    it(request.name, async () => {
      const writes = request.writes();
      const count = await measureRequest(request.who, writes, { ...worldDocs(), ...(request.seed?.() ?? {}) });
      measured.set(request.name, count);
      const limit = writes.length === 1 ? LOOKUPS_PER_WRITE : LOOKUPS_PER_REQUEST;
      expect(count.total, `distinct documents looked up: ${count.docs.join(', ')}`).toBeLessThanOrEqual(limit);
      const budget = lookUpBudget(request.name, count.writes.length);
      expect(count.total, `within the 70% budget (or held where it is): ${count.docs.join(', ')}`).toBeLessThanOrEqual(budget);
      if (budget > LOOKUPS_BUDGET_PER_REQUEST) {
        expect(count.total, `${request.name} looks up less now: lower or remove it in OVER_BUDGET`).toBe(budget);
      }
      // The expression limit: the write committed with the ballast (measureRequest), so each of its
      // writes evaluated at most EXPRESSION_BUDGET expressions of its own.
      for (const w of count.writes) {
        expect(w.allowLines.length, `an allow statement decides ${w.method} ${w.path}`).toBeGreaterThan(0);
      }
      const perWrite = request.rowsOf ? measured.get(request.rowsOf) : count;
      expect(perWrite, `${request.rowsOf ?? ''} is measured first`).toBeDefined();
      for (const w of perWrite?.writes ?? []) {
        expect(w.lookUps, `${w.method} ${w.path}`).toBeLessThanOrEqual(LOOKUPS_PER_WRITE);
      }
      // A project of its own per request, seeded, committed and its coverage report fetched: about 10 s
      // on a loaded 2-core machine, past the suite's 30 s at times. The timeout is there for hangs.
    }, 120_000);
  }

  it('every allow statement that creates or updates is measured above', () => {
    const map = new RulesMap(readFileSync(RULES_FILE, 'utf8'));
    const writing = map.allows.filter((a) => a.methods.some((m) => ['create', 'update', 'write'].includes(m)));
    const seen = new Set([...measured.values()].flatMap((c) => c.writes.flatMap((w) => w.allowLines)));
    expect(writing.map((a) => a.line).filter((line) => !seen.has(line))).toEqual([]);
  });

  it("packRosterRows's accounting bounds what the rules look up, for every roster request measured above", () => {
    expect(WORST_CHUNK).toEqual([WORST_KINDS.fresh, WORST_KINDS.edit, WORST_KINDS.edit]);
    const bill = (kind: keyof typeof WORST_KINDS, n: number) => rosterRequestLookups(Array.from({ length: n }, () => WORST_KINDS[kind]));
    const expected: [string, number][] = [
      ['provision an employee', bill('fresh', 1)],
      ['edit a roster entry (and the profile)', bill('edit', 1)],
      [`import ${EDITS_PER_REQUEST} roster rows that edit`, bill('edit', EDITS_PER_REQUEST)],
      [`import ${NEW_PER_REQUEST} new roster rows`, bill('fresh', NEW_PER_REQUEST)],
      [`import ${MOVES_PER_REQUEST} roster rows that move`, bill('move', MOVES_PER_REQUEST)],
      ['import the fullest mixed request', rosterRequestLookups(WORST_CHUNK)],
    ];
    for (const [prefix, lookUps] of expected) {
      const found = [...measured].find(([name]) => name.startsWith(prefix));
      expect(found?.[1].total, prefix).toBeLessThanOrEqual(lookUps);
    }
    expect(rosterRequestLookups(WORST_CHUNK)).toBe(LOOKUPS_PER_REQUEST);
  });

  it('counts a look-up the rules really made, once per document (the meter itself)', async () => {
    // Approving looks up the reviewer (uids link, profile), the claim before and after, the entry
    // before and after, the claimant's profile before and after: known documents, each once.
    const count = measured.get('approve a claim');
    expect(count?.docs).toEqual(
      expect.arrayContaining([
        `before uids/${manager.uid}`,
        `before users/${manager.employeeId}`,
        `before users/${E}/requestedClaims/${ids.pendingClaim}`,
        `after users/${E}/requestedClaims/${ids.pendingClaim}`,
        `after users/${E}`,
      ]),
    );
    // The roster import: the admin's two look-ups are shared by every row.
    const batch = [...measured].find(([name]) => name.startsWith('import'))?.[1];
    expect(batch?.docs.filter((d) => d.includes(`users/${admin.employeeId}`))).toEqual([`before users/${admin.employeeId}`]);
  });
});
