import { addDays, getDay, subDays } from 'date-fns';
import { DEPARTMENTS, MANAGERS, type ManagerId } from '../src/domain/constants';
import type { Role } from '../src/domain/roles';
import type { RosterFields } from '../src/domain/roster';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { initializeApp, getApps } from 'firebase-admin/app';
import { ledgerEntryId } from '../src/domain/ledger';
import { budgetId, monthsBack } from '../src/domain/budgets';
import { istMonthKey } from '../src/domain/ist';
import { toDayKey } from '../src/domain/dates';
import { NO_STREAK, streakAfterReport } from '../src/domain/streaks';
import { activityWrites } from '../src/data/schema/activities';
import { auditChange, auditWrites } from '../src/data/schema/audit';
import { BUDGET_QUEUES, budgetDefaultWrites, budgetWrites } from '../src/data/schema/budgets';
import { claimWrites } from '../src/data/schema/claims';
import { ledgerWrites, type LedgerPosting } from '../src/data/schema/ledger';
import { personalWrites } from '../src/data/schema/personal';
import { redemptionWrites } from '../src/data/schema/redemptions';
import { reportGapWrites } from '../src/data/schema/reportGaps';
import { reportWrites } from '../src/data/schema/reports';
import { rosterWrites } from '../src/data/schema/roster';
import { rosterEmailWrites } from '../src/data/schema/rosterEmails';
import { ROSTER_TOTALS_ID, rosterTotalsWrites, toRosterTotals } from '../src/data/schema/rosterTotals';
import { ORGANISATION_ID, domainOf, organisationWrites } from '../src/data/schema/organisation';
import type { Actor } from '../src/data/schema/signatures';
import { uidWrites } from '../src/data/schema/uids';
import { profileWrites } from '../src/data/schema/users';
import { earnerMarkWrites, monthTotalsWrites, reportTotalsId, type TotalsCredit } from '../src/data/schema/monthTotals';
import { headcountMoves, headcountWrites } from '../src/data/schema/headcounts';
import { reviewTimesWrites } from '../src/data/schema/reviewTimes';
import { holidayWrites } from '../src/data/schema/holidays';
import { monthTotalsId, totalsDepartment } from '../src/domain/insights';

/**
 * Seeds an organisation of n employees for the bench, with the Admin SDK (rules off), in the
 * shapes of docs/data-model.md. The first FULL_HISTORY employees (all of an organisation up to
 * 1,000) have 20 claims across statuses, 5 redemptions, reports on most working days of the last
 * 30 days and the ledger that explains the balance; the employees beyond them (the 10,000 size)
 * have what a directory needs: the profile, its personal document, the uid link, the opening
 * ledger entry, and today's report (about 90% file one). The staff (MGR001 manager, FIN001 finance,
 * ADM001 admin) have a full history.
 */
const STATUSES = [
  'pending',
  'pending',
  'pending',
  'pending',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'rejected',
] as const;
const TIERS = [100, 250, 100, 500, 100];
const MANAGER_FOR: Record<string, ManagerId> = { Loocafe: 'M1', 'Ixora FM': 'M2' };

/** Employees with a full history; the rest of a larger organisation have a profile and today's report. */
export const FULL_HISTORY = 1000;

/** The bench organisation's staff: who signs in to the staff screens. */
export const BENCH_STAFF = [
  { id: 'MGR001', role: 'manager', reviewQueues: ['M1', 'M2', 'M3'] },
  { id: 'FIN001', role: 'finance', reviewQueues: [] },
  { id: 'ADM001', role: 'admin', reviewQueues: [] },
] as const;

const pad = (n: number, w = 3) => String(n).padStart(w, '0');
const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;

/** The bench's employee ids: EMP0001, EMP0002, ... (four digits, five from 10,000 on; never the demo's EMP001). */
export const benchEmployeeId = (n: number) => `EMP${pad(n, 4)}`;

export function adminDb(projectId: string): Firestore {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return getFirestore(app);
}

