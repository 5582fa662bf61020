import { RECEIPT_PRINT_DELAY_MS } from '@/domain/constants';
import { formatRedemptionDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import type { Redemption } from '@/domain/types';

const STATUS_LABEL: Record<Redemption['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The receipt's rows, in print order; missing values read 'N/A'. */
export function receiptRows(r: Redemption): [string, string][] {
  const rows: [string, string][] = [
    ['Reference ID', r.referenceId || r.id],
    ['Employee Name', r.employeeName || 'N/A'],
    ['Employee ID', r.employeeId || 'N/A'],
    ['Department', r.department || 'N/A'],
    ['Amount', formatRupees(r.amount)],
    ['Points Redeemed', String(r.pointsRedeemed)],
    ['Status', STATUS_LABEL[r.status]],
    ['Requested Date', formatRedemptionDate(r.requestedDate ?? r.createdAt)],
  ];
  if (r.status === 'paid') {
    rows.push(['Paid On', formatRedemptionDate(r.paidDate)], ['Payment Details', r.paidDetails || 'N/A']);
  }
  if (r.status === 'declined') {
    rows.push(['Declined On', formatRedemptionDate(r.declinedDate)], ['Reason', r.declineReason || 'N/A']);
  }
  return rows;
}

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f172a; margin: 0; padding: 32px; }
  .receipt { max-width: 560px; margin: 0 auto; border: 1px solid #cbd5e1; border-radius: 12px; padding: 28px; }
  h1 { font-size: 22px; margin: 0; color: #3730a3; }
  h2 { font-size: 16px; margin: 4px 0 20px; font-weight: 600; color: #334155; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 8px 0; border-bottom: 1px solid #e2e8f0; font-size: 14px; vertical-align: top; }
  th { width: 45%; color: #475569; font-weight: 500; }
  .amount { font-size: 28px; font-weight: 700; margin: 16px 0; }
  footer { margin-top: 24px; font-size: 12px; color: #64748b; text-align: center; }
  @media print { body { padding: 0; } .receipt { border: none; } }
`;

/** A complete, print-ready HTML document for one redemption. */
export function receiptHtml(r: Redemption, printedAt = new Date()): string {
  const rows = receiptRows(r)
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redemption Receipt ${escapeHtml(
    r.referenceId || r.id,
  )}</title><style>${STYLE}</style></head><body><main class="receipt"><h1>ICS Rewards</h1><h2>Redemption Receipt</h2><p class="amount">${escapeHtml(
    formatRupees(r.amount),
  )}</p><table>${rows}</table><footer>1 Point = ₹1 · Printed ${escapeHtml(
    formatRedemptionDate(printedAt),
  )}<br>© 2025 ICS Corporate Services</footer></main></body></html>`;
}

/**
 * Opens the receipt in a new window and prints it after 250 ms (the print dialog offers
 * 'Save as PDF'). Returns false when the browser blocked the window.
 */
export function printRedemptionReceipt(r: Redemption): boolean {
  const w = window.open('', '_blank', 'width=720,height=900');
  if (!w) return false;
  w.document.open();
  w.document.write(receiptHtml(r));
  w.document.close();
  w.setTimeout(() => {
    w.focus();
    w.print();
  }, RECEIPT_PRINT_DELAY_MS);
  return true;
}
