import { OPENING_POINTS } from '@/domain/constants';
import { LEDGER_TYPES, ledgerEntryId, type LedgerType } from '@/domain/ledger';
import type { LedgerEntry } from '@/domain/types';
import { Reader } from '../values';
import type { Data } from './common';

/** users/{e}/ledger/{entryId}. Entries written before `createdByName` existed read it as null. */
export function toLedgerEntry(path: string, id: string, data: Data): LedgerEntry {
  const r = new Reader(data, path);
  return {
    id,
    type: r.oneOf('type', LEDGER_TYPES, 'earned'),
    points: r.num('points', 0),
    balanceAfter: r.num('balanceAfter', 0),
    sourceRef: r.str('sourceRef'),
    createdAt: r.date('createdAt'),
    createdBy: r.str('createdBy'),
    createdByName: r.optStr('createdByName'),
    reason: r.optStr('reason'),
  };
}

/** The caller as the ledger records them; the rules accept only their own id and profile name. */
export interface LedgerMaker {
  employeeId: string;
  name: string;
}

/** One balance change, as its cause describes it. */
export interface LedgerPosting {
  /** From `ledgerEntryId` (domain/ledger.ts). */
  entryId: string;
  type: LedgerType;
  /** Signed whole points. */
  points: number;
  /** What the entry refers to: a claim id, a redemption id, 'opening', or '' for a plain adjustment. */
  sourceRef: string;
  /** Stored as `createdBy` and `createdByName`, so every reader of the statement can show 'Name (ID)'. */
  by: LedgerMaker;
  /** Required for adjustments (1..500 characters). */
  reason?: string;
  /** An `earned` posting's claim: its queue and activity, counted by the month totals. */
  claim?: { queue: string; activityId: string };
}

/**
 * Entries are append-only: a posting is written once, with the balance it leaves. Its partner writes
 * (the profile's `profileWrites.balance`, the cause's status change) go in the same transaction.
 */
export const ledgerWrites = {
  post: <T>(posting: LedgerPosting, balanceAfter: number, at: T) => ({
    type: posting.type,
    points: posting.points,
    balanceAfter,
    sourceRef: posting.sourceRef,
    createdAt: at,
    createdBy: posting.by.employeeId,
    createdByName: posting.by.name,
    ...(posting.reason === undefined ? {} : { reason: posting.reason }),
  }),
  /** Sign-up's opening entry, made by the newcomer. */
  opening: <T>(newcomer: LedgerMaker, at: T) =>
    ledgerWrites.post(
      { entryId: ledgerEntryId.opening(), type: 'opening', points: OPENING_POINTS, sourceRef: 'opening', by: newcomer },
      OPENING_POINTS,
      at,
    ),
};
