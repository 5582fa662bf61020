import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVE_SIGN_OUT_MS } from '@/domain/constants';
import { paths } from '@/domain/routes';
import { createQueryClient } from '@/data/queryClient';
import { signOutUser } from '@/data/session/auth';
import { getProfileByUid } from '@/data/users/api';
import { makeProfile } from '@/test/factories';
import { DeactivatedScreen } from './DeactivatedScreen';
import { DEACTIVATED_MESSAGE, NoticesProvider, useNotices } from './notices';
import { SignedInApp } from './SignedInApp';

vi.mock('@/data/users/api', () => ({ getProfileByUid: vi.fn() }));
vi.mock('@/data/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/session/auth')>()),
  signOutUser: vi.fn(() => Promise.resolve()),
}));

const user = { uid: 'uid-emp901', email: 'emp901@ics-rewards.test' };

/** The deactivated flag (what the signed-out app shows 'Account Deactivated' for) and the route. */
function Probe() {
  const { deactivated } = useNotices();
  const { pathname } = useLocation();
  return <p data-testid="probe">{`${pathname} deactivated=${String(deactivated)}`}</p>;
}

function renderWith(ui: React.ReactNode, route: string = paths.dashboard) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticesProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Probe />
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

/** Lets the profile's promise and React Query's zero-delay notifications run, without moving the clock. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('an inactive account (isActive false) once signed in', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    // Only the timers: React's own scheduling stays real, so renders happen without moving the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(getProfileByUid).mockResolvedValue(
      makeProfile({ employeeId: 'EMP901', id: 'EMP901', uid: user.uid, isActive: false }),
    );
  });
  afterEach(() => vi.useRealTimers());

  it("shows 'Account Deactivated', sets the deactivated flag, and signs out 500 ms later", async () => {
    renderWith(<SignedInApp user={user} />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Account Deactivated' });
    expect(dialog).toHaveTextContent(DEACTIVATED_MESSAGE);
    expect(screen.getByTestId('probe')).toHaveTextContent('deactivated=true');
    expect(sessionStorage.getItem('ics.deactivated')).toBe('true');
    expect(INACTIVE_SIGN_OUT_MS).toBe(500);
    await act(() => vi.advanceTimersByTimeAsync(INACTIVE_SIGN_OUT_MS - 1));
    expect(signOutUser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it("signs out at once from the notice's Close, and the timer then signs out no second time", async () => {
    const { unmount } = renderWith(<SignedInApp user={user} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(signOutUser).toHaveBeenCalledTimes(1);
    // The sign-out unmounts the signed-in app (Root swaps it for the sign-in page), clearing the timer.
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(INACTIVE_SIGN_OUT_MS));
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it('has only its Close button, and Escape signs out as Close does', async () => {
    renderWith(<SignedInApp user={user} />);
    await settle();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Account Deactivated' }), { key: 'Escape' });
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });
});

describe("the signed-out 'Account Deactivated' screen", () => {
  beforeEach(() => sessionStorage.setItem('ics.deactivated', 'true'));

  it("shows the message, and 'Back to Login' clears the flag and opens the sign-in page", () => {
    renderWith(<DeactivatedScreen />, '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Deactivated' })).toBeInTheDocument();
    expect(screen.getByText(DEACTIVATED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('deactivated=true');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('probe')).toHaveTextContent(`${paths.signIn} deactivated=false`);
    expect(sessionStorage.getItem('ics.deactivated')).toBeNull();
  });
});
