/**
 * Monthly budgets per review queue (docs/product.md#budgets): a queue's month is India's calendar
 * month, computed from the server's time by the rules; the app uses the same month from its clock.
 */
import { managerLabel } from './constants';
import { formatMonth } from './dates';
import { countOf as plural } from './plural';

/** The month key `n` months before `month` ('YYYY-MM'). */
export function monthBefore(month: string, n: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `month` and the `count` months before it, newest first. */
export function monthsBack(month: string, count: number): string[] {
  return Array.from({ length: count + 1 }, (_, i) => monthBefore(month, i));
}

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  return formatMonth(month, 'long');
}

/** budgets/{queue}_{month}: the id of a queue's month (the rules build the same). */
export function budgetId(queue: string, month: string): string {
  return `${queue}_${month}`;
}

/** A queue's month: its budget (null: unlimited) and what credits have spent. */
export interface QueueBudget {
  queue: string;
  month: string;
  /** null: no budget set for the month and no default (unlimited). */
  budget: number | null;
  spent: number;
  /** The budget is the queue's default, not yet written into the month (no credit this month yet). */
  fromDefault: boolean;
}

/** What a budget still allows (null: unlimited); never below zero. */
export function budgetLeft(b: Pick<QueueBudget, 'budget' | 'spent'>): number | null {
  return b.budget === null ? null : Math.max(0, b.budget - b.spent);
}

/** Whether crediting `points` fits the budget. */
export function fitsBudget(b: Pick<QueueBudget, 'budget' | 'spent'>, points: number): boolean {
  return b.budget === null || b.spent + points <= b.budget;
}

/** The refusal of an approval that would overspend a queue's budget, saying what is left. */
export function overBudgetMessage(queue: string, left: number, points: number): string {
  return `Over budget: ${managerLabel(queue)} (${queue}) has ${left} points left this month; this claim needs ${points}.`;
}

/** A bulk approval's claims that did not fit: reported 'over budget'. */
export const OVER_BUDGET = 'over budget';

/** The largest budget the rules accept. */
export const BUDGET_MAX = 100_000_000;

/** Above this many points an adjustment waits for a second admin, until admins set another threshold. */
export const DEFAULT_FOUR_EYES_THRESHOLD = 500;
/** The largest four-eyes threshold the rules accept. */
export const FOUR_EYES_MAX = 1_000_000;

/**
 * Whether an adjustment of `points` needs a second admin: its size (a credit or a debit) past the
 * threshold, or the employee's adjustments of the IST day (`dayTotal`, summed by size) brought past it.
 */
export function needsSecondAdmin(points: number, threshold: number, dayTotal = 0): boolean {
  return dayTotal + Math.abs(points) > threshold;
}

/** The adjustment dialog's notice, before sending, that the adjustment will wait for a second admin. */
export function fourEyesNotice(points: number, threshold: number, dayTotal: number): string {
  const why =
    Math.abs(points) > threshold
      ? `${Math.abs(points)} points is more than the four-eyes threshold of ${threshold} points`
      : `with today's adjustments of ${dayTotal} points for this employee, ${dayTotal + Math.abs(points)} points is more than the four-eyes threshold of ${threshold} points`;
  return `Needs a second admin: ${why}. Saving sends it for approval (Budgets page); nothing changes until a second admin approves it.`;
}

/** Spent as a share of the budget, 0..100 (an overspent or zero budget shows full). */
export function spentPercent(b: Pick<QueueBudget, 'budget' | 'spent'>): number {
  if (b.budget === null) return 0;
  if (b.budget <= 0) return 100;
  return Math.min(100, Math.round((b.spent / b.budget) * 100));
}

/** The words beside a queue's bar: spent of budget and what is left, or 'No budget (unlimited)'. */
export function budgetSummary(b: Pick<QueueBudget, 'budget' | 'spent'>): string {
  const left = budgetLeft(b);
  return b.budget === null || left === null
    ? `${plural(b.spent, 'point')} spent · no budget (unlimited)`
    : `${b.spent} / ${b.budget} points spent · ${left} left`;
}

