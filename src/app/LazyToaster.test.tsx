import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it("on desktop shows toasts below the header, where they cannot cover its 'Local demo' badge", async () => {
    const desktop = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    render(<LazyToaster />);
    act(() => notify.success('Claim submitted'));
    await screen.findByText('Claim submitted');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.dataset.yPosition).toBe('top');
    expect(list?.style.getPropertyValue('--offset-top')).toBe('calc(var(--header-height, 0px) + 16px)');
    desktop.mockRestore();
  });

  it("on a phone shows toasts at the bottom, where they cannot cover the page's title", async () => {
    render(<LazyToaster />);
    act(() => notify.success('Claim submitted'));
    await screen.findByText('Claim submitted');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.dataset.yPosition).toBe('bottom');
    expect(list?.style.getPropertyValue('--mobile-offset-bottom')).toBe('calc(env(safe-area-inset-bottom, 0px) + 16px)');
  });
});
