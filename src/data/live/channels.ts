import type { Role } from '@/domain/roles';

/**
 * What an open tab listens to so that other people's changes reach it ("fresh data": docs/performance.md):
 * each channel is one listener on a document or on a query of changes since the tab started, and
 * names the cached queries its changes make stale. Listeners cost reads only for what changes
 * (plus one read per empty query when it starts), so an idle hour costs a handful of reads.
 */
export type LiveChannel =
  | { kind: 'profile'; employeeId: string }
  | { kind: 'myClaims'; employeeId: string }
  | { kind: 'myRedemptions'; employeeId: string }
  | { kind: 'activities' }
  | { kind: 'allClaims' }
  | { kind: 'allRedemptions' };

export function liveChannelsFor(me: { employeeId: string; userRole: Role }): LiveChannel[] {
  const { employeeId, userRole } = me;
  return [
    { kind: 'profile', employeeId },
    { kind: 'myClaims', employeeId },
    { kind: 'myRedemptions', employeeId },
    { kind: 'activities' },
    ...(userRole === 'manager' || userRole === 'admin' ? [{ kind: 'allClaims' } as const] : []),
    ...(userRole === 'manager' || userRole === 'admin' || userRole === 'finance'
      ? [{ kind: 'allRedemptions' } as const]
      : []),
  ];
}
