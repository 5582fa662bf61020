import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectReasonForm } from './RejectReasonForm';

describe('RejectReasonForm', () => {
  it('keeps an over-long reason as typed, states the limit and refuses it with a message', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    render(
      <RejectReasonForm
        label="Reason for rejection"
        placeholder="Why?"
        submit="Reject"
        onReject={onReject}
        onCancel={() => {}}
      />,
    );
    const box = screen.getByLabelText('Reason for rejection');
    expect(screen.getByText('0 of 500 characters')).toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(600));
    expect(box).toHaveValue('x'.repeat(600));
    expect(screen.getByText('600 of 500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Use at most 500 characters.')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
  });
});
