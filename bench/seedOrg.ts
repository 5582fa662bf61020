import { addDays, getDay, subDays } from 'date-fns';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { initializeApp, getApps } from 'firebase-admin/app';
import { nameLowerOf } from '../src/domain/roster';

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
const DEPARTMENTS = ['HR', 'Tech Team', 'Loocafe', 'Ixora FM', 'Accounts & Finance'];
const MANAGER_FOR: Record<string, string> = { Loocafe: 'M1', 'Ixora FM': 'M2' };

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

type Person = { id: string; role: string; reviewQueues: readonly string[]; full: boolean };

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
      set(`pointActivities/PA${pad(a)}`, {
        id: `PA${pad(a)}`,
        name: `Activity ${a}`,
        points: 25 * a,
        description: `Bench activity ${a}`,
        isActive: a <= 10,
        eligibilityCriteria: '',
        submissionGuidelines: '',
        verificationCriteria: '',
        updatedAt: today.toISOString(),
      });
    }
  }

  const people: Person[] = [
    ...(staff ? BENCH_STAFF.map((s) => ({ ...s, full: true })) : []),
    ...Array.from({ length: employees }, (_, i) => ({
      id: benchEmployeeId(i + 1),
      role: 'employee',
      reviewQueues: [],
      full: i < FULL_HISTORY,
    })),
  ];
  for (const [index, person] of people.entries()) {
    const id = person.id;
    const department = DEPARTMENTS[index % DEPARTMENTS.length] ?? 'HR';
    const name = `Employee ${id}`;
    let balance = 50;
    const ledger: { id: string; data: Record<string, unknown> }[] = [];
    const start = subDays(today, 60);
    ledger.push({
      id: 'opening',
      data: { type: 'opening', points: 50, balanceAfter: 50, sourceRef: 'opening', createdAt: ts(start), createdBy: id },
    });
    for (let c = 1; person.full && c <= 20; c++) {
      const status = STATUSES[c % STATUSES.length] ?? 'pending';
      const created = addDays(start, c * 2);
      const claimId = `${id}-${pad(c)}`;
      const points = 25 * ((c % 10) + 1);
      set(`users/${id}/requestedClaims/${claimId}`, {
        id: claimId,
        referenceId: claimId,
        employeeId: id,
        employeeName: name,
        department,
        designation: 'Associate',
        activityId: `PA${pad((c % 10) + 1)}`,
        activityName: `Activity ${(c % 10) + 1}`,
        points,
        description: 'Bench claim',
        status,
        completionDate: dayKey(subDays(created, 1)),
        managerId: MANAGER_FOR[department] ?? 'M3',
        managerName: 'Manager',
        managerComment: status === 'rejected' ? 'Not eligible' : '',
        evidence: '',
        photos: [],
        submittedDate: dayKey(created),
        createdAt: ts(created),
        updatedAt: ts(created),
        ...(status === 'paid' ? { paidDate: dayKey(created), approvedBy: 'Manager' } : {}),
        ...(status === 'rejected' ? { rejectedDate: dayKey(created), rejectedBy: 'Manager' } : {}),
      });
      if (status === 'paid') {
        balance += points;
        ledger.push({
          id: `claim-${claimId}`,
          data: { type: 'earned', points, balanceAfter: balance, sourceRef: claimId, createdAt: ts(created), createdBy: 'MGR001' },
        });
      }
    }
    for (let r = 1; person.full && r <= 5; r++) {
      const amount = TIERS[r - 1] ?? 100;
      if (balance < amount) continue;
      const rid = `RD-${id}-${pad(r)}`;
      const created = addDays(start, 42 + r);
      balance -= amount;
      set(`users/${id}/redemptionRequests/${rid}`, {
        id: rid,
        referenceId: rid,
        employeeId: id,
        employeeName: name,
        department,
        amount,
        pointsRedeemed: amount,
        rewardName: `Cash payout ₹${amount}`,
        status: r <= 2 ? 'paid' : 'pending',
        requestedDate: dayKey(created),
        createdAt: ts(created),
        updatedAt: ts(created),
        ...(r <= 2 ? { paidDate: dayKey(created) } : {}),
      });
      ledger.push({
        id: `redemption-${rid}`,
        data: { type: 'redeemed', points: -amount, balanceAfter: balance, sourceRef: rid, createdAt: ts(created), createdBy: id },
      });
    }
    let last: Date | null = null;
    for (let back = person.full ? 29 : 0; back >= 0; back--) {
      const day = subDays(today, back);
      if (getDay(day) === 0 || (index * 7 + back) % 10 === 3) continue; // Sundays off, ~10% missed
      const key = dayKey(day);
      const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 18, 0);
      last = at;
      set(`users/${id}/productivityReports/${key}`, {
        date: Number(key.replaceAll('-', '')),
        dateTime: ts(at),
        tasks: 'Bench tasks',
        employeeId: id,
        employeeName: name,
        director: false,
      });
    }
    for (const entry of ledger) set(`users/${id}/ledger/${entry.id}`, entry.data);
    set(`uids/uid-${id}`, { employeeId: id });
    set(`users/${id}/private/personal`, { number: '9876543210', gender: 'Others', dob: '1990-01-01', updatedAt: ts(start) });
    set(`users/${id}`, {
      id,
      employeeId: id,
      name,
      fullName: name,
      // The directory's server-side fields, as sign-up writes them (the rules require them there).
      nameLower: nameLowerOf(name),
      director: false,
      email: `${id.toLowerCase()}@ics-rewards.test`,
      designation: 'Associate',
      departments: [department],
      department,
      reviewQueues: [...person.reviewQueues],
      uid: `uid-${id}`,
      isActive: true,
      userStatus: 'unblocked',
      userRole: person.role,
      points: balance,
      lastLedgerEntry: ledger.at(-1)?.id ?? 'opening',
      lastProductivityDate: last ? dayKey(last) : '',
      lastProductivityAt: last ? ts(last) : null,
      createdAt: ts(start),
      updatedAt: ts(today),
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
