import { addDays, getDay, subDays } from 'date-fns';
import type { ManagerId } from '../src/domain/constants';
import type { Role } from '../src/domain/roles';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { initializeApp, getApps } from 'firebase-admin/app';
import { ledgerEntryId } from '../src/domain/ledger';
import { activityWrites } from '../src/data/schema/activities';
import { claimWrites } from '../src/data/schema/claims';
import { ledgerWrites, type LedgerPosting } from '../src/data/schema/ledger';
import { personalWrites } from '../src/data/schema/personal';
import { redemptionWrites } from '../src/data/schema/redemptions';
import { reportWrites } from '../src/data/schema/reports';
import type { Actor } from '../src/data/schema/signatures';
import { uidWrites } from '../src/data/schema/uids';
import { profileWrites } from '../src/data/schema/users';

/**
 * Seeds an organisation of n employees for the bench, with the Admin SDK (rules off), in the
 * shapes of docs/data-model.md. The first FULL_HISTORY employees (all of an organisation up to
 * 1,000) have 20 claims across statuses, 5 redemptions, reports on most working days of the last
 * 30 days and the ledger that explains the balance; the employees beyond them (the 10,000 size)
 * have what a directory needs: the profile, its personal document, the uid link, the opening
 * ledger entry, and today's report (about 90% file one). The staff (MGR001 manager, FIN001 finance,
 * ADM001 admin) have a full history.
 */
const STATUSES = ['pending', 'pending', 'pending', 'pending', 'paid', 'paid', 'paid', 'paid', 'paid', 'rejected'] as const;
const TIERS = [100, 250, 100, 500, 100];
const DEPARTMENTS = ['HR', 'Tech Team', 'Loocafe', 'Ixora FM', 'Accounts & Finance'] as const;
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

/** The bench's people: named after their id, mailbox at the bench's domain. */
const nameOf = (id: string) => `Employee ${id}`;
const emailOf = (id: string) => `${id.toLowerCase()}@ics-rewards.test`;
const BENCH_PERSONAL = { number: '9876543210', gender: 'Others', dob: '1990-01-01' };

/** A staff member as a reviewer or payer signs. */
function benchActor(id: string): Actor {
  return { employeeId: id, name: nameOf(id), fullName: nameOf(id), email: emailOf(id) };
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
  const ts = (d: Date) => Timestamp.fromDate(d);

  if (staff) {
    for (let a = 1; a <= 12; a++) {
      const id = `PA${pad(a)}`;
      set(`pointActivities/${id}`, activityWrites.create(id, activityTerms(a), today.toISOString()));
    }
  }

  const people: Person[] = [
    ...(staff ? BENCH_STAFF.map((s) => ({ ...s, full: true })) : []),
    ...Array.from({ length: employees }, (_, i) => ({
      id: benchEmployeeId(i + 1),
      role: 'employee' as const,
      reviewQueues: [],
      full: i < FULL_HISTORY,
    })),
  ];
  const manager = benchActor('MGR001');
  const finance = benchActor('FIN001');
  for (const [index, person] of people.entries()) {
    const id = person.id;
    const department = DEPARTMENTS[index % DEPARTMENTS.length] ?? 'HR';
    const start = subDays(today, 60);
    const signUp = profileWrites.signUp(
      {
        employeeId: id,
        roster: { fullName: nameOf(id), designation: 'Associate', departments: [department], userRole: person.role, reviewQueues: person.reviewQueues },
        email: emailOf(id),
        uid: `uid-${id}`,
      },
      ts(start),
    );
    const me = { employeeId: id, name: signUp.name, department: signUp.department, designation: signUp.designation };
    let balance = signUp.points;
    let lastEntry = signUp.lastLedgerEntry;
    set(`users/${id}/ledger/${lastEntry}`, ledgerWrites.opening(me, ts(start)));
    const post = (posting: LedgerPosting, at: Date) => {
      balance += posting.points;
      lastEntry = posting.entryId;
      set(`users/${id}/ledger/${posting.entryId}`, ledgerWrites.post(posting, balance, ts(at)));
    };
    for (let c = 1; person.full && c <= 20; c++) {
      const status = STATUSES[c % STATUSES.length] ?? 'pending';
      const created = addDays(start, c * 2);
      const claimId = `${id}-${pad(c)}`;
      const a = (c % 10) + 1;
      const activity = { id: `PA${pad(a)}`, name: activityTerms(a).name, points: activityTerms(a).points };
      const day = dayKey(created);
      const submitted = claimWrites.submit(
        {
          id: claimId,
          employee: me,
          activity,
          input: { description: 'Bench claim', completionDate: dayKey(subDays(created, 1)), managerId: MANAGER_FOR[department] ?? 'M3', evidence: '' },
          today: day,
        },
        ts(created),
      );
      set(`users/${id}/requestedClaims/${claimId}`, {
        ...submitted,
        ...(status === 'paid' ? claimWrites.approve(manager, day, ts(created)) : {}),
        ...(status === 'rejected' ? claimWrites.reject(manager, 'Not eligible', day, ts(created)) : {}),
      });
      if (status === 'paid')
        post({ entryId: ledgerEntryId.earned(claimId), type: 'earned', points: activity.points, sourceRef: claimId, by: manager }, created);
    }
    for (let r = 1; person.full && r <= 5; r++) {
      const amount = TIERS[r - 1] ?? 100;
      if (balance < amount) continue;
      const rid = `RD-${id}-${pad(r)}`;
      const created = addDays(start, 42 + r);
      const day = dayKey(created);
      set(`users/${id}/redemptionRequests/${rid}`, {
        ...redemptionWrites.request({ id: rid, employee: me, points: amount, today: day }, ts(created)),
        ...(r <= 2 ? redemptionWrites.pay(finance, 'Bench payout', day, ts(created)) : {}),
      });
      post({ entryId: ledgerEntryId.redeemed(rid), type: 'redeemed', points: -amount, sourceRef: rid, by: me }, created);
    }
    let last: { day: string; at: Date } | null = null;
    for (let back = person.full ? 29 : 0; back >= 0; back--) {
      const day = subDays(today, back);
      if (getDay(day) === 0 || (index * 7 + back) % 10 === 3) continue; // Sundays off, ~10% missed
      const key = dayKey(day);
      const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 18, 0);
      last = { day: key, at };
      set(`users/${id}/productivityReports/${key}`, reportWrites.file(me, key, 'Bench tasks', ts(at)));
    }
    set(`uids/uid-${id}`, uidWrites.link(id));
    set(`users/${id}/private/personal`, personalWrites.save(BENCH_PERSONAL, ts(start)));
    set(`users/${id}`, {
      ...signUp,
      ...(last ? profileWrites.reportStamp(last.day, ts(last.at)) : {}),
      ...profileWrites.balance(balance, lastEntry, ts(today)),
    });
  }
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
