import { configure, screen, waitFor, within } from '@testing-library/react';
import { APPROVAL_RULE_LABELS, approvalTexts } from '@/domain/approvalRules';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityCreateData, ActivityEditData } from '@/domain/schemas';
import type { PointActivity } from '@/domain/types';
import { makeActivity, makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { PointsManagerPage } from './PointsManagerPage';

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });

const listActivities = vi.fn<(db: unknown) => Promise<PointActivity[]>>();
const updateActivity =
  vi.fn<(db: unknown, by: unknown, id: string, data: ActivityEditData) => Promise<void>>();
const createActivity = vi.fn<(db: unknown, by: unknown, data: ActivityCreateData) => Promise<string>>();
vi.mock('@/data/activities/api', () => ({
  listActivities: (db: unknown) => listActivities(db),
  updateActivity: (...a: [unknown, unknown, string, ActivityEditData]) => updateActivity(...a),
  createActivity: (...a: [unknown, unknown, ActivityCreateData]) => createActivity(...a),
}));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify }));

const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', userRole: 'admin' });
const LONG = 'Organised the quarterly client appreciation meet';
const activities = [
  makeActivity({ id: 'PA003', name: 'Zero waste week', points: 50, isActive: false }),
  makeActivity({ id: 'PA001', name: LONG, points: 250, isActive: true }),
  makeActivity({ id: 'PA002', name: 'Safety audit', points: 100, isActive: true }),
];

