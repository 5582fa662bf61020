import {
  getDocs,
  increment,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Data } from '../schema/common';
import { headcountMoves, headcountWrites, toHeadcount, type Headcount, type HeadcountMove } from '../schema/headcounts';
import { recordReads } from '../readMeter';
import { refs } from '../refs';

/**
 * Every department's kept headcount: one document per department (the five of DEPARTMENTS and `none` for
 * legacy profiles), so at most 6 reads at any organisation size (1 when there is none).
 */
export async function listHeadcounts(db: Firestore): Promise<Headcount[]> {
  const snap = await getDocs(refs.headcounts(db));
  recordReads('headcounts', Math.max(1, snap.size));
  return snap.docs.map((d) => toHeadcount(d.id, d.data()));
}

/** A merged set in a transaction or batch (the two SDK types' set(ref, data, { merge: true })). */
export type MergeSet = (ref: DocumentReference, data: DocumentData) => void;

/**
 * The one writer of the headcounts (docs/data-model.md#headcounts-department): the moves of a profile write
 * of `employeeId` from `before` (as stored; undefined for a sign-up) to `after` (stored and written
 * fields), merged as increments in the same transaction or batch as the profile. Nothing when who is
 * counted does not change (the rules then ask for no move). Returns the moves.
 */
export function moveHeadcounts(set: MergeSet, db: Firestore, employeeId: string, before: Data | undefined, after: Data): HeadcountMove[] {
  const moves = headcountMoves(before, after);
  for (const m of moves) set(refs.headcount(db, m.department), headcountWrites.move(m, employeeId, increment, serverTimestamp()));
  return moves;
}
