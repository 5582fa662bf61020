import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ledgerTotal } from '@/data/ledger/api';
import { getUser } from '@/data/users/api';
import { countProfiles, listProfilesPage } from '@/data/users/directory';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import type { Page } from '@/data/paging';

type DocumentSnapshot = NonNullable<Page<unknown>['cursor']>;
import { IntegrityCheck } from './IntegrityCheck';

// A busy machine: the check's promises settle over several ticks.
configure({ asyncUtilTimeout: 5000 });

vi.mock('@/data/ledger/api', () => ({ ledgerTotal: vi.fn() }));
vi.mock('@/data/users/api', () => ({ getUser: vi.fn() }));
vi.mock('@/data/users/directory', () => ({ countProfiles: vi.fn(), listProfilesPage: vi.fn() }));

// 12 profiles, which the check reads itself in pages of INTEGRITY_PAGE_SIZE (mocked: 5 per call).
const users = Array.from({ length: 12 }, (_, i) =>
  makeProfile({ id: `EMP0${10 + i}`, employeeId: `EMP0${10 + i}`, name: `Person ${i}`, points: 100 + i }),
);
const PAGE = 5;
const cursorAt = (i: number) => ({ index: i }) as unknown as DocumentSnapshot;
function servePages() {
  vi.mocked(countProfiles).mockResolvedValue(users.length);
  vi.mocked(listProfilesPage).mockImplementation((_db, cursor) => {
    const start = (cursor as unknown as { index: number } | null)?.index ?? 0;
    const next = start + PAGE;
    return Promise.resolve({
      items: users.slice(start, next),
      cursor: next < users.length ? cursorAt(next) : null,
    });
  });
}
const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', userRole: 'admin' });

describe('IntegrityCheck', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    servePages();
  });

  it('states its cost, walks every profile page by page and reports all consistent with its reads', async () => {
    vi.mocked(ledgerTotal).mockImplementation((_db, id) =>
      Promise.resolve(users.find((u) => u.employeeId === id)?.points ?? -1),
    );
    const user = userEvent.setup();
    renderScreen(<IntegrityCheck />, { profile: admin });
    expect(
      screen.getByText(/Cost: about 2 reads per employee \(profiles 100 at a time, one sum\(\) each, 8 at a time\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run integrity check' }));
    expect(await screen.findByText('All 12 balances match their ledgers.')).toBeInTheDocument();
    expect(screen.getByText('Checked 12 of 12 employees')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Integrity check progress' })).toHaveAttribute(
      'value',
      '12',
    );
    expect(ledgerTotal).toHaveBeenCalledTimes(12);
    // Three pages (5, 5, 2), each continued from the last one's cursor.
    expect(listProfilesPage).toHaveBeenCalledTimes(3);
    expect(vi.mocked(listProfilesPage).mock.calls.map((c) => c[1])).toEqual([null, cursorAt(5), cursorAt(10)]);
    // count() 1 + 12 profiles + 12 sums.
    expect(screen.getByText('Reads: 25')).toBeInTheDocument();
  });

  it('re-reads a balance that changed since its page was read before calling it a mismatch', async () => {
    // EMP013's balance moved to 150 after the list was loaded; its ledger already says 150.
    const moved = makeProfile({ ...users[3], points: 150 });
    vi.mocked(getUser).mockResolvedValue(moved);
    vi.mocked(ledgerTotal).mockImplementation((_db, id) =>
      Promise.resolve(id === 'EMP013' ? 150 : (users.find((u) => u.employeeId === id)?.points ?? 0)),
    );
    const user = userEvent.setup();
    renderScreen(<IntegrityCheck />, { profile: admin });
    await user.click(screen.getByRole('button', { name: 'Run integrity check' }));
    expect(await screen.findByText('All 12 balances match their ledgers.')).toBeInTheDocument();
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('lists the mismatches', async () => {
    vi.mocked(getUser).mockResolvedValue(users[3] ?? null);
    vi.mocked(ledgerTotal).mockImplementation((_db, id) =>
      Promise.resolve(id === 'EMP013' ? 999 : (users.find((u) => u.employeeId === id)?.points ?? 0)),
    );
    const user = userEvent.setup();
    renderScreen(<IntegrityCheck />, { profile: admin });
    await user.click(screen.getByRole('button', { name: 'Run integrity check' }));
    expect(await screen.findByText('1 balance(s) do not match their ledger:')).toBeInTheDocument();
    expect(screen.getByText('Person 3 (EMP013): balance 103, ledger 999')).toBeInTheDocument();
  });

  it('can be cancelled while it runs', async () => {
    vi.mocked(ledgerTotal).mockImplementation(() => new Promise((r) => setTimeout(() => r(100), 400)));
    const user = userEvent.setup();
    renderScreen(<IntegrityCheck />, { profile: admin });
    await user.click(screen.getByRole('button', { name: 'Run integrity check' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Integrity check cancelled.')).toBeInTheDocument());
    // Only the first page's 5 sums started (at most 8 in flight); no further page was read.
    expect(ledgerTotal).toHaveBeenCalledTimes(5);
    expect(listProfilesPage).toHaveBeenCalledTimes(1);
  });
});
