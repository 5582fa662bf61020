import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchAuditRange, useAuditTrail, type AuditFilter } from '@/data/audit/hooks';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditLine,
  type AuditAction,
  type AuditLine,
} from '@/domain/audit';
import { dayRangeError } from '@/domain/dateFilters';
import { noun } from '@/domain/plural';
import { auditParams } from '@/domain/routes';
import { AUDIT_ACTOR_SEARCH, AUDIT_TARGET_SEARCH, parseSearch } from '@/domain/search';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { PageHeader } from '@/ui/PageHeader';
import { RangeExport } from '@/ui/RangeExport';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import { auditFileName, auditToCsv } from './auditCsv';

const ENTRY = noun('entry', 'entries');

/** What 'Acted by' and 'Target ID' can find: text that can never match is refused before any query. */
const TEXT_LIMITS = { actor: AUDIT_ACTOR_SEARCH, target: AUDIT_TARGET_SEARCH } as const;
type TextKey = keyof typeof TEXT_LIMITS;

/** Why each text filter can never match (blank-only is no filter), or null for each that can. */
function textErrors(f: Pick<AuditFilter, TextKey>): Record<TextKey, string | null> {
  return { actor: parseSearch(f.actor, TEXT_LIMITS.actor).error, target: parseSearch(f.target, TEXT_LIMITS.target).error };
}

/** The filter the URL names (every field optional, trimmed); unknown actions count as any. */
function filterOf(params: URLSearchParams): AuditFilter {
  const action = params.get(auditParams.action) ?? '';
  return {
    actor: (params.get(auditParams.actor) ?? '').trim().toUpperCase(),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
    target: (params.get(auditParams.target) ?? '').trim(),
    range: { from: params.get(auditParams.from) ?? '', to: params.get(auditParams.to) ?? '' },
  };
}

function paramsOf(f: AuditFilter): Record<string, string> {
  const all: Record<string, string> = {
    [auditParams.actor]: f.actor.trim(),
    [auditParams.action]: f.action,
    [auditParams.target]: f.target.trim(),
    [auditParams.from]: f.range.from,
    [auditParams.to]: f.range.to,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v));
}

function Changes({ line }: { line: AuditLine }) {
  if (line.changes.length === 0) return <span className="text-slate-600">No field changed</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {line.changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium">{c.field}</span>: {c.before} <span aria-label="changed to">→</span>{' '}
          {c.after}
        </li>
      ))}
    </ul>
  );
}

function AuditLines({ lines }: { lines: AuditLine[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100" aria-label="Audit entries">
      {lines.map((l) => (
        <li key={l.id} className="grid grid-cols-1 gap-1 py-3 text-sm md:grid-cols-[11rem_12rem_1fr]">
          <div>
            <p className="font-mono text-slate-700">{l.when}</p>
            <p className="text-slate-900">{l.who}</p>
          </div>
          <div>
            <p className="font-medium text-slate-900">{l.action}</p>
            <p className="text-slate-700">{l.target}</p>
          </div>
          <div className="text-slate-800">
            <Changes line={l} />
            {l.reason && <p className="mt-1 text-slate-600">Reason: {l.reason}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit trail (admins): every admin action newest first, filtered on the server by who acted,
 * the action, the changed document (employee or activity ID) and a day range; each entry shows the
 * changed fields before -> after; the CSV holds the whole filtered range.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const [shown, setShown] = useState(filter);
  // A link (History) that changes the URL while the page is open replaces the form's draft.
  if (shown !== filter) {
    setShown(filter);
    setDraft(filter);
  }
  const rangeError = dayRangeError(draft.range);
  const errors = textErrors(draft);
  // A filter from the address bar that can never match is not asked of the database (its message
  // shows under its field, as the draft is the URL's filter).
  const runnable = Object.values(textErrors(filter)).every((e) => e === null);
  const trail = useAuditTrail(filter, runnable);
  const lines = useMemo(() => (trail.data?.pages.flatMap((p) => p.items) ?? []).map(auditLine), [trail.data]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!rangeError && !errors.actor && !errors.target) setParams(paramsOf(draft));
  };
  const text = (key: TextKey, label: string, placeholder: string) => (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {label}
        <input
          value={draft[key]}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          placeholder={placeholder}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `audit-${key}-error` : undefined}
          className={inputClass}
        />
      </label>
      {errors[key] && (
        <p id={`audit-${key}-error`} role="alert" className="text-sm break-words text-red-700">
          {errors[key]}
        </p>
      )}
    </div>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <input
        type="date"
        value={draft.range[key]}
        onChange={(e) => setDraft((d) => ({ ...d, range: { ...d.range, [key]: e.target.value } }))}
        className={inputClass}
      />
    </label>
  );

  return (
    <div>
      <PageHeader title="Audit Trail" subtitle="Every admin action, newest first." />
      <Card className="flex flex-col gap-4">
        <form onSubmit={apply} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
          {text('actor', 'Acted by (employee ID)', 'ADM001')}
          <SelectField<AuditAction | ''>
            id="audit-action"
            label="Action"
            value={draft.action}
            options={AUDIT_ACTIONS}
            optionLabel={(a) => (a ? AUDIT_ACTION_LABELS[a] : 'All actions')}
            leading={{ value: '', label: 'All actions' }}
            onChange={(action) => setDraft((d) => ({ ...d, action }))}
          />
          {text('target', 'Target ID', 'EMP001, PA001, M1_2026-11')}
          {day('from', 'From')}
          {day('to', 'To')}
          <Button type="submit" disabled={!!rangeError}>
            Apply filters
          </Button>
        </form>
        {rangeError && (
          <p role="alert" className="text-sm text-red-700">
            {rangeError}
          </p>
        )}
        <div className="flex justify-end">
          <RangeExport
            label="Download CSV"
            noun={ENTRY}
            fetchAll={(onProgress, signal) => fetchAuditRange(filter, onProgress, signal)}
            toCsv={(entries) => auditToCsv(entries.map(auditLine))}
            fileName={auditFileName(filter.range.from, filter.range.to)}
            failure="Failed to export the audit trail. Please try again."
            disabled={!runnable}
          />
        </div>
        {!runnable ? null : trail.isPending ? (
          <Spinner label="Loading audit trail..." />
        ) : trail.isError ? (
          <LoadError message="The audit trail could not be loaded." onRetry={() => void trail.refetch()} />
        ) : lines.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">No audit entries match these filters.</p>
        ) : (
          <>
            <AuditLines lines={lines} />
            <LoadMoreButton pages={trail} size="sm" className="mt-3 flex justify-center" />
          </>
        )}
      </Card>
    </div>
  );
}
