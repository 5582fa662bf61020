import { Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMemo, useState } from 'react';
import { fetchStatementRange, useStatement } from '@/data/ledger/hooks';
import type { DayRange } from '@/domain/ledger';
import { itemLinks } from '@/domain/routes';
import { statementLines, STATEMENT_COLUMNS, type StatementLine } from '@/domain/statement';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { RangeExport } from '@/ui/RangeExport';
import { Spinner } from '@/ui/Spinner';
import { cn } from '@/ui/cn';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { statementFileName, statementToCsv } from './statementCsv';
import { noun } from '@/domain/plural';
import { dayRangeError } from '@/domain/dateFilters';

const ENTRY = noun('entry', 'entries');

/** Prints only the statement: index.css hides everything else while the body carries this class. */
const PRINTING_CLASS = 'printing-statement';

/** Below Tailwind's `md`: the statement as cards. */
const PHONE_QUERY = '(max-width: 767px)';

function printStatement() {
  document.body.classList.add(PRINTING_CLASS);
  const done = () => {
    document.body.classList.remove(PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

function RefersTo({ line, href }: { line: StatementLine; href: string | null }) {
  if (!href) return <>{line.refersTo}</>;
  return (
    <Link to={href} className="text-indigo-700 underline hover:text-indigo-900">
      {line.refersTo}
    </Link>
  );
}

/**
 * Where what a line refers to opens. The owner: the claim's details in Points History, the redemption
 * in Redeem Rewards' history. Staff (managers and admins, from the employee detail page): the claim's
 * request detail page, the redemption found in the Redemption Centre.
 */
export function statementLink(
  audience: StatementAudience,
  employeeId: string,
  ref: NonNullable<StatementLine['ref']>,
): string {
  if (audience === 'owner')
    return ref.kind === 'claim' ? itemLinks.myClaim(ref.id) : itemLinks.myRedemption(ref.id);
  return ref.kind === 'claim' ? itemLinks.claimOf(employeeId, ref.id) : itemLinks.redemptionInCentre(ref.id);
}

export type StatementAudience = 'owner' | 'staff';

const amountClass = (amount: string) => (amount.startsWith('-') ? 'text-red-800' : 'text-emerald-800');

interface LinesProps {
  lines: StatementLine[];
  title: string;
  linkOf: (line: StatementLine) => string | null;
}

/** Tablet and desktop (and print): one row per entry, the columns of STATEMENT_COLUMNS. */
function StatementTable({ lines, title, linkOf }: LinesProps) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}, newest first</caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {STATEMENT_COLUMNS.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((l) => (
            <tr key={l.id}>
              <td className="px-2 py-2 whitespace-nowrap">{l.date}</td>
              <td className="px-2 py-2">{l.type}</td>
              <td className={cn('px-2 py-2 text-right font-semibold whitespace-nowrap', amountClass(l.amount))}>
                {l.amount}
              </td>
              <td className="px-2 py-2 text-right">{l.balance}</td>
              <td className="px-2 py-2 break-words">
                <RefersTo line={l} href={linkOf(l)} />
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{l.by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per entry (a six-column table does not fit 390 px). */
function StatementList({ lines, title, linkOf }: LinesProps) {
  return (
    <ul aria-label={`${title}, newest first`} className="divide-y divide-slate-100 text-sm">
      {lines.map((l) => (
        <li key={l.id} className="py-3">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-900">{l.type}</span>
            <span className={cn('font-semibold whitespace-nowrap', amountClass(l.amount))}>{l.amount}</span>
          </div>
          <div className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
            <span>{l.date}</span>
            <span className="whitespace-nowrap">Balance {l.balance}</span>
          </div>
          <p className="mt-1 break-words text-slate-800">
            <RefersTo line={l} href={linkOf(l)} />
          </p>
          <p className="mt-0.5 text-xs text-slate-600">By {l.by}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Points Statement (docs/product.md#the-ledger-and-the-points-statement): the ledger newest first with the running balance, type,
 * signed amount, what it refers to and who made it; a day-range filter, CSV of the whole range, print.
 * Who made an entry is the name it stores; for legacy entries without one, `nameOf` names the people
 * the screen knows ('Name (ID)'), others show their id. What an entry refers to links to its details.
 */
export function PointsStatement({
  employeeId,
  title = 'Points Statement',
  nameOf,
  audience,
}: {
  employeeId: string;
  title?: string;
  nameOf: (employeeId: string) => string | undefined;
  /** Who is looking: the owner (History) or staff (the employee detail page); decides the links. */
  audience: StatementAudience;
}) {
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const phone = useMediaQuery(PHONE_QUERY);
  const linkOf = (l: StatementLine) => (l.ref ? statementLink(audience, employeeId, l.ref) : null);
  const statement = useStatement(employeeId, range);
  const entries = useMemo(() => statement.data?.pages.flatMap((p) => p.items) ?? [], [statement.data]);
  const lines = useMemo(() => statementLines(entries, nameOf), [entries, nameOf]);
  const rangeError = dayRangeError(range);

  return (
    <Card className="print-statement">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {title} <span className="text-sm font-normal text-slate-600">({employeeId})</span>
        </h2>
        <div className="flex flex-wrap items-end gap-3 print:hidden">
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
          <RangeExport
            label="Download CSV"
            noun={ENTRY}
            disabled={!!rangeError}
            fetchAll={(onProgress, signal) => fetchStatementRange(employeeId, range, onProgress, signal)}
            toCsv={(entries) => statementToCsv(statementLines(entries, nameOf))}
            fileName={statementFileName(employeeId, range.from, range.to)}
            failure="Failed to export the statement. Please try again."
          />
          <Button variant="secondary" size="sm" onClick={printStatement}>
            <Printer aria-hidden="true" className="size-4" /> Print
          </Button>
        </div>
      </div>
      {(range.from || range.to) && (
        <p className="mb-2 text-sm text-slate-600">
          {range.from || 'Start'} to {range.to || 'today'}
        </p>
      )}
      {rangeError ? (
        <p role="alert" className="text-sm text-red-700">
          {rangeError}
        </p>
      ) : statement.isPending ? (
        <Spinner label="Loading statement..." />
      ) : statement.isError ? (
        <LoadError message="The statement could not be loaded." onRetry={() => void statement.refetch()} />
      ) : lines.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">No entries in this period.</p>
      ) : (
        <>
          {phone ? (
            <StatementList lines={lines} title={title} linkOf={linkOf} />
          ) : (
            <StatementTable lines={lines} title={title} linkOf={linkOf} />
          )}
          <LoadMoreButton pages={statement} size="sm" className="mt-3 flex justify-center print:hidden" />
        </>
      )}
    </Card>
  );
}
