import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/firebase/firestore';
import type { DirectoryFilter } from '@/domain/directory';
import type { UserProfile } from '@/domain/types';
import { personalOf, type Personal } from '../schema/personal';
import { getPersonal, getPersonalOfPage, getUser } from './api';
import {
  countDay,
  countDirectory,
  getDayContext,
  listDirectoryPage,
  listMissingPage,
  listOnLeavePage,
  type MissingCursor,
} from './directory';

/** User (profile by employee ID) query keys, general to specific. */
export const userKeys = {
  all: ['users'] as const,
  /** Every list of profiles (directory pages, counts, the day's missing list). */
  list: ['users', 'list'] as const,
  directory: (f: DirectoryFilter) => [...userKeys.list, 'directory', f] as const,
  directoryCount: (f: DirectoryFilter) => [...userKeys.list, 'directory-count', f] as const,
  /** A day's lists: who is left out of it, its Missing pages, its counts. */
  day: (dayKey: string | null) => [...userKeys.list, 'day', dayKey] as const,
  dayContext: (dayKey: string | null) => [...userKeys.day(dayKey), 'context'] as const,
  missing: (dayKey: string | null) => [...userKeys.day(dayKey), 'missing'] as const,
  dayCounts: (dayKey: string | null) => [...userKeys.day(dayKey), 'counts'] as const,
  onLeave: (dayKey: string | null) => [...userKeys.day(dayKey), 'on-leave'] as const,
  detail: (employeeId: string) => [...userKeys.all, 'detail', employeeId] as const,
};

/** Personal data (users/{id}/private/personal) query keys. */
export const personalKeys = {
  all: ['personal'] as const,
  of: (employeeId: string) => [...personalKeys.all, employeeId] as const,
  /** Every page of the directory's phone column ('page' is no employee ID: those are upper case). */
  pages: ['personal', 'page'] as const,
  /** One directory page's personal data, by the page's employee IDs. */
  page: (employeeIds: readonly string[]) => [...personalKeys.pages, employeeIds] as const,
};

export const userQueries = {
  /** The directory: cursor pages of a filter (server-side search, role and status), loaded one at a time. */
  directory: (f: DirectoryFilter) =>
    infiniteQueryOptions({
      queryKey: userKeys.directory(f),
      queryFn: ({ pageParam }) => listDirectoryPage(db, f, pageParam),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** How many profiles match the filter (count(), Directors left out). */
  directoryCount: (f: DirectoryFilter) =>
    queryOptions({ queryKey: userKeys.directoryCount(f), queryFn: () => countDirectory(db, f) }),
  /** Who the day's lists leave out (blocked or deactivated) and its late reporters: read once a day. */
  dayContext: (dayKey: string) =>
    queryOptions({ queryKey: userKeys.dayContext(dayKey), queryFn: () => getDayContext(db, dayKey) }),
  /** The day's 'Missing Reports', in pages; no day reads nothing. */
  missing: (dayKey: string | null) =>
    infiniteQueryOptions({
      queryKey: userKeys.missing(dayKey),
      queryFn:
        dayKey === null
          ? skipToken
          : async ({ pageParam, client }) =>
              listMissingPage(db, dayKey, pageParam, undefined, await client.fetchQuery(userQueries.dayContext(dayKey))),
      initialPageParam: null as MissingCursor | null,
      getNextPageParam: (last) => last.next,
    }),
  /** The day's 'On leave' list, in pages; no day reads nothing. */
  onLeave: (dayKey: string | null) =>
    infiniteQueryOptions({
      queryKey: userKeys.onLeave(dayKey),
      queryFn:
        dayKey === null
          ? skipToken
          : async ({ pageParam, client }) =>
              listOnLeavePage(db, dayKey, pageParam, undefined, await client.fetchQuery(userQueries.dayContext(dayKey))),
      initialPageParam: null as DocumentSnapshot | null,
      getNextPageParam: (last) => last.cursor,
    }),
  /** The day's Submitted and Missing totals (their sum is the day's headcount). */
  dayCounts: (dayKey: string | null) =>
    queryOptions({
      queryKey: userKeys.dayCounts(dayKey),
      queryFn:
        dayKey === null
          ? skipToken
          : async ({ client }) => countDay(db, dayKey, await client.fetchQuery(userQueries.dayContext(dayKey))),
    }),
  /** One profile by employee ID; null when there is none. */
  detail: (employeeId: string) =>
    queryOptions({ queryKey: userKeys.detail(employeeId), queryFn: () => getUser(db, employeeId) }),
  /**
   * Phone, gender, date of birth of one directory page (one request: getPersonalOfPage), by employee ID;
   * the legacy profile fields until loaded. Each employee's `personal` query is seeded with the result,
   * so the employee's page opened from the directory reads nothing more while it is fresh.
   */
  personalPage: (profiles: readonly UserProfile[]) =>
    queryOptions({
      queryKey: personalKeys.page(profiles.map((p) => p.employeeId)),
      queryFn: async ({ client }): Promise<Record<string, Personal>> => {
        const byId = await getPersonalOfPage(db, profiles);
        for (const [employeeId, personal] of Object.entries(byId)) {
          client.setQueryData(personalKeys.of(employeeId), personal);
        }
        return byId;
      },
      placeholderData: Object.fromEntries(profiles.map((p) => [p.employeeId, personalOf(p, undefined)])),
    }),
  /** Phone, gender, date of birth of one employee; the legacy profile fields until loaded. */
  personal: (profile: UserProfile) =>
    queryOptions({
      queryKey: personalKeys.of(profile.employeeId),
      queryFn: () => getPersonal(db, profile),
      placeholderData: personalOf(profile, undefined),
    }),
};
