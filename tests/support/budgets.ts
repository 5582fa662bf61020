/**
 * Budgets and four eyes in the rules tests: the documents they start from and the exact writes the app
 * makes (src/data/budgets/spend.ts, src/data/ledger/fourEyes.ts), built by the schema builders.
 */
import { Timestamp, increment, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { budgetId } from '@/domain/budgets';
import { istMonthKey } from '@/domain/ist';
import { ledgerEntryId } from '@/domain/ledger';
import { budgetDefaultWrites, budgetWrites, creditRef } from '@/data/schema/budgets';
import { adjustmentRequestWrites, fourEyesWrites } from '@/data/schema/fourEyes';
import { rosterWrites } from '@/data/schema/roster';
import { PEOPLE, adjustmentWrites, paths, personDocs, rosterFieldsOf, type Person, type Write } from './world';

/** This month (IST), as the rules compute it from the server's time. */
export const thisMonth = (): string => istMonthKey(new Date());

export const budgetPaths = {
  month: (queue: string, month = thisMonth()) => `budgets/${budgetId(queue, month)}`,
  default: (queue: string) => `budgetDefaults/${queue}`,
  fourEyes: () => 'settings/fourEyes',
  request: (id: string) => `adjustmentRequests/${id}`,
};

const earlier = () => Timestamp.fromMillis(Date.now() - 86_400_000);

/** A queue's month as stored (rules off): `spent` of `budget` spent so far. */
export function budgetDoc(queue: string, budget: number, spent = 0, month = thisMonth()): Record<string, DocumentData> {
  return { [budgetPaths.month(queue, month)]: budgetWrites.open(queue, month, budget, spent, '', 'ADM001', earlier()) };
}

export function budgetDefaultDoc(queue: string, budget: number): Record<string, DocumentData> {
  return { [budgetPaths.default(queue)]: budgetDefaultWrites.set(queue, budget, 'ADM001', earlier()) };
}

/** A credit spending the existing month: spent becomes `spentAfter`, naming the claim's credit. */
export function spendWrite(by: Person, queue: string, spentAfter: number, e: string, claimId: string): Write {
  return {
    path: budgetPaths.month(queue),
    op: 'update',
    data: budgetWrites.spend(spentAfter, creditRef(e, claimId), by.employeeId, serverTimestamp()),
  };
}

/** An employee's automatic approval spending the month unread (spendUnread): an increment by `points`. */
export function incrementSpendWrite(by: Person, queue: string, points: number, e: string, claimId: string): Write {
  return {
    path: budgetPaths.month(queue),
    op: 'update',
    data: budgetWrites.spend(increment(points), creditRef(e, claimId), by.employeeId, serverTimestamp()),
  };
}

/** The month's first credit, opening it from the queue's default. */
export function openWrite(by: Person, queue: string, budget: number, spent: number, e: string, claimId: string): Write {
  return {
    path: budgetPaths.month(queue),
    op: 'set',
    data: budgetWrites.open(queue, thisMonth(), budget, spent, creditRef(e, claimId), by.employeeId, serverTimestamp()),
  };
}

/** An admin opens a month with a budget (audited). */
export function setBudgetWrite(by: Person, queue: string, budget: number, month = thisMonth()): Write {
  return {
    path: budgetPaths.month(queue, month),
    op: 'set',
    data: budgetWrites.create(queue, month, budget, by.employeeId, serverTimestamp()),
    audit: { action: 'budget.set', by },
  };
}

/** An admin changes an existing month's budget from `from` (audited: the entry's before). */
export function changeBudgetWrite(by: Person, queue: string, budget: number, from: number): Write {
  return {
    path: budgetPaths.month(queue),
    op: 'update',
    data: budgetWrites.change(budget, by.employeeId, serverTimestamp()),
    audit: { action: 'budget.set', by, stored: { budget: from } },
  };
}

/** 'Repeat every month' (audited); `from`: the default's budget before, if the queue has one. */
export function setDefaultWrite(by: Person, queue: string, budget: number, from?: number): Write {
  const data = budgetDefaultWrites.set(queue, budget, by.employeeId, serverTimestamp());
  return from === undefined
    ? { path: budgetPaths.default(queue), op: 'set', data, audit: { action: 'budgetDefault.set', by } }
    : { path: budgetPaths.default(queue), op: 'update', data, audit: { action: 'budgetDefault.set', by, stored: { queue, budget: from } } };
}

/** An admin stops repeating a queue's budget (audited): `stored` is budgetDefaultDoc's. */
export function removeDefaultWrite(by: Person, queue: string, stored: DocumentData): Write {
  return { path: budgetPaths.default(queue), op: 'delete', data: {}, audit: { action: 'budgetDefault.remove', by, stored } };
}

/** An admin sets the four-eyes threshold (audited); `from`: the threshold stored before, if any. */
export function thresholdWrite(by: Person, threshold: number, from?: number): Write {
  const data = fourEyesWrites.threshold(threshold, by.employeeId, serverTimestamp());
  return from === undefined
    ? { path: budgetPaths.fourEyes(), op: 'set', data, audit: { action: 'fourEyes.set', by } }
    : { path: budgetPaths.fourEyes(), op: 'update', data, audit: { action: 'fourEyes.set', by, stored: { threshold: from } } };
}

export const REQUEST_REASON = 'Quarterly award agreed with HR';

/** An admin asks for a large credit of employee `e` (named `name`). */
export function requestWrite(by: Person, id: string, e: Person, points: number, reason = REQUEST_REASON): Write {
  return {
    path: budgetPaths.request(id),
    op: 'set',
    data: adjustmentRequestWrites.request({ employeeId: e.employeeId, name: e.name }, points, reason, by, serverTimestamp()),
    audit: { action: 'adjustment.request', by, reason },
  };
}

/** A pending request as a decision's audit entry sees it (only its status changes, besides stamps). */
const PENDING = { status: 'pending' };

/** A pending request as stored (rules off). */
export function requestDoc(by: Person, id: string, e: Person, points: number, reason = REQUEST_REASON): Record<string, DocumentData> {
  return {
    [budgetPaths.request(id)]: adjustmentRequestWrites.request({ employeeId: e.employeeId, name: e.name }, points, reason, by, earlier()),
  };
}

/** A second admin approves the request: adjustment-{n} crediting it (sourceRef: the request) and the request approved. */
export function approveRequestWrites(
  by: Person,
  id: string,
  e: string,
  n: number,
  points: number,
  balanceBefore: number,
  reason = REQUEST_REASON,
  dayBefore = 0,
) {
  return {
    request: {
      path: budgetPaths.request(id),
      op: 'update',
      data: adjustmentRequestWrites.approve(ledgerEntryId.adjustment(n), by, serverTimestamp()),
      audit: { action: 'adjustment.approve', by, stored: PENDING, reason },
    } satisfies Write,
    ...adjustmentWrites(by, e, n, points, balanceBefore, { reason, sourceRef: id, dayBefore }),
  };
}

export function rejectRequestWrite(by: Person, id: string, reason = ''): Write {
  return {
    path: budgetPaths.request(id),
    op: 'update',
    data: adjustmentRequestWrites.reject(by, serverTimestamp()),
    audit: { action: 'adjustment.reject', by, stored: PENDING, reason },
  };
}

/** A person's seeded profile, ledger and roster entry (for people beyond the shared world). */
export function extraPersonDocs(p: Person): Record<string, DocumentData> {
  return { [paths.roster(p.employeeId)]: rosterWrites.create(rosterFieldsOf(p), 'ADM001', earlier()), ...personDocs(p) };
}

/** A second admin, for four eyes (seed them with extraPersonDocs). */
export const SECOND_ADMIN: Person = {
  ...PEOPLE.admin,
  employeeId: 'ADM002',
  uid: 'uid-adm002',
  email: 'adm002@ics-rewards.test',
  name: 'Name ADM002',
};
