import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { ProfileData, ProfileEditInput } from '@/domain/schemas';
import { useCurrentUser } from '../session/currentUser';
import { profileKeys } from '../session/queries';
import { createProfile, updateAccount, updateOwnProfile, type AccountChange } from './api';
import { userKeys, userQueries } from './queries';

export function useUser(employeeId: string) {
  return useQuery(userQueries.detail(employeeId));
}

export function useUsers() {
  return useQuery(userQueries.list());
}

export function useCreateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { uid: string; email: string; profile: ProfileData }) =>
      createProfile(db, { uid: v.uid, email: v.email }, v.profile),
    onSuccess: (_r, v) => qc.invalidateQueries({ queryKey: profileKeys.of(v.uid) }),
  });
}

export function useUpdateOwnProfile() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileEditInput) => updateOwnProfile(db, me.employeeId, input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: profileKeys.of(me.uid) }),
        qc.invalidateQueries({ queryKey: userKeys.detail(me.employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.list }),
      ]),
  });
}

export function useUpdateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; change: AccountChange }) =>
      updateAccount(db, v.employeeId, v.change),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: userKeys.detail(v.employeeId) }),
        qc.invalidateQueries({ queryKey: userKeys.list }),
      ]),
  });
}
