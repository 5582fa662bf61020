import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReset } from '@/data/session/auth';
import { renderScreen } from '@/test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

vi.mock('@/data/session/auth', () => ({
  authErrorCode: (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String(e.code) : ''),
  sendReset: vi.fn(),
}));

function renderPage() {
  return renderScreen(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('checks the email', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it("sends the reset email and shows '✓ Email Sent!'", async () => {
    const user = userEvent.setup();
    vi.mocked(sendReset).mockResolvedValue();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'emp002@ics-rewards.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('✓ Email Sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox for password reset instructions')).toBeInTheDocument();
    expect(sendReset).toHaveBeenCalledWith('emp002@ics-rewards.test');
    expect(screen.getByRole('link', { name: '← Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it("shows a failure under '❌ Error'", async () => {
    const user = userEvent.setup();
    vi.mocked(sendReset).mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'emp002@ics-rewards.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('❌ Error')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it("never shows the provider's raw message", async () => {
    const user = userEvent.setup();
    vi.mocked(sendReset).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/internal-error).'), { code: 'auth/internal-error' }),
    );
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'emp002@ics-rewards.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Could not send the reset email. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Firebase:/)).not.toBeInTheDocument();
  });

  it('links back to sign in', () => {
    renderPage();
    expect(screen.getByRole('link', { name: '← Back to Sign In' })).toHaveAttribute('href', '/signin');
  });
});
