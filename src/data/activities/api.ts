import {
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { PointActivity } from '@/domain/types';
import { formatSequence } from '@/domain/referenceIds';
import { activityWrites, toActivity, type ActivityTerms } from '../schema/activities';
import { DataError } from '../errors';
import { recordCount, recordReads } from '../readMeter';
import { refs } from '../refs';
import { firstFreeId, runWriteTransaction } from '../transaction';
import { attemptLog } from '../attempts';
import { writeAudited } from '../audit/writer';
import { auditChange } from '../schema/audit';
import type { LedgerMaker } from '../schema/ledger';

/** All activities, points descending (the earn list); inactive ones are filtered by the screens that need it. */
export async function listActivities(db: Firestore): Promise<PointActivity[]> {
  const snap = await getDocs(refs.activities(db));
  recordReads('pointActivities', snap.size);
  return snap.docs
    .map((d) => toActivity(d.id, d.data()))
    .sort((a, b) => b.points - a.points || a.id.localeCompare(b.id));
}

/** One activity by id (the request detail shows its terms), or null when it does not exist. */
export async function getActivity(db: Firestore, id: string): Promise<PointActivity | null> {
  const snap = await getDoc(refs.activity(db, id));
  recordReads('pointActivity', 1);
  return snap.exists() ? toActivity(snap.id, snap.data()) : null;
}

/** The dashboard's first n active activities, points descending. */
export async function listActiveActivities(db: Firestore, n: number): Promise<PointActivity[]> {
  const snap = await getDocs(
    query(refs.activities(db), where('isActive', '==', true), orderBy('points', 'desc'), limit(n)),
  );
  recordReads('active activities', snap.size);
  return snap.docs.map((d) => toActivity(d.id, d.data()));
}

/**
 * Saves every field of the edit form, the activity's terms included (the rules allow exactly these),
 * audited: the activity is read in the transaction, so the entry records the changed fields before.
 * Turning only `isActive` off is recorded as a deactivation.
 */
export async function updateActivity(
  db: Firestore,
  by: LedgerMaker,
  id: string,
  data: ActivityTerms,
): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const snap = await tx.get(refs.activity(db, id));
    recordReads('pointActivity', 1);
    const stored = snap.data();
    if (!stored) throw new DataError('Activity not found', 'not-found');
    const written = activityWrites.update(data, new Date().toISOString());
    const changed = Object.keys(auditChange(stored, written).after);
    const deactivation = changed.length === 1 && changed[0] === 'isActive' && !data.isActive;
    writeAudited(tx, db, {
      action: deactivation ? 'activity.deactivate' : 'activity.update',
      target: { kind: 'pointActivities', id },
      stored,
      data: written,
      by,
    });
  });
}

/**
 * Beyond the original app: a new activity gets the next free `PA{NNN}` id, from the count of activities (1 read).
 * Create-only: the transaction reads the id first, so an existing activity is never overwritten (a plain
 * set would be an allowed update of it) and two admins at once get different ids. `attemptKey` (one
 * per opening of the New Activity form, src/data/attempts.ts): the same attempt tried again returns the
 * activity an earlier commit of it created instead of creating a second one.
 */
export async function createActivity(
  db: Firestore,
  by: LedgerMaker,
  data: ActivityTerms,
  attemptKey?: string,
): Promise<string> {
  const log = attemptLog(attemptKey);
  return runWriteTransaction(db, async (tx) => {
    const created = await log?.earlier<string>(tx);
    if (created) return created;
    // Counted inside the runner, so that a network that stops answering meets its deadline here too.
    const snap = await getCount(refs.activities(db));
    const count = snap.data().count;
    recordCount('pointActivities count', count);
    const candidates = [
      // An earlier commit of this attempt first: a retry collides with it instead of creating twice.
      ...(log?.retryIds(refs.activities(db)) ?? []),
      ...Array.from({ length: 20 }, (_, i) => `PA${formatSequence(count + 1 + i)}`),
    ];
    const id = await firstFreeId(tx, candidates, (c) => refs.activity(db, c));
    if (!id) throw new DataError('Could not allocate an activity ID. Please try again.', 'conflict');
    writeAudited(tx, db, {
      action: 'activity.create',
      target: { kind: 'pointActivities', id },
      stored: undefined,
      data: activityWrites.create(id, data, new Date().toISOString()),
      by,
    });
    return log ? log.creates(refs.activity(db, id), id) : id;
  }, { attempt: log });
}
