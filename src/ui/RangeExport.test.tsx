import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './download';
import { notify } from './notify';
import { RangeExport, type RangeExportProps } from './RangeExport';
import { noun } from '@/domain/plural';

vi.mock('./download', () => ({ downloadCsv: vi.fn() }));
vi.mock('./notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** A fetch that reports 200 rows, then waits until released or aborted. */
function pausedFetch() {
  let release: () => void = () => {};
  const fetchAll: RangeExportProps<number>['fetchAll'] = (onProgress, signal) =>
    new Promise<number[]>((resolve, reject) => {
      onProgress(200);
      release = () => resolve(Array.from({ length: 250 }, (_, i) => i));
      signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
    });
  return { fetchAll, release: () => release() };
}

function renderExport(props: Partial<RangeExportProps<number>> & Pick<RangeExportProps<number>, 'fetchAll'>) {
  const user = userEvent.setup();
  render(
    <RangeExport<number>
      label="Export CSV"
      noun={noun('row')}
      toCsv={(rows) => rows.join('\n')}
      fileName="rows.csv"
      failure="Failed to export. Please try again."
      {...props}
    />,
  );
  return user;
}

describe('RangeExport', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows progress against the expected count, then downloads every row', async () => {
    const paused = pausedFetch();
    const user = renderExport({ fetchAll: paused.fetchAll, expected: 250 });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('200 of 250')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '200');
    paused.release();
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [csv, name] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(String(csv).split('\n')).toHaveLength(250);
    expect(name).toBe('rows.csv');
    expect(notify.success).toHaveBeenCalledWith('Exported 250 rows.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('counts what is in when the total is unknown, and Cancel stops without a file', async () => {
    const paused = pausedFetch();
    const user = renderExport({ fetchAll: paused.fetchAll });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('200 rows fetched')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Export cancelled.'));
    expect(downloadCsv).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says the given message when the fetch fails', async () => {
    const user = renderExport({ fetchAll: () => Promise.reject(new Error('permission-denied')) });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to export. Please try again.'));
    expect(downloadCsv).not.toHaveBeenCalled();
  });
});
