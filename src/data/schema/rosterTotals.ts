import { Reader } from '../values';
import type { Data } from './common';

/**
 * rosterTotals/all `{ entries, lastBatch, updatedAt }`: the roster's kept total (the Employees tab's
 * unsearched count), moved by every request that creates roster entries, in that request, by exactly
 * the number it creates; `lastBatch` lists their employee ids, which the rules check both ways (every
 * new entry is listed, every listed id is an entry created in this request). Entries are never deleted,
 * so nothing moves it down (docs/data-model.md, `rosterTotals/all`).
 */
export const ROSTER_TOTALS_ID = 'all';

/**
 * The most entries one request creates (the rules' canCountRoster unrolls this many checks): what
 * LOOKUPS_PER_REQUEST holds of new rows (packRosterRows), and no more.
 */
export const ROSTER_BATCH_MAX = 5;

export interface RosterTotals {
  /** Roster entries, all of them. */
  entries: number;
  /** The employee ids created by the request that moved it last. */
  lastBatch: string[];
  updatedAt: Date | null;
}

/** The stored total; a missing document or field reads as 0 (a project the migration has not seen). */
export function toRosterTotals(data: Data | undefined): RosterTotals {
  const r = new Reader(data ?? {}, `rosterTotals/${ROSTER_TOTALS_ID}`);
  const entries = r.num('entries', 0);
  return {
    entries: Number.isFinite(entries) && entries > 0 ? Math.floor(entries) : 0,
    lastBatch: r.strList('lastBatch'),
    updatedAt: r.date('updatedAt'),
  };
}

export const rosterTotalsWrites = {
  /**
   * A request's new entries, written with `merge`: `inc` is the SDK's increment() (the rules see the
   * result), so concurrent imports never conflict on the total and the transaction does not read it.
   */
  add: <V, T>(employeeIds: readonly string[], inc: (n: number) => V, at: T) => ({
    entries: inc(employeeIds.length),
    lastBatch: [...employeeIds],
    updatedAt: at,
  }),
  /** The whole total, as counted from the roster (the migration, the demo seed, the bench). */
  whole: <T>(entries: number, at: T) => ({ entries, lastBatch: [] as string[], updatedAt: at }),
};
