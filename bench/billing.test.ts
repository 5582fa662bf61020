import { describe, expect, it } from 'vitest';
import {
  aggregationReads,
  asCountRequest,
  batchGetReads,
  billingFetch,
  commitUsage,
  countAliases,
  countIn,
  rpcOf,
  runQueryReads,
  type Usage,
} from './billing';

const BASE = 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents';

describe('rpcOf', () => {
  it('names the REST method of a Firestore URL, at the root or under a document', () => {
    expect(rpcOf(`${BASE}:runQuery`)).toBe('runQuery');
    expect(rpcOf(`${BASE}/users/EMP0001:runAggregationQuery`)).toBe('runAggregationQuery');
    expect(rpcOf(`${BASE}:commit?key=x`)).toBe('commit');
    expect(rpcOf('http://127.0.0.1:8080/emulator/v1/projects/p/databases/(default)/documents')).toBeNull();
  });
});

describe('billing rules', () => {
  it('bills a write per document set or updated and a delete per document deleted; verify preconditions are free', () => {
    expect(
      commitUsage({
        writes: [
          { update: { name: 'a' }, updateTransforms: [{ fieldPath: 'updatedAt' }] },
          { update: { name: 'b' }, currentDocument: { exists: false } },
          { delete: 'c' },
          { verify: 'd' },
        ],
      }),
    ).toEqual({ reads: 0, writes: 2, deletes: 1 });
    expect(commitUsage({})).toEqual({ reads: 0, writes: 0, deletes: 0 });
  });

  it('bills a query per document returned, and 1 read when it returns none', () => {
    expect(runQueryReads([{ document: {} }, { document: {} }, { readTime: 't' }])).toBe(2);
    expect(runQueryReads([{ readTime: 't' }])).toBe(1);
  });

  it('bills a get per document asked for, found or missing', () => {
    expect(batchGetReads([{ found: {} }, { missing: 'x' }, { transaction: 't' }])).toBe(2);
  });

  it('bills an aggregation 1 read per started 1,000 index entries, at least 1', () => {
    expect(aggregationReads(0)).toBe(1);
    expect(aggregationReads(1000)).toBe(1);
    expect(aggregationReads(1001)).toBe(2);
    expect(aggregationReads(100_000)).toBe(100);
  });

  it('finds the count of an aggregation by its alias, and turns a sum() into a count() of the same query', () => {
    const body = {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'ledger' }] },
        aggregations: [
          { alias: 'aggregate_0', sum: { field: { fieldPath: 'points' } } },
          { alias: 'aggregate_1', count: {} },
        ],
      },
    };
    expect(countAliases(body)).toEqual(['aggregate_1']);
    expect(countIn([{ result: { aggregateFields: { aggregate_1: { integerValue: '2500' } } } }], 'aggregate_1')).toBe(2500);
    expect(countIn([{ readTime: 't' }], 'aggregate_1')).toBeNull();
    expect(asCountRequest(body)).toEqual({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'ledger' }] },
        aggregations: [{ alias: 'entries', count: {} }],
      },
    });
  });
});

describe('billingFetch', () => {
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });

  it('bills what passes through it and answers the caller unchanged', async () => {
    const seen: Usage[] = [];
    const inner = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith(':runQuery')) return json([{ document: {} }, { document: {} }, { document: {} }]);
      if (url.endsWith(':commit')) return json({ writeResults: [] });
      return json({});
    }) as typeof fetch;
    const f = billingFetch(inner, (u) => seen.push(u));
    const answer = await f(`${BASE}:runQuery`, { method: 'POST', body: '{}' });
    expect(((await answer.json()) as unknown[]).length).toBe(3);
    await f(`${BASE}:commit`, { method: 'POST', body: JSON.stringify({ writes: [{ update: {} }, { delete: 'x' }] }) });
    await f('http://127.0.0.1:9099/other', { method: 'GET' });
    expect(seen).toEqual([
      { reads: 3, writes: 0, deletes: 0 },
      { reads: 0, writes: 1, deletes: 1 },
    ]);
  });

  it("learns how many entries a sum() matched by asking the same query's count, unbilled", async () => {
    const seen: Usage[] = [];
    const bodies: string[] = [];
    const inner = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return bodies.length === 1
        ? json([{ result: { aggregateFields: { total: { integerValue: '40' } } } }])
        : json([{ result: { aggregateFields: { entries: { integerValue: '2001' } } } }]);
    }) as typeof fetch;
    const f = billingFetch(inner, (u) => seen.push(u));
    const body = { structuredAggregationQuery: { aggregations: [{ alias: 'total', sum: { field: { fieldPath: 'points' } } }] } };
    await f(`${BASE}/users/E:runAggregationQuery`, { method: 'POST', body: JSON.stringify(body) });
    expect(seen).toEqual([{ reads: 3, writes: 0, deletes: 0 }]);
    expect(bodies).toHaveLength(2);
  });
});
