import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findRosterEntryByEmail } from '@/data/roster/api';
import { createQueryClient } from '@/data/queryClient';
import { getProfileByUid } from '@/data/users/api';
import type { RosterEntry } from '@/domain/types';
import { NoticesProvider } from './notices';
import { SignedInApp } from './SignedInApp';

vi.mock('@/data/users/api', () => ({ getProfileByUid: vi.fn(), createProfile: vi.fn() }));
vi.mock('@/data/roster/api', () => ({ findRosterEntryByEmail: vi.fn() }));

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

function renderApp() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticesProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SignedInApp user={user} />
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
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Kavya Iyer');
    expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();
    expect(findRosterEntryByEmail).toHaveBeenCalledWith(expect.anything(), 'emp009@ics-rewards.test');
  });

  it('that nobody provisioned still says no profile is linked (and keeps the account)', async () => {
    vi.mocked(findRosterEntryByEmail).mockResolvedValue(null);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(
      screen.getByText('No employee profile is linked to this account. Sign up again or contact admin.'),
    ).toBeInTheDocument();
  });
});
