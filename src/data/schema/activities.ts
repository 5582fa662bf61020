import { AUTO_LIMIT_DEFAULT, approvalRuleOf } from '@/domain/approvalRules';
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
    approvalRule: approvalRuleOf(data.approvalRule),
    autoMonthlyLimit: Math.trunc(r.num('autoMonthlyLimit', 0)),
    updatedAt: r.optStr('updatedAt'),
  };
}

/** The form's fields; the approval rule defaults to 'single' (one reviewer). */
export type ActivityTerms = Omit<ActivityEditData, 'approvalRule' | 'autoMonthlyLimit'> &
  Partial<Pick<ActivityEditData, 'approvalRule' | 'autoMonthlyLimit'>>;

/** Every field of the edit form; `updatedAt` is an ISO instant (the catalogue's legacy format). */
function terms(data: ActivityTerms, updatedAt: string) {
  const approvalRule = data.approvalRule ?? 'single';
  return {
    name: data.name,
    description: data.description,
    points: data.points,
    isActive: data.isActive,
    eligibilityCriteria: data.eligibilityCriteria,
    submissionGuidelines: data.submissionGuidelines,
    verificationCriteria: data.verificationCriteria,
    approvalRule,
    // Written with the rule: the limit means something only for 'auto'.
    autoMonthlyLimit: approvalRule === 'auto' ? (data.autoMonthlyLimit ?? AUTO_LIMIT_DEFAULT) : 0,
    updatedAt,
  };
}

/** An admin creates (id `PA{NNN}`) or edits an activity. */
export const activityWrites = {
  create: (id: string, data: ActivityTerms, updatedAt: string) => ({ id, ...terms(data, updatedAt) }),
  update: (data: ActivityTerms, updatedAt: string) => terms(data, updatedAt),
};
