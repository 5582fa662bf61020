import { documentId, orderBy, query, serverTimestamp, where, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import { REVIEWABLE_CLAIM_STATUSES } from '@/domain/claims';
import { writeAudited } from '../audit/writer';
import { DataError, isDataError } from '../errors';
import { fetchQueryPage, type Page } from '../paging';
import { recordReads } from '../readMeter';
import { refs, type Actor } from '../refs';
import { reviews, runReview } from '../review';
import type { LedgerMaker } from '../schema/ledger';
import { profileWrites, type Leaving } from '../schema/users';
import { runWriteTransaction } from '../transaction';
import { moveHeadcounts } from '../users/headcount';

/**
 * Leavers (docs/product.md#leavers): an admin records that an employee left, then withdraws their claims
 * awaiting review. Each claim is its own transaction (the pending counter moves with one claim per
 * profile write, under its own audit entry), so a run is never one request whatever their number; a run
 * that stopped half-way (a failure, a closed tab) is finished by running it again: it finds only the
 * claims still awaiting review.
 */

/** Claims read per page while withdrawing (the rules let an employee have 20 awaiting review at once). */
export const LEAVER_CLAIMS_PAGE = 20;

export type { Leaving };

/** Records that `employeeId` left on `leaving.leftOn` (deactivated for good), audited with the reason. */
export async function recordLeaver(db: Firestore, by: LedgerMaker, employeeId: string, leaving: Leaving): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const snap = await tx.get(refs.user(db, employeeId));
    recordReads('users/{id}', 1);
    const stored = snap.data();
    if (!stored) throw new DataError('Employee not found', 'not-found');
    if (typeof stored.leftOn === 'string') throw new DataError('This employee has already left.', 'conflict');
    const data = profileWrites.leave(leaving, serverTimestamp());
    writeAudited(tx, db, { action: 'leaver.record', target: { kind: 'users', id: employeeId }, stored, data, by, reason: leaving.reason });
    // Deactivated: the department's active employees less one (none for a Director or an already inactive account).
    moveHeadcounts((ref, d) => tx.set(ref, d, { merge: true }), db, employeeId, stored, { ...stored, ...data });
  });
}

/** One page of the claims of `employeeId` still awaiting review, by id, after `cursor`. */
function awaitingReviewPage(db: Firestore, employeeId: string, cursor: DocumentSnapshot | null): Promise<Page<string>> {
  const awaiting = query(
    refs.claims(db, employeeId),
    where('status', 'in', [...REVIEWABLE_CLAIM_STATUSES]),
    orderBy(documentId()),
  );
  return fetchQueryPage(awaiting, cursor, LEAVER_CLAIMS_PAGE, "a leaver's claims awaiting review", (d) => d.id);
}

export interface Withdrawal {
  /** Claims withdrawn by this run. */
  withdrawn: number;
  /** Claims that could not be withdrawn (still awaiting review: run it again). */
  failed: number;
}

/**
 * Withdraws every claim of leaver `employeeId` still awaiting review, with their leaving reason, one
 * transaction each, in one pass through the pages (a claim withdrawn leaves the query; the cursor is
 * the last id seen). A claim someone reviewed meanwhile is skipped; any other failure is counted and
 * left for the next run.
 */
export async function withdrawLeaversClaims(
  db: Firestore,
  admin: Actor,
  employeeId: string,
  reason: string,
  onProgress: (done: number) => void = () => {},
): Promise<Withdrawal> {
  if (!reason.trim()) throw new DataError('This employee has not left.', 'invalid');
  const result: Withdrawal = { withdrawn: 0, failed: 0 };
  let cursor: DocumentSnapshot | null = null;
  do {
    const page: Page<string> = await awaitingReviewPage(db, employeeId, cursor);
    for (const claimId of page.items) {
      try {
        await runReview(db, employeeId, claimId, reviews.withdrawLeaversClaim(admin, reason));
        result.withdrawn += 1;
      } catch (e) {
        if (!isDataError(e, 'not-pending')) result.failed += 1;
      }
      onProgress(result.withdrawn);
    }
    cursor = page.cursor;
  } while (cursor);
  return result;
}