export interface SeededOrg {
  employees: number;
  documents: number;
  seconds: number;
  sampleEmployee: string;
  /** A pending claim of the sample employee (the request detail page). */
  sampleClaim: string;
  manager: string;
  finance: string;
  admin: string;
}

export interface SeedOrgOptions {
  today?: Date;
  /** Write the staff and the activity catalogue (false: they come from elsewhere, e.g. the demo seed). */
  staff?: boolean;
}

type Person = { id: string; role: Role; reviewQueues: readonly ManagerId[]; full: boolean };

/** The bench's people, in seeding order: the staff (when seeded), then EMP0001 upward. */
export function benchPeople(employees: number, staff = true): Person[] {
  return [
    ...(staff ? BENCH_STAFF.map((s) => ({ ...s, full: true })) : []),
    ...Array.from({ length: employees }, (_, i) => ({
      id: benchEmployeeId(i + 1),
      role: 'employee' as const,
      reviewQueues: [],
      full: i < FULL_HISTORY,
    })),
  ];
}

/** The bench's people: named after their id, mailbox at the bench's domain. */
const nameOf = (id: string) => `Employee ${id}`;
export const benchEmailOf = (id: string) => `${id.toLowerCase()}@ics-rewards.test`;
export const benchUidOf = (id: string) => `uid-${id}`;
const BENCH_PERSONAL = { number: '9876543210', gender: 'Others', dob: '1990-01-01' };

/** A staff member as a reviewer or payer signs. */
function benchActor(id: string): Actor {
  return { employeeId: id, name: nameOf(id), fullName: nameOf(id), email: benchEmailOf(id) };
}

/** Activity a of the catalogue: 25 points each step, the first ten active. */
function activityTerms(a: number) {
  return {
    name: `Activity ${a}`,
    points: 25 * a,
    description: `Bench activity ${a}`,
    isActive: a <= 10,
    eligibilityCriteria: '',
    submissionGuidelines: '',
    verificationCriteria: '',
  };
}

/** The activity catalogue PA001..PA012 (`updatedAt` an ISO instant). */
export function benchActivities(updatedAt: string): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => {
      const id = `PA${pad(i + 1)}`;
      return [`pointActivities/${id}`, activityWrites.create(id, activityTerms(i + 1), updatedAt)];
    }),
  );
}

/** A person's roster entry (seeded with its mailbox index: the Employees tab reads them). */
export function benchRosterFields(person: Person, index: number): RosterFields {
  return {
    employeeId: person.id,
    email: benchEmailOf(person.id),
    fullName: nameOf(person.id),
    designation: 'Associate',
    departments: [DEPARTMENTS[index % DEPARTMENTS.length] ?? 'HR'],
    userRole: person.role,
    reviewQueues: [...person.reviewQueues],
  };
}

/** A person's roster entry and its mailbox index, as the admin's import wrote them. */
export function benchRosterDocs<T>(person: Person, index: number, at: T): Record<string, Record<string, unknown>> {
  const fields = benchRosterFields(person, index);
  return {
    [`roster/${person.id}`]: rosterWrites.create(fields, 'ADM001', at),
    [`rosterEmails/${fields.email}`]: rosterEmailWrites.index(person.id),
  };
}

/**
 * A write of the app: a whole document (`set`), some of its fields (`update`), or a month total's move
 * (`increment`: a merge whose `{ [INC]: n }` values are the app's increment(n), nested maps included).
 */
export interface BenchWrite {
  path: string;
  op: 'set' | 'update' | 'increment';
  data: Record<string, unknown>;
}

/** The key of an increment's amount in an `increment` write's data. */
export const INC = '__increment';
const inc = (n: number) => ({ [INC]: n });
const isInc = (v: unknown): v is { [INC]: number } => typeof v === 'object' && v !== null && INC in v;
/** A map holding an increment at any depth (a queue's decisions: `queues.{q}.hours.{h}`). */
const holdsInc = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).some((x) => isInc(x) || holdsInc(x));

