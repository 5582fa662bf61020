import { addDays, differenceInCalendarDays } from 'date-fns';
import { z } from 'zod';
import { isWorkingDay } from './calendar';
import { isCalendarDay, parseDay, toDayKey } from './dates';

/**
 * Leave (docs/product.md, 'Leave'): an employee asks for a range of days with a reason; a reviewer of
 * their queue (or an admin) approves or refuses it; the employee may withdraw it while it is pending.
 * An approved request grants one leave day per working day of its range (users/{e}/leaveDays/{day}),
 * which every calendar shows as 'On leave' and the day lists count apart from Missing.
 */
export type LeaveStatus = 'pending' | 'approved' | 'refused' | 'withdrawn';

export interface LeaveRequest {
  id: string;
  employeeId: string;
  employeeName: string;
  director: boolean;
  /** The review queue that decides it (M1..M3), the employee's claims' default queue. */
  queue: string;
  /** First and last day (YYYY-MM-DD, inclusive). */
  from: string;
  to: string;
  reason: string;
  status: LeaveStatus;
  createdAt: Date | null;
  decidedBy: string;
  decidedById: string;
  decidedAt: Date | null;
  /** The reviewer's reason for a refusal ('' otherwise). */
  note: string;
}

/** One granted day: users/{e}/leaveDays/{day}. */
export interface LeaveDay {
  employeeId: string;
  employeeName: string;
  day: string;
  requestId: string;
}

/** At most this many calendar days in one request (the rules' bound). */
export const LEAVE_MAX_DAYS = 14;
/** A request may start at most this many days ago (a sick day asked for afterwards). */
export const LEAVE_PAST_DAYS = 7;
/** A request may start at most this many days ahead. */
export const LEAVE_AHEAD_DAYS = 365;
export const LEAVE_REASON_MAX = 500;

export const LEAVE_MESSAGES = {
  from: 'Choose the first day of your leave.',
  to: 'Choose the last day of your leave.',
  order: 'The last day cannot be before the first day.',
  tooLong: `Ask for at most ${LEAVE_MAX_DAYS} days at a time.`,
  tooOld: `The first day can be at most ${LEAVE_PAST_DAYS} days ago.`,
  tooFar: 'The first day can be at most a year ahead.',
  reason: 'Enter a reason for your leave.',
  reasonTooLong: `Use at most ${LEAVE_REASON_MAX} characters.`,
  refuseReason: 'Enter a reason for refusing.',
  noWorkingDay: 'These days are all Sundays or holidays: there is nothing to ask for.',
} as const;

export const LEAVE_TEXTS = {
  asked: 'Leave request sent to your reviewer.',
  withdrawn: 'Leave request withdrawn.',
  approved: 'Leave approved.',
  refused: 'Leave refused.',
  onLeaveToday: 'You are on approved leave today: no report is expected.',
  failed: 'Could not save the leave request. Please try again.',
} as const;

export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};

const dayField = (message: string) => z.string().refine((v) => isCalendarDay(v), message);

/** The employee's form, checked against `today` (a day key). */
export function leaveSchema(today: string) {
  return z
    .object({
      from: dayField(LEAVE_MESSAGES.from),
      to: dayField(LEAVE_MESSAGES.to),
      reason: z.string().trim().min(1, LEAVE_MESSAGES.reason).max(LEAVE_REASON_MAX, LEAVE_MESSAGES.reasonTooLong),
    })
    .superRefine((v, ctx) => {
      const problem = leaveRangeProblem(v.from, v.to, today);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    });
}

export type LeaveInput = z.output<ReturnType<typeof leaveSchema>>;

/** What is wrong with a range asked for on `today`, or null (the rules check the same bounds). */
export function leaveRangeProblem(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; message: string } | null {
  const f = parseDay(from);
  const t = parseDay(to);
  const now = parseDay(today);
  if (!f || !t || !now) return null;
  if (differenceInCalendarDays(t, f) < 0) return { field: 'to', message: LEAVE_MESSAGES.order };
  if (differenceInCalendarDays(t, f) >= LEAVE_MAX_DAYS) return { field: 'to', message: LEAVE_MESSAGES.tooLong };
  if (differenceInCalendarDays(now, f) > LEAVE_PAST_DAYS) return { field: 'from', message: LEAVE_MESSAGES.tooOld };
  if (differenceInCalendarDays(f, now) > LEAVE_AHEAD_DAYS) return { field: 'from', message: LEAVE_MESSAGES.tooFar };
  return null;
}

/** The reviewer's refusal: a reason. */
export const leaveRefusalSchema = z.object({
  note: z.string().trim().min(1, LEAVE_MESSAGES.refuseReason).max(LEAVE_REASON_MAX, LEAVE_MESSAGES.reasonTooLong),
});

/** Every day of a range (inclusive), as day keys. */
export function daysOfRange(from: string, to: string): string[] {
  const f = parseDay(from);
  const t = parseDay(to);
  if (!f || !t) return [];
  const out: string[] = [];
  for (let d = f; differenceInCalendarDays(t, d) >= 0 && out.length <= LEAVE_MAX_DAYS; d = addDays(d, 1)) {
    out.push(toDayKey(d));
  }
  return out;
}

/**
 * The days an approval grants: the range's working days (Sundays and holidays are days off anyway)
 * that are not already reported or already on leave.
 */
export function daysToGrant(
  r: Pick<LeaveRequest, 'from' | 'to'>,
  holidays: ReadonlyMap<string, string>,
  taken: ReadonlySet<string>,
): string[] {
  return daysOfRange(r.from, r.to).filter((day) => {
    const d = parseDay(day);
    return d !== null && isWorkingDay(d, holidays) && !taken.has(day);
  });
}

/** 'Nov 2, 2026' or 'Nov 2 – Nov 4, 2026' style text of a range, given a day formatter. */
export function rangeText(r: Pick<LeaveRequest, 'from' | 'to'>, format: (day: string) => string): string {
  return r.from === r.to ? format(r.from) : `${format(r.from)} – ${format(r.to)}`;
}
