import Papa from 'papaparse';
import { rosterEntrySchema, type RosterFields } from './roster';

/**
 * The roster CSV import (docs/product.md#identity-and-sign-up): one row per employee, columns
 * employeeId,email,fullName,designation,departments,userRole,reviewQueues; lists separated by ';'.
 * Every row is checked before anything is written; a row for an existing employee id updates it.
 */
export const ROSTER_CSV_COLUMNS = [
  'employeeId',
  'email',
  'fullName',
  'designation',
  'departments',
  'userRole',
  'reviewQueues',
] as const;

export interface RosterCsvRow {
  /** Line in the file (the header is line 1). */
  line: number;
  employeeId: string;
  /** The row's e-mail as written (for the refusals file). */
  email: string;
  /** The valid entry, or undefined when the row has errors. */
  entry?: RosterFields;
  errors: string[];
  /** A row for an employee id the roster already has: it updates that entry. */
  updates: boolean;
}

const splitList = (v: string | undefined) =>
  (v ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Parses and checks a roster CSV. `existing` maps known roster employee ids to their e-mail, so a
 * mailbox that belongs to another employee is an error (one mailbox, one employee); the import
 * checks every row's mailbox against the whole roster on the server as it writes.
 */
export function parseRosterCsv(
  text: string,
  existing: ReadonlyMap<string, string> = new Map(),
): RosterCsvRow[] | string {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ROSTER_CSV_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length > 0)
    return `Missing column(s): ${missing.join(', ')}. Expected: ${ROSTER_CSV_COLUMNS.join(',')}`;
  const seenIds = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  return parsed.data.map((raw, i) => {
    const line = i + 2;
    const result = rosterEntrySchema.safeParse({
      employeeId: raw.employeeId ?? '',
      email: raw.email ?? '',
      fullName: raw.fullName ?? '',
      designation: raw.designation ?? '',
      departments: splitList(raw.departments),
      userRole: (raw.userRole ?? '').trim().toLowerCase(),
      reviewQueues: splitList(raw.reviewQueues).map((q) => q.toUpperCase()),
    });
    const errors = result.success
      ? []
      : [
          ...new Set(
            result.error.issues.map((issue) => `${String(issue.path[0] ?? 'row')}: ${issue.message}`),
          ),
        ];
    const employeeId = result.success ? result.data.employeeId : (raw.employeeId ?? '').trim().toUpperCase();
    if (result.success) {
      const { email } = result.data;
      const firstId = seenIds.get(employeeId);
      if (firstId !== undefined) errors.push(`employeeId: ${employeeId} is also on line ${firstId}`);
      const firstEmail = seenEmails.get(email);
      if (firstEmail !== undefined) errors.push(`email: ${email} is also on line ${firstEmail}`);
      const owner = [...existing].find(([id, e]) => e === email && id !== employeeId)?.[0];
      if (owner) errors.push(`email: ${email} already belongs to ${owner}`);
      seenIds.set(employeeId, line);
      seenEmails.set(email, line);
    }
    return {
      line,
      employeeId,
      email: (raw.email ?? '').trim(),
      entry: result.success && errors.length === 0 ? result.data : undefined,
      errors,
      updates: existing.has(employeeId),
    };
  });
}

/** A row the import refused, and why. */
export interface RosterRefusalLine {
  line: number;
  employeeId: string;
  email: string;
  reason: string;
}

export const ROSTER_REFUSAL_COLUMNS = ['line', 'employeeId', 'email', 'reason'] as const;

/** The rows of a file that have errors, as refusals (their reasons joined with '; '). */
export function refusalsOf(rows: readonly RosterCsvRow[]): RosterRefusalLine[] {
  return rows.flatMap((r) =>
    r.errors.length > 0 ? [{ line: r.line, employeeId: r.employeeId, email: r.email, reason: r.errors.join('; ') }] : [],
  );
}

/** The refused rows as CSV, by line, each with its reason (formula-looking cells escaped). */
export function refusalsToCsv(refusals: readonly RosterRefusalLine[]): string {
  const byLine = [...refusals].sort((a, b) => a.line - b.line);
  return Papa.unparse(
    { fields: [...ROSTER_REFUSAL_COLUMNS], data: byLine.map((r) => [r.line, r.employeeId, r.email, r.reason]) },
    { quotes: true, escapeFormulae: true },
  );
}

/** Roster entries as a CSV in the import's own columns (so an export can be edited and imported). */
export function rosterToCsv(
  entries: readonly {
    employeeId: string;
    email: string;
    fullName: string;
    designation: string;
    departments: readonly string[];
    userRole: string;
    reviewQueues: readonly string[];
  }[],
): string {
  return Papa.unparse(
    {
      fields: [...ROSTER_CSV_COLUMNS],
      data: entries.map((e) => [
        e.employeeId,
        e.email,
        e.fullName,
        e.designation,
        e.departments.join(';'),
        e.userRole,
        e.reviewQueues.join(';'),
      ]),
    },
    { escapeFormulae: true },
  );
}
