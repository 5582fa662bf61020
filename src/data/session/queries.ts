import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { getProfileByUid } from '../users/api';
import { userKeys } from '../users/queries';
import { employeeIdFromEmail, signingUpHere, type AuthUser } from './auth';

/** The signed-in account's profile, keyed by its uid. */
export const profileKeys = {
  all: ['profile'] as const,
  of: (uid: string) => [...profileKeys.all, uid] as const,
};

/**
 * Both places the signed-in user's profile is cached: by uid (the session's) and by employee ID (their
 * own detail and statement pages, as for anyone else's). A change to one's own profile invalidates both.
 */
export const ownProfileKeys = (me: { uid: string; employeeId: string }) =>
  [profileKeys.of(me.uid), userKeys.detail(me.employeeId)] as const;

export const sessionQueries = {
  /**
   * The signed-in user's profile, read through `uids/{uid}`; the sign-in address's employee ID is
   * tried first (one read instead of two when it is right), except in the middle of this tab's
   * sign-up, where that profile does not exist yet and reading it would be refused.
   */
  profile: (user: AuthUser) =>
    queryOptions({
      queryKey: profileKeys.of(user.uid),
      queryFn: () =>
        getProfileByUid(
          db,
          user.uid,
          user.email && !signingUpHere(user.uid) ? employeeIdFromEmail(user.email) : undefined,
        ),
    }),
};