/** Phone width: `(max-width: …)` queries match. */
function asPhone() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const render = () => renderScreen(<PointsManagerPage />, { profile: admin });
const idColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('PointsManagerPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    listActivities.mockResolvedValue(activities);
  });

  it('shows loading, then the texts, count and table sorted by id ascending', async () => {
    listActivities.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading point activities...');
    unmount();
    render();
    expect(screen.getByRole('heading', { name: 'Point Activities' })).toBeInTheDocument();
    expect(screen.getByText('Manage point activities and rewards')).toBeInTheDocument();
    expect(await screen.findByText('Total activities:')).toHaveTextContent('Total activities: 3');
    expect(idColumn()).toEqual(['PA001', 'PA002', 'PA003']);
    expect(header('ID')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(2);
  });

  it('shows the empty and error states', async () => {
    listActivities.mockResolvedValueOnce([]);
    const { unmount } = render();
    expect(await screen.findByText('No point activities found')).toBeInTheDocument();
    expect(screen.getByText('No point activities have been created yet.')).toBeInTheDocument();
    unmount();
    listActivities.mockRejectedValueOnce(new Error('offline'));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activities');
  });

  it('sorts by ID, Points and Status: a new column starts ascending, the same one toggles', async () => {
    render();
    await screen.findByText('Safety audit');
    await userEvent.click(within(header('ID')).getByRole('button'));
    expect(idColumn()).toEqual(['PA003', 'PA002', 'PA001']);
    expect(header('ID')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header('Points')).getByRole('button'));
    expect(idColumn()).toEqual(['PA003', 'PA002', 'PA001']);
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('ID')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header('Points')).getByRole('button'));
    expect(idColumn()).toEqual(['PA001', 'PA002', 'PA003']);
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header('Status')).getByRole('button'));
    expect(idColumn()).toEqual(['PA001', 'PA002', 'PA003']);
    await userEvent.click(within(header('Status')).getByRole('button'));
    expect(idColumn()).toEqual(['PA003', 'PA001', 'PA002']);
  });

  it('truncates long titles with Read more / Show less', async () => {
    render();
    expect(await screen.findByText('Organised the quarterly client...')).toBeInTheDocument();
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(LONG)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
    // Short titles have no toggle.
    expect(screen.getAllByRole('button', { name: 'Read more' })).toHaveLength(1);
  });

  it('edits an activity: a fraction of a point is refused with a message, never cut', async () => {
    updateActivity.mockResolvedValue();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PA002' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Point Activity' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Safety audit');
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute(
      'placeholder',
      'Enter activity description...',
    );
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    const points = within(dialog).getByLabelText('Points');
    await userEvent.clear(points);
    await userEvent.type(points, '175.9');
    await userEvent.click(within(dialog).getByLabelText('Inactive'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Points must be a whole number')).toBeInTheDocument();
    expect(updateActivity).not.toHaveBeenCalled();
    await userEvent.clear(points);
    await userEvent.type(points, '175');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateActivity).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'PA002', {
        name: 'Safety audit',
        description: 'A client writes to appreciate your work.',
        points: 175,
        isActive: false,
        eligibilityCriteria: 'All employees.',
        submissionGuidelines: 'Forward the mail to your manager.',
        verificationCriteria: 'Manager confirms the mail.',
        approvalRule: 'single',
        autoMonthlyLimit: 2,
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Point activity updated successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits the eligibility criteria, submission guidelines and verification criteria', async () => {
    updateActivity.mockResolvedValue();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PA002' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Point Activity' });
    const terms = [
      ['Eligibility criteria', 'All employees.', 'Permanent staff only.'],
      ['Submission guidelines', 'Forward the mail to your manager.', 'Attach the audit sheet.'],
      ['Verification criteria', 'Manager confirms the mail.', 'Facility head signs off.'],
    ] as const;
    for (const [label, before, after] of terms) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveValue(before);
      await userEvent.clear(field);
      await userEvent.type(field, after);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateActivity).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        'PA002',
        expect.objectContaining({
          eligibilityCriteria: 'Permanent staff only.',
          submissionGuidelines: 'Attach the audit sheet.',
          verificationCriteria: 'Facility head signs off.',
        }),
      ),
    );
  });

  it('refuses to save an empty title on edit, as on creation', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PA002' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Point Activity' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(updateActivity).not.toHaveBeenCalled();
  });

  it('turns empty points into 0 and closes on Cancel without saving', async () => {
    updateActivity.mockResolvedValue();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PA003' }));
    await userEvent.clear(screen.getByLabelText('Points'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateActivity).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        'PA003',
        expect.objectContaining({ points: 0 }),
      ),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Edit PA001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updateActivity).toHaveBeenCalledTimes(1);
  });

  it('reports a failed save', async () => {
    updateActivity.mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PA002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to save changes. Please try again.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('creates a new activity with a title and positive points', async () => {
    createActivity.mockResolvedValue('PA004');
    render();
    await userEvent.click(await screen.findByRole('button', { name: /New Activity/ }));
    const dialog = screen.getByRole('dialog', { name: 'New Point Activity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Activity' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Points must be a positive whole number')).toBeInTheDocument();
    expect(createActivity).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Mentor a new joiner');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Guide a new colleague for a month.');
    await userEvent.type(within(dialog).getByLabelText('Points'), '300');
    await userEvent.type(within(dialog).getByLabelText('Eligibility criteria'), 'Two years of service.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Activity' }));
    await waitFor(() =>
      expect(createActivity).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
        name: 'Mentor a new joiner',
        description: 'Guide a new colleague for a month.',
        points: 300,
        isActive: true,
        eligibilityCriteria: 'Two years of service.',
        submissionGuidelines: '',
        verificationCriteria: '',
        approvalRule: 'single',
        autoMonthlyLimit: 2,
      }, expect.any(String)),
    );
    expect(notify.success).toHaveBeenCalledWith('Point activity PA004 created successfully.');
  });

  it("sets the approval rule; 'approved at once' needs a monthly limit of 1 to 31", async () => {
    createActivity.mockResolvedValue('PA005');
    render();
    await userEvent.click(await screen.findByRole('button', { name: /New Activity/ }));
    const dialog = screen.getByRole('dialog', { name: 'New Point Activity' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Customer complaint resolved');
    await userEvent.type(within(dialog).getByLabelText('Points'), '25');
    expect(within(dialog).queryByLabelText(approvalTexts.autoLimitLabel)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: APPROVAL_RULE_LABELS.auto }));
    const limit = within(dialog).getByLabelText(approvalTexts.autoLimitLabel);
    await userEvent.clear(limit);
    await userEvent.type(limit, '32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Activity' }));
    expect(await within(dialog).findByText(approvalTexts.autoLimitMessage)).toBeInTheDocument();
    expect(createActivity).not.toHaveBeenCalled();
    await userEvent.clear(limit);
    await userEvent.type(limit, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Activity' }));
    await waitFor(() =>
      expect(createActivity).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        expect.objectContaining({ approvalRule: 'auto', autoMonthlyLimit: 2 }),
        expect.any(String),
      ),
    );
  });

  it('shows cards with the same sorts on phones', async () => {
    const media = asPhone();
    render();
    const list = await screen.findByRole('list', { name: 'Point activities' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const ids = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 5));
    expect(ids()).toEqual(['PA001', 'PA002', 'PA003']);
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    expect(within(sortBy).getByRole('button', { name: /^ID/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(sortBy).getByRole('button', { name: /^Points/ }));
    expect(ids()).toEqual(['PA003', 'PA002', 'PA001']);
    await userEvent.click(within(sortBy).getByRole('button', { name: /^Points/ }));
    expect(ids()).toEqual(['PA001', 'PA002', 'PA003']);
    expect(within(sortBy).getByRole('button', { name: 'Points, descending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Edit PA002' }));
    expect(screen.getByRole('dialog', { name: 'Edit Point Activity' })).toBeInTheDocument();
    media.mockRestore();
  });
});
