import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  collection,
  collectionGroup,
  doc,
  limit,
  onSnapshot,
  orderBy,
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
import { forgetHeard, HEARD_STALE, noteHeard, type HeardKind } from './heardChanges';

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
  /**
   * Staff channels: the organisation's latest change only (`limit(1)`), heard once: the listener
   * stops at the first change someone else made and the screen offers to show it (heardChanges.ts).
   */
  heard?: HeardKind;
}

/** The latest change of a collection group since `since`: one document, whatever the organisation's size. */
const latestChange = (liveDb: Firestore, group: string, since: Timestamp) =>
  query(collectionGroup(liveDb, group), where('updatedAt', '>', since), orderBy('updatedAt', 'desc'), limit(1));

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
      return { source: latestChange(liveDb, 'requestedClaims', since), stale: HEARD_STALE.claims, heard: 'claims' };
    case 'allRedemptions':
      return { source: latestChange(liveDb, 'redemptionRequests', since), stale: HEARD_STALE.redemptions, heard: 'redemptions' };
  }
}

/** A document's last change in ms (server Timestamp, or the catalogue's ISO string), 0 if unknown. */
function changedAt(data: DocumentData): number {
  const value: unknown = data.updatedAt;
  if (value instanceof Timestamp) return value.toMillis();
  if (typeof value === 'string') return Date.parse(value) || 0;
  return 0;
}

/** Who made a request's latest change: its reviewer or payer once decided, else its owner. */
function changedBy(data: DocumentData): unknown {
  switch (data.status) {
    case 'approved':
      return data.approvedById;
    case 'rejected':
      return data.rejectedById;
    case 'paid':
      return data.paidById;
    case 'declined':
      return data.declinedById;
    default:
      return data.employeeId;
  }
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
  const sinceOf = (from: number) => Timestamp.fromMillis(from - CLOCK_SKEW_MS);
  const stops = channels.map((channel) => {
    const target = liveTarget(liveDb, channel, sinceOf(Date.now()));
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
    const { heard } = target;
    let stopCurrent: () => void = () => undefined;
    const hear = () => {
      stopCurrent();
      if (heard) noteHeard(heard, () => listen(Date.now()));
    };
    /** Listens from `from` (ms): its first snapshot is what already was; of it, what changed after `from` is news. */
    const listen = (from: number) => {
      let baseline = true;
      const source = heard ? liveTarget(liveDb, channel, sinceOf(from)).source : target.source;
      stopCurrent = onSnapshot(
        source as Query<DocumentData>,
        // Told when an answer from the cache is confirmed by the server (below): a listener started
        // again may answer first from what the cache holds and then hear nothing new.
        { includeMetadataChanges: true },
        (snap) => {
          // Answers from the cache (offline, or before the server's) are not billed and are no
          // baseline: the server's first answer is; after it, only changes count.
          if (snap.metadata.fromCache) return;
          const changes = snap.docChanges();
          if (!baseline && changes.length === 0) return;
          // Billed: the first answer's documents (1 when none), then each document changed.
          recordReads(`live ${channel.kind}`, Math.max(1, baseline ? snap.size : changes.length));
          const others = (docs: readonly DocumentData[]) => docs.some((d) => changedBy(d) !== me.employeeId);
          if (baseline) {
            baseline = false;
            // What changed since the tab (or 'Show') loaded, heard when the listener starts.
            const since = snap.docs.map((d) => d.data()).filter((d) => changedAt(d) > from);
            if (since.length === 0) return;
            if (!heard) return changed();
            if (others(since)) hear();
            return;
          }
          if (!heard) return changed();
          // My own reviews are on my screen already; someone else's change is heard once, then
          // nothing more is read until the screen shows it.
          if (others(changes.filter((c) => c.type !== 'removed').map((c) => c.doc.data()))) hear();
        },
        onError,
      );
    };
    listen(openedAt);
    return () => {
      stopCurrent();
      if (heard) forgetHeard(heard);
    };
  });
  return () => stops.forEach((stop) => stop());
}