/** `doc` with an `increment` write's data merged in: amounts added, nested maps merged, the rest set. */
export function incremented(doc: Record<string, unknown> = {}, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...doc };
  for (const [k, v] of Object.entries(data)) {
    if (isInc(v)) out[k] = (typeof out[k] === 'number' ? (out[k] as number) : 0) + v[INC];
    else if (holdsInc(v)) out[k] = incremented((out[k] ?? {}) as Record<string, unknown>, v);
    else out[k] = v;
  }
  return out;
}

/** An `increment` write's data with each amount made by `make` (the replay: Firestore's increment()). */
export function withIncrements(data: Record<string, unknown>, make: (n: number) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [
      k,
      isInc(v)
        ? make(v[INC])
        : holdsInc(v)
          ? withIncrements(v, make)
          : v,
    ]),
  );
}

/** One batch or transaction of the app: who makes it (an employee id) and its writes. */
export interface BenchStep {
  by: string;
  writes: BenchWrite[];
}

/**
 * What the history's moments become in the documents: a stored timestamp (`at`) and a day key (`day`).
 * The bench keeps the moments; a rules test maps every one to now (the rules tie both to the request).
 */
export interface BenchClock<T> {
  at: (d: Date) => T;
  day: (d: Date) => string;
  /** The IST month (YYYY-MM) of a moment: a posting's month total. */
  month: (d: Date) => string;
}

/**
 * A person's history as the app would have written it, step by step with the app's builders: sign-up,
 * then (a full history) 20 claims submitted and reviewed by MGR001 (paid or rejected, the ledger
 * crediting a paid one), 5 redemptions while the balance allows (the first two paid by FIN001), and
 * reports on most working days of the last 30 (only today's for the others; ~90% file one).
 */
