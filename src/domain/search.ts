import { EMAIL_MAX, EMPLOYEE_ID_MAX, NAME_MAX, REFERENCE_MAX } from './constants';

/**
 * What a search box can find, and so the longest text that can match: a longer text can never
 * match, and is refused before any query (the server also refuses very long query values).
 */
export interface SearchLimit {
  max: number;
  /** What it finds, for the message: 'employee ID, reference or name'. */
  what: string;
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

export type ParsedSearch = { term: string; error: null } | { term: ''; error: string };

export function searchTooLongMessage(limit: SearchLimit): string {
  return `Search for at most ${limit.max} characters: no ${limit.what} is longer.`;
}

/** The term to search for (trimmed), or why there is none to run. */
export function parseSearch(raw: string, limit: SearchLimit): ParsedSearch {
  const term = raw.trim();
  if (term.length > limit.max) return { term: '', error: searchTooLongMessage(limit) };
  return { term, error: null };
}
