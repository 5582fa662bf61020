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
} from './schemas';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('form schemas use the spec messages', () => {
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

  it('activity points parse to an integer, non-numeric becomes 0', () => {
    expect(parseActivityPoints('12.7')).toBe(12);
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
