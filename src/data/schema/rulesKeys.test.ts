/**
 * Every write builder writes exactly the keys the rules allow for that write: the key lists are read
 * from firestore.rules (hasExactly / hasOnly), so a field added to a builder and not to the rules (or
 * the other way round) fails here, before any emulator runs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANAGERS } from '@/domain/constants';
import { activityWrites } from './activities';
import { AUDIT_ACTIONS, AUDIT_BOOKKEEPING, AUDIT_REMOVALS, AUDIT_TARGETS, auditWrites } from './audit';
import { budgetDefaultWrites, budgetWrites } from './budgets';
import { autoApprovalWrites } from './autoApprovals';
import { claimWrites } from './claims';
import { adjustmentRequestWrites, fourEyesWrites } from './fourEyes';
import { reminderWrites } from './reminder';
import { adjustmentDayWrites } from './adjustmentDays';
import { holidayWrites } from './holidays';
import { leaveDayWrites, leaveWrites } from './leave';
import { ledgerWrites } from './ledger';
import { earnerMarkWrites, monthTotalsWrites, TOTAL_POINT_FIELDS } from './monthTotals';
import { headcountWrites } from './headcounts';
import { personalWrites } from './personal';
import { redemptionWrites } from './redemptions';
import { reportGapWrites } from './reportGaps';
import { reportWrites } from './reports';
import { reviewTimesWrites } from './reviewTimes';
import { rosterWrites } from './roster';
import { rosterEmailWrites } from './rosterEmails';
import { ROSTER_BATCH_MAX, rosterTotalsWrites } from './rosterTotals';
import { uidWrites } from './uids';
import { profileWrites } from './users';

const RULES = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

/** The text between the brace after `start` and its matching closing brace. */
function block(start: string): string {
  const at = RULES.indexOf(start);
  if (at < 0) throw new Error(`firestore.rules has no '${start}'`);
  const open = RULES.indexOf('{', at + start.length);
  let depth = 0;
  for (let i = open; i < RULES.length; i++) {
    if (RULES[i] === '{') depth++;
    if (RULES[i] === '}' && --depth === 0) return RULES.slice(open + 1, i);
  }
  throw new Error(`unbalanced braces after '${start}'`);
}

