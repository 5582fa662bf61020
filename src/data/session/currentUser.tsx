import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@/domain/types';
import type { Actor } from '../refs';
import type { AuthUser } from './auth';
import { sessionQueries } from './queries';

/** The signed-in user's profile, read through `uids/{uid}`. */
export function useMyProfileQuery(user: AuthUser) {
  return useQuery(sessionQueries.profile(user));
}

const CurrentUserContext = createContext<UserProfile | null>(null);

/** The shell provides the loaded profile to every signed-in screen. */
export const CurrentUserProvider = CurrentUserContext.Provider;

export function useCurrentUser(): UserProfile {
  const profile = useContext(CurrentUserContext);
  if (!profile) throw new Error('useCurrentUser is used outside the signed-in shell');
  return profile;
}

export function actorOf(profile: UserProfile): Actor {
  return {
    employeeId: profile.employeeId,
    name: profile.name,
    fullName: profile.fullName,
    email: profile.email,
  };
}
