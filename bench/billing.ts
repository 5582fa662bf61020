/**
 * What Firestore bills for each request the app's data layer sends, read off the wire: the web SDK's
 * lite build (everything in src/data but the realtime channel) speaks REST through `fetch`, so the
 * bench wraps `fetch` and prices every request and its answer the way Firestore's billing page does:
 *
 * - a query (runQuery): 1 read per document returned, 1 when it returns none;
 * - a get (batchGet, also a transaction's reads): 1 read per document asked for, found or not;
 * - an aggregation (runAggregationQuery: count(), sum()): 1 read per started 1,000 index entries it
 *   matched (at least 1). Its answer carries the count when the app asked for one; otherwise the
 *   meter asks the emulator for the same query's count (unbilled) to learn it;
 * - a commit (a batch or a transaction): 1 write per document set or updated, 1 delete per document
 *   deleted; a transaction's `verify` preconditions are not writes. beginTransaction and rollback are free.
 *
 * Unlike src/data/readMeter.ts (which the data layer feeds by hand, and which does not see a
 * transaction's reads), this sees every request, so writes and transactions are billed too.
 */
export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
}

export const NO_USAGE: Usage = { reads: 0, writes: 0, deletes: 0 };

export const addUsage = (a: Usage, b: Usage): Usage => ({
  reads: a.reads + b.reads,
  writes: a.writes + b.writes,
  deletes: a.deletes + b.deletes,
});

export const scaleUsage = (u: Usage, k: number): Usage => ({
  reads: u.reads * k,
  writes: u.writes * k,
  deletes: u.deletes * k,
});

/** The REST method a Firestore URL calls (`…/documents:runQuery` -> 'runQuery'), or null. */
export function rpcOf(url: string): string | null {
  const m = /\/documents(?:\/[^?:]*)?:([A-Za-z]+)(?:\?|$)/.exec(url);
  return m?.[1] ?? null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** Reads of 'started 1,000 index entries' for an aggregation that matched `entries`. */
export const aggregationReads = (entries: number) => Math.max(1, Math.ceil(entries / 1000));

/** The writes and deletes of a commit's request body. */
export function commitUsage(body: unknown): Usage {
  const writes = isObject(body) ? asArray(body.writes) : [];
  let w = 0;
  let d = 0;
  for (const write of writes) {
    if (!isObject(write)) continue;
    if ('delete' in write) d++;
    else if ('update' in write || 'transform' in write) w++;
  }
  return { reads: 0, writes: w, deletes: d };
}

/** Reads of a query's streamed answer. */
export function runQueryReads(response: unknown): number {
  return Math.max(1, asArray(response).filter((r) => isObject(r) && 'document' in r).length);
}

/** Reads of a batchGet's streamed answer: every document asked for, found or missing. */
export function batchGetReads(response: unknown): number {
  return asArray(response).filter((r) => isObject(r) && ('found' in r || 'missing' in r)).length;
}

/** The aliases of an aggregation request's count()s. */
export function countAliases(body: unknown): string[] {
  const q = isObject(body) && isObject(body.structuredAggregationQuery) ? body.structuredAggregationQuery : null;
  const aggs = q ? asArray(q.aggregations) : [];
  return aggs.flatMap((a) => (isObject(a) && 'count' in a && typeof a.alias === 'string' ? [a.alias] : []));
}

/** The count an aggregation's answer gives under `alias`, or null. */
export function countIn(response: unknown, alias: string): number | null {
  for (const r of asArray(response)) {
    const fields = isObject(r) && isObject(r.result) && isObject(r.result.aggregateFields) ? r.result.aggregateFields : null;
    const v = fields?.[alias];
    if (isObject(v) && v.integerValue !== undefined) return Number(v.integerValue);
  }
  return null;
}

/** The same aggregation request asking for count() only (to learn how many entries a sum() matched). */
export function asCountRequest(body: unknown): Json | null {
  if (!isObject(body) || !isObject(body.structuredAggregationQuery)) return null;
  return {
    ...body,
    structuredAggregationQuery: {
      ...body.structuredAggregationQuery,
      aggregations: [{ alias: 'entries', count: {} }],
    },
  };
}

type Fetch = typeof fetch;

/**
 * A fetch that bills what passes through it into `onUsage`. Only Firestore's REST calls are looked
 * at; everything else passes untouched.
 */
export function billingFetch(inner: Fetch, onUsage: (u: Usage, rpc: string) => void): Fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rpc = rpcOf(url);
    const response = await inner(input, init);
    if (!rpc || !response.ok) return response;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    if (rpc === 'commit') {
      onUsage(commitUsage(body), rpc);
    } else if (rpc === 'runQuery' || rpc === 'batchGet') {
      const answer: unknown = await response.clone().json();
      const reads = rpc === 'runQuery' ? runQueryReads(answer) : batchGetReads(answer);
      onUsage({ reads, writes: 0, deletes: 0 }, rpc);
    } else if (rpc === 'runAggregationQuery') {
      const answer: unknown = await response.clone().json();
      const alias = countAliases(body)[0];
      let entries = alias === undefined ? null : countIn(answer, alias);
      const countOnly = entries === null ? asCountRequest(body) : null;
      if (countOnly) {
        const counted = await inner(url, { ...init, body: JSON.stringify(countOnly) });
        entries = countIn(await counted.json(), 'entries');
      }
      onUsage({ reads: aggregationReads(entries ?? 0), writes: 0, deletes: 0 }, rpc);
    }
    return response;
  };
}

/** Bills every Firestore request of this process from now on; `take()` returns and resets the tally. */
export function installBillingMeter(): { take: () => Usage; uninstall: () => void } {
  const original = globalThis.fetch;
  let tally: Usage = NO_USAGE;
  globalThis.fetch = billingFetch(original, (u) => {
    tally = addUsage(tally, u);
  });
  return {
    take: () => {
      const t = tally;
      tally = NO_USAGE;
      return t;
    },
    uninstall: () => {
      globalThis.fetch = original;
    },
  };
}
