import Papa from 'papaparse';
import { AUDIT_CSV_COLUMNS, changeText, type AuditLine } from '@/domain/audit';

/** The audit lines as CSV (formula-looking cells escaped); a line's changes in one cell, one per line. */
export function auditToCsv(lines: readonly AuditLine[]): string {
  return Papa.unparse(
    {
      fields: [...AUDIT_CSV_COLUMNS],
      data: lines.map((l) => [
        l.when,
        l.who,
        l.action,
        l.target,
        l.changes.map(changeText).join('\n'),
        l.reason,
      ]),
    },
    { quotes: true, escapeFormulae: true },
  );
}

export function auditFileName(from: string, to: string): string {
  return `audit-${from || 'start'}-to-${to || 'today'}.csv`;
}
