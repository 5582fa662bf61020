import { formatDateTime } from './dates';
import { isReversal, LEDGER_TYPE_LABELS } from './ledger';
import type { LedgerEntry } from './types';

/** One line of a Points Statement, as shown and as exported. */
export interface StatementLine {
  id: string;
  date: string;
  type: string;
  /** Signed, with a plus for credits: '+100', '-250'. */
  amount: string;
  /** The same amount as a number (the CSV's, so spreadsheets can sum it). */
  points: number;
  balance: number;
  /** What the entry refers to, in words. */
  refersTo: string;
  /** The claim or redemption id it refers to, if any (for a link). */
  ref: { kind: 'claim' | 'redemption'; id: string } | null;
  by: string;
}

export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

function refOf(e: LedgerEntry): StatementLine['ref'] {
  if (!e.sourceRef) return null;
  if (e.type === 'earned' || isReversal(e)) return { kind: 'claim', id: e.sourceRef };
  if (e.type === 'redeemed' || e.type === 'refund' || e.type === 'cancel')
    return { kind: 'redemption', id: e.sourceRef };
  return null;
}

function refersTo(e: LedgerEntry): string {
  switch (e.type) {
    case 'opening':
      return 'Account opened';
    case 'earned':
      return `Claim ${e.sourceRef} approved`;
    case 'redeemed':
      return `Redemption ${e.sourceRef}`;
    case 'refund':
      return `Redemption ${e.sourceRef} declined`;
    case 'cancel':
      return `Redemption ${e.sourceRef} cancelled`;
    case 'adjustment':
      return [
        isReversal(e) ? `Reversal of claim ${e.sourceRef}` : e.sourceRef ? 'Approved by a second admin' : '',
        e.reason ?? '',
      ]
        .filter(Boolean)
        .join(': ');
  }
}

/**
 * Statement lines from ledger entries (newest first as given). Who made an entry reads 'Name (ID)':
 * the name the entry stores (`createdByName`, written with it), else for legacy entries the name
 * `nameOf` gives where the screen knows one, else the id alone.
 */
export function statementLines(
  entries: readonly LedgerEntry[],
  nameOf: (employeeId: string) => string | undefined,
): StatementLine[] {
  return entries.map((e) => {
    const name = e.createdByName || nameOf(e.createdBy);
    return {
      id: e.id,
      date: formatDateTime(e.createdAt),
      type: LEDGER_TYPE_LABELS[e.type],
      amount: signedPoints(e.points),
      points: e.points,
      balance: e.balanceAfter,
      refersTo: refersTo(e),
      ref: refOf(e),
      by: name ? `${name} (${e.createdBy})` : e.createdBy || 'N/A',
    };
  });
}

export const STATEMENT_COLUMNS = ['Date', 'Type', 'Points', 'Balance', 'Refers to', 'By'] as const;
