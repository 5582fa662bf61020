import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isMissingOn,
  matchesDirectoryFilter,
  withoutDirectors,
  type DirectoryFilter,
} from '@/domain/directory';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import type { Page } from '@/data/paging';

type DocumentSnapshot = NonNullable<Page<unknown>['cursor']>;
import { makeProfile, makeReport } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { DIRECTORY_SEARCH, searchTooLongMessage } from '@/domain/search';
import { expectLongSearchRefused } from '@/test/search';
import { EmployeeCentrePage } from './EmployeeCentrePage';

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });

/**
 * A stand-in for the server: the same filter semantics as the queries (src/domain/directory.ts, proven
 * against the emulator in tests/data/directory.test.ts), ordered by id, PAGE profiles per page.
 */
const PAGE = 3;
const server = vi.hoisted(() => ({ people: [] as UserProfile[] }));
const cursorAt = (i: number) => ({ index: i }) as unknown as DocumentSnapshot;
const indexOf = (c: DocumentSnapshot | null) => (c as unknown as { index: number } | null)?.index ?? 0;
function pageOf<T>(all: T[], cursor: DocumentSnapshot | null): Page<T> {
  const start = indexOf(cursor);
  return {
    items: all.slice(start, start + PAGE),
    cursor: start + PAGE < all.length ? cursorAt(start + PAGE) : null,
  };
}
const byId = (list: UserProfile[]) => [...list].sort((a, b) => a.employeeId.localeCompare(b.employeeId));
const listDirectoryPage = vi.fn((_db: unknown, f: DirectoryFilter, cursor: DocumentSnapshot | null) => {
  const page = pageOf(byId(server.people.filter((u) => matchesDirectoryFilter(u, f))), cursor);
  return Promise.resolve({ ...page, items: withoutDirectors(page.items) });
});
const countDirectory = vi.fn((_db: unknown, f: DirectoryFilter) =>
  Promise.resolve(withoutDirectors(server.people.filter((u) => matchesDirectoryFilter(u, f))).length),
);
const listSubmittedPage = vi.fn<(db: unknown, day: string) => Promise<Page<ProductivityReport>>>();
vi.mock('@/data/users/directory', () => ({
  listDirectoryPage: (...a: [unknown, DirectoryFilter, DocumentSnapshot | null]) => listDirectoryPage(...a),
  countDirectory: (...a: [unknown, DirectoryFilter]) => countDirectory(...a),
  getDayContext: () => Promise.resolve({ excluded: new Set(), late: new Set(), holiday: null, weeklyOff: false }),
  listMissingPage: (_db: unknown, day: string, cursor: { after: DocumentSnapshot | null } | null) => {
    const page = pageOf(withoutDirectors(byId(server.people.filter((u) => isMissingOn(u, day)))), cursor?.after ?? null);
    return Promise.resolve({ items: page.items, next: page.cursor ? { phase: 'silent', after: page.cursor } : null });
  },
  countDay: async (db: unknown, day: string) => ({
    submitted: (await listSubmittedPage(db, day)).items.length,
    missing: withoutDirectors(server.people.filter((u) => isMissingOn(u, day))).length,
    onLeave: 0,
    holiday: 0,
    weeklyOff: 0,
  }),
  listOnLeavePage: () => Promise.resolve({ items: [], cursor: null }),
  listSubmittedPage: (...a: [unknown, string]) => listSubmittedPage(...a),
}));
type Personal = { number: string; gender: string; dob: string };
const legacy = (p: Personal): Personal => ({ number: p.number, gender: p.gender, dob: p.dob });
/** The personal documents on the stand-in server; a profile without one keeps its own (legacy) fields. */
const personalDocs = vi.hoisted(() => ({
  byId: {} as Record<string, { number: string; gender: string; dob: string }>,
}));
const getPersonalOfPage = vi.fn((_db: unknown, page: readonly UserProfile[]) =>
  Promise.resolve(
    Object.fromEntries(page.map((p) => [p.employeeId, personalDocs.byId[p.employeeId] ?? legacy(p)])),
  ),
);
vi.mock('@/data/users/api', () => ({
  getPersonalOfPage: (...a: [unknown, readonly UserProfile[]]) => getPersonalOfPage(...a),
}));
const pagesRead = () => getPersonalOfPage.mock.calls.map((c) => c[1].map((u) => u.employeeId));
const countReportsByDay = vi.fn<(db: unknown, days: readonly string[]) => Promise<Map<string, number>>>();
vi.mock('@/data/reports/api', () => ({
  countReportsByDay: (...a: [unknown, readonly string[]]) => countReportsByDay(...a),
}));

