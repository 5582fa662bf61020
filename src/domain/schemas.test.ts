import { describe, expect, it } from 'vitest';
import {
  activityCreateSchema,
  activityEditSchema,
  changePasswordSchema,
  claimSchema,
  markPaidSchema,
  parseActivityPoints,
  profileSchema,
  signUpCredentialsSchema,
  customYearSchema,
  reasonSchema,
  reportSchema,
} from './schemas';
import { DEPARTMENTS } from './constants';
import { rosterEntrySchema } from './roster';

const ROSTER_OK = {
  employeeId: 'EMP100',
  email: 'emp100@ics-rewards.test',
  fullName: 'Asha Verma',
  designation: 'Associate',
  departments: ['HR'],
  userRole: 'employee',
  reviewQueues: [],
};
const CLAIM_OK = { description: 'Done', managerId: 'M1', completionDate: '2025-01-02', evidence: '' };

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe("form schemas use the product's messages", () => {
  it('sign-up credentials', () => {
    expect(messages(signUpCredentialsSchema.safeParse({ email: 'a@b.co', password: '12345', confirmPassword: '12345' }))).toContain(
      'Password must be at least 6 characters long',
    );
    expect(messages(signUpCredentialsSchema.safeParse({ email: 'a@b.co', password: '123456', confirmPassword: '1234567' }))).toContain(
      'Passwords do not match',
    );
  });

  it('profile (sign-up step 2)', () => {
    const all = messages(
      profileSchema.safeParse({ name: '', number: '', employeeId: '', designation: '', departments: [], gender: '', dob: '' }),
    );
    for (const m of [
      'Name is required',
      'Number is required',
      'Employee ID is required',
      'Designation is required',
      'Gender is required',
      'Date of birth is required',
      'At least one department is required',
    ]) {
      expect(all).toContain(m);
    }
    const base = { name: 'A', employeeId: 'emp9', designation: 'Dev', departments: ['HR'], gender: 'Male', dob: '1990-01-01' };
    expect(messages(profileSchema.safeParse({ ...base, number: '+919876543' }))).toContain(
      'Phone number must be exactly 10 digits',
    );
    expect(messages(profileSchema.safeParse({ ...base, number: '9876543210', dob: '2999-01-01' }))).toContain(
      'Date of birth cannot be in the future',
    );
    const ok = profileSchema.safeParse({ ...base, number: '9876543210' });
    expect(ok.success && ok.data.employeeId).toBe('EMP9');
  });

  it('claim', () => {
    const all = messages(claimSchema.safeParse({ description: ' ', managerId: '', completionDate: '' }));
    expect(all).toEqual(
      expect.arrayContaining([
        'Please provide a description of how you completed this activity.',
        'Please select a manager for verification.',
        'Please select the completion date.',
      ]),
    );
    expect(claimSchema.safeParse({ description: 'x', managerId: 'M1', completionDate: '2999-01-01' }).success).toBe(false);
    const ok = claimSchema.parse({ description: 'Did it', managerId: 'M2', completionDate: '2025-09-01' });
    expect(ok.evidence).toBe('');
  });

  it('change password', () => {
    expect(messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }))).toEqual([
      'All fields are required',
    ]);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }))).toEqual([
      'New password must be at least 6 characters long',
    ]);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual([
      'New passwords do not match',
    ]);
  });

  it('mark as paid needs payment details', () => {
    expect(messages(markPaidSchema.safeParse({ paidDetails: '  ' }))).toEqual(['Please provide payment details']);
  });

  it('activity points parse to an integer, non-numeric becomes 0; a fraction is refused, never cut', () => {
    expect(parseActivityPoints('12')).toBe(12);
    expect(parseActivityPoints('12.0')).toBe(12);
    expect(messages(activityEditSchema.safeParse({ name: 'a', description: '', points: '2.5', isActive: true }))).toEqual([
      'Points must be a whole number',
    ]);
    expect(messages(activityCreateSchema.safeParse({ name: 'a', description: '', points: '2.5', isActive: true }))).toEqual([
      'Points must be a whole number',
    ]);
    expect(parseActivityPoints('abc')).toBe(0);
    expect(activityEditSchema.parse({ name: 'a', description: '', points: 'x', isActive: true }).points).toBe(0);
    expect(messages(activityEditSchema.safeParse({ name: ' ', description: '', points: '1', isActive: true }))).toEqual([
      'Title is required',
    ]);
    const longTerm = { name: 'a', description: '', points: '1', isActive: true, verificationCriteria: 'x'.repeat(2001) };
    expect(activityEditSchema.safeParse(longTerm).success).toBe(false);
    expect(activityEditSchema.safeParse({ name: 'a', description: '', points: '100001', isActive: true }).success).toBe(false);
    expect(messages(activityCreateSchema.safeParse({ name: '', description: '', points: '0', isActive: true }))).toEqual(
      expect.arrayContaining(['Title is required', 'Points must be a positive whole number']),
    );
  });
});

describe('every schema words its limits for people', () => {
  const developerWords = /expected|Too big|Too small|<=|>=|Invalid input/;
  it("says 'Use at most N characters.' for an over-long text, never zod's own words", () => {
    const cases: [string, { success: boolean; error?: { issues: { message: string }[] } }, string][] = [
      ['roster name', rosterEntrySchema.safeParse({ ...ROSTER_OK, fullName: 'x'.repeat(101) }), 'Use at most 100 characters.'],
      ['roster designation', rosterEntrySchema.safeParse({ ...ROSTER_OK, designation: 'x'.repeat(101) }), 'Use at most 100 characters.'],
      ['roster email', rosterEntrySchema.safeParse({ ...ROSTER_OK, email: `${'x'.repeat(250)}@a.test` }), 'Use at most 254 characters.'],
      ['claim description', claimSchema.safeParse({ ...CLAIM_OK, description: 'x'.repeat(2001) }), 'Use at most 2000 characters.'],
      ['claim evidence', claimSchema.safeParse({ ...CLAIM_OK, evidence: 'x'.repeat(2001) }), 'Use at most 2000 characters.'],
      ['report', reportSchema.safeParse({ tasks: 'x'.repeat(2001) }), 'Use at most 2000 characters.'],
      ['reject reason', reasonSchema.safeParse({ reason: 'x'.repeat(501) }), 'Use at most 500 characters.'],
      ['payment details', markPaidSchema.safeParse({ paidDetails: 'x'.repeat(501) }), 'Use at most 500 characters.'],
      ['activity title', activityEditSchema.safeParse({ name: 'x'.repeat(201), description: '', points: '1', isActive: true }), 'Use at most 200 characters.'],
    ];
    for (const [what, result, message] of cases) expect(messages(result), what).toEqual([message]);
  });
  it('words the checks a schema leaves to the defaults', () => {
    const all = [
      ...messages(rosterEntrySchema.safeParse({ ...ROSTER_OK, departments: [...DEPARTMENTS, 'HR'] })),
      ...messages(customYearSchema.safeParse('2019')),
      ...messages(customYearSchema.safeParse('abc')),
      ...messages(claimSchema.safeParse({ ...CLAIM_OK, completionDate: 'soon' })),
      ...messages(reportSchema.safeParse({})),
    ];
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const m of all) expect(m).not.toMatch(developerWords);
  });
});
