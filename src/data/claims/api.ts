import {
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { managerLabel, PAGE_SIZE, TAB_COUNT_CAP } from '@/domain/constants';
import { toDayKey } from '@/domain/dates';
import { ledgerEntryId } from '@/domain/ledger';
import { claimId as makeClaimId } from '@/domain/referenceIds';
import type { ClaimData } from '@/domain/schemas';
import { cappedCount, type CappedCount } from '@/domain/tabCount';
import type { Claim, ClaimStatus, UserProfile } from '@/domain/types';
import { toActivity, toClaim } from '../converters';
import { DataError } from '../errors';
import { fetchPage, type Page } from '../paging';
import { recordCount, recordReads } from '../readMeter';
import { openLedger } from '../ledger/writer';
import { refs, signature, type Actor } from '../refs';
import { firstFreeId, runWriteTransaction } from '../transaction';

/** A claim that was reviewed or withdrawn meanwhile. */
const CLAIM_NOT_PENDING = 'This claim has already been reviewed.';

/** The employee's own claims, newest first. */
export async function listMyClaims(db: Firestore, employeeId: string): Promise<Claim[]> {
  const snap = await getDocs(query(refs.claims(db, employeeId), orderBy('createdAt', 'desc')));
  recordReads('own claims', snap.size);
  return snap.docs.map((d) => toClaim(d.ref.path, d.id, d.data()));
}

export async function getClaim(db: Firestore, employeeId: string, claimId: string): Promise<Claim | null> {
  const snap = await getDoc(refs.claim(db, employeeId, claimId));
  recordReads('claim', 1);
  const data = snap.data();
  return data ? toClaim(snap.ref.path, snap.id, data) : null;
}

/** The dashboard's first n claims, and the total for 'Showing 3 out of N requests' as a count(). */
export async function listRecentClaims(db: Firestore, employeeId: string, n: number): Promise<Claim[]> {
  const snap = await getDocs(query(refs.claims(db, employeeId), orderBy('createdAt', 'desc'), limit(n)));
  recordReads('recent claims', snap.size);
  return snap.docs.map((d) => toClaim(d.ref.path, d.id, d.data()));
}

export async function countClaimsOf(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getCount(refs.claims(db, employeeId));
  const n = snap.data().count;
  recordCount('own claims count', n);
  return n;
}

/**
 * The spec's sequence: the number of existing claims + 1 (a count() aggregation, 1 read). Ordering by
 * document id descending instead is refused by the Firestore emulator ("descending key scans").
 */
async function nextClaimSequence(db: Firestore, employeeId: string): Promise<number> {
  const snap = await getCount(refs.claims(db, employeeId));
  const n = snap.data().count;
  recordCount('claims of one employee', n);
  return n + 1;
}

/** Five tries at the next numbers, then one that cannot collide (the rules accept any `{e}-NNN...`). */
function claimIdCandidates(employeeId: string, sequence: number): string[] {
  return [
    ...Array.from({ length: 5 }, (_, i) => makeClaimId(employeeId, sequence + i)),
    `${employeeId}-${Date.now()}`,
  ];
}

/**
 * Submits a claim as `{employeeId}-{NNN}`: a create-only write (the transaction reads the id
 * first, so a second tab taking the same number makes this commit fail and the retry takes the next).
 * Points and name are copied from the activity, which must be active.
 */
export async function submitClaim(
  db: Firestore,
  profile: Pick<UserProfile, 'employeeId' | 'name' | 'department' | 'designation'>,
  activityId: string,
  input: ClaimData,
): Promise<string> {
  const sequence = await nextClaimSequence(db, profile.employeeId);
  return runWriteTransaction(db, async (tx) => {
    const activitySnap = await tx.get(refs.activity(db, activityId));
    const activityData = activitySnap.data();
    if (!activityData) throw new DataError('Activity not found', 'not-found');
    const activity = toActivity(activitySnap.id, activityData);
    if (!activity.isActive) throw new DataError('This activity is no longer available.', 'inactive-activity');
    const id = await firstFreeId(tx, claimIdCandidates(profile.employeeId, sequence), (c) =>
      refs.claim(db, profile.employeeId, c),
    );
    if (!id) throw new DataError('Could not allocate a reference ID. Please try again.', 'conflict');
    tx.set(refs.claim(db, profile.employeeId, id), {
      id,
      referenceId: id,
      employeeId: profile.employeeId,
      employeeName: profile.name,
      department: profile.department,
      designation: profile.designation,
      activityId: activity.id,
      activityName: activity.name,
      points: activity.points,
      description: input.description,
      status: 'pending',
      completionDate: input.completionDate,
      managerId: input.managerId,
      managerName: managerLabel(input.managerId),
      managerComment: '',
      evidence: input.evidence,
      photos: [],
      submittedDate: toDayKey(new Date()),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return id;
  });
}

/**
 * Approve: claim pending -> paid, ledger entry `claim-{id}` and the balance raised by exactly
 * the claim's points, in one transaction (the rules accept none of the three alone).
 */
export async function approveClaim(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  claimId: string,
): Promise<Claim> {
  if (actor.employeeId === employeeId)
    throw new DataError('You cannot review your own claim.', 'own-request');
  return runWriteTransaction(db, async (tx) => {
    const claimRef = refs.claim(db, employeeId, claimId);
    const [claimSnap, ledger] = await Promise.all([tx.get(claimRef), openLedger(tx, db, employeeId)]);
    const claimData = claimSnap.data();
    if (!claimData) throw new DataError('Claim not found', 'not-found');
    const claim = toClaim(claimRef.path, claimSnap.id, claimData);
    if (claim.status !== 'pending') throw new DataError(CLAIM_NOT_PENDING, 'not-pending');
    const points = typeof claimData.points === 'number' ? claimData.points : 0;
    const today = toDayKey(new Date());
    const review = {
      status: 'paid',
      paidDate: today,
      checkedDate: today,
      approvedBy: signature.claimReviewer(actor),
      approvedById: actor.employeeId,
    } as const;
    ledger.post({
      entryId: ledgerEntryId.earned(claimId),
      type: 'earned',
      points,
      sourceRef: claimId,
      createdBy: actor.employeeId,
    });
    tx.update(claimRef, { ...review, updatedAt: serverTimestamp() });
    return { ...claim, ...review };
  });
}

/** Reject: pending -> rejected with a required reason; no balance change. */
export async function rejectClaim(
  db: Firestore,
  actor: Actor,
  employeeId: string,
  claimId: string,
  reason: string,
): Promise<void> {
  if (actor.employeeId === employeeId)
    throw new DataError('You cannot review your own claim.', 'own-request');
  const trimmed = reason.trim();
  if (!trimmed) throw new DataError('Please provide a reason', 'invalid');
  await runWriteTransaction(db, async (tx) => {
    const claimRef = refs.claim(db, employeeId, claimId);
    const snap = await tx.get(claimRef);
    if (!snap.exists()) throw new DataError('Claim not found', 'not-found');
    if (snap.data().status !== 'pending') throw new DataError(CLAIM_NOT_PENDING, 'not-pending');
    const today = toDayKey(new Date());
    tx.update(claimRef, {
      status: 'rejected',
      rejectedDate: today,
      checkedDate: today,
      rejectedBy: signature.claimReviewer(actor),
      rejectedById: actor.employeeId,
      managerComment: trimmed,
      updatedAt: serverTimestamp(),
    });
  });
}

/** The owner withdraws their own pending claim: status `withdrawn`; no balance change. */
export async function withdrawClaim(db: Firestore, employeeId: string, claimId: string): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const claimRef = refs.claim(db, employeeId, claimId);
    const snap = await tx.get(claimRef);
    if (!snap.exists()) throw new DataError('Claim not found', 'not-found');
    if (snap.data().status !== 'pending') throw new DataError(CLAIM_NOT_PENDING, 'not-pending');
    tx.update(claimRef, {
      status: 'withdrawn',
      withdrawnDate: toDayKey(new Date()),
      updatedAt: serverTimestamp(),
    });
  });
}

