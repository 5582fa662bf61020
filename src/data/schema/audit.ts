import {
  AUDIT_ACTIONS,
  AUDIT_REMOVALS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditEntry,
  type AuditTarget,
  type AuditTargetKind,
} from '@/domain/audit';
import { Reader } from '../values';
import type { Data } from './common';
import type { LedgerMaker } from './ledger';

export { AUDIT_ACTIONS, AUDIT_REMOVALS, AUDIT_TARGETS, type AuditAction, type AuditEntry, type AuditTarget };
export type { AuditTargetKind };

/**
 * audit/{id}: the permanent record of an admin's action, created in the same batch or transaction as
 * the change it records and never updated or deleted (firestore.rules: the changed document names its
 * entry in `lastAudit`, and each rule checks the other). docs/data-model.md#audit-trail.
 */

/**
 * Fields of a changed document that are bookkeeping, not the change: the entry's own link and the
 * stamps of who wrote it and when (a roster entry's creation, a budget's or a holiday's last writer,
 * an adjustment request's asker and decider), which the entry records itself. The rules' list is
 * auditBookkeeping().
 */
export const AUDIT_BOOKKEEPING: readonly string[] = [
  'updatedAt',
  'updatedBy',
  'lastAudit',
  'createdAt',
  'createdBy',
  'requestedAt',
  'requestedBy',
  'requestedByName',
  'decidedAt',
  'decidedBy',
  'decidedByName',
  // The roster's name search key: the full name in lower case (the rules tie the two), so the full
  // name's change is the one recorded.
  'nameLower',
];

/** The document field that names the audit entry of its latest change. */
export const LAST_AUDIT = 'lastAudit';

/**
 * The id of the entry that records the removal of a document (a deleted document cannot name its
 * entry): fixed by the document's collection, id and the entry of its last audited change ('legacy'
 * before the audit existed), so each stored version can be removed, and recorded, once. The rules
 * compute the same id (removalAuditId()).
 */
export function removalAuditId(kind: AuditTargetKind, id: string, stored: Data): string {
  const last = stored[LAST_AUDIT];
  return `${kind}-${id}-removed-${typeof last === 'string' ? last : 'legacy'}`;
}

/** A removal's change: every field of the document as stored (bookkeeping left out), and nothing after. */
export function removalChange(stored: Data): { before: Data; after: Data } {
  return { before: Object.fromEntries(Object.entries(stored).filter(([k]) => !AUDIT_BOOKKEEPING.includes(k))), after: {} };
}

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
