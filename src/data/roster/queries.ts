import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { findRosterEntryByEmail, listRoster } from './api';

/** Roster (roster/{employeeId}) query keys, general to specific. */
export const rosterKeys = {
  all: ['roster'] as const,
  list: ['roster', 'list'] as const,
  /** Sign-up step 2: the entry of one verified mailbox. */
  mine: (email: string) => [...rosterKeys.all, 'mine', email] as const,
};

export const rosterQueries = {
  /** The whole roster, by employee id (admins). */
  list: () => queryOptions({ queryKey: rosterKeys.list, queryFn: () => listRoster(db) }),
  /** The roster entry of the signed-in, verified mailbox (null: not provisioned); never cached stale. */
  mine: (email: string) =>
    queryOptions({
      queryKey: rosterKeys.mine(email),
      queryFn: () => findRosterEntryByEmail(db, email),
      staleTime: 0,
    }),
};
