import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  collection,
  collectionGroup,
  doc,
  onSnapshot,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Query,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { UserProfile } from '@/domain/types';
import { toProfile } from '../schema/users';
import { activityKeys } from '../activities/queries';
import { claimKeys } from '../claims/queries';
import { redemptionKeys } from '../redemptions/queries';
import { ledgerKeys } from '../ledger/queries';
import { ownProfileKeys } from '../session/queries';
import { userKeys } from '../users/queries';
import { recordReads } from '../readMeter';
import type { LiveChannel } from './channels';

/**
 * Changes made before the tab's clock says it started may still be missed when the clock runs
 * ahead of the server's; listening from a little earlier covers ordinary skew (the first
 * snapshot, which carries those, is only a baseline).
 */
const CLOCK_SKEW_MS = 5 * 60_000;

interface Target {
  source: Query<DocumentData> | DocumentReference<DocumentData>;
  /** The cached queries that changes make stale. */
  stale: readonly QueryKey[];
}

/** The listener of a channel: what it watches and which cached queries its changes make stale. */
export function liveTarget(liveDb: Firestore, channel: LiveChannel, since: Timestamp): Target {
  switch (channel.kind) {
    case 'profile':
      return {
        source: doc(liveDb, 'users', channel.employeeId),
        stale: [
          ledgerKeys.of(channel.employeeId),
          claimKeys.of(channel.employeeId),
          redemptionKeys.of(channel.employeeId),
          userKeys.detail(channel.employeeId),
        ],
      };
    case 'myClaims':
      return {
        source: query(
          collection(liveDb, 'users', channel.employeeId, 'requestedClaims'),
          where('updatedAt', '>', since),
        ),
        stale: [claimKeys.of(channel.employeeId)],
      };
    case 'myRedemptions':
      return {
        source: query(
          collection(liveDb, 'users', channel.employeeId, 'redemptionRequests'),
          where('updatedAt', '>', since),
        ),
        stale: [redemptionKeys.of(channel.employeeId)],
      };
    case 'activities':
      // The catalogue is small; a deactivated activity leaves this query, a new one joins it.
      return {
        source: query(collection(liveDb, 'pointActivities'), where('isActive', '==', true)),
        stale: [activityKeys.all],
      };
    case 'allClaims':
      return {
        source: query(collectionGroup(liveDb, 'requestedClaims'), where('updatedAt', '>', since)),
        stale: [claimKeys.all, userKeys.all],
      };
    case 'allRedemptions':
      return {
        source: query(collectionGroup(liveDb, 'redemptionRequests'), where('updatedAt', '>', since)),
        stale: [redemptionKeys.all, userKeys.all],
      };
  }
}

/** A document's last change in ms (server Timestamp, or the catalogue's ISO string), 0 if unknown. */
function changedAt(data: DocumentData): number {
  const value: unknown = data.updatedAt;
  if (value instanceof Timestamp) return value.toMillis();
  if (typeof value === 'string') return Date.parse(value) || 0;
  return 0;
}

/**
 * Starts one listener per channel; returns the function that stops them all. The profile's
 * snapshots replace the cached profile itself (a block or deactivation then signs the tab out at
 * once); other changes mark the queries they affect stale, so what is on screen refetches.
 */
export function startLiveUpdates(
  qc: QueryClient,
  liveDb: Firestore,
  me: { uid: string; employeeId: string },
  channels: readonly LiveChannel[],
  /** When the tab's data was first read: changes after it, found in a first snapshot, count too. */
  openedAt: number = Date.now(),
): () => void {
  const since = Timestamp.fromMillis(Date.now() - CLOCK_SKEW_MS);
  const stops = channels.map((channel) => {
    const target = liveTarget(liveDb, channel, since);
    let baseline = true;
    const changed = () => {
      for (const queryKey of target.stale) void qc.invalidateQueries({ queryKey });
    };
    const onError = () => {
      // Refused (e.g. blocked meanwhile) or gone: the profile's listener says why; stop quietly.
    };
    if (channel.kind === 'profile') {
      return onSnapshot(
        target.source as DocumentReference<DocumentData>,
        (snap) => {
          // Offline, a listener answers from its cache; before it has heard the server that says
          // nothing (not that the profile is gone). Its first answer from the server follows.
          if (snap.metadata.fromCache && !snap.exists()) return;
          recordReads('live profile', 1);
          const data = snap.data();
          const profile: UserProfile | null = data ? toProfile(snap.id, data) : null;
          const [session, detail] = ownProfileKeys(me);
          const cached = qc.getQueryData<UserProfile | null>(session);
          qc.setQueryData(session, profile);
          // The same profile by employee ID (their own detail page), where it is cached.
          if (qc.getQueryData(detail) !== undefined) qc.setQueryData(detail, profile);
          if (cached !== undefined && cached?.points !== profile?.points) changed();
        },
        onError,
      );
    }
    return onSnapshot(
      target.source as Query<DocumentData>,
      (snap) => {
        recordReads(`live ${channel.kind}`, Math.max(1, snap.docChanges().length));
        // The first snapshot is what already was; of it, only what changed after the tab opened.
        const news = baseline
          ? snap.docs.some((d) => changedAt(d.data()) > openedAt)
          : snap.docChanges().length > 0;
        baseline = false;
        if (news) changed();
      },
      onError,
    );
  });
  return () => stops.forEach((stop) => stop());
}
