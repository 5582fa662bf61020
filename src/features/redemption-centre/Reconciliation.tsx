import { useState } from 'react';
import type { ReconciliationBasis, ReconciliationRange } from '@/data/redemptions/reconciliation';
import {
  fetchPayouts,
  useReconciliationTotals,
  useRedemptionFind,
} from '@/data/redemptions/reconciliationQueries';
import { formatRedemptionDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import { Button } from '@/ui/Button';
import { inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { Spinner } from '@/ui/Spinner';
import { RedemptionStatusBadge } from '@/ui/StatusBadge';
import { redemptionsToCsv } from './csv';
import { RangeExport } from '@/ui/RangeExport';
import { countOf, noun } from '@/domain/plural';
import { dayRangeError } from '@/domain/dateFilters';

const PAYOUT = noun('payout');

const BASIS_LABELS: Record<ReconciliationBasis, string> = {
  requested: 'Requested date',
  settled: 'Paid / declined date',
};

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function Totals({ range }: { range: ReconciliationRange }) {
  const totals = useReconciliationTotals(range);
  if (totals.isPending) return <Spinner label="Loading totals..." />;
  if (totals.isError)
    return <LoadError message="The totals could not be loaded." onRetry={() => void totals.refetch()} />;
  const t = totals.data;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Total label="Paid out" value={formatRupees(t.paid.points)} hint={countOf(t.paid.count, 'payout')} />
      <Total label="Declined" value={formatRupees(t.declined.points)} hint={countOf(t.declined.count, 'request')} />
      <Total
        label="Pending now (outstanding)"
        value={formatRupees(t.pendingNow.points)}
        hint={`${countOf(t.pendingNow.count, 'request')}, any date`}
      />
      <Total label="Points liability (all balances)" value={formatRupees(t.organisationLiability)} />
    </dl>
  );
}

function PayoutsExport({ range }: { range: ReconciliationRange }) {
  const totals = useReconciliationTotals(range);
  return (
    <RangeExport
      label="Export payouts CSV"
      noun={PAYOUT}
      expected={totals.data?.paid.count ?? null}
      disabled={!totals.isSuccess}
      fetchAll={(onProgress, signal) => fetchPayouts(range, onProgress, signal)}
      toCsv={redemptionsToCsv}
      fileName={`payouts-${range.basis}-${range.from || 'start'}-to-${range.to || 'today'}.csv`}
      failure="Failed to export the payouts. Please try again."
    />
  );
}

function ExactSearch({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [term, setTerm] = useState(initial);
  const found = useRedemptionFind(term);
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setTerm(text.trim());
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Reference or employee ID (exact)
          <input value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
        </label>
        <Button type="submit" variant="secondary" disabled={text.trim() === ''}>
          Find
        </Button>
      </form>
      {term &&
        (found.isPending ? (
          <Spinner label="Searching..." />
        ) : found.isError ? (
          <LoadError message="The search failed." onRetry={() => void found.refetch()} />
        ) : found.data.length === 0 ? (
          <p className="text-sm text-slate-600">No redemption has this reference or employee ID.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm" aria-label="Search results">
            {found.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-mono">{r.referenceId}</span>
                <span>
                  {r.employeeName} ({r.employeeId})
                </span>
                <span>{formatRupees(r.amount)}</span>
                <RedemptionStatusBadge status={r.status} />
                <span className="text-slate-600">Requested {formatRedemptionDate(r.requestedDate)}</span>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/**
 * Finance reconciliation: what was paid out, declined and is still owed, for a range of days. `find`
 * starts the exact search on a reference (a link from a Points Statement).
 */
export function Reconciliation({ find = '' }: { find?: string }) {
  const [range, setRange] = useState<ReconciliationRange>({ basis: 'settled', from: '', to: '' });
  // A range that ends before it starts holds nothing: say so rather than show zeros.
  const rangeError = dayRangeError(range);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Range applies to
          <select
            value={range.basis}
            onChange={(e) => setRange((r) => ({ ...r, basis: e.target.value as ReconciliationBasis }))}
            className={inputClass}
          >
            {(Object.keys(BASIS_LABELS) as ReconciliationBasis[]).map((b) => (
              <option key={b} value={b}>
                {BASIS_LABELS[b]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          From
          <input
            type="date"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          To
          <input
            type="date"
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            className={inputClass}
          />
        </label>
        {!rangeError && <PayoutsExport range={range} />}
      </div>
      {rangeError ? (
        <p role="alert" className="text-sm text-red-700">
          {rangeError}
        </p>
      ) : (
        <Totals range={range} />
      )}
      <ExactSearch key={find} initial={find} />
    </div>
  );
}
