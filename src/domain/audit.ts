/**
 * The audit trail's facts, shared by the data layer, the rules' key test and the Audit screen: the
 * closed list of actions, the audited collections, and how an entry reads ('Name (ID)', before -> after).
 */

/** The closed list of audited actions; firestore.rules holds the same list (auditActions()). */
export const AUDIT_ACTIONS = [
  'account.change',
  'role.change',
  'roster.create',
  'roster.update',
  'roster.import',
  'activity.create',
  'activity.update',
  'activity.deactivate',
  'budget.set',
  'budgetDefault.set',
  'budgetDefault.remove',
  'fourEyes.set',
  'reminder.set',
  'adjustment.request',
  'adjustment.approve',
  'adjustment.reject',
  'holiday.set',
  'holiday.remove',
  'leaver.record',
  'leaver.claimWithdrawn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'account.change': 'Account change',
  'role.change': 'Role change',
  'roster.create': 'Employee added',
  'roster.update': 'Employee edited',
  'roster.import': 'Roster import',
  'activity.create': 'Activity created',
  'activity.update': 'Activity edited',
  'activity.deactivate': 'Activity deactivated',
  'budget.set': 'Budget set',
  'budgetDefault.set': 'Repeating budget set',
  'budgetDefault.remove': 'Repeating budget stopped',
  'fourEyes.set': 'Four-eyes threshold set',
  'reminder.set': 'Report reminder hour set',
  'adjustment.request': 'Large adjustment requested',
  'adjustment.approve': 'Large adjustment approved',
  'adjustment.reject': 'Large adjustment rejected',
  'holiday.set': 'Holiday set',
  'holiday.remove': 'Holiday removed',
  'leaver.record': 'Leaver recorded',
  'leaver.claimWithdrawn': "Leaver's claim withdrawn",
};

/**
 * The actions that remove their document: a deleted document cannot name its entry, so the entry's id
 * is fixed by the document instead (removalAuditId in src/data/schema/audit.ts).
 */
export const AUDIT_REMOVALS: readonly AuditAction[] = ['budgetDefault.remove', 'holiday.remove'];

/** The collections whose documents are audited; an entry's target is one of their documents. */
export const AUDIT_TARGETS = [
  'users',
  'roster',
  'pointActivities',
  'budgets',
  'budgetDefaults',
  'settings',
  'adjustmentRequests',
  'holidays',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGETS)[number];

const TARGET_LABELS: Record<AuditTargetKind, string> = {
  users: 'Account',
  roster: 'Employee',
  pointActivities: 'Activity',
  budgets: 'Budget',
  budgetDefaults: 'Repeating budget',
  settings: 'Setting',
  adjustmentRequests: 'Adjustment request',
  holidays: 'Holiday',
};

export interface AuditTarget {
  kind: AuditTargetKind;
  /**
   * The document id: an employee ID (users, roster), an activity ID, a queue's month (`M1_2026-11`), a
   * queue (`M1`), `fourEyes`, `reminder`, an adjustment request's id or a day (`2026-12-25`).
   */
  id: string;
}

export interface AuditEntry {
  id: string;
  action: AuditAction;
  target: AuditTarget;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  createdAt: Date | null;
  createdBy: string;
  createdByName: string;
}

/** A stored value as text: lists joined, nothing as '—'. */
export function auditValue(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map(auditValue).join(', ') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number | boolean);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** The changed fields of an entry, in a stable order: field, before, after. */
export function auditChanges(e: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(e.before), ...Object.keys(e.after)])].sort();
  return fields.map((field) => ({ field, before: auditValue(e.before[field]), after: auditValue(e.after[field]) }));
}

/** One entry as the screen and the CSV show it. */
export interface AuditLine {
  id: string;
  when: string;
  who: string;
  action: string;
  target: string;
  changes: AuditChange[];
  reason: string;
}

export const AUDIT_CSV_COLUMNS = ['When', 'Who', 'Action', 'Target', 'Changes', 'Reason'] as const;

export function auditWhen(d: Date | null): string {
  if (!d) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function auditLine(e: AuditEntry): AuditLine {
  return {
    id: e.id,
    when: auditWhen(e.createdAt),
    who: e.createdByName ? `${e.createdByName} (${e.createdBy})` : e.createdBy,
    action: AUDIT_ACTION_LABELS[e.action],
    target: `${TARGET_LABELS[e.target.kind]} ${e.target.id}`,
    changes: auditChanges(e),
    reason: e.reason,
  };
}

/** A change as one line of text: 'points: 100 -> 500'. */
export const changeText = (c: AuditChange): string => `${c.field}: ${c.before} -> ${c.after}`;
