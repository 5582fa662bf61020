import { useInfiniteQuery } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { listAuditRange, type AuditFilter } from './api';
import { auditQueries } from './queries';

export type { AuditFilter } from './api';

/** The Audit screen's pages of a filter (admins). */
/** `enabled` false (a filter that can never match) reads nothing. */
export function useAuditTrail(f: AuditFilter, enabled = true) {
  return useInfiniteQuery({ ...auditQueries.list(f), enabled });
}

/** The whole filtered range for the CSV, page by page, reporting progress. */
export function fetchAuditRange(f: AuditFilter, onProgress: (fetched: number) => void, signal: AbortSignal) {
  return listAuditRange(db, f, onProgress, signal);
}
