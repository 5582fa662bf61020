import { describe, expect, it } from 'vitest';
import { LOOKUPS_PER_REQUEST } from '../limits';
import { packRosterRows, rosterRowLookups } from './api';

const fresh = { stored: null, entry: { email: 'a@x.test' } };
const edit = { stored: { email: 'a@x.test' }, entry: { email: 'a@x.test' } };
const move = { stored: { email: 'a@x.test' }, entry: { email: 'b@x.test' } };

describe('packRosterRows: roster rows in requests within the production limits', () => {
  it('costs a new row 3 look-ups, an edit 3, a mailbox move 5', () => {
    expect([fresh, edit, move].map(rosterRowLookups)).toEqual([3, 3, 5]);
  });

  it('packs 10,000 new rows 5 a request, every request within 20 look-ups with the 3 shared', () => {
    const chunks = packRosterRows(Array.from({ length: 10_000 }, () => fresh));
    expect(chunks[0]).toHaveLength(5);
    expect(chunks.flat()).toHaveLength(10_000);
    expect(chunks).toHaveLength(Math.ceil(10_000 / 5));
  });

  it('mixes kinds of rows without passing the limit, keeping their order', () => {
    const rows = [move, edit, fresh, move, move, edit, fresh, fresh, edit, move];
    const chunks = packRosterRows(rows);
    expect(chunks.flat()).toEqual(rows);
    for (const c of chunks) expect(3 + c.reduce((n, r) => n + rosterRowLookups(r), 0)).toBeLessThanOrEqual(LOOKUPS_PER_REQUEST);
  });
});
