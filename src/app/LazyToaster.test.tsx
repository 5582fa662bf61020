import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from '@/ui/notify';
import { resetToasterStore, toasterStore } from '@/ui/toasterStore';
import { LazyToaster } from './LazyToaster';

describe('LazyToaster', () => {
  beforeEach(() => resetToasterStore());

  it('stays unmounted at start-up, then mounts when the browser is idle', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(toasterStore.wanted()).toBe(false);
    // jsdom has no requestIdleCallback: the fallback is a 1 s timer.
    expect(
      await screen.findByRole('region', { name: /Notifications/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows a notification raised before it mounted, and later ones at once', async () => {
    render(<LazyToaster />);
    act(() => notify.success('Claim submitted'));
    expect(await screen.findByText('Claim submitted')).toBeInTheDocument();
    act(() => notify.error('Something failed'));
    expect(await screen.findByText('Something failed')).toBeInTheDocument();
  });

  it("shows toasts below the header, where they cannot cover its 'Local demo' badge", async () => {
    render(<LazyToaster />);
    act(() => notify.success('Claim submitted'));
    await screen.findByText('Claim submitted');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    const belowHeader = 'calc(var(--header-height, 0px) + 16px)';
    expect(list?.style.getPropertyValue('--offset-top')).toBe(belowHeader);
    expect(list?.style.getPropertyValue('--mobile-offset-top')).toBe(belowHeader);
  });
});
