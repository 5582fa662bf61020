import { z } from 'zod';
import { tooLongMessage } from './zodMessages';
import { DEPARTMENTS, EMAIL_MAX, EMPLOYEE_ID_MAX, MANAGERS, NAME_MAX, type ManagerId } from './constants';
import type { Role } from './roles';

/**
 * The roster (docs/product.md#identity-and-sign-up): who may sign up, with which mailbox, and the organisation fields their
 * profile carries. Admins write it; the rules accept exactly these limits (firestore.rules, roster).
 */
export const ROLES = ['employee', 'manager', 'finance', 'admin'] as const satisfies readonly Role[];
const QUEUE_IDS = MANAGERS.map((m) => m.id) as [ManagerId, ...ManagerId[]];
export { EMAIL_MAX };

export const rosterEntrySchema = z.object({
  employeeId: z
    .string()
    .trim()
    .min(1, 'Employee ID is required')
    .max(EMPLOYEE_ID_MAX, `Employee ID may have at most ${EMPLOYEE_ID_MAX} characters`)
    .regex(/^[A-Za-z0-9]+$/, 'Employee ID may contain only letters and digits')
    .transform((v) => v.toUpperCase()),
  // Tokens carry addresses in lower case, and sign-up compares them exactly.
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX))
    // No '/': the address is the id of its index document (rosterEmails/{email}).
    .regex(/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/, 'Enter a valid email address')
    .transform((v) => v.toLowerCase()),
  fullName: z.string().trim().min(1, 'Name is required').max(NAME_MAX, tooLongMessage(NAME_MAX)),
  designation: z.string().trim().min(1, 'Designation is required').max(NAME_MAX, tooLongMessage(NAME_MAX)),
  departments: z
    .array(z.enum(DEPARTMENTS, { error: 'Unknown department' }))
    .min(1, 'At least one department is required')
    .max(DEPARTMENTS.length),
  userRole: z.enum(ROLES, { error: 'Role must be employee, manager, finance or admin' }),
  reviewQueues: z
    .array(z.enum(QUEUE_IDS, { error: 'Review queues are M1, M2 and M3' }))
    .max(QUEUE_IDS.length),
});
export type RosterInput = z.input<typeof rosterEntrySchema>;
export type RosterFields = z.output<typeof rosterEntrySchema>;

/** The profile's organisation fields, copied from the roster at sign-up and on every roster edit. */
export interface OrgFields {
  fullName: string;
  designation: string;
  departments: readonly string[];
  userRole: Role;
  reviewQueues: readonly ManagerId[];
}

/**
 * The directory's search key: the full name with A-Z in lower case, so a name prefix is searched on the
 * server without regard to case. Only A-Z: the rules' `lower()` lowers ASCII only on the emulator (and
 * Unicode in full elsewhere), so firestore.rules checks `nameLower.lower() == fullName.lower()` and that
 * the key has no A-Z, which both agree on for this key. Non-ASCII capitals ('Ó') are kept as they are.
 */
export function nameLowerOf(fullName: string): string {
  return fullName.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}
