import { z } from 'zod';
import { BUDGET_MAX, FOUR_EYES_MAX } from './budgets';
import { tooLongMessage } from './zodMessages';
import {
  ACTIVITY_POINTS_MAX,
  ACTIVITY_TITLE_MAX,
  PAID_DETAILS_MAX,
  REASON_MAX,
  ADJUSTMENT_REASON_MAX,
  CUSTOM_YEAR_MIN,
  DEPARTMENTS,
  GENDERS,
  MANAGERS,
  NAME_MAX,
  PASSWORD_MIN,
  TEXT_MAX,
} from './constants';
import { isCalendarDay, toDayKey } from './dates';
import { APPROVAL_RULES, AUTO_LIMIT_DEFAULT, AUTO_LIMIT_MAX, AUTO_LIMIT_MIN, approvalTexts } from './approvalRules';

/** One zod schema per form, shared by react-hook-form and the data layer, with the rules' limits. */

const todayKey = () => toDayKey(new Date());
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export { signInSchema, type SignInInput } from './signInSchema';

export const signUpCredentialsSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
    password: z.string().min(PASSWORD_MIN, 'Password must be at least 6 characters long'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpCredentialsInput = z.infer<typeof signUpCredentialsSchema>;

/** Forgot password: the mailbox that receives the reset link. */
export const resetPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const phone = z
  .string()
  .trim()
  .min(1, 'Number is required')
  .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits');

const dob = z
  .string()
  .min(1, 'Date of birth is required')
  .pipe(dayKey)
  .refine((v) => v <= todayKey(), 'Date of birth cannot be in the future');

export const profileFields = {
  name: z.string().trim().min(1, 'Name is required').max(NAME_MAX, tooLongMessage(NAME_MAX)),
  number: phone,
  designation: z.string().trim().min(1, 'Designation is required').max(NAME_MAX, tooLongMessage(NAME_MAX)),
  departments: z.array(z.enum(DEPARTMENTS)).min(1, 'At least one department is required'),
  gender: z.enum(GENDERS, { error: 'Gender is required' }),
  dob,
};

export const employeeIdField = z
  .string()
  .trim()
  .min(1, 'Employee ID is required')
  .regex(/^[A-Za-z0-9]+$/, 'Employee ID may contain only letters and digits')
  .transform((v) => v.toUpperCase());

/** Sign-up step 2. */
export const profileSchema = z.object({ ...profileFields, employeeId: employeeIdField });
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

/** Profile edit (the employee ID is not editable). */
export const profileEditSchema = z.object(profileFields);
export type ProfileEditInput = z.input<typeof profileEditSchema>;

/**
 * The personal fields, the only ones an employee writes (sign-up step 2 and Profile edit); the
 * organisation fields come from the roster (docs/product.md#identity-and-sign-up).
 */
export const personalSchema = z.object({ number: phone, gender: profileFields.gender, dob });
export type PersonalInput = z.input<typeof personalSchema>;
export type PersonalData = z.output<typeof personalSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'All fields are required', path: ['currentPassword'] });
    } else if (v.newPassword.length < PASSWORD_MIN) {
      ctx.addIssue({
        code: 'custom',
        message: 'New password must be at least 6 characters long',
        path: ['newPassword'],
      });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'New passwords do not match', path: ['confirmPassword'] });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const claimSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Please provide a description of how you completed this activity.')
    .max(TEXT_MAX, tooLongMessage(TEXT_MAX)),
  managerId: z.enum(MANAGERS.map((m) => m.id) as ['M1', 'M2', 'M3'], {
    error: 'Please select a manager for verification.',
  }),
  completionDate: z
    .string({ error: 'Please select the completion date.' })
    .min(1, 'Please select the completion date.')
    .pipe(dayKey)
    .refine((v) => v <= todayKey(), 'The completion date cannot be in the future.'),
  evidence: z.string().trim().max(TEXT_MAX, tooLongMessage(TEXT_MAX)).optional().default(''),
});
export type ClaimInput = z.input<typeof claimSchema>;
export type ClaimData = z.output<typeof claimSchema>;

