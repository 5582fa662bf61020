/**
 * The demo roster (docs/product.md#the-demo-organisation): an entry for every demo user, MGR001 reviewing M1, M2 and M3, and
 * two provisioned employees who have not signed up yet (EMP009, EMP010), so sign-up can be tried at once.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ManagerId } from '../src/domain/constants';
import type { RosterFields } from '../src/domain/roster';
import { rosterWrites } from '../src/data/schema/roster';
import { rosterEmailWrites } from '../src/data/schema/rosterEmails';
import { ROSTER_TOTALS_ID, rosterTotalsWrites } from '../src/data/schema/rosterTotals';
import { ORGANISATION_ID, domainOf, organisationWrites } from '../src/data/schema/organisation';
import { DEMO_USERS, type DemoUser } from './seed-data';

/** Provisioned by the admin, no account yet: sign up with these addresses' local parts. */
export const PROVISIONED_ONLY: readonly Omit<RosterFields, 'email'>[] = [
  {
    employeeId: 'EMP009',
    fullName: 'Kavya Iyer',
    designation: 'Cafe Executive',
    departments: ['Loocafe'],
    userRole: 'employee',
    reviewQueues: [],
  },
  {
    employeeId: 'EMP010',
    fullName: 'Rohan Mehta',
    designation: 'Accounts Assistant',
    departments: ['Accounts & Finance'],
    userRole: 'employee',
    reviewQueues: [],
  },
];

export function reviewQueuesOf(employeeId: string): ManagerId[] {
  return employeeId === 'MGR001' ? ['M1', 'M2', 'M3'] : [];
}

/** A demo user's roster entry, all but the mailbox: what their profile copied at sign-up. */
export function rosterFieldsOf(u: DemoUser): Omit<RosterFields, 'email'> {
  const { id: employeeId, fullName, designation, departments, userRole } = u;
  return {
    employeeId,
    fullName,
    designation,
    departments: [...departments],
    userRole,
    reviewQueues: reviewQueuesOf(employeeId),
  };
}

/**
 * roster/{id} documents and their mailbox indexes, as the admin provisioned them, the roster's kept
 * total those imports left (rosterTotals/all) and the company's e-mail domain (settings/organisation, the
 * demo mailboxes'); `email` maps an employee id to the demo mailbox.
 */
export function buildRoster(
  email: (employeeId: string) => string,
  createdAt: Date,
): { path: string; data: DocumentData }[] {
  const admin = DEMO_USERS.find((u) => u.userRole === 'admin')?.id ?? 'ADM001';
  const entries = [...DEMO_USERS.map(rosterFieldsOf), ...PROVISIONED_ONLY];
  const total = { path: `rosterTotals/${ROSTER_TOTALS_ID}`, data: rosterTotalsWrites.whole(entries.length, Timestamp.fromDate(createdAt)) };
  // The company's e-mail domain (as the migration sets it): every roster mailbox is in it.
  const organisation = { path: `settings/${ORGANISATION_ID}`, data: organisationWrites.set(domainOf(email(admin)), Timestamp.fromDate(createdAt)) };
  return [total, organisation, ...entries.flatMap((e) => [
    {
      path: `roster/${e.employeeId}`,
      data: rosterWrites.create({ ...e, email: email(e.employeeId) }, admin, Timestamp.fromDate(createdAt)),
    },
    // One mailbox, one entry: its index (rosterEmails/{email}), written with it.
    { path: `rosterEmails/${email(e.employeeId)}`, data: rosterEmailWrites.index(e.employeeId) },
  ])];
}
