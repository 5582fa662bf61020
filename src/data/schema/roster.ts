import { MANAGERS, type ManagerId } from '@/domain/constants';
import { normalizeRole, type Role } from '@/domain/roles';
import { nameLowerOf, type RosterFields } from '@/domain/roster';
import type { RosterEntry } from '@/domain/types';
import { Reader } from '../values';
import type { Data } from './common';

const QUEUE_IDS: readonly string[] = MANAGERS.map((m) => m.id);
/** Known review queues only (an unknown id reviews nothing). */
export function queuesOf(list: string[]): ManagerId[] {
  return list.filter((q): q is ManagerId => QUEUE_IDS.includes(q));
}

export function toRoster(id: string, data: Data): RosterEntry {
  const r = new Reader(data, `roster/${id}`);
  return {
    employeeId: r.str('employeeId', id),
    email: r.str('email'),
    fullName: r.str('fullName'),
    designation: r.str('designation'),
    departments: r.strList('departments'),
    userRole: normalizeRole(data.userRole),
    reviewQueues: queuesOf(r.strList('reviewQueues')),
    createdAt: r.date('createdAt'),
    createdBy: r.str('createdBy'),
  };
}

/** The fields an admin edits (all but the id and the creation stamp), and the name's search key. */
function editable(fields: Omit<RosterFields, 'employeeId'>) {
  return {
    email: fields.email,
    fullName: fields.fullName,
    nameLower: nameLowerOf(fields.fullName),
    designation: fields.designation,
    departments: [...fields.departments],
    userRole: fields.userRole,
    reviewQueues: [...fields.reviewQueues],
  };
}

/** roster/{employeeId}: an admin provisions (create), re-imports or edits (update), changes a role. */
export const rosterWrites = {
  create: <T>(fields: RosterFields, createdBy: string, at: T) => ({
    employeeId: fields.employeeId,
    ...editable(fields),
    createdAt: at,
    createdBy,
  }),
  update: (fields: Omit<RosterFields, 'employeeId'>) => editable(fields),
  role: (userRole: Role) => ({ userRole }),
};
