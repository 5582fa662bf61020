import { queryOptions } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { committedOf, getBudgetReport, getQueueBudgets } from './api';
import { getAdjustmentDayTotal, getThreshold, listPendingRequests } from '../ledger/fourEyes';

/** Budget and four-eyes query keys: a credit, a budget change or a decision invalidates `all`. */
export const budgetKeys = {
  all: ['budgets'] as const,
  month: (month: string) => [...budgetKeys.all, 'month', month] as const,
  committed: (queue: string) => [...budgetKeys.all, 'committed', queue] as const,
  report: (month: string, withCommitted: boolean) => [...budgetKeys.all, 'report', month, withCommitted] as const,
};

export const fourEyesKeys = {
  all: ['fourEyes'] as const,
  threshold: () => [...fourEyesKeys.all, 'threshold'] as const,
  pending: () => [...fourEyesKeys.all, 'pending'] as const,
  /** One employee's adjustments of today (IST), summed by size. */
  dayTotal: (employeeId: string) => [...fourEyesKeys.all, 'dayTotal', employeeId] as const,
};

export const budgetQueries = {
  month: (month: string) => queryOptions({ queryKey: budgetKeys.month(month), queryFn: () => getQueueBudgets(db, month) }),
  committed: (queue: string) => queryOptions({ queryKey: budgetKeys.committed(queue), queryFn: () => committedOf(db, queue) }),
  report: (month: string, withCommitted: boolean) =>
    queryOptions({ queryKey: budgetKeys.report(month, withCommitted), queryFn: () => getBudgetReport(db, month, withCommitted) }),
  threshold: () => queryOptions({ queryKey: fourEyesKeys.threshold(), queryFn: () => getThreshold(db) }),
  dayTotal: (employeeId: string) =>
    queryOptions({ queryKey: fourEyesKeys.dayTotal(employeeId), queryFn: () => getAdjustmentDayTotal(db, employeeId) }),
  pendingAdjustments: () => queryOptions({ queryKey: fourEyesKeys.pending(), queryFn: () => listPendingRequests(db) }),
};
