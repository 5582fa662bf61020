import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import type { DayRange } from '@/domain/ledger';
import { db } from '@/firebase/firestore';
import { userKeys } from '../users/queries';
import { listLedgerPage } from './api';

/** Ledger query keys, general to specific: every balance change invalidates `of(employeeId)` (balanceKeys). */
export const ledgerKeys = {
  all: ['ledger'] as const,
  of: (employeeId: string) => [...ledgerKeys.all, employeeId] as const,
  statement: (employeeId: string, range: DayRange) =>
    [...ledgerKeys.of(employeeId), 'statement', range] as const,
};

/**
 * What any change to an employee's balance changes, whoever makes it (approve, redeem, decline,
 * cancel, adjust): their profile by ID, every list of profiles (the directory shows points) and their
 * ledger. Never every profile: one balance changed. The signed-in user's own profile (`profileKeys`)
 * is added by the mutations that change their own balance.
 */
export const balanceKeys = (employeeId: string) => [
  userKeys.detail(employeeId),
  userKeys.list,
  ledgerKeys.of(employeeId),
];

export const ledgerQueries = {
  /** The Points Statement: pages of the ledger in a day range, newest first, continued by a cursor. */
  statement: (employeeId: string, range: DayRange) =>
    infiniteQueryOptions({
      queryKey: ledgerKeys.statement(employeeId, range),
      queryFn: ({ pageParam }) => listLedgerPage(db, employeeId, range, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
};
