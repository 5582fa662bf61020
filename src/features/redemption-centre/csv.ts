import Papa from 'papaparse';
import { formatRedemptionDate } from '@/domain/dates';
import { signatureLabel } from '@/domain/signature';
import type { Redemption } from '@/domain/types';

export const CSV_COLUMNS = [
  'Reference ID',
  'Employee ID',
  'Employee Name',
  'Department',
  'Amount (INR)',
  'Points Used',
  'Status',
  'Requested Date',
  'Paid Date',
  'Paid By',
  'Payment Details',
  'Declined Date',
  'Decline Reason',
] as const;

/**
 * The list as shown (filtered), one row per redemption. A spreadsheet runs a text cell that starts
 * with = + - @, a tab or a carriage return as a formula: papaparse's `escapeFormulae` puts an
 * apostrophe before it, which makes it plain text (CSV formula injection).
 */
export function redemptionsToCsv(rows: readonly Redemption[]): string {
  const data = rows.map((r) =>
    [
      r.referenceId,
      r.employeeId,
      r.employeeName,
      r.department,
      r.amount,
      r.pointsRedeemed,
      r.status,
      formatRedemptionDate(r.requestedDate),
      r.paidDate ? formatRedemptionDate(r.paidDate) : '',
      signatureLabel(r.paidBy, r.paidById),
      r.paidDetails,
      r.declinedDate ? formatRedemptionDate(r.declinedDate) : '',
      r.declineReason,
    ],
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { quotes: true, escapeFormulae: true });
}

export function csvFileName(status: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `redemptions-${status}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
