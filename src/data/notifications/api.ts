import {
  limit,
  orderBy,
  query,
  getDocs,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { NOTIFICATION_LIMIT, notificationsSince } from '@/domain/notifications';
import type { Claim, LedgerEntry, Redemption } from '@/domain/types';
import { toClaim, toLedgerEntry, toRedemption } from '../converters';
import { recordReads } from '../readMeter';
import { refs } from '../refs';

const since = (seenAt: Date | null) => Timestamp.fromDate(notificationsSince(seenAt));

/** My claims decided after `seenAt`, newest first (1 read when there are none). */
export async function listClaimDecisionsSince(
  db: Firestore,
  employeeId: string,
  seenAt: Date | null,
): Promise<Claim[]> {
  const snap = await getDocs(
    query(
      refs.claims(db, employeeId),
      where('status', 'in', ['paid', 'rejected']),
      where('updatedAt', '>', since(seenAt)),
      orderBy('updatedAt', 'desc'),
      limit(NOTIFICATION_LIMIT),
    ),
  );
  recordReads('claim decisions', Math.max(1, snap.size));
  return snap.docs.map((d) => toClaim(d.ref.path, d.id, d.data()));
}

/** My redemptions paid or declined after `seenAt`, newest first. */
export async function listRedemptionDecisionsSince(
  db: Firestore,
  employeeId: string,
  seenAt: Date | null,
): Promise<Redemption[]> {
  const snap = await getDocs(
    query(
      refs.redemptions(db, employeeId),
      where('status', 'in', ['paid', 'declined']),
      where('updatedAt', '>', since(seenAt)),
      orderBy('updatedAt', 'desc'),
      limit(NOTIFICATION_LIMIT),
    ),
  );
  recordReads('redemption decisions', Math.max(1, snap.size));
  return snap.docs.map((d) => toRedemption(d.ref.path, d.id, d.data()));
}

/** Adjustments an admin made to my balance after `seenAt`, newest first. */
export async function listAdjustmentsSince(
  db: Firestore,
  employeeId: string,
  seenAt: Date | null,
): Promise<LedgerEntry[]> {
  const snap = await getDocs(
    query(
      refs.ledger(db, employeeId),
      where('type', '==', 'adjustment'),
      where('createdAt', '>', since(seenAt)),
      orderBy('createdAt', 'desc'),
      limit(NOTIFICATION_LIMIT),
    ),
  );
  recordReads('adjustments', Math.max(1, snap.size));
  return snap.docs.map((d) => toLedgerEntry(d.ref.path, d.id, d.data()));
}

/** 'Last looked': the owner stamps their profile with the server's time. */
export async function markNotificationsSeen(db: Firestore, employeeId: string): Promise<void> {
  await updateDoc(refs.user(db, employeeId), {
    notificationsSeenAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}
