import { describe, expect, it } from 'vitest';
import { auditChanges, auditLine, changeText, type AuditEntry } from './audit';

const entry: AuditEntry = {
  id: 'a1',
  action: 'activity.update',
  target: { kind: 'pointActivities', id: 'PA001' },
  before: { points: 100, departments: ['HR'] },
  after: { points: 500, departments: ['HR', 'Tech Team'], eligibilityCriteria: 'Leads only' },
  reason: '',
  createdAt: new Date(2026, 0, 15, 9, 5, 7),
  createdBy: 'ADM001',
  createdByName: 'Arun Admin',
};

describe('an audit entry as the screen and the CSV show it', () => {
  it("reads who 'Name (ID)', when, the action and the target", () => {
    expect(auditLine(entry)).toMatchObject({
      who: 'Arun Admin (ADM001)',
      when: '2026-01-15 09:05:07',
      action: 'Activity edited',
      target: 'Activity PA001',
    });
  });

  it('lists each changed field before -> after, a field new in this change as — before', () => {
    expect(auditChanges(entry).map(changeText)).toEqual([
      'departments: HR -> HR, Tech Team',
      'eligibilityCriteria: — -> Leads only',
      'points: 100 -> 500',
    ]);
  });
});
