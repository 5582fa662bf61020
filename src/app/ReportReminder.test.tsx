import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Holiday } from '@/domain/holidays';
import type { LeaveDay } from '@/domain/leave';
import { REMINDER_TEXTS } from '@/domain/reminder';
import type { UserProfile } from '@/domain/types';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { makeProfile } from '@/test/factories';
import { renderScreen } from '@/test/render';
import { ReportReminderBanner } from '@/features/productivity/ReportReminder';

configure({ asyncUtilTimeout: 5000 });

const getReminderHour = vi.fn<() => Promise<number>>();
vi.mock('@/data/reminder/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/reminder/api')>()),
  getReminderHour: () => getReminderHour(),
}));
const listHolidays = vi.fn<(db: unknown, from: string, to: string) => Promise<Holiday[]>>();
vi.mock('@/data/holidays/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/holidays/api')>()),
  listHolidays: (...a: [unknown, string, string]) => listHolidays(...a),
}));
const listLeaveDays = vi.fn<(db: unknown, e: string, from: string, to: string) => Promise<LeaveDay[]>>();
vi.mock('@/data/leave/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/leave/api')>()),
  listLeaveDays: (...a: [unknown, string, string, string]) => listLeaveDays(...a),
}));
vi.mock('@/data/notifications/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/notifications/api')>()),
  countNotificationsSince: () => Promise.resolve(0),
}));

// Tuesday 1 December 2026 in India.
const TODAY = '2026-12-01';
const employee = makeProfile({ lastProductivityDate: '2026-11-30' });

function show(profile: UserProfile = employee) {
  return renderScreen(
    <>
      <ReportReminderBanner />
      <NotificationsBell />
    </>,
    { profile },
  );
}

const banner = () => screen.queryByRole('region', { name: 'Report reminder' });

describe('the daily report reminder', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T18:05:00+05:30`));
    getReminderHour.mockResolvedValue(17);
    listHolidays.mockResolvedValue([]);
    listLeaveDays.mockResolvedValue([]);
  });
  afterEach(() => vi.useRealTimers());

  it("after the hour, shows the banner with 'File today's report' and the bell's item", async () => {
    show();
    const region = await screen.findByRole('region', { name: 'Report reminder' });
    expect(region).toHaveTextContent(REMINDER_TEXTS.banner);
    expect(screen.getByRole('link', { name: REMINDER_TEXTS.action })).toHaveAttribute('href', '/productivity?report=today');
    expect(getReminderHour).toHaveBeenCalledTimes(1);
    expect(listHolidays).toHaveBeenCalledWith(expect.anything(), '2026-12-01', '2026-12-31');
    expect(listLeaveDays).toHaveBeenCalledWith(expect.anything(), 'EMP001', '2026-12-01', '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByRole('link', { name: REMINDER_TEXTS.bell })).toHaveAttribute('href', '/productivity');
  });

  it('is dismissed for the day on this device; the bell keeps its item', async () => {
    const first = show();
    await userEvent.click(await screen.findByRole('button', { name: REMINDER_TEXTS.dismiss }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('ics-rewards.reminderDismissed.EMP001')).toBe(TODAY);
    first.unmount();
    show();
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByRole('link', { name: REMINDER_TEXTS.bell })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('comes back the next IST day after a dismissal the day before', async () => {
    window.localStorage.setItem('ics-rewards.reminderDismissed.EMP001', '2026-11-30');
    show();
    expect(await screen.findByRole('region', { name: 'Report reminder' })).toBeInTheDocument();
  });

  it('waits for the hour the admin set, reading no holidays or leave before it', async () => {
    getReminderHour.mockResolvedValue(19);
    show();
    await waitFor(() => expect(getReminderHour).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText('No new notifications.')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(listHolidays).not.toHaveBeenCalled();
    expect(listLeaveDays).not.toHaveBeenCalled();
  });

  it('nags nobody on a holiday or on approved leave', async () => {
    listHolidays.mockResolvedValue([{ day: TODAY, name: 'Company Foundation Day' }]);
    const first = show();
    await waitFor(() => expect(listLeaveDays).toHaveBeenCalled());
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    listHolidays.mockResolvedValue([]);
    listLeaveDays.mockResolvedValue([{ employeeId: 'EMP001', employeeName: 'Test', day: TODAY, requestId: 'L1' }]);
    show();
    await waitFor(() => expect(listLeaveDays).toHaveBeenCalledTimes(2));
    expect(banner()).not.toBeInTheDocument();
  });

  it('reads nothing for a Director, someone who filed today, or on a Sunday', async () => {
    const director = show(makeProfile({ designation: 'Director', lastProductivityDate: '2026-11-30' }));
    director.unmount();
    const filed = show(makeProfile({ lastProductivityDate: TODAY }));
    filed.unmount();
    vi.setSystemTime(new Date('2026-12-06T18:05:00+05:30'));
    show();
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText('No new notifications.')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(getReminderHour).not.toHaveBeenCalled();
  });
});
