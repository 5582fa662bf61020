/**
 * What every schema module shares. A module per collection holds, in one place, the reader of its
 * documents (tolerant of legacy and malformed data: never throws) and the builders of every write the
 * app makes to it. The builders import no Firestore SDK: a timestamp is the caller's value `at` (the
 * app's serverTimestamp(), the seed's Timestamp.fromDate(...), a test's own), so the app, the demo
 * seed, the migration, the bench and the tests all write the same shapes (docs/data-model.md).
 */

/** A stored document's data as read: anything, until a reader has validated it. */
export type Data = Record<string, unknown>;

/** The employee id of a document in users/{employeeId}/...: taken from its path when the field is missing. */
export function ownerFromPath(path: string): string {
  return path.split('/')[1] ?? '';
}

/** A local calendar day key of a stored timestamp (legacy documents without a day field). */
export function dateKeyOf(d: Date | null): string | null {
  if (!d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A new claim or redemption: its id (also its reference), the employee filing it, the day. */
export interface NewRequest<E extends { employeeId: string; name: string }> {
  id: string;
  employee: E;
  /** The day it is filed (a day key). */
  today: string;
}

/** The fields every claim and redemption opens with: its id twice and whose it is. */
export function requestHeader(r: NewRequest<{ employeeId: string; name: string }>) {
  return { id: r.id, referenceId: r.id, employeeId: r.employee.employeeId, employeeName: r.employee.name };
}
