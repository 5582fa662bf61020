import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { PersonalData } from '@/domain/schemas';
import type { RosterEntry } from '@/domain/types';
import { keys } from '../keys';
import { useCurrentUser } from '../session/currentUser';
import type { Role } from '@/domain/roles';
import { changeRole } from '../roster/api';
import type { UserProfile } from '@/domain/types';
import {
  createProfile,
  getPersonal,
  getUser,
  listUsers,
  updateAccount,
  updateOwnProfile,
  type AccountChange,
} from './api';

/** Phone, gender, date of birth of one employee (owner, managers, admins); legacy profile fields until loaded. */
export function usePersonal(profile: UserProfile) {
  return useQuery({
    queryKey: keys.personal(profile.employeeId),
    queryFn: () => getPersonal(db, profile),
    placeholderData: { number: profile.number, gender: profile.gender, dob: profile.dob },
  });
}

/** What Account Controls change: block state, activation, or the role (a roster field). */
export type AccountControlChange = AccountChange | { userRole: Role };

export function useUser(employeeId: string) {
  return useQuery({ queryKey: keys.user(employeeId), queryFn: () => getUser(db, employeeId) });
}

export function useUsers(enabled = true) {
  return useQuery({ queryKey: keys.users(), queryFn: () => listUsers(db), enabled });
}

export function useCreateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { uid: string; email: string; roster: RosterEntry; personal: PersonalData }) =>
      createProfile(db, { uid: v.uid, email: v.email }, v.roster, v.personal),
    onSuccess: (_r, v) => qc.invalidateQueries({ queryKey: keys.profile(v.uid) }),
  });
}

export function useUpdateOwnProfile() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalData) => updateOwnProfile(db, me.employeeId, input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.profile(me.uid) }),
        qc.invalidateQueries({ queryKey: keys.user(me.employeeId) }),
        qc.invalidateQueries({ queryKey: keys.personal(me.employeeId) }),
      ]),
  });
}

export function useUpdateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; change: AccountControlChange }) =>
      'userRole' in v.change
        ? changeRole(db, v.employeeId, v.change.userRole)
        : updateAccount(db, v.employeeId, v.change),
    onSuccess: (_r, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.user(v.employeeId) }),
        qc.invalidateQueries({ queryKey: keys.users() }),
        qc.invalidateQueries({ queryKey: keys.roster() }),
      ]),
  });
}
