import { doc, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { refs } from '../refs';
import {
  auditChange,
  auditWrites,
  removalAuditId,
  removalChange,
  type AuditAction,
  type AuditTarget,
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

/** The audited document: every audited collection's name is its target kind. */
const targetRef = (db: Firestore, target: AuditTarget) => doc(db, target.kind, target.id);

export function writeAudited(tx: Transaction, db: Firestore, w: AuditedWrite): void {
  const entry = doc(refs.audit(db));
  const change = auditChange(w.stored ?? {}, w.data);
  tx.set(entry, auditWrites.entry({ action: w.action, target: w.target, change, by: w.by, reason: w.reason }, serverTimestamp()));
  const ref = targetRef(db, w.target);
  const linked = { ...w.data, ...auditWrites.link(entry.id) };
  if (w.stored) tx.update(ref, linked);
  else tx.set(ref, linked);
}

/** An audited removal: the document as this transaction read it is deleted, and the entry records it. */
export interface AuditedRemoval {
  action: AuditAction;
  target: AuditTarget;
  stored: Data;
  by: LedgerMaker;
  reason?: string;
}

/**
 * Deletes a document with the entry that records it. A deleted document cannot name its entry, so the
 * entry's id is fixed by the document (removalAuditId) and the rules of the delete look it up.
 */
export function removeAudited(tx: Transaction, db: Firestore, w: AuditedRemoval): void {
  const entry = refs.auditEntry(db, removalAuditId(w.target.kind, w.target.id, w.stored));
  const change = removalChange(w.stored);
  tx.set(entry, auditWrites.entry({ action: w.action, target: w.target, change, by: w.by, reason: w.reason }, serverTimestamp()));
  tx.delete(targetRef(db, w.target));
}
