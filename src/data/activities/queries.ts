import { queryOptions, skipToken } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { getActivity, listActiveActivities, listActivities } from './api';

/** Activity query keys, general to specific: every activity write invalidates `all`. */
export const activityKeys = {
  all: ['activities'] as const,
  list: ['activities', 'list'] as const,
  active: (n: number) => [...activityKeys.all, 'active', n] as const,
  detail: (id: string) => [...activityKeys.all, 'one', id] as const,
};

export const activityQueries = {
  /** Every activity, points descending. */
  list: () => queryOptions({ queryKey: activityKeys.list, queryFn: () => listActivities(db) }),
  /** Dashboard: the first n active activities only. */
  active: (n: number) =>
    queryOptions({ queryKey: activityKeys.active(n), queryFn: () => listActiveActivities(db, n) }),
  /** One activity (its terms); skipped without an id. */
  detail: (id: string) =>
    queryOptions({ queryKey: activityKeys.detail(id), queryFn: id ? () => getActivity(db, id) : skipToken }),
};