export function benchHistory<T>(
  person: Person,
  index: number,
  today: Date,
  clock: BenchClock<T>,
): BenchStep[] {
  const id = person.id;
  const roster = benchRosterFields(person, index);
  const department = roster.departments[0] ?? 'HR';
  const start = subDays(today, 60);
  const signUp = profileWrites.signUp(
    { employeeId: id, roster, email: roster.email, uid: benchUidOf(id) },
    clock.at(start),
  );
  const me = {
    employeeId: id,
    name: signUp.name,
    department: signUp.department,
    designation: signUp.designation,
  };
  const manager = benchActor('MGR001');
  const finance = benchActor('FIN001');
  const steps: BenchStep[] = [];
  const step = (by: string, ...writes: BenchWrite[]) => steps.push({ by, writes });
  const set = (path: string, data: Record<string, unknown>): BenchWrite => ({ path, op: 'set', data });
  const update = (path: string, data: Record<string, unknown>): BenchWrite => ({ path, op: 'update', data });
  const profilePath = `users/${id}`;

  const totalsOf = roster.departments;
  /** A posting's move of its month total (as the ledger writer makes it) and a month's first credit's marker. */
  const earnedIn = new Set<string>();
  const totals = (posting: Pick<LedgerPosting, 'entryId' | 'type' | 'points'>, at: Date, claim?: Omit<TotalsCredit, 'firstOfMonth'>): BenchWrite[] => {
    const month = clock.month(at);
    const dept = totalsDepartment(totalsOf);
    const credit = claim ? { ...claim, firstOfMonth: !earnedIn.has(month) } : undefined;
    const move = { employeeId: id, entryId: posting.entryId, type: posting.type, points: posting.points, credit };
    const writes: BenchWrite[] = [
      { path: `monthTotals/${monthTotalsId(month, dept)}`, op: 'increment', data: monthTotalsWrites.post(month, dept, move, inc, clock.at(at)) },
    ];
    if (credit?.firstOfMonth) {
      earnedIn.add(month);
      writes.push(set(`${profilePath}/earnedMonths/${month}`, earnerMarkWrites.mark(month, dept, posting.entryId)));
    }
    return writes;
  };
  step(
    id,
    set(profilePath, signUp),
    // The department's headcount, as the app's sign-up batch moves it (moveHeadcounts).
    ...headcountMoves(undefined, signUp).map(
      (m): BenchWrite => ({ path: `headcounts/${m.department}`, op: 'increment', data: headcountWrites.move(m, id, inc, clock.at(start)) }),
    ),
    set(`${profilePath}/ledger/${signUp.lastLedgerEntry}`, ledgerWrites.opening(me, clock.at(start))),
    ...totals({ entryId: signUp.lastLedgerEntry, type: 'opening', points: signUp.points }, start),
    set(`${profilePath}/private/personal`, personalWrites.save(BENCH_PERSONAL, clock.at(start))),
    set(`uids/${benchUidOf(id)}`, uidWrites.link(id)),
  );
  let balance = signUp.points;
  /** A ledger posting and its partner write on the profile (with `also`: the pending counter's move). */
  const post = (
    posting: LedgerPosting,
    at: Date,
    also: Record<string, unknown> = {},
    claim?: Omit<TotalsCredit, 'firstOfMonth'>,
  ): BenchWrite[] => {
    balance += posting.points;
    return [
      set(`${profilePath}/ledger/${posting.entryId}`, ledgerWrites.post(posting, balance, clock.at(at))),
      update(profilePath, { ...profileWrites.balance(balance, posting.entryId, clock.at(at)), ...also }),
      ...totals(posting, at, claim),
    ];
  };
  let pending = 0;
  for (let c = 1; person.full && c <= 20; c++) {
    const status = STATUSES[c % STATUSES.length] ?? 'pending';
    const created = addDays(start, c * 2);
    const claimId = `${id}-${pad(c)}`;
    const path = `${profilePath}/requestedClaims/${claimId}`;
    const a = (c % 10) + 1;
    const activity = { id: `PA${pad(a)}`, name: activityTerms(a).name, points: activityTerms(a).points };
    const day = clock.day(created);
    const input = {
      description: 'Bench claim',
      completionDate: clock.day(subDays(created, 1)),
      managerId: MANAGER_FOR[department] ?? 'M3',
      evidence: '',
    };
    // Filing moves the pending counter up, naming the claim; its decision moves it down (as the app does).
    pending += 1;
    step(
      id,
      set(
        path,
        claimWrites.submit({ id: claimId, employee: me, activity, input, today: day }, clock.at(created)),
      ),
      update(profilePath, profileWrites.pendingClaims(pending, claimId, clock.at(created))),
    );
    const decided = () => {
      pending -= 1;
      return profileWrites.pendingClaims(pending, claimId, clock.at(created));
    };
    // The decision counts its wait in its queue's month (decided the moment it was filed: 0 hours).
    const timed: BenchWrite = {
      path: `reviewTimes/${clock.month(created)}`,
      op: 'increment',
      data: reviewTimesWrites.move({ month: clock.month(created), queue: input.managerId, hours: 0, employeeId: id, claimId }, inc, clock.at(created)),
    };
    if (status === 'paid') {
      const earned: LedgerPosting = {
        entryId: ledgerEntryId.earned(claimId),
        type: 'earned',
        points: activity.points,
        sourceRef: claimId,
        by: manager,
      };
      step(
        manager.employeeId,
        update(path, claimWrites.approve(manager, day, clock.at(created))),
        ...post(earned, created, decided(), { queue: input.managerId, activityId: activity.id }),
        timed,
      );
    }
    if (status === 'rejected')
      step(
        manager.employeeId,
        update(path, claimWrites.reject(manager, 'Not eligible', day, clock.at(created))),
        update(profilePath, decided()),
        timed,
      );
  }
  for (let r = 1; person.full && r <= 5; r++) {
    const amount = TIERS[r - 1] ?? 100;
    if (balance < amount) continue;
    const rid = `RD-${id}-${pad(r)}`;
    const path = `${profilePath}/redemptionRequests/${rid}`;
    const created = addDays(start, 42 + r);
    const day = clock.day(created);
    const redeemed: LedgerPosting = {
      entryId: ledgerEntryId.redeemed(rid),
      type: 'redeemed',
      points: -amount,
      sourceRef: rid,
      by: me,
    };
    step(
      id,
      set(
        path,
        redemptionWrites.request({ id: rid, employee: me, points: amount, today: day }, clock.at(created)),
      ),
      ...post(redeemed, created),
    );
    if (r <= 2)
      step(
        finance.employeeId,
        update(path, redemptionWrites.pay(finance, 'Bench payout', day, clock.at(created))),
      );
  }
  let lastReport = '';
  // The streak each report stamps, as the app's batch moves it (streakAfterReport; the bench has no leave).
  const off = { holidays: new Set(benchHolidays(today)), leave: new Set<string>() };
  let streak = NO_STREAK;
  for (let back = person.full ? 29 : 0; back >= 0; back--) {
    const day = subDays(today, back);
    if (getDay(day) === 0 || (index * 7 + back) % 10 === 3) continue; // Sundays off, ~10% missed
    const key = clock.day(day);
    const at = clock.at(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 18, 0));
    const report = reportWrites.file(me, key, 'Bench tasks', at);
    const moved = streakAfterReport(streak, toDayKey(day), off);
    // The report, the gap it closes (since the previous report day), the profile's stamp and (not a
    // Director's) its month total's count, in one step.
    step(
      id,
      set(`${profilePath}/productivityReports/${key}`, report),
      set(`${profilePath}/reportGaps/${key}`, reportGapWrites.file(me, lastReport, key)),
      update(profilePath, profileWrites.reportStamp(key, at, moved === streak ? null : { ...moved, day: key })),
      ...(report.director
        ? []
        : [{ path: `monthTotals/${reportTotalsId(key, totalsOf)}`, op: 'increment', data: monthTotalsWrites.report(totalsDepartment(totalsOf), { employeeId: id, day: key }, inc, at) } satisfies BenchWrite]),
    );
    lastReport = key;
    streak = moved;
  }
  return steps;
}

