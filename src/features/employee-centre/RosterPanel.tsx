import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEPARTMENTS, MANAGERS } from '@/domain/constants';
import { ROLE_LABELS } from '@/domain/roles';
import { ROLES, rosterEntrySchema, type RosterFields, type RosterInput } from '@/domain/roster';
import { parseRosterCsv, ROSTER_CSV_COLUMNS, type RosterCsvRow } from '@/domain/rosterCsv';
import type { RosterEntry } from '@/domain/types';
import { useRoster, useSaveRosterEntries } from '@/data/roster/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';
import { Spinner } from '@/ui/Spinner';
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
function EntryForm({
  initial,
  existing,
  onDone,
}: {
  initial: RosterEntry | null;
  existing: readonly RosterEntry[];
  onDone: () => void;
}) {
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
    if (!initial && existing.some((e) => e.employeeId === entry.employeeId)) {
      setError('employeeId', { message: `${entry.employeeId} is already in the roster: edit it instead` });
      return;
    }
    const owner = existing.find((e) => e.email === entry.email && e.employeeId !== entry.employeeId);
    if (owner) {
      setError('email', { message: `This email already belongs to ${owner.employeeId}` });
      return;
    }
    try {
      await save.mutateAsync({ entries: [entry], existing });
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

/** CSV import: a preview with every row's errors; only the valid rows are written, on confirmation. */
function ImportDialog({ existing, onDone }: { existing: readonly RosterEntry[]; onDone: () => void }) {
  const save = useSaveRosterEntries('import');
  const [rows, setRows] = useState<RosterCsvRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const emails = useMemo(() => new Map(existing.map((e) => [e.employeeId, e.email])), [existing]);
  const valid = (rows ?? []).flatMap((r) => (r.entry ? [r.entry] : []));
  const read = async (file: File | undefined) => {
    setRows(null);
    setFileError(null);
    if (!file) return;
    const parsed = parseRosterCsv(await file.text(), emails);
    if (typeof parsed === 'string') setFileError(parsed);
    else setRows(parsed);
  };
  const confirm = async () => {
    try {
      const r = await save.mutateAsync({ entries: valid, existing });
      notify.success(`Imported: ${r.created} added, ${r.updated} updated, ${r.unchanged} unchanged.`);
      onDone();
    } catch (e) {
      notify.error(mutationErrorMessage(e, 'Failed to import the employees. Please try again.'));
    }
  };
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
        . Separate several departments or review queues
        with &lsquo;;&rsquo;. A row for an employee ID already in the roster updates it.
      </p>
      <Field label="CSV file" error={fileError ?? undefined}>
        {(p) => (
          <input {...p} type="file" accept=".csv,text/csv" onChange={(e) => void read(e.target.files?.[0])} />
        )}
      </Field>
      {rows && (
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Import preview</caption>
            <thead>
              <tr className="text-slate-600">
                <th className="p-1">Line</th>
                <th className="p-1">Employee ID</th>
                <th className="p-1">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.line} className="border-t border-slate-100 align-top">
                  <td className="p-1">{r.line}</td>
                  <td className="p-1 font-mono">{r.employeeId || '—'}</td>
                  <td className="p-1">
                    {r.errors.length > 0 ? (
                      <ul className="text-red-700">
                        {r.errors.map((e) => (
                          <li key={e}>{e}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-emerald-800">
                        {r.updates ? 'Updates the entry' : 'New employee'}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={valid.length === 0 || save.isPending}>
          {save.isPending
            ? 'Importing...'
            : `Import ${countOf(valid.length, 'valid row')}`}
        </Button>
      </div>
    </div>
  );
}

/**
 * The Employee Centre's 'Employees' tab (admins): the roster of provisioned employees. Only people
 * in it can sign up, with its mailbox; its organisation fields are their profile's.
 */
export function RosterPanel() {
  const me = useCurrentUser();
  const roster = useRoster();
  const [editing, setEditing] = useState<RosterEntry | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const entries = roster.data ?? [];
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Employee roster</h2>
          <p className="text-sm text-slate-600">
            Only employees in the roster can sign up, with the email given here.
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setImporting(true)} disabled={!roster.isSuccess}>
            Import CSV
          </Button>
          <Button onClick={() => setEditing('new')} disabled={!roster.isSuccess}>
            Add Employee
          </Button>
        </div>
      </div>
      {roster.isPending ? (
        <Spinner label="Loading the roster..." />
      ) : roster.isError ? (
        <p role="alert" className="text-slate-800">
          Could not load the roster. Please try again.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Employee roster</caption>
            <thead>
              <tr className="text-slate-600">
                <th className="p-2">Employee ID</th>
                <th className="p-2">Name</th>
                <th className="p-2">Email</th>
                <th className="p-2">Designation</th>
                <th className="p-2">Departments</th>
                <th className="p-2">Role</th>
                <th className="p-2">Review queues</th>
                <th className="p-2">
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
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Add Employee' : 'Edit Employee'}
      >
        {editing !== null && (
          <EntryForm
            initial={editing === 'new' ? null : editing}
            existing={entries}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog open={importing} onOpenChange={setImporting} title="Import Employees" wide>
        {importing && <ImportDialog existing={entries} onDone={() => setImporting(false)} />}
      </Dialog>
    </Card>
  );
}
