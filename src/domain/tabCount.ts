import { TAB_COUNT_CAP } from './constants';

/** A tab count from a count() stopped at TAB_COUNT_CAP: `capped` means there may be more than `count`. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

export function cappedCount(count: number, cap: number = TAB_COUNT_CAP): CappedCount {
  return { count, capped: count >= cap };
}

/** The text of a tab count: the exact number below the cap, '999+' from it on (1,000 may mean more). */
export function formatTabCount(n: number, cap: number = TAB_COUNT_CAP): string {
  return n >= cap ? `${cap - 1}+` : String(n);
}

/** The tooltip of a capped tab count ('More than 999'). */
export function cappedCountHint(cap: number = TAB_COUNT_CAP): string {
  return `More than ${cap - 1}`;
}
