import type { LeaveDay, LeaveInput, LeaveRequest, LeaveStatus } from '@/domain/leave';
import { Reader } from '../values';
import { ownerFromPath, type Data } from './common';

/**
 * users/{e}/leaveRequests/{id} (a request for leave days and its decision) and users/{e}/leaveDays/{day}
 * (one granted day, written with the approval): docs/data-model.md, 'Leave'.
 */
const STATUSES: readonly LeaveStatus[] = ['pending', 'approved', 'refused', 'withdrawn'];

export function toLeaveRequest(path: string, id: string, data: Data): LeaveRequest {
  const r = new Reader(data, path);
  const status = r.str('status', 'pending');
  return {
    id,
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    director: r.bool('director', false),
    queue: r.str('queue'),
    from: r.str('from'),
    to: r.str('to', r.str('from')),
    reason: r.str('reason'),
    status: (STATUSES as readonly string[]).includes(status) ? (status as LeaveStatus) : 'pending',
    createdAt: r.date('createdAt'),
    decidedBy: r.str('decidedBy'),
    decidedById: r.str('decidedById'),
    decidedAt: r.date('decidedAt'),
    note: r.str('note'),
  };
}

export function toLeaveDay(path: string, id: string, data: Data): LeaveDay {
  const r = new Reader(data, path);
  return {
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    day: r.str('day', id),
    requestId: r.str('requestId'),
  };
}

/** Who asks: the fields of their profile a request copies. */
export interface LeaveAsker {
  employeeId: string;
  name: string;
  director: boolean;
  queue: string;
}

/** Who decides: their employee id and signature (their name). */
export interface LeaveDecider {
  employeeId: string;
  name: string;
}

export const leaveWrites = {
  /** The employee asks for leave: a pending request to their queue. */
  ask: <T>(who: LeaveAsker, input: LeaveInput, at: T) => ({
    employeeId: who.employeeId,
    employeeName: who.name,
    director: who.director,
    queue: who.queue,
    from: input.from,
    to: input.to,
    reason: input.reason.trim(),
    status: 'pending' as const,
    createdAt: at,
    updatedAt: at,
  }),
  /** The employee withdraws their pending request. */
  withdraw: <T>(at: T) => ({ status: 'withdrawn' as const, updatedAt: at }),
  /** A reviewer of the queue (or an admin) approves it; its days are granted in the same batch. */
  approve: <T>(by: LeaveDecider, at: T) => ({
    status: 'approved' as const,
    decidedBy: by.name,
    decidedById: by.employeeId,
    decidedAt: at,
    updatedAt: at,
  }),
  /** A reviewer of the queue (or an admin) refuses it, with a reason. */
  refuse: <T>(by: LeaveDecider, note: string, at: T) => ({
    status: 'refused' as const,
    decidedBy: by.name,
    decidedById: by.employeeId,
    decidedAt: at,
    note: note.trim(),
    updatedAt: at,
  }),
};

export const leaveDayWrites = {
  /** One working day of an approved request, granted by the approver in the approval's batch. */
  grant: <T>(r: Pick<LeaveRequest, 'id' | 'employeeId' | 'employeeName' | 'director'>, day: string, by: string, at: T) => ({
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    director: r.director,
    day,
    requestId: r.id,
    grantedById: by,
    createdAt: at,
  }),
};
