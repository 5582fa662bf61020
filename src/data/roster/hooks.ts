import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import type { RosterFields } from '@/domain/roster';
import type { RosterEntry } from '@/domain/types';
import { keys } from '../keys';
import { findRosterEntryByEmail, listRoster, saveRosterEntries } from './api';

/** Sign-up step 2: the roster entry of the signed-in, verified mailbox (null: not provisioned). */
export function useMyRosterEntry(email: string) {
  return useQuery({
    queryKey: keys.myRosterEntry(email),
    queryFn: () => findRosterEntryByEmail(db, email),
    staleTime: 0,
  });
}

/** The whole roster (admins). */
export function useRoster(enabled = true) {
  return useQuery({ queryKey: keys.roster(), queryFn: () => listRoster(db), enabled });
}

/** Adds, edits or imports entries; edited entries update the profile in the same batch. */
export function useSaveRosterEntries(actorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { entries: readonly RosterFields[]; existing: readonly RosterEntry[] }) =>
      saveRosterEntries(db, actorId, v.entries, v.existing),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.roster() }),
        qc.invalidateQueries({ queryKey: keys.users() }),
        qc.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}
