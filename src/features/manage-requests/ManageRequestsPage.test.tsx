import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimFilter, Page } from '@/data/claims/api';
import { cappedCount, type CappedCount } from '@/domain/tabCount';
import type { Claim } from '@/domain/types';
import { makeClaim, makeProfile } from '@/test/factories';
import { expectNoSkippedHeadingLevel } from '@/test/headings';
import { renderScreen } from '@/test/render';
import { ManageRequestsPage } from './ManageRequestsPage';

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });

const listClaimsPage = vi.fn<(db: unknown, filter: ClaimFilter, cursor: unknown) => Promise<Page<Claim>>>();
const countClaims = vi.fn<(db: unknown, filter: ClaimFilter) => Promise<CappedCount>>();
vi.mock('@/data/claims/api', () => ({
  listClaimsPage: (...a: [unknown, ClaimFilter, unknown]) => listClaimsPage(...a),
  countClaims: (...a: [unknown, ClaimFilter]) => countClaims(...a),
}));

const manager = makeProfile({
  id: 'MGR001',
  employeeId: 'MGR001',
  name: 'Meera Manager',
  userRole: 'manager',
});
const COUNTS: Record<string, number> = { pending: 2, paid: 5, rejected: 0 };

function render(route = '/manage-requests') {
  return renderScreen(<ManageRequestsPage />, { profile: manager, route });
}

const lastFilter = () => listClaimsPage.mock.calls.at(-1)?.[1];

describe('ManageRequestsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
    listClaimsPage.mockReset();
    countClaims.mockReset();
    countClaims.mockImplementation(async (_db, f) => cappedCount(COUNTS[f.status] ?? 0));
    listClaimsPage.mockResolvedValue({ items: [], cursor: null });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the title, subtitle and tab counts', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Manage Requests' })).toBeInTheDocument();
    expect(screen.getByText('View and manage all employee point requests')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Paid (5)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
  });

  it('keeps the heading order: the cards under the page title are level 2', async () => {
    listClaimsPage.mockResolvedValue({ items: [makeClaim()], cursor: null });
    render();
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expectNoSkippedHeadingLevel();
  });

  it("shows '999+' for a count that reached the cap, with a hint", async () => {
    countClaims.mockImplementation(async (_db, f) =>
      f.status === 'pending' ? { count: 1000, capped: true } : cappedCount(COUNTS[f.status] ?? 0),
    );
    render();
    const pending = await screen.findByRole('tab', { name: 'Pending (999+)' });
    expect(within(pending).getByTitle('More than 999')).toHaveTextContent('999+');
    expect(screen.getByRole('tab', { name: /^Pending/ })).toBe(pending);
    expect(await screen.findByRole('tab', { name: 'Paid (5)' })).toBeInTheDocument();
    // Exact counts carry no hint.
    expect(screen.getAllByTitle('More than 999')).toHaveLength(1);
  });

  it('shows the loading text while the first page loads', () => {
    listClaimsPage.mockReturnValue(new Promise(() => {}));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading claims...');
  });

  it('shows the empty text and hint of each tab', async () => {
    render();
    expect(await screen.findByText('No pending claims found')).toBeInTheDocument();
    expect(screen.getByText('No pending claims at the moment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Paid/ }));
    expect(
      await screen.findByText('No paid claims found', { selector: 'p.font-medium' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect(
      await screen.findByText('No rejected claims found', { selector: 'p.font-medium' }),
    ).toBeInTheDocument();
    expect(lastFilter()).toEqual({ status: 'rejected' });
  });

  it('shows an error with a retry', async () => {
    listClaimsPage.mockRejectedValueOnce(new Error('offline'));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load claims.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No pending claims found')).toBeInTheDocument();
  });

  it('lists claims with View Details links and loads more pages', async () => {
    const cursor = { id: 'c1' };
    listClaimsPage
      .mockResolvedValueOnce({ items: [makeClaim()], cursor: cursor as never })
      .mockResolvedValueOnce({
        items: [
          makeClaim({
            id: 'EMP004-002',
            referenceId: 'EMP004-002',
            employeeId: 'EMP004',
            employeeName: 'Ravi Kumar',
          }),
        ],
        cursor: null,
      });
    render();
    const list = await screen.findByRole('list', { name: 'Pending claims' });
    expect(within(list).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(list).getByText(/Client appreciation mail/)).toBeInTheDocument();
    expect(within(list).getByText('100 pts')).toBeInTheDocument();
    expect(within(list).getByText('Loocafe Operations Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details of EMP001-001' })).toHaveAttribute(
      'href',
      '/manage-requests/detail/EMP001-EMP001-001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(listClaimsPage.mock.calls.at(-1)?.[2]).toBe(cursor);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL (after an approval: ?tab=paid)', async () => {
    render('/manage-requests?tab=paid');
    expect(await screen.findByRole('tab', { name: 'Paid (5)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'paid' }));
  });

  it('filters by manager and date, with a custom year, and clears all filters', async () => {
    render();
    await screen.findByText('No pending claims found');
    const clear = screen.getByRole('button', { name: 'Clear All Filters' });
    expect(clear).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Manager'), 'M2');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'pending', managerId: 'M2' }));
    // The counts follow the filters too.
    await waitFor(() => expect(countClaims.mock.calls.at(-1)?.[1]).toMatchObject({ managerId: 'M2' }));

    const date = screen.getByLabelText('Date');
    expect(
      within(date)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All time', 'This month', 'Last month', 'Last 6 months', 'Last year', 'Custom year']);
    await userEvent.selectOptions(date, 'thisMonth');
    await waitFor(() =>
      expect(lastFilter()).toEqual({ status: 'pending', managerId: 'M2', from: new Date(2026, 10, 1) }),
    );

    expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
    await userEvent.selectOptions(date, 'customYear');
    const year = screen.getByLabelText('Year');
    expect(year).toHaveAttribute('min', '2020');
    expect(year).toHaveAttribute('max', '2026');
    await userEvent.clear(year);
    await userEvent.type(year, '2019');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a year from 2020 to 2026');
    await userEvent.clear(year);
    await userEvent.type(year, '2024');
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        status: 'pending',
        managerId: 'M2',
        from: new Date(2024, 0, 1),
        to: new Date(2025, 0, 1),
      }),
    );

    await userEvent.click(clear);
    expect(screen.getByLabelText('Manager')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('all');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'pending' }));
  });
});
