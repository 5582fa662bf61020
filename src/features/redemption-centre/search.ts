import type { Redemption } from '@/domain/types';

/** Case-insensitive substring match on the reference ID, the employee name or the employee ID. */
export function matchesRedemption(r: Redemption, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [r.referenceId, r.id, r.employeeName, r.employeeId].some((v) => v.toLowerCase().includes(t));
}

/**
 * What the search shows: matches among the loaded pages plus the server's prefix matches from
 * beyond them, once each, newest first.
 */
export function searchResults(
  loaded: readonly Redemption[],
  remote: readonly Redemption[],
  term: string,
): Redemption[] {
  const seen = new Map<string, Redemption>();
  for (const r of [...loaded, ...remote]) {
    if (matchesRedemption(r, term)) seen.set(`${r.employeeId}/${r.id}`, r);
  }
  return [...seen.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
