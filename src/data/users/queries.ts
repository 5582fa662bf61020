import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { getUser, listUsers } from './api';

/** User (profile by employee ID) query keys, general to specific. */
export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  detail: (employeeId: string) => [...userKeys.all, 'detail', employeeId] as const,
};

export const userQueries = {
  /** Every profile (directory, payout names). */
  list: () => queryOptions({ queryKey: userKeys.list, queryFn: () => listUsers(db) }),
  /** One profile by employee ID; null when there is none. */
  detail: (employeeId: string) =>
    queryOptions({ queryKey: userKeys.detail(employeeId), queryFn: () => getUser(db, employeeId) }),
};
