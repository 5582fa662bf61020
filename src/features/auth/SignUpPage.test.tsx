import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotices } from '@/app/notices';
import { findRosterEntryByEmail } from '@/data/roster/api';
import {
  createAccount,
  discardNewAccount,
  refreshVerification,
  sendVerificationMail,
} from '@/data/session/auth';
import { TestAuthProvider, type AuthState } from '@/data/session/authState';
import { createProfile } from '@/data/users/api';
import type { RosterEntry } from '@/domain/types';
import { renderScreen } from '@/test/render';
import {
  BACK_KEPT_MESSAGE,
  NOT_PROVISIONED_MESSAGE,
  NOT_VERIFIED_YET_MESSAGE,
  RESEND_LIMITED_MESSAGE,
  SignUpPage,
} from './SignUpPage';

vi.mock('@/data/session/auth', () => ({
  authErrorCode: (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String(e.code) : ''),
  companyDomain: () => 'ics-rewards.test',
  createAccount: vi.fn(),
  discardNewAccount: vi.fn(() => Promise.resolve(true)),
  sendVerificationMail: vi.fn(() => Promise.resolve()),
  refreshVerification: vi.fn(),
  signOutUser: vi.fn(() => Promise.resolve()),
  signUpFinished: vi.fn(),
}));
vi.mock('@/data/users/api', () => ({ createProfile: vi.fn() }));
vi.mock('@/data/roster/api', () => ({ findRosterEntryByEmail: vi.fn() }));

type User = ReturnType<typeof userEvent.setup>;

const EMAIL = 'emp010@ics-rewards.test';
const ROSTER: RosterEntry = {
  employeeId: 'EMP010',
  email: EMAIL,
  fullName: 'Neha Kapoor',
  designation: 'Accountant',
  departments: ['Accounts & Finance'],
  userRole: 'employee',
  reviewQueues: [],
  createdAt: null,
  createdBy: 'ADM001',
};

/** The Auth session as the app's AuthProvider reports it; tests move it along. */
let setAuth: (s: AuthState) => void = () => {};
/** The same, from inside the app's own calls (already inside React's work): no act(). */
let reportAuth: (s: AuthState) => void = () => {};
function AuthHarness({ children }: { children: ReactNode }) {
  const [state, set] = useState<AuthState>({ status: 'signedOut', user: null });
  useEffect(() => {
    setAuth = (s) => act(() => set(s));
    reportAuth = (s) => setTimeout(() => set(s), 0);
  }, []);
  return <TestAuthProvider value={state}>{children}</TestAuthProvider>;
}
const signedIn = (emailVerified: boolean): AuthState => ({
  status: 'signedIn',
  user: { uid: 'uid-new', email: EMAIL, emailVerified },
});

function Probe() {
  const { signupInProgress } = useNotices();
  const location = useLocation();
  const error = (location.state as { signUpError?: string } | null)?.signUpError ?? '';
  return (
    <p data-testid="probe">
      {location.pathname} {String(signupInProgress)} {error}
    </p>
  );
}

function renderSignUp() {
  return renderScreen(
    <AuthHarness>
      <SignUpPage />
      <Probe />
    </AuthHarness>,
    { route: '/signup', path: '/signup', extraRoutes: [{ path: '/dashboard', element: <Probe /> }] },
  );
}

async function stepOne(user: User, email = EMAIL, password = 'Secret1!', confirm = password) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Step 1 done: the account exists, signed in, mailbox not verified yet. */
async function toVerifyScreen(user: User) {
  vi.mocked(createAccount).mockImplementation(() => {
    setAuth(signedIn(false));
    return Promise.resolve({ uid: 'uid-new', email: EMAIL });
  });
  renderSignUp();
  await stepOne(user);
  expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
}

