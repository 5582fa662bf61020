import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleBadge } from './RoleBadge';

describe('RoleBadge', () => {
  it.each([
    ['admin', 'Admin', 'purple'],
    ['manager', 'Manager', 'blue'],
    ['finance', 'Finance', 'orange'],
    ['employee', 'Employee', 'green'],
  ] as const)('shows %s as %s in %s', (role, label, colour) => {
    render(<RoleBadge role={role} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass(`bg-${colour}-100`, `text-${colour}-900`);
    // One colour per badge: no other role's colour leaks in.
    const others = ['purple', 'blue', 'orange', 'green'].filter((c) => c !== colour);
    for (const other of others) expect(badge.className).not.toContain(`-${other}-`);
  });
});
