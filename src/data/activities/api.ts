import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { ActivityCreateData, ActivityEditData } from '@/domain/schemas';
import type { PointActivity } from '@/domain/types';
import { nextSequence } from '@/domain/referenceIds';
import { toActivity } from '../converters';
import { recordReads } from '../readMeter';
import { refs } from '../refs';

/** All activities, points descending (the earn list); inactive ones are filtered by the screens that need it. */
export async function listActivities(db: Firestore): Promise<PointActivity[]> {
  const snap = await getDocs(refs.activities(db));
  recordReads('pointActivities', snap.size);
  return snap.docs.map((d) => toActivity(d.id, d.data())).sort((a, b) => b.points - a.points || a.id.localeCompare(b.id));
}

/** The dashboard's first n active activities, points descending. */
export async function listActiveActivities(db: Firestore, n: number): Promise<PointActivity[]> {
  const snap = await getDocs(
    query(refs.activities(db), where('isActive', '==', true), orderBy('points', 'desc'), limit(n)),
  );
  recordReads('active activities', snap.size);
  return snap.docs.map((d) => toActivity(d.id, d.data()));
}

export async function updateActivity(db: Firestore, id: string, data: ActivityEditData): Promise<void> {
  await updateDoc(refs.activity(db, id), {
    name: data.name,
    description: data.description,
    points: data.points,
    isActive: data.isActive,
    updatedAt: new Date().toISOString(),
  });
}

/** Beyond the spec: a new activity gets the next `PA{NNN}` id. */
export async function createActivity(db: Firestore, data: ActivityCreateData): Promise<string> {
  const last = await getDocs(query(refs.activities(db), orderBy(documentId(), 'desc'), limit(1)));
  recordReads('pointActivities last id', last.size);
  const seq = nextSequence(last.docs.map((d) => d.id.replace(/^PA/, 'PA-')), 'PA');
  const id = `PA${String(seq).padStart(3, '0')}`;
  await setDoc(refs.activity(db, id), {
    id,
    name: data.name,
    description: data.description,
    points: data.points,
    isActive: data.isActive,
    eligibilityCriteria: data.eligibilityCriteria,
    submissionGuidelines: data.submissionGuidelines,
    verificationCriteria: data.verificationCriteria,
    updatedAt: new Date().toISOString(),
  });
  return id;
}
