import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RedemptionStatusBadge, StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'hourglass', 'bg-yellow-100'],
    ['under_review', 'Under Review', 'eyes', 'bg-blue-100'],
    ['approved', 'Approved', 'tick', 'bg-green-100'],
    ['rejected', 'Rejected', 'cross', 'bg-red-100'],
    ['paid', 'Paid', 'clipboard', 'bg-emerald-700'],
  ] as const)('shows %s as %s with the %s icon', (status, label, icon, colour) => {
    const { container } = render(<StatusBadge status={status} />);
    const badge = container.firstElementChild;
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveClass(colour);
    const svg = badge?.querySelector('svg');
    expect(svg).toHaveAttribute('data-icon', icon);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The icon is decoration: the badge's accessible text is the label alone.
    expect(screen.getByText(label, { selector: '[data-status]' })).toBe(badge);
  });

  it.each([
    ['pending', 'Pending', 'hourglass', 'bg-yellow-100'],
    ['paid', 'Paid', 'tick', 'bg-emerald-700'],
    ['declined', 'Declined', 'cross', 'bg-red-100'],
  ] as const)('shows the redemption status %s as %s with the %s icon', (status, label, icon, colour) => {
    const { container } = render(<RedemptionStatusBadge status={status} />);
    const badge = container.firstElementChild;
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveClass(colour);
    expect(badge?.querySelector('svg')).toHaveAttribute('data-icon', icon);
  });
});
