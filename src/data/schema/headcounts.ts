import { totalsDepartment } from '@/domain/insights';
import { Reader } from '../values';
import type { Data } from './common';

/**
 * headcounts/{department}: how many profiles a department holds, kept by every profile write that changes
 * who is counted (docs/data-model.md#headcounts-department), so the Employee Centre's directory total and
 * Insights' active employees read a handful of documents at any organisation size instead of a count()
 * over every profile. The department is the profile's first one (`totalsDepartment`, as the month totals
 * and the rules' `totalsDepartment()` pick it: `none` for a legacy profile without departments).
 */

/** A department's headcount. */
export interface Headcount {
  department: string;
  /** Every profile whose first department this is. */
  profiles: number;
  /** Those flagged `director`. */
  directors: number;
  /** Active, unblocked, not Directors: the people expected to report. */
  active: number;
}

/** How one profile counts: its department, and whether it is a Director and active (firestore.rules' membership()). */
export interface Membership {
  department: string;
  director: boolean;
  active: boolean;
}

/** The counts a move adds (each -1, 0 or +1 for one profile). */
export interface HeadcountDelta {
  profiles: number;
  directors: number;
  active: number;
}

/** One department's move by one profile write. */
export interface HeadcountMove {
  department: string;
  delta: HeadcountDelta;
}

/**
 * How a stored profile counts, read as the rules read it: `director` only when true, active unless
 * deactivated (`isActive == false`) or blocked, and never a Director.
 */
export function membershipOf(profile: Data): Membership {
  const director = profile.director === true;
  return {
    department: totalsDepartment(profile.departments),
    director,
    active: !director && profile.isActive !== false && profile.userStatus !== 'blocked',
  };
}

const shareOf = (m: Membership | null, department: string): HeadcountDelta =>
  m && m.department === department
    ? { profiles: 1, directors: m.director ? 1 : 0, active: m.active ? 1 : 0 }
    : { profiles: 0, directors: 0, active: 0 };

/**
 * The headcount moves of a profile write: `before` the profile as stored (undefined: a sign-up), `after`
 * as it is after the write (the stored fields with the written ones). None when who is counted does not
 * change; one department, or two when the first department changes (-1 from the old, +1 to the new).
 */
export function headcountMoves(before: Data | undefined, after: Data): HeadcountMove[] {
  const b = before ? membershipOf(before) : null;
  const a = membershipOf(after);
  const departments = [...new Set([...(b ? [b.department] : []), a.department])];
  return departments.flatMap((department) => {
    const was = shareOf(b, department);
    const is = shareOf(a, department);
    const delta = { profiles: is.profiles - was.profiles, directors: is.directors - was.directors, active: is.active - was.active };
    return delta.profiles === 0 && delta.directors === 0 && delta.active === 0 ? [] : [{ department, delta }];
  });
}

export const headcountWrites = {
  /**
   * A profile write's move, written with `merge`: `inc` is the app's increment() (the rules see the
   * result), so concurrent sign-ups never conflict; `lastEmployee` names the profile written in the same
   * batch, whose before and after the rules compare with the move.
   */
  move: <V, T>(m: HeadcountMove, employeeId: string, inc: (n: number) => V, at: T) => ({
    department: m.department,
    profiles: inc(m.delta.profiles),
    directors: inc(m.delta.directors),
    active: inc(m.delta.active),
    lastEmployee: employeeId,
    updatedAt: at,
  }),
  /** A whole headcount (the migration, the demo seed and the bench count the profiles). */
  whole: <T>(h: Headcount, lastEmployee: string, at: T) => ({
    department: h.department,
    profiles: h.profiles,
    directors: h.directors,
    active: h.active,
    lastEmployee,
    updatedAt: at,
  }),
};

/** A stored headcount; missing or malformed counts read as zero. */
export function toHeadcount(id: string, data: Data): Headcount {
  const r = new Reader(data, `headcounts/${id}`);
  return {
    department: r.str('department', id),
    profiles: r.num('profiles', 0),
    directors: r.num('directors', 0),
    active: r.num('active', 0),
  };
}

/** The directory's unfiltered total: every profile but the Directors, over the departments. */
export function directoryTotal(headcounts: readonly Headcount[]): number {
  return Math.max(0, headcounts.reduce((n, h) => n + h.profiles - h.directors, 0));
}

/** The active employees (expected to report), over the departments. */
export function activeTotal(headcounts: readonly Headcount[]): number {
  return Math.max(0, headcounts.reduce((n, h) => n + h.active, 0));
}

/** A profile as the counts need it: its employee ID and stored data. */
export interface CountedProfile {
  employeeId: string;
  data: Data;
}

/**
 * The headcounts of a set of profiles, computed whole (what the moves add up to), with the last employee
 * of each department (the highest ID: any will do, the rules compare it only with a profile write).
 */
export function countProfiles(profiles: Iterable<CountedProfile>): Map<string, { headcount: Headcount; lastEmployee: string }> {
  const out = new Map<string, { headcount: Headcount; lastEmployee: string }>();
  for (const p of [...profiles].sort((a, b) => a.employeeId.localeCompare(b.employeeId))) {
    const m = membershipOf(p.data);
    const slot = out.get(m.department) ?? { headcount: { department: m.department, profiles: 0, directors: 0, active: 0 }, lastEmployee: '' };
    slot.headcount.profiles += 1;
    if (m.director) slot.headcount.directors += 1;
    if (m.active) slot.headcount.active += 1;
    slot.lastEmployee = p.employeeId;
    out.set(m.department, slot);
  }
  return out;
}

/** The headcounts documents of a set of stored documents (`users/{e}` among them): the demo seed, the bench, the tests. */
export function headcountDocs<T>(docs: Iterable<{ path: string; data: Data }>, at: T): { path: string; data: Data }[] {
  const profiles = [...docs].flatMap(({ path, data }) => {
    const [users, employeeId = '', ...rest] = path.split('/');
    return users === 'users' && employeeId && rest.length === 0 ? [{ employeeId, data }] : [];
  });
  return [...countProfiles(profiles)].map(([department, c]) => ({
    path: `headcounts/${department}`,
    data: headcountWrites.whole(c.headcount, c.lastEmployee, at) as Data,
  }));
}
