import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listClaimsOf } from '@/data/claims/api';
import { itemLinks } from '@/domain/routes';
import { makeClaim } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { HistoryPage } from './HistoryPage';

vi.mock('@/data/claims/api', () => ({ listClaimsOf: vi.fn() }));
vi.mock('@/data/ledger/api', () => ({
  listLedgerPage: vi.fn(() => Promise.resolve({ items: [], cursor: null })),
}));

const claims = [
  makeClaim({
    id: 'EMP001-006',
    referenceId: 'EMP001-006',
    activityName: 'Pending now',
    status: 'pending',
    submittedDate: '2025-09-05',
  }),
  makeClaim({
    id: 'EMP001-005',
    referenceId: 'EMP001-005',
    activityName: 'Being reviewed',
    status: 'under_review',
    submittedDate: '2025-08-20',
  }),
  makeClaim({
    id: 'EMP001-004',
    referenceId: 'EMP001-004',
    activityName: 'Paid claim',
    status: 'paid',
    points: 250,
    description: 'Handled the audit.',
    submittedDate: '2025-08-02',
    completionDate: '2025-08-01',
    checkedDate: '2025-08-04',
    paidDate: '2025-08-04',
    managerName: 'HR Department',
    managerComment: '',
    evidence: 'Audit sheet v2',
    photos: ['a.jpg', 'b.jpg'],
  }),
  makeClaim({
    id: 'EMP001-003',
    referenceId: 'EMP001-003',
    activityName: 'Rejected claim',
    status: 'rejected',
    submittedDate: '2025-04-10',
    rejectedDate: '2025-04-12',
    managerComment: 'No evidence attached.',
  }),
  makeClaim({
    id: 'EMP001-001',
    referenceId: 'EMP001-001',
    activityName: 'Legacy approved',
    status: 'approved',
    submittedDate: '2024-06-01',
  }),
];

function renderHistory() {
  return renderScreen(<HistoryPage />, { route: '/history', path: '/history' });
}

