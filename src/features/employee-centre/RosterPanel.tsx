import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEPARTMENTS, MANAGERS } from '@/domain/constants';
import { ROLE_LABELS } from '@/domain/roles';
import { ROLES, rosterEntrySchema, type RosterFields, type RosterInput } from '@/domain/roster';
import {
  parseRosterCsv,
  refusalsOf,
  refusalsToCsv,
  ROSTER_CSV_COLUMNS,
  rosterToCsv,
  type RosterCsvRow,
  type RosterRefusalLine,
} from '@/domain/rosterCsv';
import { noun } from '@/domain/plural';
import { DIRECTORY_SEARCH, parseSearch } from '@/domain/search';
import type { RosterEntry } from '@/domain/types';
import type { RosterProgress } from '@/data/roster/api';
import { useExportRoster, useRosterCount, useRosterPages, useSaveRosterEntries } from '@/data/roster/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Dialog } from '@/ui/Dialog';
import { downloadCsv } from '@/ui/download';
import { EmptyState } from '@/ui/EmptyState';
import { Field, inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { notify } from '@/ui/notify';
import { RangeExport } from '@/ui/RangeExport';
import { SearchField } from '@/ui/SearchField';
import { Spinner } from '@/ui/Spinner';
import { useDebounced } from '@/ui/useDebounced';
import { countOf } from '@/domain/plural';

const EMPTY: RosterInput = {
  employeeId: '',
  email: '',
  fullName: '',
  designation: '',
  departments: [],
  userRole: 'employee',
  reviewQueues: [],
};

/** Add one employee, or edit an entry (its profile follows in the same batch). */
function EntryForm({ initial, onDone }: { initial: RosterEntry | null; onDone: () => void }) {
  const save = useSaveRosterEntries('form');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RosterInput, unknown, RosterFields>({
    resolver: zodResolver(rosterEntrySchema),
    defaultValues: initial
      ? {
          ...initial,
          departments: initial.departments as RosterInput['departments'],
        }
      : EMPTY,
  });
  const onSubmit = handleSubmit(async (entry) => {
    try {
      // The roster itself says whether the ID or the mailbox is taken (the rules refuse a second
      // entry with a mailbox another has).
      const saved = await save.mutateAsync({ entries: [entry], addOnly: initial === null });
      const taken = saved.refused[0]?.taken;
      if (taken?.field === 'employeeId') {
        setError('employeeId', { message: `${entry.employeeId} is already in the roster: edit it instead` });
        return;
      }
      if (taken) {
        setError('email', { message: `This email already belongs to ${taken.owner}` });
        return;
      }
      notify.success(
        initial ? `${entry.employeeId} was updated.` : `${entry.employeeId} was added to the roster.`,
      );
      onDone();
    } catch (e) {
      notify.error(mutationErrorMessage(e, 'Failed to save the employee. Please try again.'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <Field label="Employee ID" error={errors.employeeId?.message}>
        {(p) => (
          <input {...p} {...register('employeeId')} readOnly={initial !== null} className={inputClass} />
        )}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(p) => <input {...p} {...register('email')} type="email" className={inputClass} />}
      </Field>
      <Field label="Full Name" error={errors.fullName?.message}>
        {(p) => <input {...p} {...register('fullName')} className={inputClass} />}
      </Field>
      <Field label="Designation" error={errors.designation?.message}>
        {(p) => <input {...p} {...register('designation')} className={inputClass} />}
      </Field>
      <Field label="Role" error={errors.userRole?.message}>
        {(p) => (
          <select {...p} {...register('userRole')} className={inputClass}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Departments</legend>
        <div className="grid grid-cols-2 gap-2">
          {DEPARTMENTS.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={d}
                {...register('departments')}
                className="h-4 w-4 accent-indigo-700"
              />
              {d}
            </label>
          ))}
        </div>
        {errors.departments && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.departments.message}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Review queues</legend>
        <div className="flex flex-wrap gap-3">
          {MANAGERS.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={m.id}
                {...register('reviewQueues')}
                className="h-4 w-4 accent-indigo-700"
              />
              {m.id} ({m.label})
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : initial ? 'Save Employee' : 'Add Employee'}
        </Button>
      </div>
    </form>
  );
}

/** The refused rows of an import, each with its reason, as a CSV download. */
function downloadRefusals(refusals: readonly RosterRefusalLine[]) {
  downloadCsv(refusalsToCsv(refusals), 'roster-import-refused.csv');
}

/** What the import dialog shows of a run: its progress, then how it ended. */
type Run =
  | { state: 'running'; progress: RosterProgress }
  | { state: 'done' | 'cancelled' | 'failed'; progress: RosterProgress; error?: string };

/**
 * CSV import of any size: the file is checked at once (rows with errors are refused, with their
 * reasons); the valid rows are written in requests within the production limits, with a progress bar
 * and Cancel. Running it again (after Cancel or a failure) finishes the job: rows already imported
 * are skipped. The refused rows, with each reason, download as a CSV.
 */
function ImportDialog({ onDone }: { onDone: () => void }) {
  const save = useSaveRosterEntries('import');
  const [rows, setRows] = useState<RosterCsvRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Closing the dialog stops a running import before its next request.
  useEffect(() => () => controller.current?.abort(), []);
  const valid = useMemo(
    () => (rows ?? []).flatMap((r) => (r.entry ? [{ line: r.line, entry: r.entry }] : [])),
    [rows],
  );
  const fileRefusals = useMemo(() => refusalsOf(rows ?? []), [rows]);
  const refusals = [...fileRefusals, ...(run?.progress.refused ?? [])];
  const read = async (file: File | undefined) => {
    setRows(null);
    setRun(null);
    setFileError(null);
    if (!file) return;
    const parsed = parseRosterCsv(await file.text());
    if (typeof parsed === 'string') setFileError(parsed);
    else setRows(parsed);
  };
  const start = async () => {
    const current = new AbortController();
    controller.current = current;
    const empty: RosterProgress = { total: valid.length, processed: 0, created: 0, updated: 0, unchanged: 0, refused: [] };
    let last = empty;
    setRun({ state: 'running', progress: empty });
    try {
      const result = await save.mutateAsync({
        entries: valid,
        signal: current.signal,
        onProgress: (p) => {
          last = p;
          setRun({ state: 'running', progress: p });
        },
      });
      setRun({ state: result.cancelled ? 'cancelled' : 'done', progress: result });
    } catch (e) {
      setRun({
        state: 'failed',
        progress: last,
        error: mutationErrorMessage(e, 'Failed to import the employees. Please try again.'),
      });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };
  const running = run?.state === 'running';
  const p = run?.progress;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {/* A phone is narrower than the column list: it may wrap after each comma. */}
        Columns:{' '}
        <code>
          {ROSTER_CSV_COLUMNS.map((column, i) => (
            <Fragment key={column}>
              {i > 0 && (
                <>
                  ,<wbr />
                </>
              )}
              {column}
            </Fragment>
          ))}
        </code>
        . Separate several departments or review queues with &lsquo;;&rsquo;. A row for an employee ID
        already in the roster updates it; a row identical to it is skipped, so an import can be run
        again to finish.
      </p>
      <Field label="CSV file" error={fileError ?? undefined}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".csv,text/csv"
            disabled={running}
            onChange={(e) => void read(e.target.files?.[0])}
          />
        )}
      </Field>
      {rows && (
        <p className="text-sm text-slate-800" aria-live="polite">
          {countOf(rows.length, 'row')} in the file: {valid.length} valid, {fileRefusals.length} refused.
        </p>
      )}
      {fileRefusals.length > 0 && (
        <div className="max-h-60 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Refused rows</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="p-1">Line</th>
                <th scope="col" className="p-1">Employee ID</th>
                <th scope="col" className="p-1">Reason</th>
              </tr>
            </thead>
            <tbody>
              {fileRefusals.slice(0, REFUSALS_SHOWN).map((r) => (
                <tr key={r.line} className="border-t border-slate-100 align-top">
                  <td className="p-1">{r.line}</td>
                  <td className="p-1 font-mono">{r.employeeId || '—'}</td>
                  <td className="p-1 text-red-700">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {fileRefusals.length > REFUSALS_SHOWN && (
            <p className="text-sm text-slate-600">
              The first {REFUSALS_SHOWN} shown; the download has all {fileRefusals.length}.
            </p>
          )}
        </div>
      )}
      {p && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <progress max={Math.max(p.total, 1)} value={p.processed} aria-label="Import progress" className="w-full sm:w-64" />
            <span className="text-sm text-slate-800">
              {p.processed} of {p.total}
            </span>
          </div>
          <p className="text-sm text-slate-800" aria-live="polite">
            {importSummary(run)}
          </p>
          {run.state === 'failed' && (
            <p role="alert" className="text-sm text-red-700">
              {run.error}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {refusals.length > 0 && !running && (
          <Button variant="secondary" onClick={() => downloadRefusals(refusals)}>
            Download {countOf(refusals.length, 'refused row')}
          </Button>
        )}
        {running ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onDone}>
              Close
            </Button>
            {run?.state !== 'done' && (
              <Button onClick={() => void start()} disabled={valid.length === 0}>
                {run ? 'Run the import again' : `Import ${countOf(valid.length, 'valid row')}`}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Refused rows listed in the dialog (all of them are in the download). */
const REFUSALS_SHOWN = 50;

function importSummary(run: Run): string {
  const { created, updated, unchanged, refused } = run.progress;
  const counts = `${created} added, ${updated} updated, ${unchanged} unchanged, ${refused.length} refused by the roster`;
  switch (run.state) {
    case 'running':
      return `Importing: ${counts}.`;
    case 'done':
      return `Imported: ${counts}.`;
    case 'cancelled':
      return `Cancelled: ${counts}. Run the import again to finish: rows already imported are skipped.`;
    case 'failed':
      return `Stopped: ${counts}. Run the import again to finish: rows already imported are skipped.`;
  }
}

/**
 * The Employee Centre's 'Employees' tab (admins): the roster of provisioned employees, 20 a page
 * ('Load more'), searched on the server like the directory. Only people in it can sign up, with its
 * mailbox; its organisation fields are their profile's.
 */
export function RosterPanel() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const parsedSearch = parseSearch(search, DIRECTORY_SEARCH);
  const term = useDebounced(parsedSearch.term, 300);
  const pages = useRosterPages(term);
  const total = useRosterCount('');
  const matching = useRosterCount(term);
  const exportRoster = useExportRoster();
  const [editing, setEditing] = useState<RosterEntry | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const entries = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Employee roster</h2>
          <p className="text-sm text-slate-600">
            Only employees in the roster can sign up, with the email given here.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RangeExport
            label="Export CSV"
            noun={noun('roster entry', 'roster entries')}
            expected={total.data ?? null}
            fetchAll={exportRoster}
            toCsv={rosterToCsv}
            fileName="roster.csv"
            failure="Could not export the roster. Please try again."
          />
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button onClick={() => setEditing('new')}>Add Employee</Button>
        </div>
      </div>
      <SearchField
        id="roster-search"
        label="Search the roster"
        value={search}
        onChange={setSearch}
        placeholder="Search by name, ID, or email..."
        hint="Start of the full name, an employee ID (e.g. EMP0) or an email."
        error={parsedSearch.error}
      />
      {pages.isPending ? (
        <Spinner label="Loading the roster..." />
      ) : pages.isError ? (
        <LoadError message="Could not load the roster. Please try again." onRetry={() => void pages.refetch()} />
      ) : entries.length === 0 && !pages.hasNextPage ? (
        <EmptyState icon={Users} title="No roster entries found" hint="Try another search, or add or import employees." />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {entries.length} of {matching.isSuccess ? matching.data : '…'}{' '}
            {term ? 'matching roster entries' : 'roster entries'}
          </p>
          {/* relative: the cells' visually hidden texts (absolutely placed) scroll with the table
              instead of widening the page on a phone. */}
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Employee roster</caption>
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="p-2">Employee ID</th>
                  <th scope="col" className="p-2">Name</th>
                  <th scope="col" className="p-2">Email</th>
                  <th scope="col" className="p-2">Designation</th>
                  <th scope="col" className="p-2">Departments</th>
                  <th scope="col" className="p-2">Role</th>
                  <th scope="col" className="p-2">Review queues</th>
                  <th scope="col" className="p-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.employeeId} className="border-t border-slate-100">
                    <td className="p-2 font-mono">{e.employeeId}</td>
                    <td className="p-2">{e.fullName}</td>
                    <td className="p-2 break-all">{e.email}</td>
                    <td className="p-2">{e.designation}</td>
                    <td className="p-2">{e.departments.join(', ')}</td>
                    <td className="p-2">{ROLE_LABELS[e.userRole]}</td>
                    <td className="p-2">{e.reviewQueues.join(', ') || '—'}</td>
                    <td className="p-2">
                      {e.employeeId !== me.employeeId && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing(e)}
                          aria-label={`Edit ${e.employeeId}`}
                        >
                          Edit
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMoreButton pages={pages} />
        </>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Add Employee' : 'Edit Employee'}
      >
        {editing !== null && (
          <EntryForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <Dialog open={importing} onOpenChange={setImporting} title="Import Employees" wide>
        {importing && <ImportDialog onDone={() => setImporting(false)} />}
      </Dialog>
    </Card>
  );
}
