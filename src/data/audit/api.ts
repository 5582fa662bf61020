import { where, type DocumentSnapshot, type Firestore, type QueryConstraint } from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@/domain/constants';
import type { DayRange } from '@/domain/ledger';
import { rangeConstraints } from '../ledger/api';
import { fetchAllPages, fetchPage, type Page } from '../paging';
import { refs } from '../refs';
import { toAuditEntry, type AuditAction, type AuditEntry } from '../schema/audit';

/** The Audit screen's filters, all applied on the server ('' or null: any). */
export interface AuditFilter {
  /** The acting admin's employee ID. */
  actor: string;
  action: AuditAction | '';
  /** The changed document's id: an employee ID or an activity ID. */
  target: string;
  range: DayRange;
}

/**
 * Equality filters on actor, action and target, then the day range on createdAt; ordered newest first.
 * Each combination has its composite index (firestore.indexes.json, tests/indexes.test.ts).
 */
function auditConstraints(f: AuditFilter): QueryConstraint[] {
  const c: QueryConstraint[] = [];
  if (f.actor) c.push(where('createdBy', '==', f.actor));
  if (f.action) c.push(where('action', '==', f.action));
  if (f.target) c.push(where('targetId', '==', f.target));
  return [...c, ...rangeConstraints(f.range)];
}

/** One page of the audit trail, newest first (admins). */
export function listAuditPage(
  db: Firestore,
  f: AuditFilter,
  cursor: DocumentSnapshot | null = null,
  pageSize = PAGE_SIZE,
): Promise<Page<AuditEntry>> {
  return fetchPage(refs.audit, db, auditConstraints(f), cursor, pageSize, 'audit page', (d) =>
    toAuditEntry(d.id, d.data()),
  );
}

/** Every entry of a filter, page by page (the CSV covers the whole filtered range). */
export function listAuditRange(
  db: Firestore,
  f: AuditFilter,
  onProgress?: (fetched: number) => void,
  signal?: AbortSignal,
  pageSize = 200,
): Promise<AuditEntry[]> {
  return fetchAllPages((cursor) => listAuditPage(db, f, cursor, pageSize), onProgress, signal);
}
