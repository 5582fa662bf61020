import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, NAME_MAX } from './constants';
import { AUDIT_ACTOR_SEARCH, AUDIT_TARGET_SEARCH, CLAIM_SEARCH, DIRECTORY_SEARCH, parseSearch } from './search';

describe('parseSearch', () => {
  it('trims and passes what can match', () => {
    expect(parseSearch('  emp001 ', CLAIM_SEARCH)).toEqual({ term: 'emp001', error: null });
    expect(parseSearch('a'.repeat(NAME_MAX), CLAIM_SEARCH).error).toBeNull();
    expect(parseSearch(`${'a'.repeat(EMAIL_MAX - 10)}@x.test`.slice(0, EMAIL_MAX), DIRECTORY_SEARCH).error).toBeNull();
  });
  it('refuses, with a message and nothing to query, what is longer than anything that can match', () => {
    const long = parseSearch('x'.repeat(10_000), CLAIM_SEARCH);
    expect(long).toEqual({
      term: '',
      error: `Search for at most ${CLAIM_SEARCH.max} characters: no employee ID, reference or name is longer.`,
    });
    expect(parseSearch('x'.repeat(DIRECTORY_SEARCH.max + 1), DIRECTORY_SEARCH).term).toBe('');
    expect(DIRECTORY_SEARCH.max).toBe(EMAIL_MAX);
    expect(CLAIM_SEARCH.max).toBe(NAME_MAX);
  });
  it('refuses an ID with characters no such ID has, and takes blank-only text as no search', () => {
    expect(parseSearch('ADM 001', AUDIT_ACTOR_SEARCH)).toEqual({ term: '', error: 'An employee ID has only letters and digits.' });
    expect(parseSearch(' adm001 ', AUDIT_ACTOR_SEARCH)).toEqual({ term: 'adm001', error: null });
    for (const id of ['EMP001', 'PA001', 'M1_2026-11', '2026-12-25', 'fourEyes', 'a'.repeat(20)])
      expect(parseSearch(id, AUDIT_TARGET_SEARCH)).toEqual({ term: id, error: null });
    expect(parseSearch('users/EMP001', AUDIT_TARGET_SEARCH).error).toBe("A target ID has only letters, digits, '-' and '_'.");
    expect(parseSearch('x'.repeat(AUDIT_TARGET_SEARCH.max + 1), AUDIT_TARGET_SEARCH).error).toMatch(/^Search for at most 32 characters/);
    for (const limit of [AUDIT_ACTOR_SEARCH, AUDIT_TARGET_SEARCH, CLAIM_SEARCH])
      expect(parseSearch(' \t  ', limit)).toEqual({ term: '', error: null });
  });
});
