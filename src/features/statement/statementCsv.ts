import Papa from 'papaparse';
import { STATEMENT_COLUMNS, type StatementLine } from '@/domain/statement';

/** The statement as CSV; a cell starting with = + - @ is escaped so a spreadsheet never runs it. */
export function statementToCsv(lines: readonly StatementLine[]): string {
  return Papa.unparse(
    {
      fields: [...STATEMENT_COLUMNS],
      data: lines.map((l) => [l.date, l.type, l.points, l.balance, l.refersTo, l.by]),
    },
    { quotes: true, escapeFormulae: true },
  );
}

export function statementFileName(employeeId: string, from: string, to: string): string {
  return `points-statement-${employeeId}-${from || 'start'}-to-${to || 'today'}.csv`;
}
