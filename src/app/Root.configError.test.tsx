import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Root } from './Root';

// The build's configuration could not be read: the app never starts, the root says why.
vi.mock('@/data/session/environment', () => ({
  configError: 'VITE_FIREBASE_API_KEY is missing',
  isLocalDemo: false,
}));

describe('Root with a configuration error', () => {
  it('shows that the authentication service is not initialized and to check the configuration, and nothing else', () => {
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Authentication service is not initialized',
    );
    expect(screen.getByText('Please check the Firebase configuration.')).toBeInTheDocument();
    expect(screen.getByText('VITE_FIREBASE_API_KEY is missing')).toBeInTheDocument();
    // No sign-in form, no spinner waiting for an auth service that will never answer.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
