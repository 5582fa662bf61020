import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BUDGET_MAX } from './budgets';
import { HOLIDAY_MESSAGES, holidaySchema } from './holidays';
import { LEAVE_MESSAGES, leaveRefusalSchema, leaveSchema } from './leave';
import { REMINDER_MESSAGES, reminderHourSchema } from './reminder';
import { rosterEntrySchema } from './roster';
import { budgetSchema, leaverSchema, thresholdSchema } from './schemas';

/**
 * Issue 45 item 2: every field of the round-3 screens' forms (Budgets, the reminder, holidays, leave,
 * leavers, the roster) refuses blank-only, over-long and malformed input with its own message, before
 * anything is written. (Their filters are lists of fixed choices; their searches: src/domain/search.ts.)
 */
const TODAY = '2026-12-02';
const LONG = 'x'.repeat(10_000);

const valid = {
  budget: { queue: 'M1', month: '2026-12', budget: '500', repeat: false, reason: '' },
  threshold: { threshold: '1000', reason: '' },
  reminder: { hour: '17', reason: '' },
  holiday: { day: '2026-12-25', name: 'Christmas' },
  leave: { from: '2026-12-07', to: '2026-12-08', reason: 'Family wedding' },
  refusal: { note: 'Audit week' },
  leaver: { leftOn: '2026-11-30', reason: 'Resigned' },
  roster: {
    employeeId: 'EMP050',
    email: 'emp050@ics-rewards.test',
    fullName: 'Kiran Rao',
    designation: 'Clerk',
    departments: ['Loocafe'],
    userRole: 'employee',
    reviewQueues: [],
  },
};

function refusal(schema: z.ZodType, input: object, field: string): string | undefined {
  const r = schema.safeParse(input);
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path[0] === field)?.message;
}

const cases: [form: keyof typeof valid, schema: z.ZodType, field: string, value: unknown, message: string | RegExp][] = [
  ['budget', budgetSchema, 'budget', '   ', 'Points are required'],
  ['budget', budgetSchema, 'budget', LONG, /^The budget must be a whole number of points/],
  ['budget', budgetSchema, 'budget', '1e3', /^The budget must be a whole number of points/],
  ['budget', budgetSchema, 'budget', '-5', /^The budget must be a whole number of points/],
  ['budget', budgetSchema, 'budget', String(BUDGET_MAX + 1), /^The budget must be a whole number of points/],
  ['budget', budgetSchema, 'month', '2026-13', 'Please choose a month'],
  ['budget', budgetSchema, 'month', '   ', 'Please choose a month'],
  ['budget', budgetSchema, 'queue', 'M9', 'Please choose a queue'],
  ['budget', budgetSchema, 'reason', LONG, 'Use at most 500 characters.'],
  ['threshold', thresholdSchema, 'threshold', '  ', 'Points are required'],
  ['threshold', thresholdSchema, 'threshold', '0', /^The threshold must be a whole number of points from 1/],
  ['threshold', thresholdSchema, 'threshold', '12.5', /^The threshold must be a whole number of points/],
  ['threshold', thresholdSchema, 'reason', LONG, 'Use at most 500 characters.'],
  ['reminder', reminderHourSchema, 'hour', '  ', REMINDER_MESSAGES.hour],
  ['reminder', reminderHourSchema, 'hour', '25', REMINDER_MESSAGES.hour],
  ['reminder', reminderHourSchema, 'hour', '17:30', REMINDER_MESSAGES.hour],
  ['holiday', holidaySchema, 'name', '    ', HOLIDAY_MESSAGES.name],
  ['holiday', holidaySchema, 'name', LONG, HOLIDAY_MESSAGES.nameTooLong],
  ['holiday', holidaySchema, 'day', '', HOLIDAY_MESSAGES.day],
  ['holiday', holidaySchema, 'day', '2026-02-31', HOLIDAY_MESSAGES.day],
  ['holiday', holidaySchema, 'day', '25/12/2026', HOLIDAY_MESSAGES.day],
  ['leave', leaveSchema(TODAY), 'reason', '   ', LEAVE_MESSAGES.reason],
  ['leave', leaveSchema(TODAY), 'reason', LONG, LEAVE_MESSAGES.reasonTooLong],
  ['leave', leaveSchema(TODAY), 'from', '2026-02-31', LEAVE_MESSAGES.from],
  ['leave', leaveSchema(TODAY), 'to', 'next week', LEAVE_MESSAGES.to],
  ['leave', leaveSchema(TODAY), 'to', '2026-12-06', LEAVE_MESSAGES.order],
  ['refusal', leaveRefusalSchema, 'note', '  ', LEAVE_MESSAGES.refuseReason],
  ['refusal', leaveRefusalSchema, 'note', LONG, LEAVE_MESSAGES.reasonTooLong],
  ['leaver', leaverSchema, 'leftOn', '2026-02-31', 'Please choose the day they left'],
  ['leaver', leaverSchema, 'leftOn', '', 'Please choose the day they left'],
  ['leaver', leaverSchema, 'leftOn', '2999-01-01', 'The leaving day cannot be in the future'],
  ['leaver', leaverSchema, 'reason', '   ', 'Please provide a reason'],
  ['leaver', leaverSchema, 'reason', LONG, 'Use at most 500 characters.'],
  ['roster', rosterEntrySchema, 'employeeId', '   ', 'Employee ID is required'],
  ['roster', rosterEntrySchema, 'employeeId', LONG, /^Employee ID may have at most/],
  ['roster', rosterEntrySchema, 'employeeId', 'EMP-1', 'Employee ID may contain only letters and digits'],
  ['roster', rosterEntrySchema, 'email', '  ', 'Email is required'],
  ['roster', rosterEntrySchema, 'email', `${LONG}@ics-rewards.test`, /^Use at most/],
  ['roster', rosterEntrySchema, 'email', 'a/b@ics-rewards.test', 'Enter a valid email address'],
  ['roster', rosterEntrySchema, 'fullName', '   ', 'Name is required'],
  ['roster', rosterEntrySchema, 'fullName', LONG, /^Use at most/],
  ['roster', rosterEntrySchema, 'designation', ' ', 'Designation is required'],
  ['roster', rosterEntrySchema, 'departments', ['Nowhere'], 'Unknown department'],
  ['roster', rosterEntrySchema, 'userRole', 'root', 'Role must be employee, manager, finance or admin'],
];

describe("the round-3 forms refuse blank-only, over-long and malformed input, each with its message", () => {
  it.each(Object.entries(valid))('the valid %s form is accepted', (form, input) => {
    const schema = cases.find(([f]) => f === form)?.[1];
    expect(schema?.safeParse(input).success).toBe(true);
  });

  it.each(cases.map(([form, schema, field, value, message]) => [form, field, String(value).slice(0, 20), schema, value, message] as const))(
    '%s: %s = %j is refused',
    (form, field, _shown, schema, value, message) => {
      const got = refusal(schema, { ...valid[form], [field]: value }, field);
      expect(got).toBeDefined();
      if (typeof message === 'string') expect(got).toBe(message);
      else expect(got).toMatch(message);
    },
  );
});
