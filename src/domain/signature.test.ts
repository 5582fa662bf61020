import { describe, expect, it } from 'vitest';
import { signatureLabel } from './signature';

describe('signatureLabel', () => {
  it("shows 'Name (ID)', the name alone for legacy reviews, and null for none", () => {
    expect(signatureLabel('Vikram Singh', 'MGR001')).toBe('Vikram Singh (MGR001)');
    expect(signatureLabel('Vikram Singh', null)).toBe('Vikram Singh');
    expect(signatureLabel(null, 'MGR001')).toBe('MGR001');
    expect(signatureLabel(null, null)).toBeNull();
  });
});
