import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listLedgerPage, listLedgerRange } from '@/data/ledger/api';
import { makeLedgerEntry } from '@/test/factories';
import { setViewport } from '@/test/media';
import { renderScreen } from '@/test/render';
import { downloadCsv } from '@/ui/download';
import { PointsStatement } from './PointsStatement';
import { statementToCsv } from './statementCsv';

vi.mock('@/data/ledger/api', () => ({ listLedgerPage: vi.fn(), listLedgerRange: vi.fn() }));
vi.mock('@/ui/download', () => ({ downloadCsv: vi.fn() }));

const refund = makeLedgerEntry({
  id: 'refund-RD-EMP002-001',
  type: 'refund',
  points: 100,
  balanceAfter: 300,
  sourceRef: 'RD-EMP002-001',
  createdBy: 'FIN001',
  // Stored with the entry: the owner cannot read FIN001's profile.
  createdByName: 'Farah Finance',
  createdAt: new Date('2025-10-12T10:00:00'),
});
const redeemed = makeLedgerEntry({
  id: 'redemption-RD-EMP002-001',
  type: 'redeemed',
  points: -100,
  balanceAfter: 200,
  sourceRef: 'RD-EMP002-001',
  createdBy: 'EMP002',
  createdAt: new Date('2025-10-10T10:00:00'),
});
const reversal = makeLedgerEntry({
  id: 'adjustment-1',
  type: 'adjustment',
  points: -50,
  balanceAfter: 300,
  sourceRef: 'EMP002-003',
  reason: '=HYPERLINK("x")',
  createdBy: 'ADM001',
  createdAt: new Date('2025-10-01T10:00:00'),
});

function render(audience: 'owner' | 'staff' = 'owner') {
  const user = userEvent.setup();
  renderScreen(
    <PointsStatement
      employeeId="EMP002"
      audience={audience}
      nameOf={(id) => (id === 'EMP002' ? 'Irfan Shaikh' : undefined)}
    />,
  );
  return user;
}

describe('PointsStatement', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listLedgerPage).mockImplementation((_db, _e, _range, cursor) =>
      Promise.resolve(
        cursor
          ? { items: [reversal], cursor: null }
          : { items: [refund, redeemed], cursor: {} as NonNullable<Parameters<typeof listLedgerPage>[3]> },
      ),
    );
  });

  it('on a phone lists each entry as a card (type, amount, date, balance, reference, who), no table', async () => {
    setViewport('phone');
    render();
    const list = await screen.findByRole('list', { name: 'Points Statement, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Refund');
    expect(items[0]).toHaveTextContent('+100');
    expect(items[0]).toHaveTextContent('Balance 300');
    expect(items[0]).toHaveTextContent('By Farah Finance (FIN001)');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent('RD-EMP002-001');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('lists entries newest first with type, signed amount, running balance, reference and who', async () => {
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        expect.stringContaining('Oct 12, 2025'),
        'Refund',
        '+100',
        '300',
        'Redemption RD-EMP002-001 declined',
        'Farah Finance (FIN001)',
      ],
      [
        expect.stringContaining('Oct 10, 2025'),
        'Redeemed',
        '-100',
        '200',
        'Redemption RD-EMP002-001',
        'Irfan Shaikh (EMP002)',
      ],
    ]);
  });

  it("links what each entry refers to: the owner's History and Redeem pages", async () => {
    const user = render('owner');
    expect(await screen.findByRole('link', { name: 'Redemption RD-EMP002-001 declined' })).toHaveAttribute(
      'href',
      '/redeem?redemption=RD-EMP002-001',
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Reversal of claim EMP002-003/ })).toHaveAttribute(
      'href',
      '/history?claim=EMP002-003',
    );
  });

  it('links what each entry refers to for staff: the request detail page and the Redemption Centre', async () => {
    const user = render('staff');
    expect(await screen.findByRole('link', { name: 'Redemption RD-EMP002-001' })).toHaveAttribute(
      'href',
      '/redemption-centre?find=RD-EMP002-001',
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Reversal of claim EMP002-003/ })).toHaveAttribute(
      'href',
      '/manage-requests/detail/EMP002-EMP002-003',
    );
  });

  it('loads the next page with the cursor', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /Reversal of claim EMP002-003/ });
    expect(listLedgerPage).toHaveBeenLastCalledWith(
      expect.anything(),
      'EMP002',
      { from: '', to: '' },
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by a day range and refuses a range that ends before it starts', async () => {
    const user = render();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2025-10-01');
    await user.type(screen.getByLabelText('To'), '2025-10-31');
    await waitFor(() =>
      expect(listLedgerPage).toHaveBeenCalledWith(
        expect.anything(),
        'EMP002',
        { from: '2025-10-01', to: '2025-10-31' },
        null,
      ),
    );
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-09-01');
    expect(await screen.findByText("'From' must be on or before 'To'.")).toBeInTheDocument();
  });

  it('downloads the whole range, fetched page by page, as escaped CSV', async () => {
    vi.mocked(listLedgerRange).mockResolvedValue([refund, redeemed, reversal]);
    const user = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    expect(listLedgerRange).toHaveBeenCalledWith(
      expect.anything(),
      'EMP002',
      { from: '', to: '' },
      expect.any(Function),
      expect.any(AbortSignal),
    );
    const [csv, fileName] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toBe('points-statement-EMP002-start-to-today.csv');
    const parsed = Papa.parse<string[]>(String(csv)).data;
    expect(parsed).toHaveLength(4);
    expect(parsed[0]).toEqual(['Date', 'Type', 'Points', 'Balance', 'Refers to', 'By']);
    expect(parsed[3]?.[4]).toBe('Reversal of claim EMP002-003: =HYPERLINK("x")');
  });

  it('escapes cells a spreadsheet would run', () => {
    const csv = statementToCsv([
      {
        id: 'x',
        date: 'd',
        type: 'Adjustment',
        amount: '-5',
        points: -5,
        balance: 1,
        refersTo: '=CMD()',
        by: '@me',
        ref: null,
      },
    ]);
    expect(csv).toContain(`"'=CMD()"`);
    expect(csv).toContain(`"'@me"`);
    // Amounts stay numbers (a spreadsheet sums them); only text is escaped.
    expect(Papa.parse<string[]>(csv).data[1]?.[2]).toBe('-5');
  });

  it('prints only the statement', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(document.body).toHaveClass('printing-statement');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('printing-statement');
  });
});
