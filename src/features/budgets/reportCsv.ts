import Papa from 'papaparse';
import { budgetLeft, monthLabel } from '@/domain/budgets';
import { managerLabel } from '@/domain/constants';
import type { BudgetReportLine } from '@/data/budgets/api';

export const REPORT_COLUMNS = ['Month', 'Queue', 'Queue name', 'Budget', 'Spent', 'Committed', 'Left'] as const;

/** A report line's cells as shown: '' for no budget (unlimited) and for committed where not shown. */
export function reportCells(l: BudgetReportLine): (string | number)[] {
  const left = budgetLeft(l);
  return [
    monthLabel(l.month),
    l.queue,
    managerLabel(l.queue),
    l.budget ?? 'Unlimited',
    l.spent,
    l.committed ?? '',
    left ?? '',
  ];
}

/** The month report as CSV (formula-looking cells escaped, as every CSV of the app). */
export function reportToCsv(lines: readonly BudgetReportLine[]): string {
  return Papa.unparse({ fields: [...REPORT_COLUMNS], data: lines.map(reportCells) }, { quotes: true, escapeFormulae: true });
}

export function reportFileName(month: string): string {
  return `budget-report-${month}.csv`;
}
