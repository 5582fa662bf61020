/**
 * The length limits in firestore.rules are the forms' constants: each number is read from the rules
 * text, so a limit changed on one side only fails here, before any emulator runs. tests/rules/limits.test.ts
 * proves each limit against the emulator (allowed at the limit, denied one over it).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_POINTS_MAX,
  ACTIVITY_TITLE_MAX,
  ADJUSTMENT_REASON_MAX,
  EMAIL_MAX,
  EMPLOYEE_ID_MAX,
  NAME_MAX,
  PAID_DETAILS_MAX,
  PHONE_DIGITS,
  REASON_MAX,
  REPORT_EDIT_LIMIT,
  TEXT_MAX,
} from '@/domain/constants';
import { HOLIDAY_NAME_MAX } from '@/domain/holidays';

const RULES = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

/** Every number the pattern's first group captures in the rules text (at least one). */
function numbers(pattern: RegExp): number[] {
  const found = [...RULES.matchAll(new RegExp(pattern.source, 'g'))].map((m) => Number(m[1]));
  if (found.length === 0) throw new Error(`firestore.rules has no ${pattern.source}`);
  return found;
}

/** A rules check of field `d.<field>`: isText(d.f, N) or isStr(d.f, min, N). */
const textCheck = (field: string) => new RegExp(`is(?:Text|Str)\\(d\\.${field},(?: \\d+,)? (\\d+)\\)`);

const LIMITS: [what: string, pattern: RegExp, constant: number][] = [
  ["a claim's description", textCheck('description'), TEXT_MAX],
  ["a claim's evidence", textCheck('evidence'), TEXT_MAX],
  ["a rejection's reason (the claim's managerComment)", textCheck('managerComment'), REASON_MAX],
  ["a payout's details", textCheck('paidDetails'), PAID_DETAILS_MAX],
  ["a decline's reason", textCheck('declineReason'), REASON_MAX],
  ["a report's tasks", textCheck('tasks'), TEXT_MAX],
  ["an adjustment's reason", textCheck('reason'), ADJUSTMENT_REASON_MAX],
  ["an activity's title", textCheck('name'), ACTIVITY_TITLE_MAX],
  ["a holiday's name", /isText\(h\.name, (\d+)\)/, HOLIDAY_NAME_MAX],
  ["an activity's eligibility criteria", textCheck('eligibilityCriteria'), TEXT_MAX],
  ["an activity's submission guidelines", textCheck('submissionGuidelines'), TEXT_MAX],
  ["an activity's verification criteria", textCheck('verificationCriteria'), TEXT_MAX],
  ["an activity's points", /d\.points <= (\d+)/, ACTIVITY_POINTS_MAX],
  ["a roster entry's full name", textCheck('fullName'), NAME_MAX],
  ["a roster entry's designation", textCheck('designation'), NAME_MAX],
  [
    'the names denormalised from the profile (isMyName)',
    /function isMyName\(c, v\) \{\s*return v is string && v\.size\(\) <= (\d+)/,
    NAME_MAX,
  ],
  ['an e-mail address', /function isEmail\(v\) \{\s*return v is string && v\.size\(\) <= (\d+)/, EMAIL_MAX],
  [
    'an employee ID',
    /function isEmployeeId\(e\) \{ return e is string && e\.matches\('\^\[A-Z0-9\]\{1,(\d+)\}\$'\)/,
    EMPLOYEE_ID_MAX,
  ],
  ["a report's edits", /d\.edits <= (\d+)/, REPORT_EDIT_LIMIT],
  ['a phone number', /d\.number\.matches\('\^\[0-9\]\{(\d+)\}\$'\)/, PHONE_DIGITS],
];

describe("firestore.rules' length limits are the forms' constants", () => {
  it.each(LIMITS)('%s', (_what, pattern, constant) => {
    expect(new Set(numbers(pattern))).toEqual(new Set([constant]));
  });
});
