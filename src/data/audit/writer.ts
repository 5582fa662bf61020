import { doc, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { refs } from '../refs';
import {
  auditChange,
  auditWrites,
  type AuditAction,
  type AuditTarget,
  type AuditTargetKind,
} from '../schema/audit';
import type { Data } from '../schema/common';
import type { LedgerMaker } from '../schema/ledger';

/**
 * The one writer of audited documents. Every admin write is: the document's change with `lastAudit`
 * naming a new `audit/{id}` entry that records it (who, which action, the changed fields before and
 * after), in the same transaction. The rules accept neither alone (docs/data-model.md#audit-trail).
 */
export interface AuditedWrite {
  action: AuditAction;
  target: AuditTarget;
  /** The document as this transaction read it; undefined for a new document (set, not update). */
  stored: Data | undefined;
  /** The fields written (the schema module's builder). */
  data: Data;
  by: LedgerMaker;
  reason?: string;
}

const TARGET_REFS: Record<AuditTargetKind, (db: Firestore, id: string) => ReturnType<typeof refs.user>> = {
  users: refs.user,
  roster: refs.rosterEntry,
  pointActivities: refs.activity,
};

export function writeAudited(tx: Transaction, db: Firestore, w: AuditedWrite): void {
  const entry = doc(refs.audit(db));
  const change = auditChange(w.stored ?? {}, w.data);
  tx.set(entry, auditWrites.entry({ action: w.action, target: w.target, change, by: w.by, reason: w.reason }, serverTimestamp()));
  const ref = TARGET_REFS[w.target.kind](db, w.target.id);
  const linked = { ...w.data, ...auditWrites.link(entry.id) };
  if (w.stored) tx.update(ref, linked);
  else tx.set(ref, linked);
}
