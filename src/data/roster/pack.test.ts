import { describe, expect, it } from 'vitest';
import { LOOKUPS_PER_REQUEST } from '../limits';
import { ROSTER_BATCH_MAX } from '../schema/rosterTotals';
import { packRosterRows, rosterRequestLookups, rosterRowLookups } from './api';

const fresh = { stored: null, entry: { email: 'a@x.test' } };
const edit = { stored: { email: 'a@x.test' }, entry: { email: 'a@x.test' } };
const move = { stored: { email: 'a@x.test' }, entry: { email: 'b@x.test' } };

describe('packRosterRows: roster rows in requests within the production limits', () => {
  it('costs a new row 5 look-ups (the profile it has not yet, before and after), an edit 5 (the profile copy before and after), a mailbox move 7', () => {
    expect([fresh, edit, move].map(rosterRowLookups)).toEqual([5, 5, 7]);
  });

  it("costs a request 4 shared look-ups (with the company's domain), and the roster total's one when it creates entries", () => {
    expect(rosterRequestLookups([edit])).toBe(4 + 5);
    expect(rosterRequestLookups([fresh])).toBe(4 + 1 + 5);
    expect(rosterRequestLookups([edit, fresh, fresh])).toBe(4 + 1 + 15);
  });

  it('packs 10,000 new rows 3 a request (20 look-ups), within the roster total’s batch', () => {
    const chunks = packRosterRows(Array.from({ length: 10_000 }, () => fresh));
    expect(chunks[0]).toHaveLength(3);
    expect(ROSTER_BATCH_MAX).toBe(5);
    expect(rosterRequestLookups(chunks[0] ?? [])).toBe(20);
    expect(chunks.flat()).toHaveLength(10_000);
    expect(chunks).toHaveLength(Math.ceil(10_000 / 3));
  });

  it('packs edits 3 a request (19 look-ups) and mailbox moves 2 (18)', () => {
    expect(packRosterRows(Array.from({ length: 50 }, () => edit))[0]).toHaveLength(3);
    expect(packRosterRows(Array.from({ length: 50 }, () => move))[0]).toHaveLength(2);
  });

  it('mixes kinds of rows without passing the limit or the batch, keeping their order', () => {
    const rows = [move, edit, fresh, move, move, edit, fresh, fresh, edit, move, fresh, fresh, fresh, fresh, fresh, fresh, edit];
    const chunks = packRosterRows(rows);
    expect(chunks.flat()).toEqual(rows);
    for (const c of chunks) {
      expect(rosterRequestLookups(c)).toBeLessThanOrEqual(LOOKUPS_PER_REQUEST);
      expect(c.filter((r) => !r.stored).length).toBeLessThanOrEqual(ROSTER_BATCH_MAX);
    }
  });
});
