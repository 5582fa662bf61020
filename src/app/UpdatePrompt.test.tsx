import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_TEXTS, type OnNeedRefresh } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then reloads into it on the click only', async () => {
    let announce: OnNeedRefresh = () => {};
    const register = vi.fn((cb: OnNeedRefresh) => {
      announce = cb;
    });
    const apply = vi.fn();
    render(<UpdatePrompt register={register} />);
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UPDATE_TEXTS.available)).not.toBeInTheDocument();

    act(() => announce(apply));
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_TEXTS.available);
    expect(apply).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: UPDATE_TEXTS.reload }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('registers no service worker outside a production build', async () => {
    const { registerServiceWorker } = await import('./serviceWorker');
    const cb = vi.fn();
    registerServiceWorker(cb);
    expect(cb).not.toHaveBeenCalled();
    expect(import.meta.env.PROD).toBe(false);
  });
});
