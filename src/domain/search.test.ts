import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, NAME_MAX } from './constants';
import { CLAIM_SEARCH, DIRECTORY_SEARCH, parseSearch } from './search';

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
});
