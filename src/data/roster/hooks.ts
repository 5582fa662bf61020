import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { RosterFields } from '@/domain/roster';
import type { RosterEntry } from '@/domain/types';
import { auditKeys } from '../audit/queries';
import { invalidateAll } from '../refresh';
import { userKeys } from '../users/queries';
import { actorOf, useCurrentUser } from '../session/currentUser';
import { saveRosterEntries, type RosterSource } from './api';
import { rosterKeys, rosterQueries } from './queries';

/** Sign-up step 2: the roster entry of the signed-in, verified mailbox (null: not provisioned). */
export function useMyRosterEntry(email: string) {
  return useQuery(rosterQueries.mine(email));
}

/** The whole roster (admins). */
export function useRoster(enabled = true) {
  return useQuery({ ...rosterQueries.list(), enabled });
}

/**
 * Adds, edits or imports entries, each row audited as the signed-in admin's; edited entries update the
 * profile in the same transaction.
 */
export function useSaveRosterEntries(source: RosterSource) {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { entries: readonly RosterFields[]; existing: readonly RosterEntry[] }) =>
      saveRosterEntries(db, actorOf(me), v.entries, v.existing, source),
    // Edited entries rewrite their profiles (name, role, departments): every profile may have changed.
    onSuccess: () => invalidateAll(qc, [rosterKeys.all, userKeys.all, auditKeys.all]),
  });
}
