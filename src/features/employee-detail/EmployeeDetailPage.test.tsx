import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountChange } from '@/data/users/api';
import type { Claim, ProductivityReport, Redemption, UserProfile } from '@/domain/types';
import { listLedgerPage } from '@/data/ledger/api';
import { makeClaim, makeProfile, makeRedemption, makeReport } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { useReportCountOf } from '@/data/reports/hooks';
import { resetSecondaryReads, SECONDARY_READS, startSecondaryReadsWhenIdle } from '@/data/secondary';
import { listHolidays } from '@/data/holidays/api';
import { daysOffOfGap, listLeaveDays } from '@/data/leave/api';
import { EmployeeDetailPage } from './EmployeeDetailPage';

// Screens render through React Query and lazy chunks; give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });

const getUser = vi.fn<(db: unknown, id: string) => Promise<UserProfile | null>>();
const updateAccount = vi.fn<(db: unknown, by: unknown, id: string, change: AccountChange, reason?: string) => Promise<void>>();
vi.mock('@/data/users/api', () => ({
  getUser: (...a: [unknown, string]) => getUser(...a),
  getPersonal: (_db: unknown, p: { number: string; gender: string; dob: string }) =>
    Promise.resolve({ number: p.number, gender: p.gender, dob: p.dob }),
  updateAccount: (...a: [unknown, unknown, string, AccountChange, string?]) => updateAccount(...a),
}));
// The role is a roster field: changing it writes the roster entry and the profile together.
const changeRole = vi.fn<(db: unknown, by: unknown, id: string, role: string, reason?: string) => Promise<void>>();
vi.mock('@/data/roster/api', () => ({
  changeRole: (...a: [unknown, unknown, string, string, string?]) => changeRole(...a),
}));
const listReports = vi.fn<(db: unknown, id: string) => Promise<ProductivityReport[]>>();
// Bounded reads: the calendar's month of reports, their count, the latest claims and redemptions.
const listReportsInRange = vi.fn((db: unknown, id: string, from: string, to: string) =>
  listReports(db, id).then((rs) => rs.filter((r) => r.dayKey >= from && r.dayKey <= to)),
);
const countReportsOf = vi.fn((db: unknown, id: string) => listReports(db, id).then((rs) => rs.length));
vi.mock('@/data/reports/api', () => ({
  listReportsInRange: (...a: [unknown, string, string, string]) => listReportsInRange(...a),
  countReportsOf: (...a: [unknown, string]) => countReportsOf(...a),
}));
const listMyRedemptions = vi.fn<(db: unknown, id: string) => Promise<Redemption[]>>();
const listClaimsOf = vi.fn<(db: unknown, id: string) => Promise<Claim[]>>();
/** One page of `all()` after the cursor (here the index the next page starts at), as the data layer pages. */
function pager<T>(all: (id: string) => Promise<T[]>) {
  return (_db: unknown, id: string, cursor: unknown) =>
    all(id).then((items) => {
      const from = (cursor as { next: number } | null)?.next ?? 0;
      const next = from + 10;
      return { items: items.slice(from, next), cursor: next < items.length ? ({ next } as never) : null };
    });
}
const listRedemptionsOfPage = vi.fn(pager((id) => listMyRedemptions(null, id)));
vi.mock('@/data/redemptions/employeePages', () => ({
  listRedemptionsOfPage: (...a: [unknown, string, unknown]) => listRedemptionsOfPage(...a),
}));
const listClaimsOfPage = vi.fn(pager((id) => listClaimsOf(null, id)));
vi.mock('@/data/claims/employeePages', () => ({
  listClaimsOfPage: (...a: [unknown, string, unknown]) => listClaimsOfPage(...a),
}));
const countClaimsOf = vi.fn((db: unknown, id: string) => listClaimsOf(db, id).then((cs) => cs.length));
vi.mock('@/data/claims/api', () => ({
  countClaimsOf: (...a: [unknown, string]) => countClaimsOf(...a),
}));
vi.mock('@/data/ledger/api', () => ({
  listLedgerPage: vi.fn(() => Promise.resolve({ items: [], cursor: null })),
}));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify }));
vi.mock('@/data/holidays/api', () => ({ listHolidays: vi.fn() }));
vi.mock('@/data/leave/api', () => ({ daysOffOfGap: vi.fn(), listLeaveDays: vi.fn() }));

