/**
 * Insights (docs/product.md#insights): the month totals' keys and the figures the screen derives from them.
 * A month total is `monthTotals/{YYYY-MM}_{department}` (docs/data-model.md#insights); the rules build the
 * same id from the profile's first department.
 */

/** The department of a profile without departments (legacy): its totals still add up. */
export const NO_DEPARTMENT = 'none';

/** The department a posting counts under: the profile's first department (as the rules read it). */
export function totalsDepartment(departments: unknown): string {
  const first = Array.isArray(departments) ? departments[0] : typeof departments === 'string' ? departments : '';
  return typeof first === 'string' && first !== '' ? first : NO_DEPARTMENT;
}

/** monthTotals/{YYYY-MM}_{department}. */
export function monthTotalsId(month: string, department: string): string {
  return `${month}_${department}`;
}

/** A credited claim's activity, counted by queue: `{queue}_{activityId}`. */
export function activityKey(queue: string, activityId: string): string {
  return `${queue}_${activityId}`;
}

/** The queue and activity of an activity key. */
export function splitActivityKey(key: string): { queue: string; activityId: string } {
  const at = key.indexOf('_');
  return at < 0 ? { queue: '', activityId: key } : { queue: key.slice(0, at), activityId: key.slice(at + 1) };
}

/** The queue a credited claim without one (legacy) counts under. */
export const NO_QUEUE = 'none';
