import { TRUNCATE } from '@/domain/constants';
import type { PointActivity } from '@/domain/types';

export type SortKey = 'id' | 'points' | 'status';
export type SortDir = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  dir: SortDir;
}

export const DEFAULT_SORT: Sort = { key: 'id', dir: 'asc' };

/** Same column toggles asc/desc; a new column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}

const compareIds = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** Status sorts Active before Inactive when ascending; ties fall back to the id. */
export function sortActivities(list: readonly PointActivity[], sort: Sort): PointActivity[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const by = (a: PointActivity, b: PointActivity): number => {
    switch (sort.key) {
      case 'id':
        return compareIds(a.id, b.id);
      case 'points':
        return a.points - b.points;
      case 'status':
        return Number(b.isActive) - Number(a.isActive);
    }
  };
  return [...list].sort((a, b) => sign * by(a, b) || compareIds(a.id, b.id));
}

export function isLongTitle(title: string): boolean {
  return title.length > TRUNCATE.activityTitle;
}

export function shortTitle(title: string): string {
  return isLongTitle(title) ? `${title.slice(0, TRUNCATE.activityTitle).trimEnd()}...` : title;
}
