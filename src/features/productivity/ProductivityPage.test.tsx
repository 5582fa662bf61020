import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_MAX } from '@/domain/constants';
import { editTodaysReport, fileTodaysReport, listReports } from '@/data/reports/api';
import { DataError } from '@/data/errors';
import { REPORT_EDIT_LIMIT } from '@/domain/constants';
import { REPORT_EDIT_TEXTS } from '@/domain/reportEdits';
import { tooLongMessage } from '@/domain/zodMessages';
import { makeReport } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { ProductivityPage } from './ProductivityPage';

vi.mock('@/data/reports/api', () => ({ listReports: vi.fn(), fileTodaysReport: vi.fn(), editTodaysReport: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const LONG = 'Audited the stock room, '.repeat(10).trim(); // 239 characters

function report(day: string, tasks = `Tasks of ${day}`) {
  return makeReport({
    id: day,
    dayKey: day,
    date: Number(day.replaceAll('-', '')),
    dateTime: new Date(`${day}T18:30:00`),
    tasks,
  });
}

/** Reports on nine working days of September 2025, newest first; none today (10 September). */
const NINE = [
  '2025-09-09',
  '2025-09-08',
  '2025-09-06',
  '2025-09-05',
  '2025-09-04',
  '2025-09-03',
  '2025-09-02',
  '2025-09-01',
  '2025-08-30',
].map((d) => report(d));

function renderPage() {
  return renderScreen(<ProductivityPage />, { route: '/productivity', path: '/productivity' });
}

function dayState(day: string) {
  return document.querySelector(`[data-day="${day}"]`)?.getAttribute('data-state');
}

describe('ProductivityPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setViewport('phone');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 10, 17, 0)); // Wednesday 10 September 2025
    vi.mocked(listReports).mockResolvedValue(NINE);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['18:29 UTC: still 9 September in India, the report of 9 September is today\'s', '2025-09-09T18:29:00Z', "Today's report has been submitted"],
    ['18:31 UTC: already 10 September in India, nothing filed for it yet', '2025-09-09T18:31:00Z', "You haven't submitted today's report yet"],
  ])("takes India's day as today, whatever the device's zone (%s)", async (_label, now, banner) => {
    vi.setSystemTime(new Date(now));
    renderPage();
    // The first render of the file loads its code: give it time on a busy machine.
    await screen.findByRole('heading', { name: 'Report Calendar' }, { timeout: 10_000 });
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    vi.mocked(listReports).mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getByText('Loading reports...')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listReports).mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your reports could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't submitted today's report yet")).toBeInTheDocument();
  });

  it('shows the empty state and the submit button when nothing was filed', async () => {
    vi.mocked(listReports).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(screen.getByText("You haven't submitted today's report yet")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Submit Today's Report" })).toBeInTheDocument();
    expect(dayState('2025-09-10')).toBe('today');
    expect(dayState('2025-09-09')).toBe('missed');
  });

  it('marks the calendar days of the current month by the fixed clock', async () => {
    renderPage();
    await screen.findByText('Recent Reports');
    expect(screen.getByRole('heading', { name: 'September 2025' })).toBeInTheDocument();
    expect(dayState('2025-09-01')).toBe('submitted');
    expect(dayState('2025-09-06')).toBe('submitted'); // Saturday with a report
    expect(dayState('2025-09-07')).toBe('idle'); // Sunday off
    expect(dayState('2025-09-10')).toBe('today');
    expect(dayState('2025-09-11')).toBe('disabled');
  });

  it('shows the first 7 reports, then View All Reports (n)', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'View All Reports (9)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Show Recent Reports' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  });

  it("files today's report; the submit button then disappears", async () => {
    const user = userEvent.setup();
    vi.mocked(fileTodaysReport).mockResolvedValue('2025-09-10');
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Submit Today's Report" }));
    const dialog = screen.getByRole('dialog', { name: 'Daily Productivity Report' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Report' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Tasks Done Today in Brief'), '   ');
    expect(submit).toBeDisabled();
    vi.mocked(listReports).mockResolvedValue([report('2025-09-10', 'Closed the month.'), ...NINE]);
    await user.type(within(dialog).getByLabelText('Tasks Done Today in Brief'), 'Closed the month.');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Report submitted successfully!'));
    expect(vi.mocked(fileTodaysReport).mock.calls[0]?.[2]).toBe('Closed the month.');
    expect(await screen.findByText("Today's report has been submitted")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Submit Today's Report" })).not.toBeInTheDocument();
    expect(dayState('2025-09-10')).toBe('submitted');
  });

  it("edits today's report: the dialog opens with its text, blank or over-long text is refused, the save says 'edited'", async () => {
    const user = userEvent.setup();
    const filed = report('2025-09-10', 'Closed the month.');
    vi.mocked(listReports).mockResolvedValue([filed, ...NINE]);
    vi.mocked(editTodaysReport).mockResolvedValue(undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Edit today's report" }));
    const dialog = screen.getByRole('dialog', { name: 'Daily Productivity Report' });
    const box = within(dialog).getByLabelText('Tasks Done Today in Brief');
    expect(box).toHaveValue('Closed the month.');
    const save = within(dialog).getByRole('button', { name: REPORT_EDIT_TEXTS.save });
    await user.clear(box);
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.clear(box);
    box.focus();
    await user.paste('x'.repeat(TEXT_MAX + 1));
    await user.click(save);
    expect(await within(dialog).findByText(tooLongMessage(TEXT_MAX))).toBeInTheDocument();
    expect(editTodaysReport).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'Closed the month and the audit.');
    vi.mocked(listReports).mockResolvedValue([
      { ...filed, tasks: 'Closed the month and the audit.', edits: 1, editedAt: new Date('2025-09-10T09:02:00Z') },
      ...NINE,
    ]);
    await user.click(save);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(REPORT_EDIT_TEXTS.saved));
    expect(vi.mocked(editTodaysReport).mock.calls[0]?.slice(2, 4)).toEqual([filed, 'Closed the month and the audit.']);
    expect(await screen.findByText(/\(edited 14:32\)/)).toBeInTheDocument();
  });

  it('offers no Edit after the last allowed edit, and says why a refused edit failed', async () => {
    const user = userEvent.setup();
    const filed = report('2025-09-10', 'Closed the month.');
    vi.mocked(listReports).mockResolvedValue([{ ...filed, edits: REPORT_EDIT_LIMIT }, ...NINE]);
    const { unmount } = renderPage();
    expect(await screen.findByText("Today's report has been submitted")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Edit today's report" })).not.toBeInTheDocument();
    unmount();

    vi.mocked(listReports).mockResolvedValue([filed, ...NINE]);
    vi.mocked(editTodaysReport).mockRejectedValue(new DataError(REPORT_EDIT_TEXTS.refused, 'invalid'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Edit today's report" }));
    await user.type(screen.getByLabelText('Tasks Done Today in Brief'), ' More.');
    await user.click(screen.getByRole('button', { name: REPORT_EDIT_TEXTS.save }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(REPORT_EDIT_TEXTS.refused));
  });

  it('states the length limit of the tasks', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Submit Today's Report" }));
    const dialog = screen.getByRole('dialog', { name: 'Daily Productivity Report' });
    await user.type(within(dialog).getByLabelText('Tasks Done Today in Brief'), 'Closed');
    expect(within(dialog).getByText(`6 of ${TEXT_MAX} characters`)).toBeInTheDocument();
  });

  it('reports a failed submission', async () => {
    const user = userEvent.setup();
    vi.mocked(fileTodaysReport).mockRejectedValue(new Error('denied'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Submit Today's Report" }));
    await user.type(screen.getByLabelText('Tasks Done Today in Brief'), 'Work');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to submit report. Please try again.'),
    );
    expect(screen.getByRole('dialog', { name: 'Daily Productivity Report' })).toBeInTheDocument();
  });

  it('truncates report cards at 80 characters on phones and 70 on desktop', async () => {
    vi.mocked(listReports).mockResolvedValue([report('2025-09-09', LONG)]);
    const phone = renderPage();
    const cardText = (await screen.findByRole('list', { name: 'Reports' })).querySelector(
      'button span.block',
    )?.textContent;
    expect(cardText).toBe(`${LONG.slice(0, 80).trimEnd()}…`);
    phone.unmount();

    setViewport('desktop');
    renderPage();
    const desktopText = (await screen.findByRole('list', { name: 'Reports' })).querySelector(
      'button span.block',
    )?.textContent;
    expect(desktopText).toBe(`${LONG.slice(0, 70).trimEnd()}…`);
  });

  it("opens 'Daily Tasks' from a card or a calendar day with Read more / Show less over 150 characters", async () => {
    const user = userEvent.setup();
    vi.mocked(listReports).mockResolvedValue([
      report('2025-09-09', LONG),
      report('2025-09-08', 'Short day.'),
    ]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Audited the stock room/ }));
    const dialog = screen.getByRole('dialog', { name: 'Daily Tasks' });
    expect(within(dialog).getByText('Tasks:')).toBeInTheDocument();
    expect(within(dialog).getByTestId('daily-tasks-text')).toHaveTextContent(
      `${LONG.slice(0, 150).trimEnd()}…`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read more' }));
    expect(within(dialog).getByTestId('daily-tasks-text')).toHaveTextContent(LONG);
    await user.click(within(dialog).getByRole('button', { name: 'Show less' }));
    expect(within(dialog).getByTestId('daily-tasks-text')).toHaveTextContent(
      `${LONG.slice(0, 150).trimEnd()}…`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Monday, September 8, 2025: Report Submitted' }));
    const short = screen.getByRole('dialog', { name: 'Daily Tasks' });
    expect(within(short).getByText('Short day.')).toBeInTheDocument();
    expect(within(short).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});
