import {
  getCount,
  limit,
  orderBy,
  query,
  getDocs,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { NOTIFICATION_LIMIT, notificationsSince } from '@/domain/notifications';
import type { Claim, LedgerEntry, Redemption } from '@/domain/types';
import type { LeaveRequest } from '@/domain/leave';
import { toClaim } from '../schema/claims';
import { toLeaveRequest } from '../schema/leave';
import { toLedgerEntry } from '../schema/ledger';
import { toRedemption } from '../schema/redemptions';
import { profileWrites } from '../schema/users';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWrite } from '../transaction';

const since = (seenAt: Date | null) => Timestamp.fromDate(notificationsSince(seenAt));

/**
 * The bell's three kinds of news, each one query: the header counts them (a count() of at most
 * NOTIFICATION_LIMIT: 1 read each, whatever is there) and the list reads them when the bell opens.
 */
export type NotificationKind = 'claimDecisions' | 'redemptionDecisions' | 'adjustments' | 'leaveDecisions';
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'claimDecisions',
  'redemptionDecisions',
  'adjustments',
  'leaveDecisions',
];

/** Each kind's query since `seenAt` (newest first) and the converter of what it returns. */
const kinds = {
  // My claims decided after `seenAt` (paid or rejected), or given a first approval (awaiting a second).
  claimDecisions: {
    query: (db: Firestore, employeeId: string, seenAt: Date | null) =>
      query(
        refs.claims(db, employeeId),
        where('status', 'in', ['paid', 'rejected', 'awaiting_second']),
        where('updatedAt', '>', since(seenAt)),
        orderBy('updatedAt', 'desc'),
      ),
    convert: (d: QueryDocumentSnapshot): Claim => toClaim(d.ref.path, d.id, d.data()),
  },
  // My redemptions paid or declined after `seenAt`.
  redemptionDecisions: {
    query: (db: Firestore, employeeId: string, seenAt: Date | null) =>
      query(
        refs.redemptions(db, employeeId),
        where('status', 'in', ['paid', 'declined']),
        where('updatedAt', '>', since(seenAt)),
        orderBy('updatedAt', 'desc'),
      ),
    convert: (d: QueryDocumentSnapshot): Redemption => toRedemption(d.ref.path, d.id, d.data()),
  },
  // Adjustments an admin made to my balance after `seenAt`.
  adjustments: {
    query: (db: Firestore, employeeId: string, seenAt: Date | null) =>
      query(
        refs.ledger(db, employeeId),
        where('type', '==', 'adjustment'),
        where('createdAt', '>', since(seenAt)),
        orderBy('createdAt', 'desc'),
      ),
    convert: (d: QueryDocumentSnapshot): LedgerEntry => toLedgerEntry(d.ref.path, d.id, d.data()),
  },
  // My leave requests approved or refused after `seenAt`.
  leaveDecisions: {
    query: (db: Firestore, employeeId: string, seenAt: Date | null) =>
      query(
        refs.leaveRequests(db, employeeId),
        where('status', 'in', ['approved', 'refused']),
        where('updatedAt', '>', since(seenAt)),
        orderBy('updatedAt', 'desc'),
      ),
    convert: (d: QueryDocumentSnapshot): LeaveRequest => toLeaveRequest(d.ref.path, d.id, d.data()),
  },
} as const;

async function listSince<K extends NotificationKind>(
  kind: K,
  db: Firestore,
  employeeId: string,
  seenAt: Date | null,
): Promise<ReturnType<(typeof kinds)[K]['convert']>[]> {
  const snap = await getDocs(query(kinds[kind].query(db, employeeId, seenAt), limit(NOTIFICATION_LIMIT)));
  recordReads(kind, snap.size);
  return snap.docs.map((d) => kinds[kind].convert(d) as ReturnType<(typeof kinds)[K]['convert']>);
}

/** My claims decided after `seenAt`, newest first (1 read when there are none). */
export const listClaimDecisionsSince = (db: Firestore, employeeId: string, seenAt: Date | null) =>
  listSince('claimDecisions', db, employeeId, seenAt);

/** My redemptions paid or declined after `seenAt`, newest first. */
export const listRedemptionDecisionsSince = (db: Firestore, employeeId: string, seenAt: Date | null) =>
  listSince('redemptionDecisions', db, employeeId, seenAt);

/** Adjustments an admin made to my balance after `seenAt`, newest first. */
export const listAdjustmentsSince = (db: Firestore, employeeId: string, seenAt: Date | null) =>
  listSince('adjustments', db, employeeId, seenAt);

/** My leave requests approved or refused after `seenAt`, newest first. */
export const listLeaveDecisionsSince = (db: Firestore, employeeId: string, seenAt: Date | null) =>
  listSince('leaveDecisions', db, employeeId, seenAt);

/** How many of a kind arrived after `seenAt`, at most NOTIFICATION_LIMIT: one count(), 1 read. */
export async function countNotificationsSince(
  kind: NotificationKind,
  db: Firestore,
  employeeId: string,
  seenAt: Date | null,
): Promise<number> {
  const snap = await getCount(query(kinds[kind].query(db, employeeId, seenAt), limit(NOTIFICATION_LIMIT)));
  const n = snap.data().count;
  recordCount(`${kind} count`, n);
  return n;
}

/** 'Last looked': the owner stamps their profile with the server's time. */
export async function markNotificationsSeen(db: Firestore, employeeId: string): Promise<void> {
  await runWrite(() =>
    updateDoc(refs.user(db, employeeId), profileWrites.notificationsSeen(serverTimestamp())),
  );
}