const manager = makeProfile({
  id: 'MGR001',
  employeeId: 'MGR001',
  name: 'Meera Manager',
  fullName: 'Meera Manager',
  email: 'mgr001@x',
  userRole: 'manager',
});
const asha = makeProfile({
  fullName: 'Asha Verma',
  lastProductivityAt: new Date(2025, 8, 29, 18, 5),
  lastProductivityDate: '2025-09-29',
  points: 350,
});
const ravi = makeProfile({
  id: 'EMP004',
  employeeId: 'EMP004',
  name: 'Ravi Kumar',
  fullName: 'Ravi Kumar',
  email: 'emp004@ics-rewards.test',
  lastProductivityDate: '2025-09-29',
  number: '',
  userRole: 'finance',
  points: 0,
});
const bina = makeProfile({
  id: 'EMP900',
  employeeId: 'EMP900',
  name: 'Bina Blocked',
  fullName: 'Bina Blocked',
  email: 'emp900@x',
  userStatus: 'blocked',
});
const dara = makeProfile({
  id: 'DIR001',
  employeeId: 'DIR001',
  name: 'Dara Director',
  fullName: 'Dara Director',
  email: 'dir001@x',
  designation: 'Director',
});
const users = [asha, bina, dara, manager, ravi];

const render = () => renderScreen(<EmployeeCentrePage />, { profile: manager });
const rows = () => screen.getAllByRole('row').slice(1);