const manager = makeProfile({
  id: 'MGR001',
  employeeId: 'MGR001',
  name: 'Meera Manager',
  userRole: 'manager',
});
const admin = makeProfile({ id: 'ADM001', employeeId: 'ADM001', name: 'Arun Admin', userRole: 'admin' });
const asha = makeProfile({ dob: '1994-05-12', lastProductivityDate: '2025-09-29' });

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

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function render({ profile = manager, id = 'EMP001' } = {}) {
  return renderScreen(<EmployeeDetailPage />, {
    profile,
    route: `/employee/${id}`,
    path: '/employee/:employeeId',
    extraRoutes: [{ path: '/ics-employee-centre', element: <Where /> }],
  });
}

const cell = (day: string) => document.querySelector(`[data-day="${day}"]`);

describe('EmployeeDetailPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 30, 12, 0));
    getUser.mockResolvedValue(asha);
    vi.mocked(listHolidays).mockResolvedValue([]);
    vi.mocked(listLeaveDays).mockResolvedValue([]);
    listReports.mockResolvedValue([
      makeReport({
        id: '2025-09-29',
        dayKey: '2025-09-29',
        date: 20250929,
        dateTime: new Date(2025, 8, 29, 17, 45),
        tasks: 'Closed the month',
      }),
      makeReport(),
    ]);
    listMyRedemptions.mockResolvedValue([makeRedemption()]);
    listClaimsOf.mockResolvedValue([makeClaim({ status: 'paid' })]);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the employee's report streak from their profile: alive across a holiday and a leave day, then 0 after a missed day", async () => {
    // Tuesday 30 September: Friday 26 reported; Saturday 27 a holiday, Monday 29 on leave.
    vi.mocked(daysOffOfGap).mockResolvedValue({ holidays: new Set(['2025-09-27']), leave: new Set(['2025-09-29']) });
    getUser.mockResolvedValue({ ...asha, streak: { current: 7, best: 11, day: '2025-09-26' } });
    const first = render();
    const current = async () => (await screen.findByText('Current streak', {}, { timeout: 10_000 })).nextElementSibling;
    await vi.waitFor(async () => expect(await current()).toHaveTextContent('7 days'));
    expect(screen.getByText('Best streak').nextElementSibling).toHaveTextContent('11 days');
    expect(daysOffOfGap).toHaveBeenCalledWith(expect.anything(), 'EMP001', '2025-09-27', '2025-09-29');
    first.unmount();
    vi.mocked(daysOffOfGap).mockResolvedValue({ holidays: new Set(['2025-09-27']), leave: new Set() });
    render();
    await vi.waitFor(async () => expect(await current()).toHaveTextContent('0 days'));
    expect(screen.getByText('Best streak').nextElementSibling).toHaveTextContent('11 days');
  });

  it('shows the loading text, then the header and the three cards', async () => {
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading employee details...');
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('EMP001 · Cafe Supervisor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Employee Centre' })).toHaveAttribute(
      'href',
      '/ics-employee-centre',
    );
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('May 12, 1994')).toBeInTheDocument();
    expect(screen.getByText('Employee')).toBeInTheDocument();
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
    expect(screen.getByText('350 pts')).toBeInTheDocument();
    expect(await screen.findByText('29th September')).toBeInTheDocument();
    expect(screen.getByText('Total reports').nextSibling).toHaveTextContent('2');
  });

  it('reads bounded pages: the shown month of reports, the first 10 claims of many with their count', async () => {
    listClaimsOf.mockResolvedValue(
      Array.from({ length: 25 }, (_, i) => makeClaim({ id: `EMP001-${String(i + 1).padStart(3, '0')}` })),
    );
    render();
    expect(await screen.findByText('Showing 10 of 25')).toBeInTheDocument();
    const claims = screen.getByRole('region', { name: 'Requested Claims' });
    expect(within(claims).getAllByRole('row')).toHaveLength(11);
    expect(listClaimsOfPage).toHaveBeenCalledTimes(1);
    expect(listClaimsOfPage).toHaveBeenCalledWith(expect.anything(), 'EMP001', null);
    expect(listReportsInRange).toHaveBeenCalledWith(expect.anything(), 'EMP001', '2025-09-01', '2025-09-30');
    await userEvent.click(screen.getByRole('button', { name: /previous month/i }));
    await waitFor(() =>
      expect(listReportsInRange).toHaveBeenCalledWith(
        expect.anything(),
        'EMP001',
        '2025-08-01',
        '2025-08-31',
      ),
    );
  });

  it('reaches every claim and redemption with Load more, one bounded page at a time', async () => {
    const ref = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(3, '0')}`;
    listClaimsOf.mockResolvedValue(
      Array.from({ length: 25 }, (_, i) =>
        makeClaim({ id: ref('EMP001-', i), referenceId: ref('EMP001-', i) }),
      ),
    );
    listMyRedemptions.mockResolvedValue(
      Array.from({ length: 13 }, (_, i) =>
        makeRedemption({ id: ref('RD-EMP001-', i), referenceId: ref('RD-EMP001-', i) }),
      ),
    );
    render();
    const card = (name: string) => {
      const heading = screen.getByRole('heading', { name });
      return heading.parentElement as HTMLElement;
    };
    const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').length - 1;
    await screen.findByRole('table', { name: 'Requested Claims' });
    await waitFor(() => expect(rows('Requested Claims')).toBe(10));
    await screen.findByRole('table', { name: 'Redemption Requests' });
    await waitFor(() => expect(rows('Redemption Requests')).toBe(10));
    expect(screen.queryByText('EMP001-025')).not.toBeInTheDocument();

    await userEvent.click(within(card('Requested Claims')).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Requested Claims')).toBe(20));
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();
    await userEvent.click(within(card('Requested Claims')).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Requested Claims')).toBe(25));
    expect(screen.getByText('EMP001-025')).toBeInTheDocument();
    expect(within(card('Requested Claims')).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    // Each page is one read of at most 10, continued after the last one.
    expect(listClaimsOfPage).toHaveBeenCalledTimes(3);
    expect(listClaimsOfPage).toHaveBeenLastCalledWith(expect.anything(), 'EMP001', { next: 20 });

    await userEvent.click(within(card('Redemption Requests')).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Redemption Requests')).toBe(13));
    expect(screen.getByText('RD-EMP001-013')).toBeInTheDocument();
    expect(within(card('Redemption Requests')).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listRedemptionsOfPage).toHaveBeenCalledTimes(2);
  });

  it('pages on phones too', async () => {
    const media = asPhone();
    listClaimsOf.mockResolvedValue(
      Array.from({ length: 12 }, (_, i) => makeClaim({ id: `EMP001-${i}`, referenceId: `EMP001-${i}` })),
    );
    render();
    const list = await screen.findByRole('list', { name: 'Requested Claims' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const card = screen.getByRole('heading', { name: 'Requested Claims' }).parentElement as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    media.mockRestore();
  });

  it('reads the points statement only when asked (the first load stays within 60 reads)', async () => {
    vi.mocked(listLedgerPage).mockClear();
    render();
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    await screen.findByText('29th September');
    expect(screen.queryByRole('region', { name: 'Points Statement' })).not.toBeInTheDocument();
    expect(listLedgerPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show points statement' }));
    await waitFor(() => expect(listLedgerPage).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No entries in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show points statement' })).not.toBeInTheDocument();
  });

  it('falls back to N/A, shows the blocked badge and No reports', async () => {
    getUser.mockResolvedValue(
      makeProfile({
        number: '',
        gender: '',
        dob: '',
        userStatus: 'blocked',
        userRole: 'finance',
        lastProductivityDate: null,
      }),
    );
    listReports.mockResolvedValue([]);
    listMyRedemptions.mockResolvedValue([]);
    listClaimsOf.mockResolvedValue([]);
    render();
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(3);
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(await screen.findByText('No redemption requests found.')).toBeInTheDocument();
    expect(await screen.findByText('No requested claims found.')).toBeInTheDocument();
  });

  it('colours calendar days by state, with a fixed clock', async () => {
    render();
    await screen.findByRole('heading', { name: 'September 2025' });
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(0, 7)
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(cell('2025-09-01')).toHaveAttribute('data-state', 'submitted');
    expect(cell('2025-09-02')).toHaveAttribute('data-state', 'missed');
    expect(cell('2025-09-07')).toHaveAttribute('data-state', 'idle'); // Sunday
    expect(cell('2025-09-29')).toHaveAttribute('data-state', 'submitted');
    expect(cell('2025-09-30')).toHaveAttribute('data-state', 'today');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    for (const legend of ['Report Submitted', 'Today', 'Missed Report']) {
      expect(within(screen.getByRole('list', { name: 'Legend' })).getByText(legend)).toBeInTheDocument();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'July 2025' })).toBeInTheDocument();
    expect(cell('2025-07-27')).toHaveAttribute('data-state', 'disabled');
    // Reports are expected from 28 July 2025, but this account exists only from 1 August: nobody is
    // expected to report before their account existed.
    expect(cell('2025-07-28')).toHaveAttribute('data-state', 'disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('opens the report of a green day', async () => {
    render();
    await screen.findByRole('heading', { name: 'September 2025' });
    await userEvent.click(
      screen.getByRole('button', { name: /Monday, September 29, 2025: Report Submitted/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Daily Productivity Report' });
    expect(dialog).toHaveTextContent('Sep 29, 2025, 5:45 PM');
    expect(dialog).toHaveTextContent('Tasks:');
    expect(dialog).toHaveTextContent('Closed the month');
    // Missed days are not clickable.
    expect(within(cell('2025-09-02') as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists redemptions and claims', async () => {
    render();
    const redemptions = await screen.findByRole('table', { name: 'Redemption Requests' });
    expect(
      within(redemptions)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Reward', 'Status', 'Date']);
    expect(within(redemptions).getByText('RD-EMP001-001')).toBeInTheDocument();
    expect(within(redemptions).getByText('Cash payout ₹100')).toBeInTheDocument();
    expect(within(redemptions).getByText('Pending')).toBeInTheDocument();
    // Redemption dates are en-IN like every other redemption date; the instant with its seconds.
    const when = within(redemptions).getAllByRole('cell')[3]?.textContent;
    expect(when).toMatch(/^3 Sept? 2025, \d{1,2}:00:00\s[ap]m$/);
    const claims = await screen.findByRole('table', { name: 'Requested Claims' });
    expect(
      within(claims)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Type', 'Status', 'Date']);
    expect(within(claims).getByText('EMP001-001')).toBeInTheDocument();
    expect(within(claims).getByText('Client appreciation mail')).toBeInTheDocument();
    expect(within(claims).getByText('Paid')).toBeInTheDocument();
    expect(within(claims).getByText('Sep 2, 2025')).toBeInTheDocument();
  });

  it('says when the employee does not exist, with a way back', async () => {
    getUser.mockResolvedValue(null);
    render({ id: 'NOPE1' });
    expect(await screen.findByRole('heading', { name: 'Employee Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested employee could not be found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Employee Centre' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ics-employee-centre');
  });

  it('hides the account controls from managers', async () => {
    render();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    expect(screen.queryByRole('heading', { name: 'Account Controls' })).not.toBeInTheDocument();
  });

  it('lets an admin block another account after confirming, but not their own', async () => {
    updateAccount.mockResolvedValue();
    const { unmount } = render({ profile: admin });
    expect(await screen.findByRole('heading', { name: 'Account Controls' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Block Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Account' });
    expect(dialog).toHaveTextContent('Block Asha Verma?');
    // The optional reason goes into the audit entry; longer than 500 characters is refused in words.
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('500');
    expect(updateAccount).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, '  Shared their password  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(updateAccount).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ employeeId: 'ADM001' }),
        'EMP001',
        { userStatus: 'blocked' },
        'Shared their password',
      ),
    );
    expect(notify.success).toHaveBeenCalledWith('Asha Verma was blocked.');
    unmount();

    getUser.mockResolvedValue(admin);
    render({ profile: admin, id: 'ADM001' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You cannot change your own role or account status.',
    );
    expect(screen.queryByRole('button', { name: 'Block Account' })).not.toBeInTheDocument();
  });

  it('lets an admin change the role and deactivate, and reports failures', async () => {
    changeRole.mockResolvedValueOnce();
    updateAccount.mockRejectedValueOnce(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render({ profile: admin });
    await screen.findByRole('heading', { name: 'Account Controls' });
    const change = screen.getByRole('button', { name: 'Change Role' });
    expect(change).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'manager');
    await userEvent.click(change);
    expect(screen.getByRole('dialog', { name: 'Change Role' })).toHaveTextContent('from Employee to Manager');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change Role' }));
    await waitFor(() =>
      expect(changeRole).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ employeeId: 'ADM001' }),
        'EMP001',
        'manager',
        '',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Account' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Deactivate Account' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update the account. Please try again.'),
    );
    expect(updateAccount).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ employeeId: 'ADM001' }),
      'EMP001',
      { isActive: false },
      '',
    );
  });

  it('lists redemptions and claims as labelled blocks on phones', async () => {
    const media = asPhone();
    render();
    const redemptions = await screen.findByRole('list', { name: 'Redemption Requests' });
    expect(screen.queryByRole('table', { name: 'Redemption Requests' })).not.toBeInTheDocument();
    const item = within(redemptions).getByRole('listitem');
    expect(within(item).getByText('ID').nextSibling).toHaveTextContent('RD-EMP001-001');
    expect(within(item).getByText('Reward').nextSibling).toHaveTextContent('Cash payout ₹100');
    const claims = await screen.findByRole('list', { name: 'Requested Claims' });
    expect(within(claims).getByText('Type').nextSibling).toHaveTextContent('Client appreciation mail');
    media.mockRestore();
  });
});

/** A count of the frame (the bell's, the drawer's badge): a secondary read beside the page. */
function FrameCount() {
  const count = useReportCountOf('EMP999');
  return <p data-testid="frame-count">{count.data ?? 'waiting'}</p>;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("EmployeeDetailPage: the counts wait for the page's own reads (secondary.ts)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    // Idle moments come at once (a quiet machine): only the wait for the page's reads holds a count back.
    startSecondaryReadsWhenIdle((cb) => void setTimeout(cb, 0));
    getUser.mockResolvedValue(asha);
    listReports.mockResolvedValue([makeReport()]);
    listMyRedemptions.mockResolvedValue([makeRedemption()]);
    listClaimsOf.mockResolvedValue([makeClaim({ status: 'paid' })]);
  });
  afterEach(() => resetSecondaryReads());

  const renderWithFrame = () =>
    renderScreen(
      <>
        <EmployeeDetailPage />
        <FrameCount />
      </>,
      { profile: manager, route: '/employee/EMP001', path: '/employee/:employeeId' },
    );

  it("starts no count while the employee's profile is still being read", async () => {
    const user = deferred<UserProfile | null>();
    getUser.mockReturnValue(user.promise);
    renderWithFrame();
    expect(screen.getByRole('status')).toHaveTextContent('Loading employee details...');
    // Well past the idle moments: nothing but the profile has been asked for.
    await new Promise((r) => setTimeout(r, 200));
    expect(countReportsOf).not.toHaveBeenCalled();
    user.resolve(asha);
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('frame-count')).toHaveTextContent('1'));
    // The page's lists were asked for before any count.
    const firstCount = Math.min(...countReportsOf.mock.invocationCallOrder);
    expect(listClaimsOfPage.mock.invocationCallOrder[0]).toBeLessThan(firstCount);
    expect(listReportsInRange.mock.invocationCallOrder[0]).toBeLessThan(firstCount);
  });

  it("starts no count while the calendar's month of reports is still being read", async () => {
    const month = deferred<ProductivityReport[]>();
    listReportsInRange.mockReturnValueOnce(month.promise);
    renderWithFrame();
    // The tables answered; the calendar still waits.
    expect(await screen.findByRole('region', { name: 'Requested Claims' })).toBeInTheDocument();
    expect(screen.getByText('Loading reports...')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(countReportsOf).not.toHaveBeenCalled();
    expect(countClaimsOf).not.toHaveBeenCalled();
    month.resolve([makeReport()]);
    await waitFor(() => expect(screen.getByTestId('frame-count')).toHaveTextContent('1'));
    await waitFor(() => expect(countClaimsOf).toHaveBeenCalled());
    expect(SECONDARY_READS.primaryWaitMs).toBeGreaterThan(200);
  });
});
