import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetToasterStore, toasterStore } from '@/ui/toasterStore';
import { LazyToaster } from './LazyToaster';

// The toaster's code cannot be fetched (a stale file after a deploy, the network gone).
vi.mock('sonner', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/sonner.js');
});

describe('LazyToaster whose code fails to load', () => {
  it('leaves the page alone: no toasts, but no error screen and no blank page', async () => {
    resetToasterStore();
    // React reports the failure (caught or not) once the import has failed.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <h1>Dashboard</h1>
        <LazyToaster />
      </>,
    );
    act(() => toasterStore.idle());
    await vi.waitFor(() => expect(reported).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