/** The documents a history leaves: each `set` replaces a document, each `update` merges into it. */
export function documentsAfter(steps: readonly BenchStep[]): Map<string, Record<string, unknown>> {
  const docs = new Map<string, Record<string, unknown>>();
  for (const { writes } of steps)
    for (const w of writes)
      docs.set(
        w.path,
        w.op === 'set' ? w.data : w.op === 'increment' ? incremented(docs.get(w.path), w.data) : { ...docs.get(w.path), ...w.data },
      );
  return docs;
}

/** Months of budgets the bench seeds per queue: this month and the 12 before (the Budgets report's range). */
const BUDGET_MONTHS = 12;
/** Audit entries the bench seeds: more than a page of the trail, so its first page is full. */
const BENCH_AUDIT_ENTRIES = 120;

/**
 * The programme's settings as an admin would have left them, with the app's builders: every queue's
 * budget for this month and the 12 before (each month's `spent` part of its budget), a repeating default per
 * queue, and an audit trail of BENCH_AUDIT_ENTRIES budget changes (each month's latest entry named
 * in its `lastAudit`). Their number does not grow with the organisation, so neither do the reads of
 * the Budgets report, Manage Requests' budget bars or the Audit Trail's first page.
 */
export function benchProgramme(today: Date): Map<string, Record<string, unknown>> {
  const docs = new Map<string, Record<string, unknown>>();
  const admin = benchActor('ADM001');
  const by = { employeeId: admin.employeeId, name: admin.name };
  const months = monthsBack(istMonthKey(today), BUDGET_MONTHS);
  const budgets = BUDGET_QUEUES.flatMap((queue) => months.map((month) => ({ queue, month })));
  for (const [q, queue] of BUDGET_QUEUES.entries())
    docs.set(`budgetDefaults/${queue}`, budgetDefaultWrites.set(queue, 50_000 * (q + 1), admin.employeeId, Timestamp.fromDate(today)));
  for (let n = 0; n < BENCH_AUDIT_ENTRIES; n++) {
    const target = budgets[n % budgets.length];
    if (!target) continue;
    const id = budgetId(target.queue, target.month);
    const budget = 40_000 + 1_000 * n;
    const entryId = `benchAudit${pad(n + 1, 4)}`;
    const at = Timestamp.fromDate(subDays(today, BENCH_AUDIT_ENTRIES - n));
    docs.set(
      `audit/${entryId}`,
      auditWrites.entry(
        {
          action: 'budget.set',
          target: { kind: 'budgets', id },
          change: auditChange({ budget: budget - 1_000 }, { budget }),
          by,
          reason: n % 3 === 0 ? 'Quarterly plan' : '',
        },
        at,
      ),
    );
    // The month as its latest change left it: that budget, a third of it spent.
    docs.set(`budgets/${id}`, {
      ...budgetWrites.open(target.queue, target.month, budget, Math.floor(budget / 3), '', admin.employeeId, at),
      ...auditWrites.link(entryId),
    });
  }
  // Insights' history: every department's month total for the months before the histories (which
  // post their own from 60 days back), so the 12-month view reads a full year. The screen reads one
  // document per department and month, whatever the postings behind it: so these stand in for a year
  // of postings by 10,000 people, which the emulator could not seed in a bench run.
  const firstHistoryMonth = istMonthKey(subDays(today, 60));
  for (const [m, month] of months.entries()) {
    if (month >= firstHistoryMonth) continue;
    // ...and every month's decisions by queue (one document a month, as the screen reads them).
    docs.set(
      `reviewTimes/${month}`,
      reviewTimesWrites.whole(
        { month, queues: Object.fromEntries(MANAGERS.map(({ id: q }, i) => [q, { decided: 300 + m, hours: { '2': 100, '20': 150 + m, [String(50 + i)]: 50 } }])) },
        20,
        `bench/${month}`,
        Timestamp.fromDate(today),
      ),
    );
    for (const [d, department] of DEPARTMENTS.entries()) {
      const queue = MANAGER_FOR[department] ?? 'M3';
      const claims = 200 + 10 * m + d;
      const earned = claims * 150;
      docs.set(
        `monthTotals/${monthTotalsId(month, department)}`,
        monthTotalsWrites.whole(
          {
            month,
            department,
            points: { opening: 50 * (20 + d), earned, redeemed: -Math.round(earned * 0.6), refund: 500, cancel: 250, adjustment: 100 },
            claims,
            earners: Math.round(claims * 0.7),
            queuePoints: { [queue]: earned },
            queueClaims: { [queue]: claims },
            activityClaims: Object.fromEntries(Array.from({ length: 10 }, (_, a) => [`${queue}_PA${pad(a + 1)}`, Math.round(claims / 10)])),
            ...programmeReports(month, 20 + d),
          },
          `bench/${month}`,
          Timestamp.fromDate(today),
        ),
      );
    }
  }
  // A year of company holidays (more than most: one a month and a second every third month), which the
  // daily reports' working days read: one document each.
  for (const day of benchHolidays(today))
    docs.set(`holidays/${day}`, holidayWrites.save({ day, name: `Bench holiday ${day}` }, admin.employeeId, Timestamp.fromDate(today)));
  return docs;
}

