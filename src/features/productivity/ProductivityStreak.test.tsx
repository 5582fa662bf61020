/**
 * Daily Productivity's report streak: the profile's kept streak, alive across a holiday and a leave day,
 * 0 once a working day passed without a report; read from the profile and, only when weekdays lie
 * between its last day and today, the gap's holidays and counted leave days (daysOffOfGap; no report is scanned).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listHolidays } from '@/data/holidays/api';
import { daysOffOfGap, listLeaveDays } from '@/data/leave/api';
import { listReports } from '@/data/reports/api';
import { makeProfile } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { ProductivityPage } from './ProductivityPage';

vi.mock('@/data/reports/api', () => ({ listReports: vi.fn(), fileTodaysReport: vi.fn(), editTodaysReport: vi.fn() }));
vi.mock('@/data/holidays/api', () => ({ listHolidays: vi.fn() }));
vi.mock('@/data/leave/api', () => ({ daysOffOfGap: vi.fn(), listLeaveDays: vi.fn(), listMyLeavePage: vi.fn() }));

const off = (holidays: string[], leave: string[]) => ({ holidays: new Set(holidays), leave: new Set(leave) });

function renderWith(streak: { current: number; best: number; day: string }) {
  return renderScreen(<ProductivityPage />, { route: '/productivity', path: '/productivity', profile: makeProfile({ streak }) });
}

async function streakCard() {
  return screen.findByRole('region', { name: 'Report streak' }, { timeout: 10_000 });
}

describe('the report streak on Daily Productivity', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setViewport('phone');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-10T06:00:00Z')); // Wednesday 10 September 2025 in India
    vi.mocked(listReports).mockResolvedValue([]);
    vi.mocked(listHolidays).mockResolvedValue([]);
    vi.mocked(listLeaveDays).mockResolvedValue([]);
    vi.mocked(daysOffOfGap).mockResolvedValue(off([], []));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the kept streak after yesterday's report, reading no days off for it", async () => {
    renderWith({ current: 5, best: 8, day: '2025-09-09' });
    const card = await streakCard();
    expect(within(card).getByText('Current streak').nextElementSibling).toHaveTextContent('5 days');
    expect(within(card).getByText('Best streak').nextElementSibling).toHaveTextContent('8 days');
    expect(screen.getByText('Working days in a row with a report. Sundays, holidays and approved leave never break it.')).toBeInTheDocument();
    // The calendar reads this month's days off; the streak asks for no other range.
    for (const [, from] of vi.mocked(listHolidays).mock.calls) expect(from).toBe('2025-09-01');
    expect(daysOffOfGap).not.toHaveBeenCalled();
  });

  it('keeps the streak across a holiday (Monday 8) and a leave day (Tuesday 9) since Saturday 6', async () => {
    vi.mocked(daysOffOfGap).mockResolvedValue(off(['2025-09-08'], ['2025-09-09']));
    renderWith({ current: 12, best: 12, day: '2025-09-06' });
    const card = await streakCard();
    await vi.waitFor(() => expect(within(card).getByTestId('streak-current')).toHaveTextContent('12 days'), { timeout: 5_000 });
    expect(within(card).getByTestId('streak-best')).toHaveTextContent('12 days');
    expect(daysOffOfGap).toHaveBeenCalledWith(expect.anything(), 'EMP001', '2025-09-07', '2025-09-09');
  });

  it('shows 0 once a working day passed without a report, keeping the best', async () => {
    vi.mocked(daysOffOfGap).mockResolvedValue(off(['2025-09-08'], []));
    renderWith({ current: 12, best: 15, day: '2025-09-06' });
    const card = await streakCard();
    expect(await within(card).findByText('0 days', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card).getByTestId('streak-best')).toHaveTextContent('15 days');
  });

  it('says N/A for the current streak when the days off cannot be read', async () => {
    vi.mocked(daysOffOfGap).mockRejectedValue(new Error('offline'));
    renderWith({ current: 3, best: 4, day: '2025-09-05' });
    const card = await streakCard();
    expect(await within(card).findByText('N/A', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card).getByText('4 days')).toBeInTheDocument();
  });

  it('a legacy profile without a streak shows 0 and 0', async () => {
    renderWith({ current: 0, best: 0, day: '' });
    const card = await streakCard();
    expect(within(card).getAllByText('0 days')).toHaveLength(2);
  });
});
