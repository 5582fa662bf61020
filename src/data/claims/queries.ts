import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import {
  countClaims,
  countClaimsOf,
  getAutoApprovalsUsed,
  getClaim,
  listClaimsPage,
  listClaimsOf,
  listRecentClaims,
  searchClaimsPage,
  type ClaimFilter,
  type SearchCursor,
} from './api';
import { listClaimsOfPage } from './employeePages';

/** Claim query keys, general to specific: invalidating a key refreshes every query under it. */
export const claimKeys = {
  all: ['claims'] as const,
  /** Everything about one employee's claims. */
  of: (employeeId: string) => [...claimKeys.all, 'of', employeeId] as const,
  listOf: (employeeId: string) => [...claimKeys.of(employeeId), 'list'] as const,
  recent: (employeeId: string, n: number) => [...claimKeys.of(employeeId), 'recent', n] as const,
  /** An employee's claims page by page (their detail page). */
  pagesOf: (employeeId: string) => [...claimKeys.of(employeeId), 'pages'] as const,
  countOf: (employeeId: string) => [...claimKeys.of(employeeId), 'count'] as const,
  detail: (employeeId: string, claimId: string) => [...claimKeys.of(employeeId), 'detail', claimId] as const,
  /** This month's automatic approvals of one activity (the claim dialog). */
  autoUsed: (employeeId: string, activityId: string) => [...claimKeys.of(employeeId), 'autoUsed', activityId] as const,
  /** Every employee's claims (Manage Requests): pages and tab counts. */
  everyone: ['claims', 'everyone'] as const,
  pages: (filter: ClaimFilter) => [...claimKeys.everyone, 'pages', filter] as const,
  count: (filter: ClaimFilter) => [...claimKeys.everyone, 'count', filter] as const,
  search: (filter: ClaimFilter, term: string) => [...claimKeys.everyone, 'search', filter, term] as const,
};

export const claimQueries = {
  /** Every claim of one employee, newest first (their own history, or the employee detail page). */
  listOf: (employeeId: string) =>
    queryOptions({ queryKey: claimKeys.listOf(employeeId), queryFn: () => listClaimsOf(db, employeeId) }),
  /** Dashboard: the first n claims, without reading every claim. */
  recent: (employeeId: string, n: number) =>
    queryOptions({
      queryKey: claimKeys.recent(employeeId, n),
      queryFn: () => listRecentClaims(db, employeeId, n),
    }),
  /** An employee's detail page: their claims, a bounded page at a time ('Load more'). */
  pagesOf: (employeeId: string) =>
    infiniteQueryOptions({
      queryKey: claimKeys.pagesOf(employeeId),
      queryFn: ({ pageParam }) => listClaimsOfPage(db, employeeId, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** Dashboard: how many claims the user has, as a count(). */
  countOf: (employeeId: string) =>
    queryOptions({ queryKey: claimKeys.countOf(employeeId), queryFn: () => countClaimsOf(db, employeeId) }),
  detail: (employeeId: string, claimId: string) =>
    queryOptions({
      queryKey: claimKeys.detail(employeeId, claimId),
      queryFn: () => getClaim(db, employeeId, claimId),
    }),
  /** How many of this month's automatic approvals of an `auto` activity the employee has used. */
  autoUsed: (employeeId: string, activityId: string) =>
    queryOptions({
      queryKey: claimKeys.autoUsed(employeeId, activityId),
      queryFn: () => getAutoApprovalsUsed(db, employeeId, activityId),
    }),
  /** Manage Requests: pages of a status, loaded one at a time. */
  pages: (filter: ClaimFilter) =>
    infiniteQueryOptions({
      queryKey: claimKeys.pages(filter),
      queryFn: ({ pageParam }) => listClaimsPage(db, filter, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** A tab's count, stopped at TAB_COUNT_CAP: `{ count, capped }` (show it with formatTabCount). */
  count: (filter: ClaimFilter) =>
    queryOptions({ queryKey: claimKeys.count(filter), queryFn: () => countClaims(db, filter) }),
  /** Search by employee ID, reference or name prefix across every claim; an empty term reads nothing. */
  search: (filter: ClaimFilter, term: string) => {
    const t = term.trim();
    return infiniteQueryOptions({
      queryKey: claimKeys.search(filter, t),
      queryFn: t ? ({ pageParam }) => searchClaimsPage(db, filter, t, pageParam) : skipToken,
      initialPageParam: null as SearchCursor | null,
      getNextPageParam: (last) => last.cursor,
    });
  },
};