describe('SignUpPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 10, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('checks the credentials of step 1', async () => {
    const user = userEvent.setup();
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();

    await stepOne(user, 'someone@gmail.com', 'Secret1!', 'Secret2!');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Use your company email address (…@ics-rewards.test)')).toBeInTheDocument();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it("step 1 creates the account, sends the verification mail and shows 'Verify your email'", async () => {
    const user = userEvent.setup();
    await toVerifyScreen(user);
    expect(createAccount).toHaveBeenCalledWith(EMAIL, 'Secret1!');
    expect(sendVerificationMail).toHaveBeenCalledTimes(1);
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    // The shell keeps this page until the profile exists.
    expect(screen.getByTestId('probe')).toHaveTextContent('/signup true');
  });

  it('resends the mail, and says so when Auth limits the rate', async () => {
    const user = userEvent.setup();
    await toVerifyScreen(user);
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `A new verification email was sent to ${EMAIL}.`,
    );
    vi.mocked(sendVerificationMail).mockRejectedValueOnce(
      Object.assign(new Error('Firebase: too many'), { code: 'auth/too-many-requests' }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(RESEND_LIMITED_MESSAGE)).toBeInTheDocument();
  });

  it("'I have verified' before verifying says so; once verified, step 2 shows the roster read-only", async () => {
    const user = userEvent.setup();
    await toVerifyScreen(user);
    vi.mocked(refreshVerification).mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'I have verified' }));
    expect(await screen.findByText(NOT_VERIFIED_YET_MESSAGE)).toBeInTheDocument();

    vi.mocked(findRosterEntryByEmail).mockResolvedValue(ROSTER);
    vi.mocked(refreshVerification).mockImplementationOnce(() => {
      setAuth(signedIn(true)); // the refreshed token reports the verified user
      return Promise.resolve(true);
    });
    await user.click(screen.getByRole('button', { name: 'I have verified' }));
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(await screen.findByText('EMP010')).toBeInTheDocument();
    expect(findRosterEntryByEmail).toHaveBeenCalledWith(expect.anything(), EMAIL);
    for (const [label, value] of [
      ['Full Name', 'Neha Kapoor'],
      ['Designation', 'Accountant'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    const departments = screen.getByRole('group', { name: 'Departments' });
    expect(within(departments).getByRole('checkbox', { name: 'Accounts & Finance' })).toBeChecked();
    expect(within(departments).getByRole('checkbox', { name: 'HR' })).not.toBeChecked();
    for (const box of within(departments).getAllByRole('checkbox')) expect(box).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Number is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();

    vi.mocked(createProfile).mockResolvedValue();
    await user.type(screen.getByLabelText('Phone Number'), '9812345678');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(screen.getByLabelText('Date of Birth'));
    await user.click(screen.getByRole('button', { name: /September 1st, 2025/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/dashboard false'));
    expect(createProfile).toHaveBeenCalledWith(expect.anything(), { uid: 'uid-new', email: EMAIL }, ROSTER, {
      number: '9812345678',
      gender: 'Female',
      dob: '2025-09-01',
    });
  }, 20_000);

  it('refuses an address nobody provisioned once verified: no profile, and the account is removed', async () => {
    vi.mocked(findRosterEntryByEmail).mockResolvedValue(null);
    vi.mocked(discardNewAccount).mockImplementation(() => {
      reportAuth({ status: 'signedOut', user: null });
      return Promise.resolve(true);
    });
    renderSignUp();
    setAuth(signedIn(true));
    await waitFor(() => expect(discardNewAccount).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/signup false'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_PROVISIONED_MESSAGE);
    expect(NOT_PROVISIONED_MESSAGE).toMatch(/not provisioned: contact your admin/);
    expect(createProfile).not.toHaveBeenCalled();
  });

  describe('Back on step 2', () => {
    /** Verified and provisioned: step 2 with the roster's fields. */
    async function toStepTwo() {
      vi.mocked(findRosterEntryByEmail).mockResolvedValue(ROSTER);
      renderSignUp();
      setAuth(signedIn(true));
      expect(await screen.findByText('EMP010')).toBeInTheDocument();
    }

    it('removes the account made at step 1 (no profile yet) and returns to an empty step 1', async () => {
      const user = userEvent.setup();
      vi.mocked(discardNewAccount).mockImplementation(() => {
        reportAuth({ status: 'signedOut', user: null });
        return Promise.resolve(true);
      });
      await toStepTwo();
      await user.click(screen.getByRole('button', { name: '← Back' }));
      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
      expect(discardNewAccount).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('probe')).toHaveTextContent('/signup false');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('');
      expect(createProfile).not.toHaveBeenCalled();
    });

    it('says how to go on when Auth keeps the account (signed out all the same)', async () => {
      const user = userEvent.setup();
      vi.mocked(discardNewAccount).mockImplementation(() => {
        reportAuth({ status: 'signedOut', user: null });
        return Promise.resolve(false);
      });
      await toStepTwo();
      await user.click(screen.getByRole('button', { name: '← Back' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(BACK_KEPT_MESSAGE);
      expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    });
  });

  it("shows 'Failed to create account: ' with the reason when the account cannot be created", async () => {
    const user = userEvent.setup();
    vi.mocked(createAccount).mockRejectedValue(
      Object.assign(new Error('Firebase: exists'), { code: 'auth/email-already-in-use' }),
    );
    renderSignUp();
    await stepOne(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('❌ Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to create account: An account with this email already exists.');
    expect(screen.getByTestId('probe')).toHaveTextContent('/signup false');
    expect(sendVerificationMail).not.toHaveBeenCalled();
  });

  it('links back to sign in', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});
