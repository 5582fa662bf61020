import { describe, expect, it } from 'vitest';
import { employeeIdFromEmail, loginEmail } from './auth';

describe('login e-mail', () => {
  it('turns an employee id into the company mailbox, case-insensitively', () => {
    expect(loginEmail('EMP001', 'ics-rewards.test')).toBe('emp001@ics-rewards.test');
    expect(loginEmail('  emp001 ', 'corp.example')).toBe('emp001@corp.example');
  });
  it('uses a full address as typed', () => {
    expect(loginEmail('Someone@Example.com', 'x')).toBe('someone@example.com');
  });
  it('reads the employee id back from a mailbox', () => {
    expect(employeeIdFromEmail('emp042@ics-rewards.test')).toBe('EMP042');
  });
});
