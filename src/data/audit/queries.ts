import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import { listAuditPage, type AuditFilter } from './api';

/** Audit query keys: every audited write invalidates `all`. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (f: AuditFilter) => [...auditKeys.all, 'list', f] as const,
};

export const auditQueries = {
  /** The Audit screen: pages of a filter, newest first, continued by a cursor. */
  list: (f: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: auditKeys.list(f),
      queryFn: ({ pageParam }) => listAuditPage(db, f, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
};
