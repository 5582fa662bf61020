import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from '@/data/session/auth';
import { getPersonal, updateOwnProfile } from '@/data/users/api';
import type { UserProfile } from '@/domain/types';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { ProfilePage } from './ProfilePage';

vi.mock('@/data/users/api', () => ({
  updateOwnProfile: vi.fn(),
  getPersonal: vi.fn((_db: unknown, p: { number: string; gender: string; dob: string }) =>
    Promise.resolve({ number: p.number, gender: p.gender, dob: p.dob }),
  ),
}));
vi.mock('@/data/session/auth', () => ({ changePassword: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const complete = makeProfile({
  name: 'Asha Verma',
  employeeId: 'EMP001',
  designation: 'Cafe Supervisor',
  departments: ['Loocafe', 'HR'],
  number: '9876543210',
  gender: 'Female',
  dob: '1994-05-12',
});

function renderProfile(profile: UserProfile = complete) {
  return renderScreen(<ProfilePage />, { profile, route: '/profile', path: '/profile' });
}

type User = ReturnType<typeof userEvent.setup>;

describe('ProfilePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 10, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the read view with a long US date of birth', () => {
    renderProfile();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Employee ID')).toBe('EMP001');
    expect(value('Designation')).toBe('Cafe Supervisor');
    expect(value('Departments')).toBe('Loocafe, HR');
    expect(value('Phone Number')).toBe('9876543210');
    expect(value('Gender')).toBe('Female');
    expect(value('Date of Birth')).toBe('May 12, 1994');
    expect(screen.queryByText('Complete your profile by adding more information')).not.toBeInTheDocument();
  });

  it("prompts 'Complete your profile' when phone, gender and date of birth are missing", async () => {
    const user = userEvent.setup();
    renderProfile(makeProfile({ number: '', gender: '', dob: '' }));
    expect(await screen.findByText('Complete your profile by adding more information')).toBeInTheDocument();
    expect(screen.getByText('Date of Birth').nextElementSibling).toHaveTextContent('N/A');
    await user.click(screen.getByRole('button', { name: 'Add Details' }));
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('shows the edit view with every field and placeholder', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    // Organisation fields: the roster's, read-only, 'managed by admin' (docs/product.md#identity-and-sign-up).
    for (const [label, value] of [
      ['Full Name', 'Asha Verma'],
      ['Designation', 'Cafe Supervisor'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
      expect(screen.getByText(`${label}: managed by admin`)).toBeInTheDocument();
    }
    // Departments: the five checkboxes, checked per the profile, none of them changeable.
    const departments = screen.getByRole('group', { name: 'Departments' });
    expect(departments).toHaveAccessibleDescription('Departments: managed by admin');
    const boxes = within(departments).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-label') ?? b.closest('label')?.textContent)).toEqual([
      'HR',
      'Tech Team',
      'Loocafe',
      'Ixora FM',
      'Accounts & Finance',
    ]);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(
      boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => b.closest('label')?.textContent),
    ).toEqual(['HR', 'Loocafe']);
    await user.click(within(departments).getByRole('checkbox', { name: 'Tech Team' }));
    expect(within(departments).getByRole('checkbox', { name: 'Tech Team' })).not.toBeChecked();
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveValue('9876543210');
    expect(phone).toHaveAttribute('maxLength', '10');
    expect(phone).toHaveAttribute('placeholder', 'Enter 10-digit mobile number');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Date of Birth')).toHaveTextContent('May 12, 1994');
    expect(screen.getByRole('button', { name: 'Cancel Changes' })).toBeInTheDocument();
  });

  it('Edit Profile opened before the personal details arrive shows them once they do', async () => {
    const user = userEvent.setup();
    let arrive: (v: { number: string; gender: string; dob: string }) => void = () => {};
    vi.mocked(getPersonal).mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    // The profile document holds no personal fields: they live in users/{id}/private/personal.
    renderProfile(makeProfile({ name: 'Asha Verma', number: '', gender: '', dob: '' }));
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    act(() => arrive({ number: '9876543210', gender: 'Female', dob: '1994-05-12' }));
    expect(await screen.findByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Date of Birth')).toHaveTextContent('May 12, 1994');
  });

  it('shows every validation message', async () => {
    const user = userEvent.setup();
    renderProfile(
      makeProfile({ name: 'A', number: '', designation: 'X', departments: [], gender: '', dob: '' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Details' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Number is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone Number'), '98765x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(updateOwnProfile).not.toHaveBeenCalled();
  });

  it('refuses a date of birth in the future and disables future days in the picker', async () => {
    const user = userEvent.setup();
    renderProfile(makeProfile({ dob: '2030-01-01' }));
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Date of Birth'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it("saves the changes, showing 'Saving...' meanwhile", async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    vi.mocked(updateOwnProfile).mockReturnValue(new Promise<void>((r) => (resolve = r)));
    renderProfile();
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Others');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(updateOwnProfile).toHaveBeenCalledWith(expect.anything(), 'EMP001', {
      number: '9123456789',
      gender: 'Others',
      dob: '1994-05-12',
    });
    resolve();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(screen.queryByRole('heading', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('reports a failed save and keeps the form', async () => {
    const user = userEvent.setup();
    vi.mocked(updateOwnProfile).mockRejectedValue(new Error('denied'));
    renderProfile();
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update profile. Please try again.'),
    );
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("'Cancel Changes' leaves without saving", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.click(screen.getByRole('button', { name: 'Cancel Changes' }));
    expect(screen.getByText('Employee ID')).toBeInTheDocument();
    expect(updateOwnProfile).not.toHaveBeenCalled();
  });

  describe('change password', () => {
    async function open(user: User) {
      renderProfile();
      await user.click(screen.getByRole('button', { name: /Change Password/ }));
      return screen.getByRole('dialog', { name: 'Change Password' });
    }
    async function fill(user: User, dialog: HTMLElement, current: string, next: string, confirm: string) {
      const set = async (label: string, v: string) => {
        const input = within(dialog).getByLabelText(label);
        await user.clear(input);
        if (v) await user.type(input, v);
      };
      await set('Current Password', current);
      await set('New Password', next);
      await set('Confirm New Password', confirm);
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    }

    it('shows the form messages', async () => {
      const user = userEvent.setup();
      const dialog = await open(user);
      await fill(user, dialog, '', 'newpass1', 'newpass1');
      expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
      await fill(user, dialog, 'oldpass', 'abc', 'abc');
      expect(
        await within(dialog).findByText('New password must be at least 6 characters long'),
      ).toBeInTheDocument();
      await fill(user, dialog, 'oldpass', 'newpass1', 'newpass2');
      expect(await within(dialog).findByText('New passwords do not match')).toBeInTheDocument();
      expect(changePassword).not.toHaveBeenCalled();
    });

    it.each([
      'Current password is incorrect',
      'New password is too weak',
      'Failed to update password. Please try again.',
    ])('shows %s from the service', async (message) => {
      const user = userEvent.setup();
      vi.mocked(changePassword).mockRejectedValue(new Error(message));
      const dialog = await open(user);
      await fill(user, dialog, 'oldpass', 'newpass1', 'newpass1');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    });

    it("updates the password and says 'Password updated successfully!'", async () => {
      const user = userEvent.setup();
      vi.mocked(changePassword).mockResolvedValue();
      const dialog = await open(user);
      await fill(user, dialog, 'Passw0rd!', 'Newpass1!', 'Newpass1!');
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Password updated successfully!'));
      expect(changePassword).toHaveBeenCalledWith('Passw0rd!', 'Newpass1!');
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    });
  });
});
