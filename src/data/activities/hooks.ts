import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { ActivityCreateData, ActivityEditData } from '@/domain/schemas';
import { keys } from '../keys';
import { createActivity, getActivity, listActiveActivities, listActivities, updateActivity } from './api';

/** Every activity, points descending. */
export function useActivities() {
  return useQuery({ queryKey: keys.activities(), queryFn: () => listActivities(db) });
}

export const activeActivitiesQuery = (n: number) =>
  queryOptions({ queryKey: [...keys.activities(), 'active', n], queryFn: () => listActiveActivities(db, n) });

/** Dashboard: the first n active activities only. */
export function useActiveActivities(n: number) {
  return useQuery(activeActivitiesQuery(n));
}

/** One activity (its terms), when the id is known; invalidated with the list on every edit. */
export function useActivity(id: string) {
  return useQuery({
    queryKey: keys.activity(id),
    queryFn: () => getActivity(db, id),
    enabled: id !== '',
  });
}

export function useUpdateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; data: ActivityEditData }) => updateActivity(db, v.id, v.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.activities() }),
  });
}

export function useCreateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: ActivityCreateData) => createActivity(db, data),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.activities() }),
  });
}