/**
 * The bench's company holidays (day keys): a year of them, more than most (the 10th of every month and the
 * 20th of every third), which the daily reports' working days and streaks read.
 */
export function benchHolidays(today: Date): string[] {
  return monthsBack(istMonthKey(today), BUDGET_MONTHS).flatMap((month, m) =>
    (m % 3 === 0 ? ['10', '20'] : ['10']).map((day) => `${month}-${day}`),
  );
}

/** A programme month's reports: `people` reports on every working day (not Sunday) but one in ten days. */
function programmeReports(month: string, people: number): { reports: number; reportDays: Record<string, number> } {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const reportDays: Record<string, number> = {};
  for (let day = 1; day <= days; day++)
    if (new Date(Date.UTC(y, m - 1, day)).getUTCDay() !== 0 && day % 10 !== 3) reportDays[String(day).padStart(2, '0')] = people;
  return { reports: Object.values(reportDays).reduce((a, b) => a + b, 0), reportDays };
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Two people's month totals of one department as one: amounts added (nested maps too), the rest the latest. */
export function sumTotals(a: Record<string, unknown> | undefined, b: Record<string, unknown>): Record<string, unknown> {
  if (!a) return b;
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const was = out[k];
    if (typeof v === 'number' && typeof was === 'number') out[k] = was + v;
    else if (isPlain(v) && isPlain(was))
      out[k] = sumTotals(was as Record<string, unknown>, v as Record<string, unknown>);
    else out[k] = v;
  }
  return out;
}

