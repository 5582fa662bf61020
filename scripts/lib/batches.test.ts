import { describe, expect, it } from 'vitest';
import { chunked, MAX_BATCH_WRITES } from './batches';

describe('chunked', () => {
  it('cuts writes into batches of at most 500, in order', () => {
    const writes = Array.from({ length: 1201 }, (_, i) => i);
    const chunks = chunked(writes);
    expect(chunks.map((c) => c.length)).toEqual([MAX_BATCH_WRITES, MAX_BATCH_WRITES, 201]);
    expect(chunks.flat()).toEqual(writes);
  });

  it('gives no batch for no writes', () => {
    expect(chunked([])).toEqual([]);
  });
});
