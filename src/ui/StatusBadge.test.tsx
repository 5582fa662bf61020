import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RedemptionStatusBadge, StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', '⏳', 'bg-yellow-100'],
    ['under_review', 'Under Review', '👀', 'bg-blue-100'],
    ['approved', 'Approved', '✅', 'bg-green-100'],
    ['rejected', 'Rejected', '❌', 'bg-red-100'],
    ['paid', 'Paid', '📋', 'bg-emerald-700'],
  ] as const)('shows %s as %s with %s', (status, label, icon, colour) => {
    const { container } = render(<StatusBadge status={status} />);
    const badge = container.firstElementChild;
    expect(badge).toHaveTextContent(`${icon}${label}`);
    expect(badge).toHaveClass(colour);
    expect(screen.getByText(icon)).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['pending', 'Pending'],
    ['paid', 'Paid'],
    ['declined', 'Declined'],
  ] as const)('shows the redemption status %s', (status, label) => {
    render(<RedemptionStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