const DAY_KEY_CLOCK = { at: (d: Date) => Timestamp.fromDate(d), day: dayKey, month: istMonthKey };

export async function seedOrganisation(
  db: Firestore,
  employees: number,
  { today = new Date(), staff = true }: SeedOrgOptions = {},
): Promise<SeededOrg> {
  const started = performance.now();
  // The emulator needs no ramp-up: Admin SDK's default 500/50/5 throttling made 1,000 employees take 136 s.
  const writer = db.bulkWriter({ throttling: false });
  writer.onWriteError((e) => e.failedAttempts < 5);
  let documents = 0;
  const set = (path: string, data: Record<string, unknown>) => {
    documents++;
    void writer.set(db.doc(path), data);
  };

  if (staff) for (const [path, data] of Object.entries(benchActivities(today.toISOString()))) set(path, data);
  if (staff) for (const [path, data] of benchProgramme(today)) set(path, data);
  // The month totals, the headcounts (and the queues' decisions) are shared by everyone of a department (a
  // queue): summed over every history, written last.
  const monthTotals = new Map<string, Record<string, unknown>>();
  let rosterEntries = 0;
  for (const [index, person] of benchPeople(employees, staff).entries()) {
    for (const [path, data] of documentsAfter(benchHistory(person, index, today, DAY_KEY_CLOCK))) {
      if (path.startsWith('monthTotals/') || path.startsWith('reviewTimes/') || path.startsWith('headcounts/'))
        monthTotals.set(path, sumTotals(monthTotals.get(path), data));
      else set(path, data);
    }
    for (const [path, data] of Object.entries(benchRosterDocs(person, index, Timestamp.fromDate(today)))) set(path, data);
    rosterEntries++;
  }
  for (const [path, data] of monthTotals) set(path, data);
  // The roster's kept total (the Employees tab's count), as the imports that wrote the roster left it;
  // added to the demo roster's when the staff come from the demo seed.
  const totalPath = `rosterTotals/${ROSTER_TOTALS_ID}`;
  const stored = staff ? 0 : toRosterTotals((await db.doc(totalPath).get()).data()).entries;
  set(totalPath, rosterTotalsWrites.whole(stored + rosterEntries, Timestamp.fromDate(today)));
  // The company's e-mail domain (as the migration sets it): the bench mailboxes are in it.
  set(`settings/${ORGANISATION_ID}`, organisationWrites.set(domainOf(benchEmailOf('ADM001')), Timestamp.fromDate(today)));
  await writer.close();
  const sampleEmployee = benchEmployeeId(1);
  return {
    employees,
    documents,
    seconds: (performance.now() - started) / 1000,
    sampleEmployee,
    // Claim 1 of every employee is pending (STATUSES[1]).
    sampleClaim: `${sampleEmployee}-${pad(1)}`,
    manager: 'MGR001',
    finance: 'FIN001',
    admin: 'ADM001',
  };
}
