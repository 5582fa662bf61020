import type { UserProfile } from '@/domain/types';
import { Reader } from '../values';
import type { Data } from './common';

/** users/{id}/private/personal: phone, gender and date of birth. */
export interface Personal {
  number: string;
  gender: string;
  dob: string;
}

export function toPersonal(data: Data, employeeId: string): Personal {
  const r = new Reader(data, `users/${employeeId}/private/personal`);
  return { number: r.str('number'), gender: r.str('gender'), dob: r.str('dob') };
}

/**
 * An employee's personal data: their personal document (`data`), or, with none (a legacy profile,
 * from before the fields moved there), the fields the profile itself still carries.
 */
export function personalOf(profile: UserProfile, data: Data | undefined): Personal {
  return data
    ? toPersonal(data, profile.employeeId)
    : { number: profile.number, gender: profile.gender, dob: profile.dob };
}

/** The owner's writes: the whole document, at sign-up and from Profile edit. */
export const personalWrites = {
  save: <T>(input: Personal, at: T) => ({
    number: input.number,
    gender: input.gender,
    dob: input.dob,
    updatedAt: at,
  }),
};
