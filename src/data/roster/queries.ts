import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import { countRoster, findRosterEntryByEmail, getOwnRosterEntry, listRosterPage } from './api';

/** Roster (roster/{employeeId}) query keys, general to specific. */
export const rosterKeys = {
  all: ['roster'] as const,
  list: ['roster', 'list'] as const,
  /** The Employees tab's pages of a search term. */
  pages: (search: string) => [...rosterKeys.list, 'pages', search] as const,
  /** How many entries a search term matches. */
  count: (search: string) => [...rosterKeys.list, 'count', search] as const,
  /** Sign-up step 2: the entry of one verified mailbox. */
  mine: (email: string) => [...rosterKeys.all, 'mine', email] as const,
  /** A signed-up employee's own entry (its mailbox, when an admin changed it). */
  own: (employeeId: string) => [...rosterKeys.all, 'own', employeeId] as const,
};

export const rosterQueries = {
  /** The Employees tab: cursor pages of the roster, searched on the server (admins). */
  pages: (search: string) =>
    infiniteQueryOptions({
      queryKey: rosterKeys.pages(search),
      queryFn: ({ pageParam }) => listRosterPage(db, search, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** How many roster entries the search matches (count()). */
  count: (search: string) => queryOptions({ queryKey: rosterKeys.count(search), queryFn: () => countRoster(db, search) }),
  /** The roster entry of the signed-in, verified mailbox (null: not provisioned); never cached stale. */
  mine: (email: string) =>
    queryOptions({
      queryKey: rosterKeys.mine(email),
      queryFn: () => findRosterEntryByEmail(db, email),
      staleTime: 0,
    }),
  /** The signed-in employee's own roster entry. */
  own: (employeeId: string) =>
    queryOptions({ queryKey: rosterKeys.own(employeeId), queryFn: () => getOwnRosterEntry(db, employeeId) }),
};
