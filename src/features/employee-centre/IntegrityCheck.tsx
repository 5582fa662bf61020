import { useRef, useState } from 'react';
import { INTEGRITY_CONCURRENCY, useLedgerIntegrityCheck } from '@/data/ledger/integrity';
import type { UserProfile } from '@/domain/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

/**
 * Admins: proves every balance from the browser. For each employee the profile balance is compared with
 * `sum('points')` of their ledger; the cost is one read per employee (docs/performance.md).
 */
export function IntegrityCheck({ users }: { users: readonly UserProfile[] }) {
  const check = useLedgerIntegrityCheck();
  const [checked, setChecked] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const total = users.length;
  const running = check.isPending;

  const run = () => {
    controller.current = new AbortController();
    setChecked(0);
    check.mutate({ users, onProgress: setChecked, signal: controller.current.signal });
  };

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Ledger Integrity Check</h2>
          <p className="text-sm text-slate-600">
            Compares every balance with the sum of its ledger. Cost: {total} reads (one sum() per employee,{' '}
            {INTEGRITY_CONCURRENCY} at a time).
          </p>
        </div>
        {running ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        ) : (
          <Button onClick={run} disabled={total === 0}>
            Run integrity check
          </Button>
        )}
      </div>
      {(running || check.isSuccess || check.isError) && (
        <div className="mt-4 flex flex-col gap-2">
          <progress className="w-full" max={total} value={checked} aria-label="Integrity check progress" />
          <p className="text-sm text-slate-700" aria-live="polite">
            Checked {checked} of {total} employees
          </p>
          {check.isError && (
            <p role="alert" className="text-sm text-red-700">
              {check.error instanceof DOMException && check.error.name === 'AbortError'
                ? 'Integrity check cancelled.'
                : 'The integrity check could not finish. Please try again.'}
            </p>
          )}
          {check.isSuccess &&
            (check.data.length === 0 ? (
              <p role="status" className="font-medium text-emerald-800">
                All {total} balances match their ledgers.
              </p>
            ) : (
              <div role="alert">
                <p className="font-medium text-red-800">
                  {check.data.length} balance(s) do not match their ledger:
                </p>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                  {check.data.map((m) => (
                    <li key={m.employeeId}>
                      {m.name} ({m.employeeId}): balance {m.balance}, ledger {m.ledgerSum}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
    </Card>
  );
}
