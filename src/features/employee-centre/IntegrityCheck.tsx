import { useRef, useState } from 'react';
import { useLedgerIntegrityCheck } from '@/data/ledger/hooks';
import { INTEGRITY_CONCURRENCY, INTEGRITY_PAGE_SIZE, type IntegrityProgress } from '@/data/ledger/integrity';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

/**
 * Admins: proves every balance from the browser. It walks every profile itself, a page at a time (the
 * directory on screen is only a page), and compares each balance with `sum('points')` of its ledger:
 * about two reads per employee (docs/performance.md).
 */
export function IntegrityCheck() {
  const check = useLedgerIntegrityCheck();
  const [progress, setProgress] = useState<IntegrityProgress>({ checked: 0, total: 0 });
  const controller = useRef<AbortController | null>(null);
  const running = check.isPending;

  const run = () => {
    controller.current = new AbortController();
    setProgress({ checked: 0, total: 0 });
    check.mutate({ onProgress: setProgress, signal: controller.current.signal });
  };

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Ledger Integrity Check</h2>
          <p className="text-sm text-slate-600">
            Compares every balance with the sum of its ledger. Cost: about 2 reads per employee (profiles{' '}
            {INTEGRITY_PAGE_SIZE} at a time, one sum() each, {INTEGRITY_CONCURRENCY} at a time).
          </p>
        </div>
        {running ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        ) : (
          <Button onClick={run}>Run integrity check</Button>
        )}
      </div>
      {(running || check.isSuccess || check.isError) && (
        <div className="mt-4 flex flex-col gap-2">
          <progress
            className="w-full"
            max={Math.max(progress.total, 1)}
            value={progress.checked}
            aria-label="Integrity check progress"
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            Checked {progress.checked} of {progress.total} employees
          </p>
          {check.isError && (
            <p role="alert" className="text-sm text-red-700">
              {check.error instanceof DOMException && check.error.name === 'AbortError'
                ? 'Integrity check cancelled.'
                : 'The integrity check could not finish. Please try again.'}
            </p>
          )}
          {check.isSuccess && (
            <>
              {check.data.mismatches.length === 0 ? (
                <p role="status" className="font-medium text-emerald-800">
                  All {check.data.checked} balances match their ledgers.
                </p>
              ) : (
                <div role="alert">
                  <p className="font-medium text-red-800">
                    {check.data.mismatches.length} balance(s) do not match their ledger:
                  </p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                    {check.data.mismatches.map((m) => (
                      <li key={m.employeeId}>
                        {m.name} ({m.employeeId}): balance {m.balance}, ledger {m.ledgerSum}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <p className="text-sm text-slate-600">Reads: {check.data.reads}</p>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
