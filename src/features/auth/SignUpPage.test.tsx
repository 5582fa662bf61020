import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotices } from '@/app/notices';
import { createAccount, discardNewAccount } from '@/data/session/auth';
import { createProfile } from '@/data/users/api';
import { renderScreen } from '@/test/render';
import { SignUpPage } from './SignUpPage';

vi.mock('@/data/session/auth', () => ({
  authErrorCode: (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String(e.code) : ''),
  companyDomain: () => 'ics-rewards.test',
  employeeIdFromEmail: (email: string) => (email.split('@')[0] ?? '').toUpperCase(),
  createAccount: vi.fn(),
  discardNewAccount: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/data/users/api', () => ({ createProfile: vi.fn() }));

type User = ReturnType<typeof userEvent.setup>;

function Probe() {
  const { signupInProgress } = useNotices();
  const location = useLocation();
  return (
    <p data-testid="probe">
      {location.pathname} {String(signupInProgress)}
    </p>
  );
}

function renderSignUp() {
  return renderScreen(
    <>
      <SignUpPage />
      <Probe />
    </>,
    { route: '/signup', path: '/signup', extraRoutes: [{ path: '/dashboard', element: <Probe /> }] },
  );
}

async function stepOne(
  user: User,
  email = 'emp010@ics-rewards.test',
  password = 'Secret1!',
  confirm = password,
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillProfile(user: User) {
  await user.type(screen.getByLabelText('Full Name'), 'Neha Kapoor');
  await user.type(screen.getByLabelText('Phone Number'), '9812345678');
  await user.type(screen.getByLabelText('Designation'), 'Accountant');
  await user.click(screen.getByLabelText('Accounts & Finance'));
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.click(screen.getByLabelText('Date of Birth'));
  await user.click(screen.getByRole('button', { name: /September 1st, 2025/ }));
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
  });

  it('pre-fills the employee ID from the mailbox, insists that it matches, and has a back link', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await stepOne(user);
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    const id = screen.getByLabelText('Employee ID');
    expect(id).toHaveValue('EMP010');
    await user.clear(id);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Employee ID is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Number is required')).toBeInTheDocument();
    expect(screen.getByText('Designation is required')).toBeInTheDocument();
    expect(screen.getByText('At least one department is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    await user.type(id, 'EMP011');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Employee ID must match your company email (EMP010)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('emp010@ics-rewards.test');
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('creates the account and the profile, then goes to /dashboard', async () => {
    const user = userEvent.setup();
    let finish: (v: { uid: string; email: string }) => void = () => {};
    vi.mocked(createAccount).mockReturnValue(new Promise((r) => (finish = r)));
    vi.mocked(createProfile).mockResolvedValue();
    renderSignUp();
    await stepOne(user);
    await fillProfile(user);
    const id = screen.getByLabelText('Employee ID');
    await user.clear(id);
    await user.type(id, 'emp010');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // The flag is up before the account exists, so the shell waits for the profile.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/signup true'));
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(createAccount).toHaveBeenCalledWith('emp010@ics-rewards.test', 'Secret1!');
    finish({ uid: 'uid-new', email: 'emp010@ics-rewards.test' });

    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/dashboard false'));
    expect(createProfile).toHaveBeenCalledWith(
      expect.anything(),
      { uid: 'uid-new', email: 'emp010@ics-rewards.test' },
      {
        name: 'Neha Kapoor',
        number: '9812345678',
        designation: 'Accountant',
        departments: ['Accounts & Finance'],
        gender: 'Female',
        dob: '2025-09-01',
        employeeId: 'EMP010',
      },
    );
  });

  it("shows 'Failed to create account: ' with the reason when the account cannot be created", async () => {
    const user = userEvent.setup();
    vi.mocked(createAccount).mockRejectedValue(
      Object.assign(new Error('Firebase: exists'), { code: 'auth/email-already-in-use' }),
    );
    renderSignUp();
    await stepOne(user);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('❌ Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to create account: An account with this email already exists.');
    expect(screen.getByTestId('probe')).toHaveTextContent('/signup false');
    expect(createProfile).not.toHaveBeenCalled();
  });

  it('removes the new account when the profile cannot be written', async () => {
    const user = userEvent.setup();
    vi.mocked(createAccount).mockResolvedValue({ uid: 'uid-new', email: 'emp010@ics-rewards.test' });
    vi.mocked(createProfile).mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    renderSignUp();
    await stepOne(user);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(discardNewAccount).toHaveBeenCalled());
    expect(
      await screen.findByText(
        'Failed to create account: This employee ID cannot be registered. It may already have an account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('/signup false');
  });

  it('links back to sign in', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});
