import { MANAGERS } from '@/domain/constants';
import type { QueueBudget } from '@/domain/budgets';
import { Reader } from '../values';
import type { Data } from './common';

/**
 * budgets/{queue}_{YYYY-MM} { queue, month, budget, spent, lastCredit, updatedAt, updatedBy } and
 * budgetDefaults/{queue} { queue, budget, updatedAt, updatedBy } (docs/data-model.md#budgets).
 */
export interface StoredBudget {
  queue: string;
  month: string;
  budget: number;
  spent: number;
  /** `{employeeId}/{claimId}` of the last credit, '' before the first. */
  lastCredit: string;
}

export function toBudget(id: string, data: Data): StoredBudget {
  const r = new Reader(data, `budgets/${id}`);
  const [queue = '', month = ''] = id.split('_');
  return {
    queue: r.str('queue', queue),
    month: r.str('month', month),
    budget: r.num('budget', 0),
    spent: r.num('spent', 0),
    lastCredit: r.str('lastCredit'),
  };
}

export function toBudgetDefault(id: string, data: Data): { queue: string; budget: number } {
  const r = new Reader(data, `budgetDefaults/${id}`);
  return { queue: r.str('queue', id), budget: r.num('budget', 0) };
}

/** The month as screens see it: the month's document, else the default (nothing spent yet), else unlimited. */
export function queueBudgetOf(
  queue: string,
  month: string,
  stored: StoredBudget | null,
  fallback: { budget: number } | null,
): QueueBudget {
  if (stored) return { queue, month, budget: stored.budget, spent: stored.spent, fromDefault: false };
  return { queue, month, budget: fallback?.budget ?? null, spent: 0, fromDefault: fallback !== null };
}

/** `{employeeId}/{claimId}`: the credit a budget's lastCredit names (the rules split it). */
export const creditRef = (employeeId: string, claimId: string): string => `${employeeId}/${claimId}`;

/** Every queue a budget may belong to (the rules' queueLabels()). */
export const BUDGET_QUEUES: readonly string[] = MANAGERS.map((m) => m.id);

/** The writes of budgets (admins set the amount; a claim's credit spends it) and of their defaults. */
export const budgetWrites = {
  /** An admin opens a month with a budget (nothing spent). */
  create: <T>(queue: string, month: string, budget: number, by: string, at: T) => ({
    queue,
    month,
    budget,
    spent: 0,
    lastCredit: '',
    updatedAt: at,
    updatedBy: by,
  }),
  /** An admin changes an existing month's budget. */
  change: <T>(budget: number, by: string, at: T) => ({ budget, updatedAt: at, updatedBy: by }),
  /**
   * A credit of a claim spends the month (the month's document exists): `spent` is the new total, or an
   * increment by the claim's points when the writer may not read the month (an employee's automatic
   * approval; the rules check the result the same way).
   */
  spend: <T, S = number>(spent: S, credit: string, by: string, at: T) => ({ spent, lastCredit: credit, updatedAt: at, updatedBy: by }),
  /** The month's first credit opens it from the queue's default budget. */
  open: <T>(queue: string, month: string, budget: number, spent: number, credit: string, by: string, at: T) => ({
    queue,
    month,
    budget,
    spent,
    lastCredit: credit,
    updatedAt: at,
    updatedBy: by,
  }),
};

export const budgetDefaultWrites = {
  /** 'Repeat every month': the budget a month opens with on its first credit. */
  set: <T>(queue: string, budget: number, by: string, at: T) => ({ queue, budget, updatedAt: at, updatedBy: by }),
};
