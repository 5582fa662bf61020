import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import {
  countRedemptions,
  listMyRedemptions,
  listRecentRedemptions,
  listRedemptionsPage,
  searchRedemptions,
  type RedemptionFilter,
} from './api';
import { listRedemptionsOfPage } from './employeePages';

/** Redemption query keys, general to specific: invalidating a key refreshes every query under it. */
export const redemptionKeys = {
  all: ['redemptions'] as const,
  /** Everything about one employee's redemptions. */
  of: (employeeId: string) => [...redemptionKeys.all, 'of', employeeId] as const,
  listOf: (employeeId: string) => [...redemptionKeys.of(employeeId), 'list'] as const,
  recent: (employeeId: string, n: number) => [...redemptionKeys.of(employeeId), 'recent', n] as const,
  /** An employee's redemptions page by page (their detail page). */
  pagesOf: (employeeId: string) => [...redemptionKeys.of(employeeId), 'pages'] as const,
  /** Every employee's redemptions (Redemption Centre): pages, tab counts and search. */
  everyone: ['redemptions', 'everyone'] as const,
  pages: (filter: RedemptionFilter) => [...redemptionKeys.everyone, 'pages', filter] as const,
  count: (filter: RedemptionFilter) => [...redemptionKeys.everyone, 'count', filter] as const,
  search: (filter: RedemptionFilter, term: string) =>
    [...redemptionKeys.everyone, 'search', filter, term] as const,
};

export const redemptionQueries = {
  /** A user's redemptions, newest first. */
  of: (employeeId: string) =>
    queryOptions({
      queryKey: redemptionKeys.listOf(employeeId),
      queryFn: () => listMyRedemptions(db, employeeId),
    }),
  /** Dashboard (desktop): the first n redemptions. */
  recent: (employeeId: string, n: number) =>
    queryOptions({
      queryKey: redemptionKeys.recent(employeeId, n),
      queryFn: () => listRecentRedemptions(db, employeeId, n),
    }),
  /** An employee's detail page: their redemptions, a bounded page at a time ('Load more'). */
  pagesOf: (employeeId: string) =>
    infiniteQueryOptions({
      queryKey: redemptionKeys.pagesOf(employeeId),
      queryFn: ({ pageParam }) => listRedemptionsOfPage(db, employeeId, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** Redemption Centre: pages of a status, loaded one at a time. */
  pages: (filter: RedemptionFilter) =>
    infiniteQueryOptions({
      queryKey: redemptionKeys.pages(filter),
      queryFn: ({ pageParam }) => listRedemptionsPage(db, filter, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount). */
  count: (filter: RedemptionFilter) =>
    queryOptions({ queryKey: redemptionKeys.count(filter), queryFn: () => countRedemptions(db, filter) }),
  /** Prefix search over every redemption of a status; an empty term reads nothing. */
  search: (filter: RedemptionFilter, term: string) => {
    const t = term.trim();
    return queryOptions({
      queryKey: redemptionKeys.search(filter, t),
      queryFn: t ? () => searchRedemptions(db, filter, t) : skipToken,
    });
  },
};
