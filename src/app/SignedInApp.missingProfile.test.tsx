import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findRosterEntryByEmail } from '@/data/roster/api';
import { createQueryClient } from '@/data/queryClient';
import { discardNewAccount } from '@/data/session/auth';
import { getProfileByUid } from '@/data/users/api';
import { NOT_PROVISIONED_KEPT_MESSAGE, NOT_PROVISIONED_MESSAGE } from '@/features/auth/SignUpPage';
import type { RosterEntry } from '@/domain/types';
import { NoticesProvider } from './notices';
import { SignedInApp } from './SignedInApp';

vi.mock('@/data/users/api', () => ({ getProfileByUid: vi.fn(), createProfile: vi.fn() }));
vi.mock('@/data/roster/api', () => ({ findRosterEntryByEmail: vi.fn() }));
vi.mock('@/data/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/session/auth')>()),
  discardNewAccount: vi.fn(),
  signOutUser: vi.fn(() => Promise.resolve()),
}));

const user = { uid: 'uid-emp009', email: 'emp009@ics-rewards.test' };

const entry: RosterEntry = {
  employeeId: 'EMP009',
  email: 'emp009@ics-rewards.test',
  fullName: 'Kavya Iyer',
  designation: 'Cafe Executive',
  departments: ['Loocafe'],
  userRole: 'employee',
  reviewQueues: [],
  createdAt: null,
  createdBy: 'ADM001',
};

/** Where the app sent the person, and the message it carried there. */
function LocationProbe() {
  const location = useLocation();
  const error = (location.state as { signUpError?: string } | null)?.signUpError ?? '';
  return <p data-testid="location">{`${location.pathname} ${error}`}</p>;
}

function renderApp() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticesProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SignedInApp user={user} />
          <LocationProbe />
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('a verified account without a profile', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(getProfileByUid).mockResolvedValue(null);
  });

  it('that the roster provisions resumes sign-up at step 2 (a reload between verifying and step 2)', async () => {
    vi.mocked(findRosterEntryByEmail).mockResolvedValue(entry);
    renderApp();
    // Step 2's code loads lazily (its own chunk), which a busy machine makes slow.
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name', {}, { timeout: 10_000 })).toHaveValue('Kavya Iyer');
    expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();
    expect(findRosterEntryByEmail).toHaveBeenCalledWith(expect.anything(), 'emp009@ics-rewards.test');
  }, 20_000);

  it('that nobody provisioned (verified, then signing in) is told to contact an admin and its account removed', async () => {
    vi.mocked(findRosterEntryByEmail).mockResolvedValue(null);
    vi.mocked(discardNewAccount).mockResolvedValue(true);
    renderApp();
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(`/signup ${NOT_PROVISIONED_MESSAGE}`),
      { timeout: 10_000 },
    );
    expect(discardNewAccount).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();
  }, 20_000);

  it('that nobody provisioned, when Auth keeps the account (an old sign-in), says to sign in again', async () => {
    vi.mocked(findRosterEntryByEmail).mockResolvedValue(null);
    vi.mocked(discardNewAccount).mockResolvedValue(false);
    renderApp();
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(`/signup ${NOT_PROVISIONED_KEPT_MESSAGE}`),
      { timeout: 10_000 },
    );
  }, 20_000);

  it('whose roster lookup fails is offered a way on, never sent to sign up again', async () => {
    vi.mocked(findRosterEntryByEmail).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
    );
    renderApp();
    expect(
      await screen.findByText(
        'Could not load your employee record. Please reload the page.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(discardNewAccount).not.toHaveBeenCalled();
    expect(screen.queryByText(/Sign up again/)).not.toBeInTheDocument();
  }, 20_000);
});
