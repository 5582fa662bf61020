import { DEFAULT_FOUR_EYES_THRESHOLD } from '@/domain/budgets';
import { Reader } from '../values';
import type { Data } from './common';

/**
 * settings/fourEyes { threshold, updatedAt, updatedBy } and adjustmentRequests/{id}: adjustments above
 * the threshold wait for a second admin (docs/data-model.md#four-eyes).
 */
export function toFourEyesThreshold(data: Data | undefined): number {
  if (!data) return DEFAULT_FOUR_EYES_THRESHOLD;
  return new Reader(data, 'settings/fourEyes').num('threshold', DEFAULT_FOUR_EYES_THRESHOLD);
}

export type AdjustmentRequestStatus = 'pending' | 'approved' | 'rejected';

export interface AdjustmentRequest {
  id: string;
  employeeId: string;
  employeeName: string;
  points: number;
  reason: string;
  status: AdjustmentRequestStatus;
  requestedBy: string;
  requestedByName: string;
  requestedAt: Date | null;
  decidedBy: string | null;
  decidedByName: string | null;
  entryId: string | null;
}

export function toAdjustmentRequest(id: string, data: Data): AdjustmentRequest {
  const r = new Reader(data, `adjustmentRequests/${id}`);
  const status = r.str('status', 'pending');
  return {
    id,
    employeeId: r.str('employeeId'),
    employeeName: r.str('employeeName'),
    points: r.num('points', 0),
    reason: r.str('reason'),
    status: status === 'approved' || status === 'rejected' ? status : 'pending',
    requestedBy: r.str('requestedBy'),
    requestedByName: r.str('requestedByName'),
    requestedAt: r.date('requestedAt'),
    decidedBy: r.optStr('decidedBy'),
    decidedByName: r.optStr('decidedByName'),
    entryId: r.optStr('entryId'),
  };
}

/** Who asks or decides: their employee id and profile name (the rules accept only their own). */
export interface AdminMaker {
  employeeId: string;
  name: string;
}

export const fourEyesWrites = {
  threshold: <T>(threshold: number, by: string, at: T) => ({ threshold, updatedAt: at, updatedBy: by }),
};

export const adjustmentRequestWrites = {
  /** An admin asks for a credit above the threshold: pending, nothing credited. */
  request: <T>(employee: { employeeId: string; name: string }, points: number, reason: string, by: AdminMaker, at: T) => ({
    employeeId: employee.employeeId,
    employeeName: employee.name,
    points,
    reason,
    status: 'pending' as const,
    requestedBy: by.employeeId,
    requestedByName: by.name,
    requestedAt: at,
  }),
  /** A second admin approves: credited by the adjustment entry `entryId` in the same transaction. */
  approve: <T>(entryId: string, by: AdminMaker, at: T) => ({
    status: 'approved' as const,
    decidedBy: by.employeeId,
    decidedByName: by.name,
    decidedAt: at,
    entryId,
  }),
  /** A second admin rejects: nothing credited. */
  reject: <T>(by: AdminMaker, at: T) => ({
    status: 'rejected' as const,
    decidedBy: by.employeeId,
    decidedByName: by.name,
    decidedAt: at,
  }),
};
