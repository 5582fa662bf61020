import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { useList } from '../lists';
import { auditKeys } from '../audit/queries';
import { invalidateAll } from '../refresh';
import { useAttemptKeys } from '../attempts';
import type { ActivityTerms } from '../schema/activities';
import { actorOf, useCurrentUser } from '../session/currentUser';
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

/** Edits and creations are audited as the signed-in admin's. */
export function useUpdateActivity() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; data: ActivityTerms }) => updateActivity(db, actorOf(me), v.id, v.data),
    onSuccess: () => invalidateAll(qc, [activityKeys.all, auditKeys.all]),
  });
}

/** Creates an activity; pressing again after a failure is the same attempt (never two activities). */
export function useCreateActivity() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (data: ActivityTerms) => createActivity(db, actorOf(me), data, attempts.keyFor('new')),
    onSuccess: () => {
      attempts.succeeded('new');
      return invalidateAll(qc, [activityKeys.all, auditKeys.all]);
    },
  });
}

