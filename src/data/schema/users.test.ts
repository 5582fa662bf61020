import { describe, expect, it } from 'vitest';
import { profileOrgFields } from './users';

describe("the profile's organisation fields carry the directory's keys", () => {
  it('nameLower is the lower-cased full name and director the designation test', () => {
    const fields = profileOrgFields({
      fullName: 'Zara Quinn-Ólafsdóttir',
      designation: 'DIRECTOR',
      departments: ['HR'],
      userRole: 'employee',
      reviewQueues: [],
    });
    // A-Z only (what the rules' lower() agrees on everywhere): 'Ó' stays.
    expect(fields).toMatchObject({ nameLower: 'zara quinn-Ólafsdóttir', director: true });
    expect(profileOrgFields({ ...fields, designation: 'Associate' }).director).toBe(false);
  });
});
