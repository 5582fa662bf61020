import { Reader } from '../values';
import type { Data } from './common';

/**
 * rosterEmails/{email} { employeeId }: the roster entry that holds a mailbox. One mailbox, one entry:
 * the rules create it with the entry (or with its new mailbox), never update it, and delete it when the
 * entry moves to another mailbox (docs/data-model.md, `rosterEmails/{email}`).
 */
export interface RosterEmail {
  email: string;
  employeeId: string;
}

export function toRosterEmail(id: string, data: Data): RosterEmail {
  return { email: id, employeeId: new Reader(data, `rosterEmails/${id}`).str('employeeId') };
}

export const rosterEmailWrites = {
  /** The mailbox's index, naming the entry that holds it. */
  index: (employeeId: string) => ({ employeeId }),
};
