import {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { DirectoryFilter } from '@/domain/directory';
import type { Role } from '@/domain/roles';
import type { PersonalData } from '@/domain/schemas';
import type { RosterEntry, UserProfile } from '@/domain/types';
import type { Personal } from '../schema/personal';
import { useDeferredPages } from '../deferred';
import { changeRole } from '../roster/api';
import { auditKeys } from '../audit/queries';
import { invalidateAll } from '../refresh';
import { useCount } from '../lists';
import { usePrimaryRead } from '../secondary';
import { rosterKeys } from '../roster/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { ownProfileKeys } from '../session/queries';
import { createProfile, updateAccount, updateOwnProfile, type AccountChange } from './api';
import { personalKeys, userKeys, userQueries } from './queries';

/** Phone, gender, date of birth of one employee (owner, managers, admins); legacy profile fields until loaded. */
export function usePersonal(profile: UserProfile) {
  return useQuery(userQueries.personal(profile));
}

/**
 * Phone, gender, date of birth of the directory's loaded pages, merged by employee ID: one query (one
 * request) per page, 'Load more' pages each their own; the legacy profile fields until loaded.
 */
export function usePersonalOfPages(pages: readonly (readonly UserProfile[])[]): Record<string, Personal> {
  return useQueries({ queries: pages.map((p) => userQueries.personalPage(p)), combine: mergePages });
}

function mergePages(results: UseQueryResult<Record<string, Personal>>[]): Record<string, Personal> {
  const merged: Record<string, Personal> = {};
  for (const r of results) Object.assign(merged, r.data);
  return merged;
}

/** What Account Controls change: block state, activation, or the role (a roster field). */
export type AccountControlChange = AccountChange | { userRole: Role };

/**
 * One employee's profile: the content of the page that shows it (the employee detail page, a
 * request's detail), so no count starts while it is being read (secondary.ts `usePrimaryRead`).
 */
export function useUser(employeeId: string) {
  const query = useQuery(userQueries.detail(employeeId));
  usePrimaryRead(query);
  return query;
}

/**
 * The directory's pages (Load more), filtered and searched on the server: a paginated list whose
 * rows reach the screen as a transition. `arrived` is every page as soon as it arrives, for the reads
 * that follow from it (the phone column), which need not wait for the rows to render.
 */
export function useDirectory(f: DirectoryFilter) {
  const query = useInfiniteQuery(userQueries.directory(f));
  return { ...useDeferredPages(query), arrived: query.data };
}

/** How many the directory filter matches (count()): a count, after the page's own reads. */
export function useDirectoryCount(f: DirectoryFilter) {
  return useCount(userQueries.directoryCount(f));
}

/** The day's 'Missing Reports' pages and their count; null reads nothing. */
export function useMissingReports(dayKey: string | null) {
  return useInfiniteQuery(userQueries.missing(dayKey));
}

/** The day's 'On leave' pages; null reads nothing. */
export function useOnLeave(dayKey: string | null) {
  return useInfiniteQuery(userQueries.onLeave(dayKey));
}

/** The day's Submitted and Missing totals (count()s); null reads nothing. */
export function useDayCounts(dayKey: string | null) {
  return useQuery(userQueries.dayCounts(dayKey));
}

export function useCreateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { uid: string; email: string; roster: RosterEntry; personal: PersonalData }) =>
      createProfile(db, { uid: v.uid, email: v.email }, v.roster, v.personal),
    onSuccess: (_r, v) => invalidateAll(qc, [...ownProfileKeys({ uid: v.uid, employeeId: v.roster.employeeId })]),
  });
}

/** The owner edits their personal document only (the profile's fields are the roster's). */
export function useUpdateOwnProfile() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalData) => updateOwnProfile(db, me.employeeId, input),
    onSuccess: () => invalidateAll(qc, [personalKeys.of(me.employeeId), personalKeys.pages]),
  });
}

/** An admin's account change of another employee, audited as theirs. */
export function useUpdateAccount() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { employeeId: string; change: AccountControlChange; reason?: string }) =>
      'userRole' in v.change
        ? changeRole(db, actorOf(me), v.employeeId, v.change.userRole, v.reason)
        : updateAccount(db, actorOf(me), v.employeeId, v.change, v.reason),
    onSuccess: (_r, v) =>
      invalidateAll(qc, [
        userKeys.detail(v.employeeId),
        userKeys.list,
        auditKeys.all,
        ...('userRole' in v.change ? [rosterKeys.all] : []),
      ]),
  });
}
