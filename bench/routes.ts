/**
 * The routes Lighthouse measures, derived from the app's route table (src/app/routes.tsx): /signin
 * signed out, then every signed-in route, signed in as the first of the bench's users whose role may
 * open it (employee routes as EMP001, staff routes as MGR001, admin-only ones as ADM001; FIN001 for
 * a route only finance could open). Routes with parameters open the bench organisation's sample
 * employee and claim.
 */
import { canOpen, patternFor, ROUTE_KEYS, type RouteKey } from '../src/app/routes';
import type { Role } from '../src/domain/roles';
import { paths, signedInPaths } from '../src/domain/routes';
import { EmulatorError } from '../scripts/lib/errors';

/** Who signs in for Lighthouse, in order of preference (the demo seed's accounts). */
export const LIGHTHOUSE_USERS: readonly { id: string; role: Role }[] = [
  { id: 'EMP001', role: 'employee' },
  { id: 'MGR001', role: 'manager' },
  { id: 'FIN001', role: 'finance' },
  { id: 'ADM001', role: 'admin' },
];

/** The bench organisation's first employee and their first (pending) claim (bench/seedOrg.ts). */
export const SAMPLE_EMPLOYEE = 'EMP0001';
export const SAMPLE_CLAIM = `${SAMPLE_EMPLOYEE}-001`;

export interface LighthouseRoute {
  /** the route table's key ('signIn' for /signin) */
  key: RouteKey | 'signIn';
  /** the pattern the router matches */
  pattern: string;
  /** what Lighthouse opens */
  path: string;
  /** who is signed in; null: a first visit, signed out */
  user: string | null;
}

function hrefOf(key: RouteKey): string {
  const path = signedInPaths[key];
  if (typeof path === 'string') return path;
  if (key === 'requestDetail') return paths.requestDetail(SAMPLE_EMPLOYEE, SAMPLE_CLAIM);
  if (key === 'employee') return paths.employee(SAMPLE_EMPLOYEE);
  throw new Error(`bench/routes.ts: no sample parameters for the route '${key}' (add them to hrefOf)`);
}

export function lighthouseRoutes(): LighthouseRoute[] {
  return [
    { key: 'signIn', pattern: paths.signIn, path: paths.signIn, user: null },
    ...ROUTE_KEYS.map((key) => {
      const user = LIGHTHOUSE_USERS.find((u) => canOpen(u.role, key));
      if (!user) throw new Error(`bench/routes.ts: no Lighthouse user may open '${key}'`);
      return { key, pattern: patternFor(key), path: hrefOf(key), user: user.id };
    }),
  ];
}

/**
 * The routes `--routes` names (each by its path, its router pattern or its key), in the table's
 * order; all of them when it names none. An unknown name is refused with the list of known paths.
 */
export function selectRoutes(
  names: readonly string[] | undefined,
  all = lighthouseRoutes(),
): LighthouseRoute[] {
  if (!names || names.length === 0) return all;
  const unknown = names.filter((n) => !all.some((r) => [r.path, r.pattern, r.key].includes(n)));
  if (unknown.length > 0) {
    throw new EmulatorError(
      `--routes: unknown route ${unknown.join(', ')}; known: ${all.map((r) => r.pattern).join(', ')}`,
    );
  }
  return all.filter((r) => names.some((n) => [r.path, r.pattern, r.key].includes(n)));
}
