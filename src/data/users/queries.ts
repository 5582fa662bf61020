import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { UserProfile } from '@/domain/types';
import { getPersonal, getUser, listUsers } from './api';

/** User (profile by employee ID) query keys, general to specific. */
export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  detail: (employeeId: string) => [...userKeys.all, 'detail', employeeId] as const,
};

/** Personal data (users/{id}/private/personal) query keys. */
export const personalKeys = {
  all: ['personal'] as const,
  of: (employeeId: string) => [...personalKeys.all, employeeId] as const,
};

export const userQueries = {
  /** Every profile (directory, payout names). */
  list: () => queryOptions({ queryKey: userKeys.list, queryFn: () => listUsers(db) }),
  /** One profile by employee ID; null when there is none. */
  detail: (employeeId: string) =>
    queryOptions({ queryKey: userKeys.detail(employeeId), queryFn: () => getUser(db, employeeId) }),
  /** Phone, gender, date of birth of one employee; the legacy profile fields until loaded. */
  personal: (profile: UserProfile) =>
    queryOptions({
      queryKey: personalKeys.of(profile.employeeId),
      queryFn: () => getPersonal(db, profile),
      placeholderData: { number: profile.number, gender: profile.gender, dob: profile.dob },
    }),
};
