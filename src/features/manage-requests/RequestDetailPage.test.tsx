import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, OFFLINE_MESSAGE } from '@/data/errors';
import type { Claim, PointActivity, UserProfile } from '@/domain/types';
import { makeActivity, makeClaim, makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { RequestDetailPage } from './RequestDetailPage';

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });

const getClaim = vi.fn<(db: unknown, employeeId: string, claimId: string) => Promise<Claim | null>>();
const approveClaim =
  vi.fn<(db: unknown, actor: unknown, employeeId: string, claimId: string) => Promise<Claim>>();
const rejectClaim =
  vi.fn<
    (db: unknown, actor: unknown, employeeId: string, claimId: string, reason: string) => Promise<void>
  >();
vi.mock('@/data/claims/api', () => ({
  getClaim: (...a: [unknown, string, string]) => getClaim(...a),
  approveClaim: (...a: [unknown, unknown, string, string]) => approveClaim(...a),
  rejectClaim: (...a: [unknown, unknown, string, string, string]) => rejectClaim(...a),
}));
const getUser = vi.fn<(db: unknown, id: string) => Promise<UserProfile | null>>();
vi.mock('@/data/users/api', () => ({ getUser: (...a: [unknown, string]) => getUser(...a) }));
const getActivity = vi.fn<(db: unknown, id: string) => Promise<PointActivity | null>>();
vi.mock('@/data/activities/api', () => ({ getActivity: (...a: [unknown, string]) => getActivity(...a) }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify }));

const manager = makeProfile({
  id: 'MGR001',
  employeeId: 'MGR001',
  name: 'Meera Manager',
  userRole: 'manager',
});
const employee = makeProfile({ points: 350, designation: 'Cafe Supervisor', department: 'Cafe Supervisor' });

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

function render(claim: Claim | null, { profile = manager, param = 'EMP001-EMP001-001' } = {}) {
  getClaim.mockResolvedValue(claim);
  return renderScreen(<RequestDetailPage />, {
    profile,
    route: `/manage-requests/detail/${param}`,
    path: '/manage-requests/detail/:param',
    extraRoutes: [{ path: '/manage-requests', element: <Where /> }],
  });
}

