/**
 * A count with its noun, singular for exactly one: `countOf(1, 'payout')` is '1 payout',
 * `countOf(3, 'entry', 'entries')` is '3 entries'. Every count shown to a user goes through here.
 * `shown` replaces the number as printed (e.g. a capped count '999+'), the noun still follows `n`.
 */
export function countOf(n: number, singular: string, pluralForm = `${singular}s`, shown?: string): string {
  return `${shown ?? String(n)} ${n === 1 ? singular : pluralForm}`;
}

/** A noun with its singular and plural forms, for messages that count it ('Exported 1 payout.'). */
export interface Noun {
  one: string;
  many: string;
}

export function noun(one: string, many = `${one}s`): Noun {
  return { one, many };
}

export function countNoun(n: number, what: Noun, shown?: string): string {
  return countOf(n, what.one, what.many, shown);
}
