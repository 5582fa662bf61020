import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { ProfileData, ProfileEditInput } from '@/domain/schemas';
import { keys } from '../keys';
import { useCurrentUser } from '../session/currentUser';
import { createProfile, getUser, listUsers, updateAccount, updateOwnProfile, type AccountChange } from './api';

export function useUser(employeeId: string) {
  return useQuery({ queryKey: keys.user(employeeId), queryFn: () => getUser(db, employeeId) });
}

export function useUsers(enabled = true) {
  return useQuery({ queryKey: keys.users(), queryFn: () => listUsers(db), enabled });
}

export function useCreateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { uid: string; email: string; profile: ProfileData }) =>
      createProfile(db, { uid: v.uid, email: v.email }, v.profile),
    onSuccess: (_r, v) => qc.invalidateQueries({ queryKey: keys.profile(v.uid) }),
  });
}

export function useUpdateOwnProfile() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileEditInput) => updateOwnProfile(db, me.employeeId, input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.profile(me.uid) }),
        qc.invalidateQueries({ queryKey: keys.user(me.employeeId) }),
      ]),
  });
}

export function useUpdateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; change: AccountChange }) => updateAccount(db, v.employeeId, v.change),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.user(v.employeeId) }),
        qc.invalidateQueries({ queryKey: keys.users() }),
      ]),
  });
}
