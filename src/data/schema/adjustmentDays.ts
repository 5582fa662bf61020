import { Reader } from '../values';
import type { Data } from './common';

/**
 * users/{e}/adjustmentDays/{YYYY-MM-DD} { day, total, lastEntry, updatedAt }: the size (|points|) of the
 * employee's adjustments of one IST day, summed; every adjustment entry moves it by its own size in the
 * same batch, and one admin alone adjusts only while it stays at most the four-eyes threshold
 * (docs/data-model.md#four-eyes).
 */
export function toAdjustmentDayTotal(data: Data | undefined): number {
  if (!data) return 0;
  const total = new Reader(data, 'adjustmentDays').num('total', 0);
  return total > 0 ? total : 0;
}

export const adjustmentDayWrites = {
  /** The day's figure after the adjustment `entryId` of `points` (signed), from the `before` read. */
  move: <T>(day: string, before: number, entryId: string, points: number, at: T) => ({
    day,
    total: before + Math.abs(points),
    lastEntry: entryId,
    updatedAt: at,
  }),
};
