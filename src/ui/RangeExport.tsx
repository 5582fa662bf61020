import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import { downloadCsv } from './download';
import { notify } from './notify';
import { countNoun, type Noun } from '@/domain/plural';

export interface RangeExportProps<T> {
  /** The button's text. */
  label: string;
  /** What the rows are (`noun('payout')`, `noun('entry', 'entries')`): 'Exported 1 payout.', 'Exported 45 payouts.' */
  noun: Noun;
  /** How many rows the range holds, when known (a count() aggregation): the progress bar's end. */
  expected?: number | null;
  disabled?: boolean;
  /** Fetches the whole range page by page, reporting how many rows are in; stops when aborted. */
  fetchAll: (onProgress: (fetched: number) => void, signal: AbortSignal) => Promise<T[]>;
  toCsv: (rows: T[]) => string;
  fileName: string;
  /** Said when the export fails (never a raw Firebase message). */
  failure: string;
}

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * A CSV of a whole range (never only the loaded pages): the button, then while it runs a progress bar
 * with the count fetched and a Cancel button. One component for every whole-range export.
 */
export function RangeExport<T>({
  label,
  noun,
  expected = null,
  disabled = false,
  fetchAll,
  toCsv,
  fileName,
  failure,
}: RangeExportProps<T>) {
  const [fetched, setFetched] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops a running export.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    const current = new AbortController();
    controller.current = current;
    setFetched(0);
    try {
      const rows = await fetchAll(setFetched, current.signal);
      if (current.signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      downloadCsv(toCsv(rows), fileName);
      notify.success(`Exported ${countNoun(rows.length, noun)}.`);
    } catch (e) {
      if (isAbort(e)) notify.info('Export cancelled.');
      else notify.error(failure);
    } finally {
      if (controller.current === current) controller.current = null;
      setFetched(null);
    }
  };

  if (fetched === null)
    return (
      <Button variant="secondary" size="sm" onClick={() => void run()} disabled={disabled}>
        <Download aria-hidden="true" className="size-4" /> {label}
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {expected === null ? (
        <progress aria-label="Export progress" className="w-48" />
      ) : (
        <progress max={Math.max(expected, 1)} value={fetched} aria-label="Export progress" className="w-48" />
      )}
      <span className="text-sm text-slate-700" aria-live="polite">
        {expected === null ? `${countNoun(fetched, noun)} fetched` : `${fetched} of ${expected}`}
      </span>
      <Button variant="secondary" size="sm" onClick={() => controller.current?.abort()}>
        Cancel
      </Button>
    </div>
  );
}
