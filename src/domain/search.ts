import { EMAIL_MAX, EMPLOYEE_ID_MAX, NAME_MAX, REFERENCE_MAX } from './constants';

/**
 * What a search box can find, and so the longest text that can match: a longer text can never
 * match, and is refused before any query (the server also refuses very long query values).
 */
export interface SearchLimit {
  max: number;
  /** What it finds, for the message: 'employee ID, reference or name'. */
  what: string;
  /** The only characters what it finds is made of (an ID), and what a text with others is told. */
  allowed?: { pattern: RegExp; message: string };
}

/** Manage Requests: an exact employee ID or reference, or the start of a name. */
export const CLAIM_SEARCH: SearchLimit = {
  max: Math.max(EMPLOYEE_ID_MAX, REFERENCE_MAX, NAME_MAX),
  what: 'employee ID, reference or name',
};

/** The Employee Centre: the start of a name, an employee ID or an e-mail address. */
export const DIRECTORY_SEARCH: SearchLimit = {
  max: Math.max(EMPLOYEE_ID_MAX, NAME_MAX, EMAIL_MAX),
  what: 'name, employee ID or e-mail address',
};

/** The Redemption Centre: a reference, an employee ID or an employee's name. */
export const REDEMPTION_SEARCH: SearchLimit = {
  max: Math.max(EMPLOYEE_ID_MAX, REFERENCE_MAX, NAME_MAX),
  what: 'reference, employee ID or name',
};

/** The Audit Trail's 'Acted by': an employee ID (exact; any case). */
export const AUDIT_ACTOR_SEARCH: SearchLimit = {
  max: EMPLOYEE_ID_MAX,
  what: 'employee ID',
  allowed: { pattern: /^[A-Za-z0-9]+$/, message: 'An employee ID has only letters and digits.' },
};

/**
 * The Audit Trail's 'Target ID': an audited document's id (exact): an employee ID, an activity ID, a
 * queue's month (`M1_2026-11`), a day, `fourEyes`, an adjustment request's 20-character id.
 */
export const AUDIT_TARGET_SEARCH: SearchLimit = {
  max: EMPLOYEE_ID_MAX,
  what: 'employee, activity, budget or request ID',
  allowed: { pattern: /^[A-Za-z0-9_-]+$/, message: "A target ID has only letters, digits, '-' and '_'." },
};

export type ParsedSearch = { term: string; error: null } | { term: ''; error: string };

export function searchTooLongMessage(limit: SearchLimit): string {
  return `Search for at most ${limit.max} characters: no ${limit.what} is longer.`;
}

/** The term to search for (trimmed), or why there is none to run. */
export function parseSearch(raw: string, limit: SearchLimit): ParsedSearch {
  const term = raw.trim();
  if (term.length > limit.max) return { term: '', error: searchTooLongMessage(limit) };
  if (term !== '' && limit.allowed && !limit.allowed.pattern.test(term)) return { term: '', error: limit.allowed.message };
  return { term, error: null };
}
