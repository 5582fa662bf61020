import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditEntry,
  type AuditTarget,
} from '@/domain/audit';
import { Reader } from '../values';
import type { Data } from './common';
import type { LedgerMaker } from './ledger';

export { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditEntry, type AuditTarget };
export type { AuditTargetKind } from '@/domain/audit';

/**
 * audit/{id}: the permanent record of an admin's action, created in the same batch or transaction as
 * the change it records and never updated or deleted (firestore.rules: the changed document names its
 * entry in `lastAudit`, and each rule checks the other). docs/data-model.md#audit-trail.
 */

/**
 * Fields of a changed document that are bookkeeping, not the change: the write's time and the entry's
 * own link, and a roster entry's creation stamp (the entry records who and when itself).
 */
export const AUDIT_BOOKKEEPING: readonly string[] = ['updatedAt', 'lastAudit', 'createdAt', 'createdBy'];

/** The document field that names the audit entry of its latest change. */
export const LAST_AUDIT = 'lastAudit';

export function toAuditEntry(id: string, data: Data): AuditEntry {
  const r = new Reader(data, `audit/${id}`);
  const map = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
  return {
    id,
    action: r.oneOf('action', AUDIT_ACTIONS, 'account.change'),
    target: { kind: r.oneOf('targetKind', AUDIT_TARGETS, 'users'), id: r.str('targetId') },
    before: map(data.before),
    after: map(data.after),
    reason: r.str('reason'),
    createdAt: r.date('createdAt'),
    createdBy: r.str('createdBy'),
    createdByName: r.str('createdByName'),
  };
}

/** Equal stored values (plain data: strings, numbers, booleans, lists, maps). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => same((a as Data)[k], (b as Data)[k]));
  }
  return false;
}

/**
 * The change a write makes to a document: of the written fields (bookkeeping left out) those whose
 * value differs from the stored one, as stored before (only those that existed) and as written. A new
 * document has `stored` {}.
 */
export function auditChange(stored: Data, written: Data): { before: Data; after: Data } {
  const before: Data = {};
  const after: Data = {};
  for (const [key, value] of Object.entries(written)) {
    if (AUDIT_BOOKKEEPING.includes(key) || same(stored[key], value)) continue;
    if (key in stored) before[key] = stored[key];
    after[key] = value;
  }
  return { before, after };
}

/** What an audited write says about itself. */
export interface AuditRecord {
  action: AuditAction;
  target: AuditTarget;
  /** From auditChange. */
  change: { before: Data; after: Data };
  /** The admin acting, as the ledger signs: their employee id and own profile name. */
  by: LedgerMaker;
  /** Where the screen asks for one; '' otherwise. */
  reason?: string;
}

export const auditWrites = {
  entry: <T>(record: AuditRecord, at: T) => ({
    action: record.action,
    targetKind: record.target.kind,
    targetId: record.target.id,
    before: record.change.before,
    after: record.change.after,
    reason: record.reason ?? '',
    createdAt: at,
    createdBy: record.by.employeeId,
    createdByName: record.by.name,
  }),
  /** The field the audited document gets in the same write: the id of its new entry. */
  link: (entryId: string) => ({ [LAST_AUDIT]: entryId }),
};
