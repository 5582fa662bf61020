import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { useList } from '../lists';
import { invalidateAll } from '../refresh';
import type { ActivityTerms } from '../schema/activities';
import { createActivity, updateActivity } from './api';
import { activityKeys, activityQueries } from './queries';

/** Every activity, points descending (Earn Points, Point Activities: a list). */
export function useActivities() {
  return useList(activityQueries.list());
}

/** Dashboard: the first n active activities only (a list). */
export function useActiveActivities(n: number) {
  return useList(activityQueries.active(n));
}

/** One activity (its terms), when the id is known; invalidated with the list on every edit. */
export function useActivity(id: string) {
  return useQuery(activityQueries.detail(id));
}

export function useUpdateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; data: ActivityTerms }) => updateActivity(db, v.id, v.data),
    onSuccess: () => invalidateAll(qc, [activityKeys.all]),
  });
}

export function useCreateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: ActivityTerms) => createActivity(db, data),
    onSuccess: () => invalidateAll(qc, [activityKeys.all]),
  });
}