describe('EmployeeCentrePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 30, 12, 0));
    server.people = users;
    personalDocs.byId = {};
  });
  afterEach(() => vi.useRealTimers());

  it('shows the loading text, then the header, count and table without directors', async () => {
    listDirectoryPage.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading employees...');
    unmount();
    render();
    expect(screen.getByRole('heading', { name: 'Employee Centre' })).toBeInTheDocument();
    expect(screen.getByText('Manage and view all employee information')).toBeInTheDocument();
    await screen.findByText('Ravi Kumar');
    await waitFor(() => expect(screen.getByText(/Total Employees:/)).toHaveTextContent('Total Employees: 4'));
    expect(screen.queryByText('Dara Director')).not.toBeInTheDocument();
    // The first page (DIR001, EMP001, EMP004): the Director left out; phones read for these rows only.
    expect(rows()).toHaveLength(2);
    expect(await screen.findByText('Showing 2 of 4 employees')).toBeInTheDocument();
    // One read of the page's phones (one request), not one per row.
    await waitFor(() => expect(pagesRead()).toEqual([['EMP001', 'EMP004']]));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Meera Manager')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 4 employees')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The unmounted first render's page, then the two pages of this one; each page's phones once.
    expect(listDirectoryPage).toHaveBeenCalledTimes(3);
    await waitFor(() =>
      expect(pagesRead()).toEqual([
        ['EMP001', 'EMP004'],
        ['EMP900', 'MGR001'],
      ]),
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Employee',
      'Phone',
      'Role / Status',
      'Points',
      'Last Productivity',
      'Actions',
    ]);
  });

  it("shows a page's phones from their personal documents, the profile's own (legacy) number until they arrive", async () => {
    personalDocs.byId = { EMP001: { number: '9000000001', gender: 'Female', dob: '1990-05-17' } };
    let arrive = () => {};
    getPersonalOfPage.mockImplementationOnce(
      (_db, page) =>
        new Promise((resolve) => {
          arrive = () =>
            resolve(
              Object.fromEntries(
                page.map((p) => [p.employeeId, personalDocs.byId[p.employeeId] ?? legacy(p)]),
              ),
            );
        }),
    );
    render();
    const ashaRow = (await screen.findByText('Asha Verma')).closest('tr') as HTMLElement;
    const raviRow = screen.getByText('Ravi Kumar').closest('tr') as HTMLElement;
    expect(within(ashaRow).getByText('9876543210')).toBeInTheDocument();
    expect(within(raviRow).getByText('N/A')).toBeInTheDocument();
    arrive();
    expect(await within(ashaRow).findByText('9000000001')).toBeInTheDocument();
    expect(within(raviRow).getByText('N/A')).toBeInTheDocument();
    expect(getPersonalOfPage).toHaveBeenCalledTimes(1);
    personalDocs.byId = {};
  });

  it('fills every column with its fallbacks', async () => {
    render();
    const ashaRow = (await screen.findByText('Asha Verma')).closest('tr') as HTMLElement;
    expect(within(ashaRow).getByText('EMP001')).toBeInTheDocument();
    expect(within(ashaRow).getByText('9876543210')).toBeInTheDocument();
    expect(within(ashaRow).getByText('Employee')).toBeInTheDocument();
    expect(within(ashaRow).getByText('350 pts')).toBeInTheDocument();
    expect(within(ashaRow).getByText('Sep 29, 2025, 6:05 PM')).toBeInTheDocument();
    expect(within(ashaRow).getByRole('link', { name: 'View Asha Verma' })).toHaveAttribute(
      'href',
      '/employee/EMP001',
    );
    expect(within(ashaRow).queryByText('Blocked')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Bina Blocked');
    const meeraRow = screen.getByText('Meera Manager').closest('tr') as HTMLElement;
    expect(within(meeraRow).getByText('-')).toBeInTheDocument();

    const raviRow = screen.getByText('Ravi Kumar').closest('tr') as HTMLElement;
    expect(within(raviRow).getByText('N/A')).toBeInTheDocument();
    expect(within(raviRow).getByText('Finance')).toBeInTheDocument();
    expect(within(raviRow).getByText('0 pts')).toBeInTheDocument();

    const binaRow = screen.getByText('Bina Blocked').closest('tr') as HTMLElement;
    expect(within(binaRow).getByText('Blocked')).toBeInTheDocument();
  });

  it('refuses a search longer than any name, ID or e-mail address, with a message and no query', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Ravi Kumar');
    const search = screen.getByPlaceholderText('Search by name, ID, or email...');
    expect(searchTooLongMessage(DIRECTORY_SEARCH)).toBe(
      'Search for at most 254 characters: no name, employee ID or e-mail address is longer.',
    );
    await expectLongSearchRefused(user, search, DIRECTORY_SEARCH, () => listDirectoryPage.mock.calls.map(([, f]) => f.search));
  });

  it('searches by name prefix, ID prefix and email on the server, filters by role and status', async () => {
    render();
    await screen.findByText('Ravi Kumar');
    const search = screen.getByPlaceholderText('Search by name, ID, or email...');
    const lastFilter = () => listDirectoryPage.mock.calls.at(-1)?.[1];
    // A name prefix, any case.
    await userEvent.type(search, 'ASH');
    expect(await screen.findByText('Showing 1 of 1 matching employees')).toBeInTheDocument();
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['AAsha VermaEMP001']);
    expect(lastFilter()).toEqual({ search: 'ASH', role: 'all', status: 'all' });
    // An e-mail.
    await userEvent.clear(search);
    await userEvent.type(search, 'EMP004@ICS');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 of 1 matching employees')).toBeInTheDocument();
    // An employee ID prefix.
    await userEvent.clear(search);
    await userEvent.type(search, 'emp0');
    expect(await screen.findByText('Showing 2 of 2 matching employees')).toBeInTheDocument();
    // A Director is never found.
    await userEvent.clear(search);
    await userEvent.type(search, 'dara');
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    await userEvent.clear(search);
    await screen.findByText('Showing 2 of 4 employees');

    const role = screen.getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All roles', 'Employee', 'Manager', 'Finance']);
    await userEvent.selectOptions(role, 'manager');
    expect(await screen.findByText('Showing 1 of 1 matching employees')).toBeInTheDocument();
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'MMeera ManagerMGR001',
    ]);
    expect(lastFilter()).toEqual({ search: '', role: 'manager', status: 'all' });
    await userEvent.selectOptions(role, 'all');

    const status = screen.getByLabelText('Status');
    await userEvent.selectOptions(status, 'blocked');
    expect(await screen.findByText('Bina Blocked')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    await userEvent.selectOptions(status, 'unblocked');
    expect(await screen.findByText('Showing 2 of 3 matching employees')).toBeInTheDocument();
    // Total Employees stays the whole directory's count.
    expect(screen.getByText(/Total Employees:/)).toHaveTextContent('Total Employees: 4');
  });

  it('shows one card per employee on phones', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render();
    const list = await screen.findByRole('list', { name: 'Employees' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const ravi = within(list).getByText('Ravi Kumar').closest('li') as HTMLElement;
    expect(within(ravi).getByText('0 pts')).toBeInTheDocument();
    expect(within(ravi).getByRole('link', { name: 'View Ravi Kumar' })).toHaveAttribute(
      'href',
      '/employee/EMP004',
    );
    matchMedia.mockRestore();
  });

  it('shows an error with a retry', async () => {
    listDirectoryPage.mockRejectedValueOnce(new Error('offline'));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load employees.');
  });

  it("says 'Loading productivity data...' while the graph's counts load", { timeout: 30_000 }, async () => {
    countReportsByDay.mockReturnValue(new Promise(() => {}));
    render();
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Show Productivity Graph' }));
    // The first lazy import of recharts takes a while in jsdom.
    expect(
      await screen.findByText('Loading productivity data...', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(countReportsByDay).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Total Reports')).not.toBeInTheDocument();
  });

  it(
    'loads the graph only when asked, with its summary cards and day lists',
    { timeout: 30_000 },
    async () => {
      countReportsByDay.mockImplementation(async (_db, days) => {
        expect(days).toHaveLength(30);
        expect(days.at(-1)).toBe('2025-09-30');
        return new Map([
          ['2025-09-29', 2],
          ['2025-09-30', 1],
          ['2025-09-10', 2],
        ]);
      });
      listSubmittedPage.mockResolvedValue({
        items: [
          makeReport({
            employeeId: 'EMP001',
            employeeName: 'Asha Verma',
            dayKey: '2025-09-29',
            date: 20250929,
            tasks: 'Stock count\nTraining',
          }),
          makeReport({ employeeId: 'EMP004', employeeName: 'Ravi Kumar', tasks: '' }),
        ],
        cursor: null,
      });
      render();
      await screen.findByText('Ravi Kumar');
      expect(screen.getByText('Daily Productivity Report Graph (Past 30 Days)')).toBeInTheDocument();
      expect(countReportsByDay).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Show Productivity Graph' }));
      // The first lazy import of recharts takes a while in jsdom.
      expect(await screen.findByText('Total Reports', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText('Total Reports').nextSibling).toHaveTextContent('5');
      expect(screen.getByText('Days with Reports').nextSibling).toHaveTextContent('3');
      expect(screen.getByText('Average Reports/Day').nextSibling).toHaveTextContent('1.7');
      const option = (day: string) =>
        within(screen.getByLabelText('Day')).getByRole('option', { name: new RegExp(`^${day}: `) });
      expect(option('Sep 30, 2025')).toHaveTextContent('Sep 30, 2025: 1 report');
      expect(option('Sep 30, 2025')).not.toHaveTextContent('1 reports');
      expect(option('Sep 29, 2025')).toHaveTextContent('Sep 29, 2025: 2 reports');
      expect(option('Sep 28, 2025')).toHaveTextContent('Sep 28, 2025: 0 reports');

      await userEvent.selectOptions(screen.getByLabelText('Day'), '2025-09-29');
      await userEvent.click(screen.getByRole('button', { name: 'View Reports' }));
      const dialog = await screen.findByRole('dialog', { name: 'Productivity Reports' });
      expect(listSubmittedPage).toHaveBeenCalledWith(expect.anything(), '2025-09-29', null, undefined, expect.anything());
      expect(await within(dialog).findByText('Submitted Reports (2)')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          '2 of 3 employees reported, 1 missing (blocked and deactivated accounts and Directors are not counted).',
        ),
      ).toBeInTheDocument();
      const submitted = within(dialog).getByRole('list', { name: 'Submitted Reports' });
      expect(
        within(submitted)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Asha VermaEMP001', 'Ravi KumarEMP004']);
      expect(within(dialog).getByText('Missing Reports (1)')).toBeInTheDocument();
      const missing = within(dialog).getByRole('list', { name: 'Missing Reports' });
      // Asha and Ravi reported that day; Bina is blocked and Dara is a director: neither is expected to.
      expect(
        within(missing)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Meera ManagerMGR001']);
      expect(within(missing).queryByText('Dara Director')).not.toBeInTheDocument();

      await userEvent.click(within(submitted).getByRole('button', { name: /Asha Verma/ }));
      const report = await screen.findByRole('dialog', { name: 'Daily Productivity Report' });
      expect(report).toHaveTextContent('Tasks:');
      expect(report).toHaveTextContent('Stock count');
      expect(report).toHaveTextContent('Sep 1, 2025, 6:00 PM');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(within(submitted).getByRole('button', { name: /Ravi Kumar/ }));
      expect(await screen.findByRole('dialog', { name: 'Daily Productivity Report' })).toHaveTextContent(
        'No tasks recorded',
      );

      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByRole('button', { name: 'Hide Productivity Graph' }));
      expect(screen.queryByText('Total Reports')).not.toBeInTheDocument();
    },
  );

  it('shows the graph empty state and the all-submitted text', async () => {
    countReportsByDay.mockResolvedValue(new Map());
    render();
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Show Productivity Graph' }));
    expect(await screen.findByText('No productivity data available')).toBeInTheDocument();
    expect(screen.getByText('No daily productivity reports found for the past 30 days.')).toBeInTheDocument();
  });

  it('lists no submitted reports for a day without any', async () => {
    countReportsByDay.mockResolvedValue(new Map([['2025-09-30', 1]]));
    listSubmittedPage.mockResolvedValue({ items: [], cursor: null });
    server.people = [dara];
    render();
    await screen.findByText('No employees found');
    await userEvent.click(screen.getByRole('button', { name: 'Show Productivity Graph' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Productivity Reports' });
    expect(await within(dialog).findByText('No reports submitted')).toBeInTheDocument();
    expect(within(dialog).getByText('All reports submitted!')).toBeInTheDocument();
  });

  it('shows the index message when the overview query lacks its index', async () => {
    countReportsByDay.mockRejectedValue(
      Object.assign(new Error('needs index'), { code: 'failed-precondition' }),
    );
    render();
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Show Productivity Graph' }));
    expect(await screen.findByText('Firebase Index Required!')).toBeInTheDocument();
  });
});
