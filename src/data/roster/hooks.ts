import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { RosterFields } from '@/domain/roster';
import { auditKeys } from '../audit/queries';
import { useDeferredPages } from '../deferred';
import { useCount } from '../lists';
import { invalidateAll } from '../refresh';
import { userKeys } from '../users/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { listWholeRoster, saveRosterEntries, type RosterProgress, type RosterRow, type RosterSource } from './api';
import { rosterKeys, rosterQueries } from './queries';
import { sendMailboxChangeLink } from '../session/auth';
import { useAuthState } from '../session/authState';
import { ownProfileKeys } from '../session/queries';
import { confirmOwnMailbox } from '../users/api';

/** Sign-up step 2: the roster entry of the signed-in, verified mailbox (null: not provisioned). */
export function useMyRosterEntry(email: string) {
  return useQuery(rosterQueries.mine(email));
}

/** The signed-in employee's own roster entry (its mailbox, when an admin changed it). */
export function useOwnRosterEntry(employeeId: string) {
  return useQuery(rosterQueries.own(employeeId));
}

/** The Employees tab's pages (Load more), searched on the server (admins). */
export function useRosterPages(search: string) {
  return useDeferredPages(useInfiniteQuery(rosterQueries.pages(search)));
}

/** How many roster entries a search matches: a count, after the page's own reads. */
export function useRosterCount(search: string) {
  return useCount(rosterQueries.count(search));
}

/**
 * Adds, edits or imports entries, each row audited as the signed-in admin's; edited entries update the
 * profile in the same transaction. An import reports its progress and stops at `signal`.
 */
export function useSaveRosterEntries(source: RosterSource) {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      entries: readonly (RosterFields | RosterRow)[];
      signal?: AbortSignal;
      onProgress?: (p: RosterProgress) => void;
      addOnly?: boolean;
    }) =>
      saveRosterEntries(db, actorOf(me), v.entries, source, {
        signal: v.signal,
        onProgress: v.onProgress,
        addOnly: v.addOnly,
      }),
    // Edited entries rewrite their profiles (name, role, departments): every profile may have changed.
    // A failed or cancelled import has written some rows too.
    onSettled: () => invalidateAll(qc, [rosterKeys.all, userKeys.all, auditKeys.all]),
  });
}

/** The whole roster for its CSV (admins), page by page, reporting progress. */
export function useExportRoster() {
  return (onProgress: (fetched: number) => void, signal: AbortSignal) => listWholeRoster(db, onProgress, signal);
}

/**
 * A mailbox change an admin made in the roster, as the signed-in employee sees it
 * (docs/product.md#a-mailbox-change): the new mailbox, or null when there is none to confirm. Once the
 * session's verified mailbox is the new one, the profile takes it (the owner's write, checked by the rules).
 */
export function useMailboxChange() {
  const me = useCurrentUser();
  const session = useAuthState();
  const qc = useQueryClient();
  const own = useOwnRosterEntry(me.employeeId);
  const newMailbox = own.data && own.data.email !== me.email ? own.data.email : null;
  const confirmed = session.user?.emailVerified === true && session.user.email === newMailbox;
  const confirm = useMutation({
    mutationFn: (email: string) => confirmOwnMailbox(db, me.employeeId, email),
    onSuccess: () => invalidateAll(qc, [...ownProfileKeys({ uid: me.uid, employeeId: me.employeeId }), rosterKeys.own(me.employeeId)]),
  });
  const send = useMutation({ mutationFn: (email: string) => sendMailboxChangeLink(email) });
  return { newMailbox, confirmed, confirm, send };
}
