import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerLabel, TEXT_MAX } from '@/domain/constants';
import { listActivities } from '@/data/activities/api';
import { fileClaim } from '@/data/claims/api';
import { DataError, OFFLINE_MESSAGE, UNCONFIRMED_MESSAGE, unconfirmedError } from '@/data/errors';
import type { UserProfile } from '@/domain/types';
import { makeActivity, makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { EarnPage } from './EarnPage';

vi.mock('@/data/activities/api', () => ({ listActivities: vi.fn() }));
vi.mock('@/data/claims/api', () => ({ fileClaim: vi.fn(), getAutoApprovalsUsed: vi.fn(), listClaimsOf: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const activities = [
  makeActivity({
    id: 'PA003',
    name: 'Client appreciation mail',
    points: 500,
    description: 'A client writes to thank you.',
    eligibilityCriteria: 'Client-facing staff.',
    submissionGuidelines: 'Forward the mail.',
    verificationCriteria: 'Manager checks the mail.',
  }),
  makeActivity({ id: 'PA001', name: 'Refer a friend', points: 250 }),
  makeActivity({ id: 'PA002', name: 'Old campaign', points: 900, isActive: false }),
  makeActivity({ id: 'PA004', name: 'Safety drill', points: 50 }),
];

function renderEarn(opts: { profile?: UserProfile; state?: unknown } = {}) {
  return renderScreen(<EarnPage />, {
    profile: opts.profile ?? makeProfile(),
    route: { pathname: '/earn', state: opts.state },
    path: '/earn',
  });
}

async function openClaim(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Claim Points: ${name}` }));
  return screen.getByRole('dialog', { name: 'Claim Points' });
}

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
describe('EarnPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 10, 11, 0)); // Wednesday 10 September 2025
    vi.mocked(listActivities).mockResolvedValue(activities);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows How It Works and a loading state', () => {
    vi.mocked(listActivities).mockReturnValue(new Promise(() => {}));
    renderEarn();
    expect(screen.getByRole('heading', { name: /How It Works/ })).toBeInTheDocument();
    expect(screen.getByText('Loading activities...')).toBeInTheDocument();
  });

  it('lists the active activities in the given (points descending) order with their count', async () => {
    renderEarn();
    expect(await screen.findByRole('heading', { name: 'Available Activities (3)' })).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Client appreciation mail', 'Refer a friend', 'Safety drill']);
    expect(screen.queryByText('Old campaign')).not.toBeInTheDocument();
    expect(screen.getByText('PA003')).toBeInTheDocument();
    expect(screen.getByText('500 pts')).toBeInTheDocument();
  });

  it('expands and collapses the terms', async () => {
    const user = userEvent.setup();
    renderEarn();
    const toggles = await screen.findAllByRole('button', { name: 'View Terms & Conditions' });
    await user.click(toggles[0] as HTMLElement);
    expect(screen.getByText('A client writes to thank you.')).toBeInTheDocument();
    expect(screen.getByText('Eligibility')).toBeInTheDocument();
    expect(screen.getByText('Client-facing staff.')).toBeInTheDocument();
    expect(screen.getByText('Submission Guidelines')).toBeInTheDocument();
    expect(screen.getByText('Forward the mail.')).toBeInTheDocument();
    expect(screen.getByText('Verification Criteria')).toBeInTheDocument();
    expect(screen.getByText('Manager checks the mail.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Terms & Conditions' }));
    expect(screen.queryByText('Client-facing staff.')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    vi.mocked(listActivities).mockResolvedValue([makeActivity({ isActive: false })]);
    renderEarn();
    expect(await screen.findByText('No activities available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available Activities (0)' })).toBeInTheDocument();
  });

  it("shows 'Failed to load activities' when loading fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listActivities).mockRejectedValue(new Error('offline'));
    renderEarn();
    expect(await screen.findByText('Failed to load activities')).toBeInTheDocument();
  });

  it('shows every validation message of the claim form', async () => {
    const user = userEvent.setup();
    renderEarn();
    const dialog = await openClaim(user, 'Refer a friend');
    await user.selectOptions(within(dialog).getByLabelText('Manager'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    expect(
      await within(dialog).findByText('Please provide a description of how you completed this activity.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a manager for verification.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select the completion date.')).toBeInTheDocument();
    expect(fileClaim).not.toHaveBeenCalled();
  });

  it('states the length limit of the description and the evidence', async () => {
    const user = userEvent.setup();
    renderEarn();
    const dialog = await openClaim(user, 'Refer a friend');
    await user.type(within(dialog).getByLabelText('Description'), 'Helped a guest');
    expect(within(dialog).getByText(`14 of ${TEXT_MAX} characters`)).toBeInTheDocument();
    expect(within(dialog).getByText(`0 of ${TEXT_MAX} characters`)).toBeInTheDocument();
  });

  it.each([
    [['Loocafe'], 'M1'],
    [['Ixora FM'], 'M2'],
    [['Tech Team'], 'M3'],
  ])('offers only the queue of departments %j (%s): no claim goes to another team', async (departments, managerId) => {
    const user = userEvent.setup();
    renderEarn({ profile: makeProfile({ departments }) });
    const dialog = await openClaim(user, 'Safety drill');
    const field = within(dialog).getByLabelText('Manager');
    expect(field).toHaveValue(managerId);
    const choices = within(field).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]);
    expect(choices).toEqual([['', 'Select a manager'], [managerId, managerLabel(managerId)]]);
  });

  it('disables future days in the date picker and submits a claim', async () => {
    const user = userEvent.setup();
    vi.mocked(fileClaim).mockResolvedValue({ id: 'EMP001-007', outcome: 'pending' });
    renderEarn();
    const dialog = await openClaim(user, 'Client appreciation mail');
    await user.type(within(dialog).getByLabelText('Description'), 'The client wrote to my manager.');
    await user.click(within(dialog).getByLabelText('Completion Date'));
    expect(screen.getByRole('button', { name: /September 11th, 2025/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /September 10th, 2025/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /September 8th, 2025/ }));
    expect(within(dialog).getByLabelText('Completion Date')).toHaveTextContent('Sep 8, 2025');
    await user.type(within(dialog).getByLabelText('Additional Evidence (optional)'), 'Mail of 8 Sept');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));

    const success = await screen.findByRole('dialog', { name: 'Claim Submitted!' });
    expect(within(success).getByText('EMP001-007')).toBeInTheDocument();
    expect(fileClaim).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'EMP001' }),
      'PA003',
      {
        description: 'The client wrote to my manager.',
        managerId: 'M1',
        completionDate: '2025-09-08',
        evidence: 'Mail of 8 Sept',
      },
      expect.any(String),
    );
    await user.click(within(success).getByRole('button', { name: 'Continue Earning Points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the date picker on an outside click', async () => {
    const user = userEvent.setup();
    renderEarn();
    const dialog = await openClaim(user, 'Refer a friend');
    await user.click(within(dialog).getByLabelText('Completion Date'));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Description'));
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Claim Points' })).toBeInTheDocument();
  });

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await openClaim(user, 'Refer a friend');
    await user.type(within(dialog).getByLabelText('Description'), 'Referred Ravi.');
    await user.click(within(dialog).getByLabelText('Completion Date'));
    await user.click(screen.getByRole('button', { name: /September 9th, 2025/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
  }

  it('an activity deactivated meanwhile: says so and what to do, closes the form and refreshes the list', async () => {
    const user = userEvent.setup();
    vi.mocked(fileClaim).mockRejectedValue(
      new DataError('This activity is no longer available.', 'inactive-activity'),
    );
    renderEarn();
    await screen.findByRole('button', { name: 'Claim Points: Refer a friend' });
    // An admin deactivated it after the list was read: the next read no longer has it.
    vi.mocked(listActivities).mockResolvedValue(activities.filter((a) => a.id !== 'PA001'));
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to submit claim. Please try again. Error: This activity is no longer available. Please choose another activity.',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Claim Points' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Claim Points: Refer a friend' })).not.toBeInTheDocument(),
    );
    expect(listActivities).toHaveBeenCalledTimes(2);
  });

  it("a failure that trying again may fix keeps the form open with the product's text and the reason", async () => {
    const user = userEvent.setup();
    vi.mocked(fileClaim).mockRejectedValue(
      Object.assign(new Error('Request failed with error: internal'), {
        name: 'FirebaseError',
        code: 'internal',
      }),
    );
    renderEarn();
    await fillAndSubmit(user);
    // An unknown server error: the product's sentence, and a reason in words (never the provider's message).
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to submit claim. Please try again. Error: Something went wrong on the server.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Claim Points' })).toBeInTheDocument();
  });

  it("a refused claim shows the product's text with the reason in words", async () => {
    const user = userEvent.setup();
    vi.mocked(fileClaim).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        name: 'FirebaseError',
        code: 'permission-denied',
      }),
    );
    renderEarn();
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "Failed to submit claim. Please try again. Error: You don't have permission to do this. If your role changed recently, sign out and in again, or ask an admin.",
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Claim Points' })).toBeInTheDocument();
  });

  it('offline: the offline message, and the form stays for another try', async () => {
    const user = userEvent.setup();
    vi.mocked(fileClaim).mockRejectedValue(new DataError(OFFLINE_MESSAGE, 'offline'));
    renderEarn();
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        `Failed to submit claim. Please try again. Error: ${OFFLINE_MESSAGE}`,
      ),
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Claim Points' })).getByRole('button', {
        name: 'Submit Claim',
      }),
    ).toBeEnabled();
  });

  it('a save whose answer was lost: pressed again, the same attempt (one key) is sent, so it is never filed twice', async () => {
    const user = userEvent.setup();
    vi.mocked(fileClaim)
      .mockRejectedValueOnce(unconfirmedError())
      .mockResolvedValueOnce({ id: 'EMP001-007', outcome: 'pending' });
    renderEarn();
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(`Failed to submit claim. Please try again. Error: ${UNCONFIRMED_MESSAGE}`),
    );
    const dialog = screen.getByRole('dialog', { name: 'Claim Points' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    await screen.findByRole('dialog', { name: 'Claim Submitted!' });
    const keys = vi.mocked(fileClaim).mock.calls.map((call) => call[4]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses without a signed-in account or employee ID', async () => {
    const user = userEvent.setup();
    renderEarn({ profile: makeProfile({ uid: '' }) });
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('You must be logged in to submit a claim.'),
    );
    expect(fileClaim).not.toHaveBeenCalled();
  });

  it("says 'Employee ID not found' without an employee ID", async () => {
    const user = userEvent.setup();
    renderEarn({ profile: makeProfile({ employeeId: '' }) });
    await fillAndSubmit(user);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Employee ID not found'));
    expect(fileClaim).not.toHaveBeenCalled();
  });

  it('opens the claim form of the activity chosen on the dashboard', async () => {
    renderEarn({ state: { activityId: 'PA001' } });
    const dialog = await screen.findByRole('dialog', { name: 'Claim Points' });
    expect(within(dialog).getByText('Refer a friend')).toBeInTheDocument();
  });
});
