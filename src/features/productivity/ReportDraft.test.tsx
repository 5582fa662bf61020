import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileTodaysReport, listReports } from '@/data/reports/api';
import { readReportDraft, reportDraftKey, writeReportDraft } from '@/data/reports/draft';
import { signOutUser } from '@/data/session/auth';
import { makeProfile } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { notify } from '@/ui/notify';
import { ProductivityPage } from './ProductivityPage';
import { DRAFT_TEXTS } from './draftTexts';

vi.mock('@/data/reports/api', () => ({ listReports: vi.fn(), fileTodaysReport: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('firebase/auth', async (original) => ({ ...(await original()), signOut: vi.fn(async () => {}) }));

const EMP = makeProfile({ employeeId: 'EMP001', uid: 'uid-emp001' });
const OTHER = makeProfile({ employeeId: 'EMP002', uid: 'uid-emp002' });
// 10 September 2025, 17:00 IST (11:30 UTC): the IST day is 2025-09-10.
const NOW = new Date('2025-09-10T11:30:00Z');

function renderPage(profile = EMP) {
  return renderScreen(<ProductivityPage />, { profile, route: '/productivity', path: '/productivity' });
}

// A busy machine takes more than findBy's default second to render the page.
const SLOW = { timeout: 10_000 };

async function openDialog(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }, SLOW));
  return screen.getByRole('dialog', { name: 'Daily Productivity Report' });
}

describe('the report draft kept on this device', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setViewport('phone');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.mocked(listReports).mockResolvedValue([]);
    act(() => onlineManager.setOnline(true));
  });
  afterEach(() => {
    act(() => onlineManager.setOnline(true));
    vi.useRealTimers();
  });

  it('keeps what is typed per employee and IST day, and the dialog opens with it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    const dialog = await openDialog(user, "Submit Today's Report");
    await user.type(within(dialog).getByLabelText('Tasks Done Today in Brief'), 'Stock count');
    expect(localStorage.getItem(reportDraftKey('EMP001', NOW))).toBe('Stock count');
    expect(reportDraftKey('EMP001', NOW)).toBe('ics-rewards:report-draft:EMP001:2025-09-10');
    first.unmount(); // a reload

    renderPage();
    expect(await screen.findByText(DRAFT_TEXTS.unsent, {}, SLOW)).toBeInTheDocument();
    const again = await openDialog(user, DRAFT_TEXTS.fileIt);
    expect(within(again).getByLabelText('Tasks Done Today in Brief')).toHaveValue('Stock count');
    expect(fileTodaysReport).not.toHaveBeenCalled();
  });

  it("never shows another employee's draft, nor a draft of another IST day", async () => {
    writeReportDraft('EMP001', 'Mine', NOW);
    writeReportDraft('EMP002', 'Yesterday', new Date('2025-09-09T11:30:00Z'));
    const user = userEvent.setup();
    renderPage(OTHER);
    const dialog = await openDialog(user, "Submit Today's Report");
    expect(within(dialog).getByLabelText('Tasks Done Today in Brief')).toHaveValue('');
    expect(screen.queryByText(DRAFT_TEXTS.unsent)).not.toBeInTheDocument();
  });

  it('offline it says the text is kept; back online it offers to file it, and files only on the click', async () => {
    const user = userEvent.setup();
    vi.mocked(fileTodaysReport).mockResolvedValue('2025-09-10');
    renderPage();
    const dialog = await openDialog(user, "Submit Today's Report");
    act(() => onlineManager.setOnline(false));
    expect(within(dialog).getByText(DRAFT_TEXTS.offline)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tasks Done Today in Brief'), 'Typed in the tunnel');

    act(() => onlineManager.setOnline(true));
    expect(within(dialog).queryByText(DRAFT_TEXTS.offline)).not.toBeInTheDocument();
    expect(within(dialog).getByText(`${DRAFT_TEXTS.unsent}.`)).toBeInTheDocument();
    expect(fileTodaysReport).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: DRAFT_TEXTS.fileIt }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Report submitted successfully!'), SLOW);
    expect(vi.mocked(fileTodaysReport).mock.calls[0]?.[2]).toBe('Typed in the tunnel');
    expect(readReportDraft('EMP001', NOW)).toBe('');
  });

  it('keeps the draft when filing fails', async () => {
    const user = userEvent.setup();
    vi.mocked(fileTodaysReport).mockRejectedValue(new Error('denied'));
    renderPage();
    const dialog = await openDialog(user, "Submit Today's Report");
    await user.type(within(dialog).getByLabelText('Tasks Done Today in Brief'), 'Work');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled(), SLOW);
    expect(readReportDraft('EMP001', NOW)).toBe('Work');
  });

  it('a blank text leaves no draft, and signing out removes every draft on the device', async () => {
    writeReportDraft('EMP001', '   ', NOW);
    expect(localStorage.getItem(reportDraftKey('EMP001', NOW))).toBeNull();
    writeReportDraft('EMP001', 'Mine', NOW);
    writeReportDraft('EMP002', 'Theirs', NOW);
    localStorage.setItem('unrelated', 'kept');
    await signOutUser();
    expect(readReportDraft('EMP001', NOW)).toBe('');
    expect(readReportDraft('EMP002', NOW)).toBe('');
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