describe('HistoryPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setViewport('phone');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 10, 12, 0)); // 10 September 2025
    vi.mocked(listClaimsOf).mockResolvedValue(claims);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the title, subtitle and a loading state', () => {
    vi.mocked(listClaimsOf).mockReturnValue(new Promise(() => {}));
    renderHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Points History' })).toBeInTheDocument();
    expect(screen.getByText('Track your submitted and reviewed claims')).toBeInTheDocument();
    expect(screen.getByText('Loading claims...')).toBeInTheDocument();
  });

  it('shows an error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listClaimsOf).mockRejectedValue(new Error('offline'));
    renderHistory();
    expect(await screen.findByText('Your claims could not be loaded.')).toBeInTheDocument();
  });

  it('counts and splits claims into two tabs on phones', async () => {
    const user = userEvent.setup();
    renderHistory();
    expect(await screen.findByText('Pending now')).toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('2');
    expect(screen.getByTestId('approved-count')).toHaveTextContent('3');
    expect(screen.getByText('Being reviewed')).toBeInTheDocument();
    expect(screen.queryByText('Paid claim')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved Requests' }));
    expect(screen.getByText('Paid claim')).toBeInTheDocument();
    expect(screen.getByText('Rejected claim')).toBeInTheDocument();
    expect(screen.getByText('Legacy approved')).toBeInTheDocument();
  });

  it('counts approved and rejected claims separately, and marks each processed claim with its status', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByText('Pending now');
    expect(screen.getByTestId('approved-breakdown')).toHaveTextContent('2 approved · 1 rejected');
    await user.click(screen.getByRole('tab', { name: 'Approved Requests' }));
    const list = screen.getByRole('list', { name: 'Approved Requests' });
    const rejected = within(list).getByRole('button', { name: /Rejected claim/ });
    expect(within(rejected).getByText('Rejected', { selector: '[data-status]' })).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Not credited');
    const paid = within(list).getByRole('button', { name: /Paid claim/ });
    expect(within(paid).getByText('Paid', { selector: '[data-status]' })).toBeInTheDocument();
    expect(paid).toHaveTextContent('+250 pts');
    expect(paid).not.toHaveTextContent('Not credited');
  });

  it('shows both lists side by side on desktop, and the statement as a tab', async () => {
    setViewport('desktop');
    const user = userEvent.setup();
    renderHistory();
    expect(await screen.findByText('Pending now')).toBeInTheDocument();
    expect(screen.getByText('Paid claim')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Requests', 'Points Statement']);
    expect(screen.getByRole('heading', { name: 'Pending Requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approved Requests' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Points Statement/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Points Statement' }));
    expect(await screen.findByRole('heading', { name: /Points Statement/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending Requests' })).not.toBeInTheDocument();
  });

  it.each(['desktop', 'phone'] as const)(
    "opens a claim's details from a statement link (?claim=) on %s, and closes them",
    async (viewport) => {
      setViewport(viewport);
      const user = userEvent.setup();
      renderScreen(<HistoryPage />, { route: '/history?claim=EMP001-004', path: '/history' });
      const dialog = await screen.findByRole('dialog', { name: 'Claim Details' });
      expect(within(dialog).getByText('Paid claim')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Claim Details' })).not.toBeInTheDocument();
    },
  );

  it.each(['desktop', 'phone'] as const)(
    'opens the Points Statement from its link (?tab=statement) on %s, also when already on the page',
    async (viewport) => {
      setViewport(viewport);
      const user = userEvent.setup();
      renderScreen(
        <>
          <HistoryPage />
          <Link to={itemLinks.myStatement}>Open my statement</Link>
        </>,
        { route: itemLinks.myStatement, path: '/history' },
      );
      expect(await screen.findByRole('heading', { name: /Points Statement/ })).toBeInTheDocument();
      await user.click(
        screen.getByRole('tab', { name: viewport === 'desktop' ? 'Requests' : 'Pending Requests' }),
      );
      expect(screen.queryByRole('heading', { name: /Points Statement/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Open my statement' }));
      expect(await screen.findByRole('heading', { name: /Points Statement/ })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Points Statement' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('shows every status with its colour and icon', async () => {
    setViewport('desktop');
    renderHistory();
    await screen.findByText('Pending now');
    const badge = (label: string) => screen.getByText(label, { selector: '[data-status]' });
    expect(badge('Pending').querySelector('svg')).toHaveAttribute('data-icon', 'hourglass');
    expect(badge('Pending')).toHaveClass('bg-yellow-100');
    expect(badge('Under Review').querySelector('svg')).toHaveAttribute('data-icon', 'eyes');
    expect(badge('Under Review')).toHaveClass('bg-blue-100');
    expect(badge('Approved').querySelector('svg')).toHaveAttribute('data-icon', 'tick');
    expect(badge('Approved')).toHaveClass('bg-green-100');
    expect(badge('Rejected').querySelector('svg')).toHaveAttribute('data-icon', 'cross');
    expect(badge('Rejected')).toHaveClass('bg-red-100');
    expect(badge('Paid').querySelector('svg')).toHaveAttribute('data-icon', 'clipboard');
    expect(badge('Paid')).toHaveClass('bg-emerald-700');
  });

  it('offers the six date filters and filters by them', async () => {
    const user = userEvent.setup();
    setViewport('desktop');
    renderHistory();
    await screen.findByText('Pending now');
    const select = screen.getByLabelText('Date');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All time', 'This month', 'Last month', 'Last 6 months', 'Last year', 'Custom year']);

    await user.selectOptions(select, 'thisMonth');
    expect(screen.getByText('Pending now')).toBeInTheDocument();
    expect(screen.queryByText('Being reviewed')).not.toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1');
    expect(screen.getByTestId('approved-count')).toHaveTextContent('0');
    expect(screen.getByText('No approved requests')).toBeInTheDocument();
    expect(screen.getByText('Your processed claims will appear here')).toBeInTheDocument();

    await user.selectOptions(select, 'lastMonth');
    expect(screen.getByText('Being reviewed')).toBeInTheDocument();
    expect(screen.getByText('Paid claim')).toBeInTheDocument();
    expect(screen.queryByText('Pending now')).not.toBeInTheDocument();

    await user.selectOptions(select, 'last6Months');
    expect(screen.getByText('Rejected claim')).toBeInTheDocument();
    expect(screen.queryByText('Legacy approved')).not.toBeInTheDocument();

    await user.selectOptions(select, 'lastYear');
    expect(screen.queryByText('Legacy approved')).not.toBeInTheDocument();

    await user.selectOptions(select, 'customYear');
    const year = screen.getByLabelText('Year');
    expect(year).toHaveValue(2025);
    expect(year).toHaveAttribute('min', '2020');
    expect(year).toHaveAttribute('max', '2025');
    await user.clear(year);
    await user.type(year, '2024');
    expect(screen.getByText('Legacy approved')).toBeInTheDocument();
    expect(screen.queryByText('Paid claim')).not.toBeInTheDocument();
    expect(screen.getByText('No pending requests')).toBeInTheDocument();
    expect(screen.getByText('Submit your first activity claim to get started')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '2019');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a year from 2020 to 2025');
  });

  it('shows both empty states with their hints', async () => {
    setViewport('desktop');
    vi.mocked(listClaimsOf).mockResolvedValue([]);
    renderHistory();
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    expect(screen.getByText('Submit your first activity claim to get started')).toBeInTheDocument();
    expect(screen.getByText('No approved requests')).toBeInTheDocument();
    expect(screen.getByText('Your processed claims will appear here')).toBeInTheDocument();
  });

  it("opens 'Claim Details' with every field", async () => {
    const user = userEvent.setup();
    setViewport('desktop');
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /Paid claim/ }));
    const dialog = screen.getByRole('dialog', { name: 'Claim Details' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Reference ID')).toBe('EMP001-004');
    expect(value('Activity')).toBe('Paid claim');
    expect(value('Description')).toBe('Handled the audit.');
    expect(value('Points')).toBe('250');
    expect(value('Status')).toContain('Paid');
    expect(value('Submitted Date')).toBe('Aug 2, 2025');
    expect(value('Completion Date')).toBe('Aug 1, 2025');
    expect(value('Reviewed Date')).toBe('Aug 4, 2025');
    expect(value('Assigned Manager')).toBe('HR Department');
    expect(value("Manager's Comment")).toBe('N/A');
    expect(value('Additional Evidence')).toBe('Audit sheet v2');
    expect(value('Attached Photos')).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: /Rejected claim/ }));
    const rejected = screen.getByRole('dialog', { name: 'Claim Details' });
    expect(within(rejected).getByText('No evidence attached.')).toBeInTheDocument();
    expect(within(rejected).getByText('Apr 12, 2025')).toBeInTheDocument();
  });

  it('falls back to the document id when a claim has no reference ID', async () => {
    const user = userEvent.setup();
    vi.mocked(listClaimsOf).mockResolvedValue([
      makeClaim({ id: 'legacy-doc', referenceId: '', activityName: 'Old one' }),
    ]);
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /Old one/ }));
    expect(within(screen.getByRole('dialog')).getByText('legacy-doc')).toBeInTheDocument();
  });
});
