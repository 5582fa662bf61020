import { isDirector } from './directors';
import type { Role } from './roles';
import { nameLowerOf } from './roster';

/**
 * The Employee Centre's directory filter (docs/data-model.md, the directory's queries): role and status are equality filters on
 * the server; the search term is one prefix search on the server, chosen by its shape.
 */
export const ROLE_FILTERS = ['all', 'employee', 'manager', 'finance'] as const satisfies readonly (
  | 'all'
  | Role
)[];
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const STATUS_FILTERS = ['all', 'unblocked', 'blocked'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface DirectoryFilter {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
}

/**
 * What a search term searches: an e-mail prefix when it has '@', an employee ID prefix when it has a
 * digit (IDs are letters then digits: 'emp0' finds EMP001..EMP009), else a name prefix of the full
 * name, case-insensitive (`nameLower`). Blank: no search.
 */
export type DirectorySearch =
  | { kind: 'none' }
  | { kind: 'email'; prefix: string }
  | { kind: 'id'; prefix: string }
  | { kind: 'name'; prefix: string };

export function directorySearch(term: string): DirectorySearch {
  const t = term.trim();
  if (!t) return { kind: 'none' };
  if (t.includes('@')) return { kind: 'email', prefix: t.toLowerCase() };
  if (/\d/.test(t) && /^[A-Za-z0-9]+$/.test(t)) return { kind: 'id', prefix: t.toUpperCase() };
  return { kind: 'name', prefix: nameLowerOf(t) };
}

/** The end of a prefix range: every string that starts with `prefix` sorts before it. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}

interface Matchable {
  employeeId: string;
  fullName: string;
  email: string;
  userRole: Role;
  userStatus: 'blocked' | 'unblocked';
}

/** Whether a profile is one the server query of `f` returns (used to leave Directors out of counts). */
export function matchesDirectoryFilter(u: Matchable, f: DirectoryFilter): boolean {
  if (f.role !== 'all' && u.userRole !== f.role) return false;
  if (f.status !== 'all' && u.userStatus !== f.status) return false;
  const s = directorySearch(f.search);
  switch (s.kind) {
    case 'none':
      return true;
    case 'email':
      return u.email.startsWith(s.prefix);
    case 'id':
      return u.employeeId.startsWith(s.prefix);
    case 'name':
      return nameLowerOf(u.fullName).startsWith(s.prefix);
  }
}

/** The directory leaves Directors out (docs/product.md#roles). */
export function withoutDirectors<T extends { designation: string }>(users: readonly T[]): T[] {
  return users.filter((u) => !isDirector(u));
}

/**
 * The day's 'missing' list: active, unblocked profiles whose last report (`lastProductivityDate`,
 * '' before any) is before the day. Exact for today; for an earlier day it lists who had not
 * reported by then and has not since.
 */
export function isMissingOn(
  u: { isActive: boolean; userStatus: string; lastProductivityDate: string | null },
  dayKey: string,
): boolean {
  return u.isActive && u.userStatus === 'unblocked' && (u.lastProductivityDate ?? '') < dayKey;
}