export interface ClaimFilter {
  status: ClaimStatus;
  managerId?: string;
  /** createdAt range [from, to) */
  from?: Date | null;
  to?: Date | null;
}

function claimConstraints(f: ClaimFilter): QueryConstraint[] {
  const c: QueryConstraint[] = [where('status', '==', f.status)];
  if (f.managerId) c.push(where('managerId', '==', f.managerId));
  if (f.from) c.push(where('createdAt', '>=', Timestamp.fromDate(f.from)));
  if (f.to) c.push(where('createdAt', '<', Timestamp.fromDate(f.to)));
  return c;
}

export type { Page } from '../paging';

/** Manage Requests: one page of every employee's claims in a status, newest first (collection group). */
export function listClaimsPage(
  db: Firestore,
  filter: ClaimFilter,
  cursor: DocumentSnapshot | null = null,
  pageSize = PAGE_SIZE,
): Promise<Page<Claim>> {
  return fetchPage(
    refs.allClaims,
    db,
    claimConstraints(filter),
    cursor,
    pageSize,
    `claims page ${filter.status}`,
    (d) => toClaim(d.ref.path, d.id, d.data()),
  );
}

/**
 * Tab counts: a count() aggregation stopped at TAB_COUNT_CAP, so 1 read however many claims there
 * are; `capped` when it reached the cap (the tab shows '999+').
 */
export async function countClaims(db: Firestore, filter: ClaimFilter): Promise<CappedCount> {
  const snap = await getCount(query(refs.allClaims(db), ...claimConstraints(filter), limit(TAB_COUNT_CAP)));
  const n = snap.data().count;
  recordCount(`claims count ${filter.status}`, n);
  return cappedCount(n);
}
