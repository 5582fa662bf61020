import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { RosterFields } from '@/domain/roster';
import type { RosterEntry } from '@/domain/types';
import { invalidateAll } from '../refresh';
import { userKeys } from '../users/queries';
import { saveRosterEntries } from './api';
import { rosterKeys, rosterQueries } from './queries';

/** Sign-up step 2: the roster entry of the signed-in, verified mailbox (null: not provisioned). */
export function useMyRosterEntry(email: string) {
  return useQuery(rosterQueries.mine(email));
}

/** The whole roster (admins). */
export function useRoster(enabled = true) {
  return useQuery({ ...rosterQueries.list(), enabled });
}

/** Adds, edits or imports entries; edited entries update the profile in the same batch. */
export function useSaveRosterEntries(actorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { entries: readonly RosterFields[]; existing: readonly RosterEntry[] }) =>
      saveRosterEntries(db, actorId, v.entries, v.existing),
    // Edited entries rewrite their profiles (name, role, departments): every profile may have changed.
    onSuccess: () => invalidateAll(qc, [rosterKeys.all, userKeys.all]),
  });
}