describe('RequestDetailPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    getUser.mockResolvedValue(employee);
    getActivity.mockResolvedValue(makeActivity());
  });

  it("shows the employee's email and the activity's terms, to check the claim against them", async () => {
    render(makeClaim());
    expect(await screen.findByText('emp001@ics-rewards.test')).toBeInTheDocument();
    const terms = await screen.findByRole('region', { name: 'Activity terms' });
    expect(getActivity).toHaveBeenCalledWith(expect.anything(), 'PA001');
    const term = (label: string) => within(terms).getByText(label).nextElementSibling?.textContent;
    expect(term('Eligibility criteria')).toBe('All employees.');
    expect(term('Submission guidelines')).toBe('Forward the mail to your manager.');
    expect(term('Verification criteria')).toBe('Manager confirms the mail.');
  });

  it('says so when the activity has no terms, or no longer exists', async () => {
    getActivity.mockResolvedValue(
      makeActivity({ eligibilityCriteria: '', submissionGuidelines: ' ', verificationCriteria: '' }),
    );
    const first = render(makeClaim());
    const terms = await screen.findByRole('region', { name: 'Activity terms' });
    expect(await within(terms).findAllByText('Not specified')).toHaveLength(3);
    first.unmount();
    getActivity.mockResolvedValue(null);
    render(makeClaim());
    expect(await screen.findByText('The activity PA001 no longer exists.')).toBeInTheDocument();
  });

  it('shows the loading text, then every field of a pending claim', async () => {
    render(
      makeClaim({ description: '  ', evidence: 'Mail forwarded on 1 Sept', submittedDate: '2025-09-02' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading claim details...');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(getClaim).toHaveBeenCalledWith(expect.anything(), 'EMP001', 'EMP001-001');
    expect(screen.getByRole('link', { name: /Back to Requests/ })).toHaveAttribute(
      'href',
      '/manage-requests',
    );
    expect(screen.getByText('EMP001')).toBeInTheDocument();
    expect(screen.getAllByText('Cafe Supervisor')).toHaveLength(2);
    expect(screen.getByText('Client appreciation mail')).toBeInTheDocument();
    expect(screen.getByText('PA001')).toBeInTheDocument();
    expect(screen.getByText('100 points')).toBeInTheDocument();
    expect(await screen.findByText('350 points')).toBeInTheDocument();
    expect(screen.getByText('No description provided')).toBeInTheDocument();
    expect(screen.getByText('02/09/2025')).toBeInTheDocument();
    expect(screen.getByText('Loocafe Operations Manager')).toBeInTheDocument();
    expect(screen.getByText('Mail forwarded on 1 Sept')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('approves after a confirmation, announces the credited points and opens the Paid tab', async () => {
    const claim = makeClaim();
    approveClaim.mockResolvedValue({ ...claim, status: 'paid', paidDate: '2025-09-05' });
    render(claim);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Claim' });
    expect(dialog).toHaveTextContent('Asha Verma will be credited 100 points');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/manage-requests?tab=paid'));
    expect(approveClaim).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'MGR001' }),
      'EMP001',
      'EMP001-001',
    );
    expect(notify.success).toHaveBeenCalledWith(
      'Claim approved successfully! Asha Verma has been credited 100 points.',
    );
  });

  it('tells the manager when the approval fails', async () => {
    approveClaim.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to approve claim. Please try again.'),
    );
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('rejects only with a reason, warning that it cannot be undone', async () => {
    rejectClaim.mockResolvedValue();
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Claim' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Reject Claim' });
    await userEvent.type(within(dialog).getByLabelText('Reason for rejection'), 'No evidence attached');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Claim rejected successfully.'));
    expect(rejectClaim).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      'EMP001',
      'EMP001-001',
      'No evidence attached',
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/manage-requests');
  });

  it("Reject Claim is not silently disabled: without a reason it says 'Please provide a reason' and writes nothing", async () => {
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Claim' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject Claim' });
    expect(confirm).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Please provide a reason')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for rejection')).toHaveAttribute('aria-invalid', 'true');
    expect(rejectClaim).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('an approval that lost the race says the claim was already reviewed', async () => {
    approveClaim.mockRejectedValue(new DataError('This claim has already been reviewed.', 'not-pending'));
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This claim has already been reviewed. Refresh the page to see its current status.',
      ),
    );
  });

  it('offline: says so, and Approve is usable again', async () => {
    approveClaim.mockRejectedValue(new DataError(OFFLINE_MESSAGE, 'offline'));
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'You appear to be offline. Check your connection and try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('never shows a raw Firebase message', async () => {
    approveClaim.mockRejectedValue(
      Object.assign(new Error('Request failed with error: evaluation error at L486:26'), {
        name: 'FirebaseError',
        code: 'unknown',
      }),
    );
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to approve claim. Please try again.'),
    );
  });

  it('tells the manager when the rejection fails', async () => {
    rejectClaim.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(makeClaim());
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Reason for rejection'), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Reject Claim' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to reject claim. Please try again.'),
    );
  });

  it('shows when a paid or rejected claim was reviewed, without the buttons', async () => {
    const { unmount } = render(
      makeClaim({ status: 'paid', paidDate: '2025-09-05', approvedBy: 'Meera Manager' }),
    );
    expect(await screen.findByText(/This request was paid on 05\/09\/2025/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    unmount();
    render(makeClaim({ status: 'rejected', rejectedDate: '2025-09-06', managerComment: 'Duplicate claim' }));
    expect(await screen.findByText('This request was rejected on 06/09/2025')).toBeInTheDocument();
    expect(screen.getByText('Reason: Duplicate claim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it.each(['under_review', 'approved'] as const)(
    'offers Approve and Reject on a legacy %s claim (awaiting review) and approves it',
    async (status) => {
      const claim = makeClaim({ status });
      approveClaim.mockResolvedValue({ ...claim, status: 'paid' });
      render(claim);
      expect(await screen.findByRole('button', { name: 'Reject' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, Approve' }));
      await waitFor(() => expect(approveClaim).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'EMP001', 'EMP001-001'));
    },
  );

  it('explains why a reviewer cannot review their own claim', async () => {
    const self = makeProfile({ id: 'MGR001', employeeId: 'MGR001', userRole: 'manager' });
    render(makeClaim({ id: 'MGR001-001', referenceId: 'MGR001-001', employeeId: 'MGR001' }), {
      profile: self,
      param: 'MGR001-MGR001-001',
    });
    expect(await screen.findByRole('note')).toHaveTextContent('because it is your own');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says when the claim does not exist', async () => {
    render(null);
    expect(await screen.findByRole('heading', { name: 'Request Not Found' })).toBeInTheDocument();
  });
});
