import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticesProvider, useNotices } from '@/app/notices';
import { SignInPage } from './SignInPage';

const signIn = vi.fn();
vi.mock('@/data/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/session/auth')>()),
  signIn: (...args: unknown[]) => signIn(...args),
}));

function BlockedNotice() {
  const { setBlockedMessage } = useNotices();
  return (
    <button type="button" onClick={() => setBlockedMessage('Your account has been blocked. Kindly contact admin for assistance.')}>
      block
    </button>
  );
}

function renderPage(extra?: React.ReactNode) {
  return render(
    <NoticesProvider>
      <MemoryRouter>
        <SignInPage />
        {extra}
      </MemoryRouter>
    </NoticesProvider>,
  );
}

describe('SignInPage', () => {
  beforeEach(() => signIn.mockReset());

  it('has labelled fields and links to sign-up and forgot password', () => {
    renderPage();
    expect(screen.getByLabelText('Employee ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('requires both fields and a 6-character password', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Employee ID is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the employee id and shows provider errors under ❌ Error', async () => {
    signIn.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    renderPage();
    await userEvent.type(screen.getByLabelText('Employee ID'), 'emp001');
    await userEvent.type(screen.getByLabelText('Password'), 'wrongpass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('emp001', 'wrongpass'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('❌ Error');
    expect(alert).toHaveTextContent('Invalid employee ID or password.');
  });

  it('shows the blocked message set by the shell', async () => {
    renderPage(<BlockedNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been blocked. Kindly contact admin for assistance.',
    );
  });
});