export const reportSchema = z.object({
  tasks: z.string().trim().min(1, 'Tasks Done Today in Brief is required').max(TEXT_MAX, tooLongMessage(TEXT_MAX)),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const markPaidSchema = z.object({
  paidDetails: z.string().trim().min(1, 'Please provide payment details').max(PAID_DETAILS_MAX, tooLongMessage(PAID_DETAILS_MAX)),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

export const reasonSchema = z.object({
  reason: z.string().trim().min(1, 'Please provide a reason').max(REASON_MAX, tooLongMessage(REASON_MAX)),
});
export type ReasonInput = z.infer<typeof reasonSchema>;

/**
 * The optional reason an admin gives for an audited action (the audit entry's `reason`; the rules
 * allow 0..500 characters): blank is no reason.
 */
export const auditReasonSchema = z.object({
  reason: z.string().trim().max(REASON_MAX, tooLongMessage(REASON_MAX)),
});
export type AuditReasonInput = z.infer<typeof auditReasonSchema>;

/**
 * An admin's adjustment (docs/product.md#the-ledger-and-the-points-statement): signed whole points, never 0, a reason of 1..500 characters,
 * and optionally the paid claim it reverses (then the points are minus that claim's points).
 */
export const adjustmentSchema = z.object({
  points: z
    .string()
    .trim()
    .min(1, 'Points are required')
    .regex(/^[+-]?\d+$/, 'Points must be a whole number, such as 50 or -50')
    .transform(Number)
    .refine((n) => n !== 0, 'Points cannot be zero')
    .refine(
      (n) => Math.abs(n) <= ACTIVITY_POINTS_MAX,
      `Points must be between -${ACTIVITY_POINTS_MAX} and ${ACTIVITY_POINTS_MAX}`,
    ),
  reason: z
    .string()
    .trim()
    .min(1, 'Please provide a reason')
    .max(ADJUSTMENT_REASON_MAX, tooLongMessage(ADJUSTMENT_REASON_MAX)),
  claimId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});
export type AdjustmentInput = z.input<typeof adjustmentSchema>;
export type AdjustmentData = z.output<typeof adjustmentSchema>;

/**
 * Points are parsed to an integer; non-numeric input becomes 0 (the product's rule). A number with a
 * fraction ('2.5') is left as it is, so the schema says it must be whole rather than saving 2.
 */
export function parseActivityPoints(value: unknown): number {
  const text = String(value ?? '').trim();
  if (/^[+-]?\d*\.\d*[1-9]\d*$/.test(text)) return Number(text);
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
}

const WHOLE_POINTS = 'Points must be a whole number';

const activityTerm = z.string().trim().max(TEXT_MAX, tooLongMessage(TEXT_MAX)).default('');

/**
 * How the activity's claims are approved, and for 'auto' the monthly limit per employee (a whole number
 * 1..31; ignored, and stored as 0, for the other rules).
 */
const approvalRuleFields = {
  approvalRule: z.enum(APPROVAL_RULES).default('single'),
  autoMonthlyLimit: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? AUTO_LIMIT_DEFAULT : Number(v)),
    z.number(),
  ),
};

/** An 'auto' rule needs a monthly limit of 1..31. */
function checkAutoLimit(d: { approvalRule: string; autoMonthlyLimit: number }, ctx: z.RefinementCtx) {
  const n = d.autoMonthlyLimit;
  if (d.approvalRule === 'auto' && !(Number.isInteger(n) && n >= AUTO_LIMIT_MIN && n <= AUTO_LIMIT_MAX))
    ctx.addIssue({ code: 'custom', path: ['autoMonthlyLimit'], message: approvalTexts.autoLimitMessage });
}

/** Editing an activity: every field of the form; a title is required, as on creation. */
const activityEditFields = z.object({
  name: z.string().trim().min(1, 'Title is required').max(ACTIVITY_TITLE_MAX, tooLongMessage(ACTIVITY_TITLE_MAX)),
  description: z.string().trim().max(TEXT_MAX, tooLongMessage(TEXT_MAX)),
  points: z.preprocess(
    parseActivityPoints,
    z.number().int(WHOLE_POINTS).min(0, 'Points cannot be negative').max(ACTIVITY_POINTS_MAX, 'Points must be at most 100000'),
  ),
  isActive: z.boolean(),
  eligibilityCriteria: activityTerm,
  submissionGuidelines: activityTerm,
  verificationCriteria: activityTerm,
  ...approvalRuleFields,
});
export const activityEditSchema = activityEditFields.superRefine(checkAutoLimit);
export type ActivityEditInput = z.input<typeof activityEditSchema>;
export type ActivityEditData = z.output<typeof activityEditSchema>;

/** Beyond the original app: a new activity also needs a positive whole number of points. */
export const activityCreateSchema = activityEditFields.extend({
  points: z.preprocess(
    parseActivityPoints,
    z
      .number()
      .int(WHOLE_POINTS)
      .min(1, 'Points must be a positive whole number')
      .max(ACTIVITY_POINTS_MAX, 'Points must be at most 100000'),
  ),
}).superRefine(checkAutoLimit);
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;
export type ActivityCreateData = z.output<typeof activityCreateSchema>;

const yearMessage = () => `Enter a year from ${CUSTOM_YEAR_MIN} to ${new Date().getFullYear()}`;
export const customYearSchema = z.coerce
  .number()
  .int({ error: yearMessage })
  .min(CUSTOM_YEAR_MIN, { error: yearMessage })
  .refine((y) => y <= new Date().getFullYear(), { error: yearMessage });

/** A whole number of points within [min, max], from a text field. */
const wholePoints = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, 'Points are required')
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** An admin's budget of a queue's month (docs/product.md#budgets). */
export const budgetSchema = z.object({
  queue: z.enum(['M1', 'M2', 'M3'], { message: 'Please choose a queue' }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month'),
  budget: wholePoints(0, BUDGET_MAX, `The budget must be a whole number of points from 0 to ${BUDGET_MAX}`),
  repeat: z.boolean(),
  reason: auditReasonSchema.shape.reason,
});
export type BudgetInput = z.input<typeof budgetSchema>;
export type BudgetData = z.output<typeof budgetSchema>;

/** The four-eyes threshold: adjustments above it wait for a second admin. */
export const thresholdSchema = z.object({
  threshold: wholePoints(1, FOUR_EYES_MAX, `The threshold must be a whole number of points from 1 to ${FOUR_EYES_MAX}`),
  reason: auditReasonSchema.shape.reason,
});
export type ThresholdInput = z.input<typeof thresholdSchema>;
export type ThresholdData = z.output<typeof thresholdSchema>;

/**
 * An admin records that an employee left (docs/product.md#leavers): the day, not after today, and the
 * reason their claims awaiting review are withdrawn with (1..500 characters, as the rules allow).
 */
export const leaverSchema = z.object({
  leftOn: z
    .string()
    .refine((d) => isCalendarDay(d), 'Please choose the day they left')
    .refine((d) => d <= todayKey(), 'The leaving day cannot be in the future'),
  reason: z.string().trim().min(1, 'Please provide a reason').max(REASON_MAX, tooLongMessage(REASON_MAX)),
});
export type LeaverInput = z.infer<typeof leaverSchema>;
