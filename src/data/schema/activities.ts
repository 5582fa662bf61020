import type { ActivityEditData } from '@/domain/schemas';
import type { PointActivity } from '@/domain/types';
import { Reader } from '../values';
import type { Data } from './common';

/** pointActivities/{id}: the catalogue. Legacy activities may carry `title` instead of `name`. */
export function toActivity(id: string, data: Data): PointActivity {
  const r = new Reader(data, `pointActivities/${id}`);
  return {
    id: r.str('id', id),
    name: r.str('name', r.str('title')),
    points: Math.trunc(r.num('points', 0)),
    description: r.str('description'),
    isActive: r.bool('isActive', false),
    eligibilityCriteria: r.str('eligibilityCriteria'),
    submissionGuidelines: r.str('submissionGuidelines'),
    verificationCriteria: r.str('verificationCriteria'),
    updatedAt: r.optStr('updatedAt'),
  };
}

/** Every field of the edit form; `updatedAt` is an ISO instant (the catalogue's legacy format). */
function terms(data: ActivityEditData, updatedAt: string) {
  return {
    name: data.name,
    description: data.description,
    points: data.points,
    isActive: data.isActive,
    eligibilityCriteria: data.eligibilityCriteria,
    submissionGuidelines: data.submissionGuidelines,
    verificationCriteria: data.verificationCriteria,
    updatedAt,
  };
}

/** An admin creates (id `PA{NNN}`) or edits an activity. */
export const activityWrites = {
  create: (id: string, data: ActivityEditData, updatedAt: string) => ({ id, ...terms(data, updatedAt) }),
  update: (data: ActivityEditData, updatedAt: string) => terms(data, updatedAt),
};