/** A rules expression that is a list: a literal, `fn()` (a function returning one), or `x.concat(y)`. */
function listOf(expr: string): string[] {
  const e = expr.trim();
  const concat = /^(\w+\(\))\.concat\((\[[^\]]*\])\)$/.exec(e);
  if (concat?.[1] && concat[2]) return [...listOf(concat[1]), ...listOf(concat[2])];
  const call = /^(\w+)\(\)$/.exec(e);
  if (call?.[1]) return listOf(/return\s+([\s\S]*?);/.exec(block(`function ${call[1]}(`))?.[1] ?? '');
  if (!e.startsWith('[')) throw new Error(`not a list: ${e}`);
  return [...e.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

/**
 * The n-th key list of `scope` (a rules function's name, or a match line): the argument of its n-th
 * `hasOnly(` (an update's changed keys) or the keys of its n-th `hasExactly(d, ...)` (a create).
 */
function allowed(scope: string, n = 0): string[] {
  const body = block(scope.startsWith('match ') ? scope : `function ${scope}(`);
  const found = [...body.matchAll(/(?:keys\(\)\.hasOnly\(|affected\(\)\.hasOnly\(|keys\.hasOnly\(|hasExactly\([\w.]+,)/g)];
  const hit = found[n];
  if (hit?.index === undefined) throw new Error(`${scope} has no key list #${n}`);
  const from = hit.index + hit[0].length;
  let depth = 0;
  let i = from;
  for (; i < body.length; i++) {
    const ch = body[i] ?? '';
    if ('(['.includes(ch)) depth++;
    else if (')]'.includes(ch) && depth-- === 0) break;
    else if (ch === ',' && depth === 0) break;
  }
  // canCreateEntry: `adjustment ? entryKeys().concat(['reason']) : entryKeys()`, the adjustment's list.
  return listOf(body.slice(from, i).replace(/^\s*adjustment \?\s*/, '').replace(/\s*:\s*\w+\(\)\s*$/, ''));
}

const at = 'AT';
const today = '2025-01-02';
const actor = { employeeId: 'MGR001', name: 'Mina', fullName: 'Mina Rao', email: 'mgr001@x.test' };
const employee = { employeeId: 'EMP001', name: 'Asha', department: 'Associate', designation: 'Associate' };
const org = { fullName: 'Asha', designation: 'Associate', departments: ['HR'], userRole: 'employee', reviewQueues: [] } as const;
const rosterFields = { employeeId: 'EMP001', email: 'emp001@x.test', ...org, departments: ['HR' as const], reviewQueues: [] };
const terms = {
  name: 'A',
  description: '',
  points: 10,
  isActive: true,
  eligibilityCriteria: '',
  submissionGuidelines: '',
  verificationCriteria: '',
};
/** An audited write: the builder's fields and the link to its audit entry (writeAudited). */
const linked = (written: object) => ({ ...written, ...auditWrites.link('a1') });
const posting = { entryId: 'claim-EMP001-001', type: 'earned', points: 10, sourceRef: 'EMP001-001', by: actor } as const;

const leaveAsker = { employeeId: 'EMP001', name: 'Asha', director: false, queue: 'M1' };
const leaveRequest = { id: 'L1', employeeId: 'EMP001', employeeName: 'Asha', director: false };
const LEAVE_WRITES: Record<string, [written: object, scope: string, n?: number]> = {
  'leaveWrites.ask': [leaveWrites.ask(leaveAsker, { from: today, to: today, reason: 'r' }, at), 'canAskLeave'],
  'leaveWrites.withdraw': [leaveWrites.withdraw(at), 'canUpdateLeave', 0],
  'leaveWrites.approve': [leaveWrites.approve({ employeeId: 'MGR001', name: 'Mina' }, at), 'canUpdateLeave', 1],
  'leaveWrites.refuse': [leaveWrites.refuse({ employeeId: 'MGR001', name: 'Mina' }, 'n', at), 'canUpdateLeave', 2],
  'leaveDayWrites.grant': [leaveDayWrites.grant(leaveRequest, today, 'MGR001', at), 'canGrantLeaveDay'],
};

/** Each builder's write, with the rules' key list it must equal. */
const WRITES: Record<string, [written: object, scope: string, n?: number]> = {
  'uidWrites.link': [uidWrites.link('EMP001'), 'match /uids/{uid}'],
  'profileWrites.signUp': [
    profileWrites.signUp({ employeeId: 'EMP001', roster: org, email: 'a@x.test', uid: 'u' }, at),
    'canSignUp',
  ],
  'profileWrites.reportStamp': [profileWrites.reportStamp(today, at, { current: 1, best: 1, day: today }), 'canUpdateProfile', 0],
  'profileWrites.notificationsSeen': [profileWrites.notificationsSeen(at), 'canUpdateProfile', 2],
  'profileWrites.account': [linked(profileWrites.account({ userStatus: 'blocked', isActive: false }, at)), 'canUpdateProfile', 3],
  'profileWrites.org': [profileWrites.org(org, at), 'canUpdateProfile', 4],
  'profileWrites.leave': [linked(profileWrites.leave({ leftOn: today, reason: 'Resigned' }, at)), 'canUpdateProfile', 5],
  'personalWrites.save': [personalWrites.save({ number: '9876543210', gender: 'Male', dob: today }, at), 'canWritePersonal'],
  'rosterWrites.create': [linked(rosterWrites.create(rosterFields, 'ADM001', at)), 'canCreateRoster'],
  'rosterWrites.update': [linked(rosterWrites.update(rosterFields)), 'canUpdateRoster'],
  'auditWrites.entry': [
    auditWrites.entry(
      { action: 'role.change', target: { kind: 'roster', id: 'EMP001' }, change: { before: {}, after: {} }, by: actor },
      at,
    ),
    'auditKeys',
  ],
  'ledgerWrites.post': [ledgerWrites.post(posting, 10, at), 'entryKeys'],
  'ledgerWrites.opening': [ledgerWrites.opening(actor, at), 'entryKeys'],
  'claimWrites.submit': [
    claimWrites.submit(
      {
        id: 'EMP001-001',
        employee,
        activity: { id: 'PA001', name: 'A', points: 10 },
        input: { description: 'd', completionDate: today, managerId: 'M3', evidence: '' },
        today,
      },
      at,
    ),
    'canCreateClaim',
  ],
  'claimWrites.submitApproved': [
    claimWrites.submitApproved(
      {
        id: 'EMP001-001',
        employee,
        activity: { id: 'PA001', name: 'A', points: 10, approvalRule: 'auto' },
        input: { description: 'd', completionDate: today, managerId: 'M3', evidence: '' },
        today,
      },
      at,
    ),
    'canCreateClaim',
    1,
  ],
  'claimWrites.firstApprove': [claimWrites.firstApprove(actor, today, at), 'canReviewClaim', 2],
  'autoApprovalWrites.count': [autoApprovalWrites.count(1, 'EMP001-001'), 'canCountAutoApproval'],
  'claimWrites.approve': [claimWrites.approve(actor, today, at), 'canReviewClaim', 0],
  'claimWrites.reject': [claimWrites.reject(actor, 'no', today, at), 'canReviewClaim', 1],
  'claimWrites.withdraw': [claimWrites.withdraw(today, at), 'canWithdrawClaim'],
  'claimWrites.reverse': [claimWrites.reverse('adjustment-1', at), 'canReverseClaim'],
  'claimWrites.withdrawForLeaver': [claimWrites.withdrawForLeaver('Resigned', today, at), 'leaversClaimWithdrawn'],
  'redemptionWrites.request': [
    redemptionWrites.request({ id: 'RD-EMP001-001', employee, points: 100, today }, at),
    'canRedeem',
  ],
  'redemptionWrites.pay': [redemptionWrites.pay(actor, 'UPI', today, at), 'canProcessRedemption', 0],
  'redemptionWrites.decline': [redemptionWrites.decline(actor, 'no', today, at), 'canProcessRedemption', 1],
  'redemptionWrites.cancel': [redemptionWrites.cancel(today, at), 'canProcessRedemption', 2],
  'reportWrites.file': [reportWrites.file(employee, today, 'tasks', at), 'canFileReport'],
  'reportWrites.edit': [reportWrites.edit('tasks', at, 1), 'canEditReport'],
  'reportGapWrites.file': [reportGapWrites.file(employee, '', today), 'canFileReportGap'],
  'activityWrites.create': [linked(activityWrites.create('PA001', terms, '2025-01-02T00:00:00.000Z')), 'canCreateActivity'],
  'activityWrites.update': [linked(activityWrites.update(terms, '2025-01-02T00:00:00.000Z')), 'canUpdateActivity'],
  'holidayWrites.save': [linked(holidayWrites.save({ day: today, name: 'Founders Day' }, 'ADM001', at)), 'canWriteHoliday'],
  'budgetWrites.create': [linked(budgetWrites.create('M1', '2025-01', 100, 'ADM001', at)), 'canSetBudget', 0],
  'budgetWrites.change': [linked(budgetWrites.change(100, 'ADM001', at)), 'canSetBudget', 1],
  'budgetWrites.open': [budgetWrites.open('M1', '2025-01', 100, 10, 'EMP001/EMP001-001', 'MGR001', at), 'canSpendBudget', 0],
  'budgetWrites.spend': [budgetWrites.spend(10, 'EMP001/EMP001-001', 'MGR001', at), 'canSpendBudget', 1],
  'budgetDefaultWrites.set': [linked(budgetDefaultWrites.set('M1', 100, 'ADM001', at)), 'canSetBudgetDefault'],
  'fourEyesWrites.threshold': [linked(fourEyesWrites.threshold(500, 'ADM001', at)), 'canSetFourEyes'],
  'reminderWrites.hour': [linked(reminderWrites.hour(17, 'ADM001', at)), 'canSetReminder'],
  'adjustmentDayWrites.move': [adjustmentDayWrites.move(today, 0, 'adjustment-1', -40, at), 'canMoveAdjustmentDay'],
  'adjustmentRequestWrites.request': [
    linked(adjustmentRequestWrites.request({ employeeId: 'EMP001', name: 'Asha' }, 800, 'r', { employeeId: 'ADM001', name: 'A' }, at)),
    'canRequestAdjustment',
  ],
  'adjustmentRequestWrites.approve': [
    linked(adjustmentRequestWrites.approve('adjustment-1', { employeeId: 'ADM002', name: 'B' }, at)),
    'canDecideAdjustment',
    0,
  ],
  'adjustmentRequestWrites.reject': [linked(adjustmentRequestWrites.reject({ employeeId: 'ADM002', name: 'B' }, at)), 'canDecideAdjustment', 1],
  ...LEAVE_WRITES,
  'rosterEmailWrites.index': [rosterEmailWrites.index('EMP001'), 'canIndexMailbox'],
  'rosterTotalsWrites.add': [rosterTotalsWrites.add(['EMP001'], (n) => n, at), 'canCountRoster'],
  'rosterTotalsWrites.whole': [rosterTotalsWrites.whole(1, at), 'canCountRoster'],
  'earnerMarkWrites.mark': [earnerMarkWrites.mark('2025-01', 'HR', 'claim-EMP001-001'), 'canMarkEarner'],
  'profileWrites.mailbox': [profileWrites.mailbox('a@x.test', at), 'canUpdateProfile', 7],
};

/** Writes whose keys are a part of another write's list (a role change is one field of a roster edit). */
const PARTS: Record<string, [written: object, scope: string, n?: number]> = {
  'rosterWrites.role': [linked(rosterWrites.role('manager')), 'canUpdateRoster'],
  'auditWrites.link': [auditWrites.link('a1'), 'canUpdateRoster'],
  'profileWrites.balance': [profileWrites.balance(10, 'claim-1', at), 'canUpdateProfile', 1],
  'profileWrites.pendingClaims': [profileWrites.pendingClaims(1, 'EMP001-001', at), 'canUpdateProfile', 1],
  'profileWrites.role': [profileWrites.role('admin', at), 'canUpdateProfile', 4],
  'profileWrites.directory': [profileWrites.directory({ name: 'Asha', designation: 'Director' }), 'canSignUp'],
  // The report stamp's streak (a day off's stamp goes without it; the migration stamps it alone, rules off).
  'profileWrites.streak': [profileWrites.streak({ current: 1, best: 1, day: today }), 'canUpdateProfile', 0],
  // The migration adds it to legacy claims; a claim filed in the app carries it from the start.
  'claimWrites.nameKey': [claimWrites.nameKey('Asha Rao'), 'canCreateClaim'],
};

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('the write builders and firestore.rules agree on every key', () => {
  it.each(Object.entries(WRITES))('%s writes exactly the keys its rule allows', (_name, [written, scope, n]) => {
    expect(sorted(Object.keys(written))).toEqual(sorted(scoped(scope, n)));
  });

  it.each(Object.entries(PARTS))('%s writes only keys its rule allows', (_name, [written, scope, n]) => {
    expect(scoped(scope, n)).toEqual(expect.arrayContaining(Object.keys(written)));
  });

  it('approving a claim moves the balance and the pending-claims counter in one profile write', () => {
    const both = { ...profileWrites.balance(10, 'claim-1', at), ...profileWrites.pendingClaims(0, 'EMP001-001', at) };
    expect(sorted(Object.keys(both))).toEqual(sorted(allowed('canUpdateProfile', 1)));
  });

  it("withdrawing a leaver's claim moves the pending counter in one audited profile write", () => {
    const counter = linked(profileWrites.pendingClaims(0, 'EMP001-001', at));
    expect(sorted(Object.keys(counter))).toEqual(sorted(allowed('canUpdateProfile', 6)));
  });

  it("an adjustment's entry is the entry's keys and its reason", () => {
    const adjustment = ledgerWrites.post({ ...posting, entryId: 'adjustment-1', type: 'adjustment', reason: 'r' }, 10, at);
    expect(sorted(Object.keys(adjustment))).toEqual(sorted(allowed('canCreateEntry')));
  });

  // canPostTotals: `hasOnly(['month', 'department', entry.type, 'lastEntry', 'updatedAt'].concat(credit ?
  // totalsCreditFields() : []))`; the entry's type names one of totalsPointFields().
  const totalsFixed = ['month', 'department', 'lastEntry', 'updatedAt'];
  it.each(TOTAL_POINT_FIELDS)("monthTotalsWrites.post of a '%s' entry moves only the keys canPostTotals allows", (type) => {
    const credit = type === 'earned' ? { queue: 'M1', activityId: 'PA001', firstOfMonth: true } : undefined;
    const moved = monthTotalsWrites.post('2025-01', 'HR', { employeeId: 'EMP001', entryId: 'e1', type, points: 10, credit }, (n) => n, at);
    expect(listOf('totalsPointFields()')).toContain(type);
    expect(sorted(Object.keys(moved))).toEqual(sorted([...totalsFixed, type, ...(credit ? listOf('totalsCreditFields()') : [])]));
  });
  it('monthTotalsWrites.whole (migration, seed, bench) writes every field a posting may move', () => {
    const whole = monthTotalsWrites.whole(
      { month: '2025-01', department: 'HR', points: { opening: 0, earned: 0, redeemed: 0, refund: 0, cancel: 0, adjustment: 0 }, claims: 0, earners: 0, queuePoints: {}, queueClaims: {}, activityClaims: {}, reports: 0, reportDays: {} },
      'EMP001/e1',
      at,
      'EMP001/2025-01-02',
    );
    expect(sorted(Object.keys(whole))).toEqual(
      sorted([...totalsFixed, ...listOf('totalsPointFields()'), ...listOf('totalsCreditFields()'), ...listOf('totalsReportFields()')]),
    );
  });
  // canCountReport: `hasOnly(['month', 'department', 'updatedAt'].concat(totalsReportFields()))`.
  it('monthTotalsWrites.report moves only the keys canCountReport allows, none a posting moves', () => {
    const moved = monthTotalsWrites.report('HR', { employeeId: 'EMP001', day: '2025-01-02' }, (n) => n, at);
    expect(block('function canCountReport(')).toContain(".hasOnly(['month', 'department', 'updatedAt'].concat(totalsReportFields()))");
    expect(sorted(Object.keys(moved))).toEqual(sorted(['month', 'department', 'updatedAt', ...listOf('totalsReportFields()')]));
    for (const k of [...listOf('totalsPointFields()'), ...listOf('totalsCreditFields()'), 'lastEntry']) expect(moved).not.toHaveProperty(k);
  });

  // canTimeReview: `d.diff(before).affectedKeys().hasOnly([...])`; a queue's part, queueTimed's.
  const diffKeys = (fn: string) => listOf(/\.diff\(before\)\.affectedKeys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(block(`function ${fn}(`))?.[1] ?? '');
  const decision = { employeeId: 'EMP001', claimId: 'EMP001-001', queue: 'M1', submitted: new Date(0), decided: new Date(3_600_000) };
  it.each<[string, Record<string, unknown>]>([
    ['move', reviewTimesWrites.move({ month: '2025-01', queue: 'M1', hours: 3, employeeId: 'EMP001', claimId: 'EMP001-001' }, (n) => n, at)],
    ['decide', reviewTimesWrites.decide(decision, (n) => n, at)],
    ['whole', reviewTimesWrites.whole({ month: '2025-01', queues: { M1: { decided: 1, hours: { '3': 1 } } } }, 3, 'EMP001/EMP001-001', at)],
  ])('reviewTimesWrites.%s writes the keys canTimeReview allows, and a queue the keys queueTimed allows', (_name, written) => {
    expect(sorted(Object.keys(written))).toEqual(sorted(diffKeys('canTimeReview')));
    for (const q of Object.values(written.queues as Record<string, object>)) expect(sorted(Object.keys(q))).toEqual(sorted(diffKeys('queueTimed')));
  });

  // canMoveHeadcount: `h.diff(was).affectedKeys().hasOnly([...])`.
  it.each<[string, Record<string, unknown>]>([
    ['move', headcountWrites.move({ department: 'HR', delta: { profiles: 1, directors: 0, active: 1 } }, 'EMP001', (n) => n, at)],
    ['whole', headcountWrites.whole({ department: 'HR', profiles: 3, directors: 1, active: 2 }, 'EMP001', at)],
  ])('headcountWrites.%s writes the keys canMoveHeadcount allows', (_name, written) => {
    const keys = listOf(/h\.diff\(was\)\.affectedKeys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(block('function canMoveHeadcount('))?.[1] ?? '');
    expect(keys).toContain('lastEmployee');
    expect(sorted(Object.keys(written))).toEqual(sorted(keys));
  });

  it('every builder of every schema module is in the table', () => {
    const totalsBuilders = ['monthTotalsWrites.post', 'monthTotalsWrites.report', 'monthTotalsWrites.whole', 'reviewTimesWrites.move', 'reviewTimesWrites.decide', 'reviewTimesWrites.whole', 'headcountWrites.move', 'headcountWrites.whole'];
    const modules = { earnerMarkWrites, leaveWrites, leaveDayWrites, auditWrites, activityWrites, adjustmentDayWrites, adjustmentRequestWrites, autoApprovalWrites, budgetDefaultWrites, budgetWrites, fourEyesWrites, reminderWrites, claimWrites, holidayWrites, ledgerWrites, personalWrites, redemptionWrites, reportGapWrites, reportWrites, rosterWrites, rosterEmailWrites, rosterTotalsWrites, uidWrites, profileWrites };
    const builders = Object.entries(modules).flatMap(([m, w]) => Object.keys(w).map((k) => `${m}.${k}`));
    expect(sorted([...Object.keys(WRITES), ...Object.keys(PARTS), ...totalsBuilders])).toEqual(
      sorted([
        ...builders,
        ...Object.keys(monthTotalsWrites).map((k) => `monthTotalsWrites.${k}`),
        ...Object.keys(reviewTimesWrites).map((k) => `reviewTimesWrites.${k}`),
        ...Object.keys(headcountWrites).map((k) => `headcountWrites.${k}`),
      ]),
    );
  });
});

/**
 * Firestore's stored size of a value (https://firebase.google.com/docs/firestore/storage-size): a
 * string is its UTF-8 bytes + 1, numbers and timestamps 8, booleans and null 1, an array the sum of its
 * elements, a map its keys (bytes + 1) and values.
 */
function storedSize(v: unknown): number {
  if (typeof v === 'string') return new TextEncoder().encode(v).length + 1;
  if (v === null || typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 8;
  if (Array.isArray(v)) return v.reduce((sum: number, x) => sum + storedSize(x), 0);
  if (typeof v === 'object') {
    // A server timestamp or Date: 8 bytes.
    if (v instanceof Date) return 8;
    return Object.entries(v).reduce((sum, [k, x]) => sum + new TextEncoder().encode(k).length + 1 + storedSize(x), 0);
  }
  return 8;
}

/** The longest text any rule lets a client write (isText / isStr limits). */
const LONGEST_TEXT = Math.max(...[...RULES.matchAll(/is(?:Text|Str)\([^()]*?(\d+)\)/g)].map((m) => Number(m[1])));

/** Every string at the longest text the rules allow, each character 4 UTF-8 bytes. */
function atLongest(v: unknown): unknown {
  if (typeof v === 'string') return '\u{1F600}'.repeat(LONGEST_TEXT);
  if (Array.isArray(v)) return v.map(atLongest);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, atLongest(x)]));
  }
  return v;
}

describe('no document can outgrow Firestore\'s 1 MiB', () => {
  it('each collection\'s fields, all written at once at the longest texts, stay far under 1 MiB', () => {
    // A document carries at most the union of its builders' fields (one module per collection).
    const byModule = new Map<string, Record<string, unknown>>();
    for (const [name, [written]] of Object.entries({ ...WRITES, ...PARTS })) {
      const module = name.split('.')[0] ?? name;
      byModule.set(module, { ...byModule.get(module), ...(written as Record<string, unknown>) });
    }
    expect(LONGEST_TEXT).toBeGreaterThanOrEqual(2000);
    // Lists the rules bound (departments at most 5, review queues 3) are given at their longest.
    const sizes = Object.fromEntries(
      [...byModule].map(([module, fields]) => {
        const longest = { ...fields, departments: ['HR', 'HR', 'HR', 'HR', 'HR'], reviewQueues: ['M1', 'M2', 'M3'] };
        return [module, storedSize(atLongest(module === 'profileWrites' || module === 'rosterWrites' ? longest : fields)) + 1500 + 32];
      }),
    );
    for (const [module, size] of Object.entries(sizes)) expect(size, module).toBeLessThan(1_048_576 / 4);
  });
});

describe('the queue table and firestore.rules agree', () => {
  it("a claim's manager label is its queue's label: the rules' queueLabels() are MANAGERS'", () => {
    const labels = [...block('function queueLabels(').matchAll(/'(\w+)':\s*'([^']*)'/g)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(labels)).toEqual(Object.fromEntries(MANAGERS.map((m) => [m.id, m.label])));
  });
});

/** A scope's list; `entryKeys` and `auditKeys` are list functions themselves. */
function scoped(scope: string, n?: number): string[] {
  return scope === 'entryKeys' || scope === 'auditKeys' ? listOf(`${scope}()`) : allowed(scope, n);
}

describe('the audit trail and firestore.rules agree', () => {
  it("the closed list of actions is the rules' auditActions()", () => {
    expect(listOf('auditActions()')).toEqual([...AUDIT_ACTIONS]);
  });

  it("the removals are the rules' auditRemovals(), and the bookkeeping fields their auditBookkeeping()", () => {
    expect(listOf('auditRemovals()')).toEqual([...AUDIT_REMOVALS]);
    expect(listOf('auditBookkeeping()')).toEqual([...AUDIT_BOOKKEEPING]);
  });

  it('an entry targets exactly the audited collections', () => {
    const kinds = /d\.targetKind in (\[[^\]]*\])/.exec(block('function canCreateAudit('))?.[1] ?? '';
    expect(listOf(kinds)).toEqual([...AUDIT_TARGETS]);
  });
});

describe('the roster total: the app and the rules agree on the most entries a request creates', () => {
  it('rosterBatchMax() is ROSTER_BATCH_MAX, and canCountRoster checks that many ids', () => {
    expect(/return\s+(\d+);/.exec(block('function rosterBatchMax('))?.[1]).toBe(String(ROSTER_BATCH_MAX));
    const checked = [...block('function canCountRoster(').matchAll(/createdNow\(batch, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(checked).toEqual(Array.from({ length: ROSTER_BATCH_MAX }, (_, i) => i));
  });
});
