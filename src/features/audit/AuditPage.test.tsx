import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditFilter } from '@/data/audit/api';
import type { AuditEntry } from '@/domain/audit';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { AuditPage } from './AuditPage';

configure({ asyncUtilTimeout: 5000 });

const listAuditPage = vi.fn<(db: unknown, f: AuditFilter, cursor: unknown) => Promise<{ items: AuditEntry[]; cursor: null }>>();
vi.mock('@/data/audit/api', () => ({
  listAuditPage: (...a: [unknown, AuditFilter, unknown]) => listAuditPage(...a),
  listAuditRange: vi.fn(),
}));

const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', userRole: 'admin' });
const entry: AuditEntry = {
  id: 'a1',
  action: 'activity.update',
  target: { kind: 'pointActivities', id: 'PA001' },
  before: { points: 100 },
  after: { points: 500 },
  reason: '',
  createdAt: new Date(2026, 0, 15, 9, 5, 7),
  createdBy: 'ADM001',
  createdByName: 'Arun Admin',
};

describe('AuditPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    listAuditPage.mockResolvedValue({ items: [entry], cursor: null });
  });

  it('opens filtered by the URL (History) and shows who, when and before -> after', async () => {
    renderScreen(<AuditPage />, { profile: admin, route: '/audit?target=PA001' });
    expect(await screen.findByText('Arun Admin (ADM001)')).toBeInTheDocument();
    expect(screen.getByText('2026-01-15 09:05:07')).toBeInTheDocument();
    const entries = screen.getByRole('list', { name: 'Audit entries' });
    expect(entries).toHaveTextContent('Activity edited');
    expect(entries).toHaveTextContent('Activity PA001');
    expect(entries).toHaveTextContent('points: 100 → 500');
    expect(screen.getByLabelText('Target ID')).toHaveValue('PA001');
    expect(listAuditPage).toHaveBeenCalledWith(
      expect.anything(),
      { actor: '', action: '', target: 'PA001', range: { from: '', to: '' } },
      null,
    );
  });

  it.each([
    ['Target ID', 'x'.repeat(10_000), 'Search for at most 32 characters: no employee, activity, budget or request ID is longer.'],
    ['Acted by (employee ID)', 'A'.repeat(10_000), 'Search for at most 32 characters: no employee ID is longer.'],
    ['Target ID', 'EMP001/ledger', "A target ID has only letters, digits, '-' and '_'."],
    ['Acted by (employee ID)', 'ADM 001', 'An employee ID has only letters and digits.'],
  ])('refuses a %s filter that can never match (%#) under the field, before any query', async (label, value, message) => {
    renderScreen(<AuditPage />, { profile: admin, route: '/audit' });
    await screen.findByText('Arun Admin (ADM001)');
    listAuditPage.mockClear();
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    // The list stays as it was, and nothing is asked of the database.
    expect(screen.getByText('Arun Admin (ADM001)')).toBeInTheDocument();
    expect(listAuditPage).not.toHaveBeenCalled();
    expect(screen.queryByText('The audit trail could not be loaded.')).not.toBeInTheDocument();
  });

  it('refuses the same from the address bar: the message, and no query', async () => {
    renderScreen(<AuditPage />, { profile: admin, route: `/audit?target=${'x'.repeat(10_000)}` });
    expect(
      await screen.findByText('Search for at most 32 characters: no employee, activity, budget or request ID is longer.'),
    ).toBeInTheDocument();
    expect(listAuditPage).not.toHaveBeenCalled();
    expect(screen.queryByText('The audit trail could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading audit trail...')).not.toBeInTheDocument();
  });

  it('takes blank-only filters as no filter', async () => {
    renderScreen(<AuditPage />, { profile: admin, route: '/audit' });
    await screen.findByText('Arun Admin (ADM001)');
    fireEvent.change(screen.getByLabelText('Target ID'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Acted by (employee ID)'), { target: { value: ' \t ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(listAuditPage).toHaveBeenLastCalledWith(
        expect.anything(),
        { actor: '', action: '', target: '', range: { from: '', to: '' } },
        null,
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('applies the filters on the server: actor, action, target and days', async () => {
    renderScreen(<AuditPage />, { profile: admin, route: '/audit' });
    await screen.findByText('Arun Admin (ADM001)');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Acted by (employee ID)'), 'adm001');
    await user.selectOptions(screen.getByLabelText('Action'), 'Role change');
    await user.type(screen.getByLabelText('Target ID'), 'EMP004');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(listAuditPage).toHaveBeenLastCalledWith(
        expect.anything(),
        { actor: 'ADM001', action: 'role.change', target: 'EMP004', range: { from: '2026-01-01', to: '2026-01-31' } },
        null,
      ),
    );
  });

  it('says so when nothing matches, and refuses a range that ends before it starts', async () => {
    listAuditPage.mockResolvedValue({ items: [], cursor: null });
    renderScreen(<AuditPage />, { profile: admin, route: '/audit' });
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
  });
});
