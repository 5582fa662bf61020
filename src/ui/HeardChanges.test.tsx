import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeardChanges } from './HeardChanges';

describe('HeardChanges', () => {
  it('says nothing until a change is heard, then the message as a status, and Show', async () => {
    const onShow = vi.fn();
    const { rerender } = render(<HeardChanges heard={false} message="Requests have changed." onShow={onShow} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<HeardChanges heard message="Requests have changed." onShow={onShow} />);
    expect(screen.getByRole('status')).toHaveTextContent('Requests have changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onShow).toHaveBeenCalledTimes(1);
  });
});
