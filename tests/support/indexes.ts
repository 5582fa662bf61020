/**
 * Which index a Firestore query needs, and whether firestore.indexes.json has it. The emulator answers
 * every query without indexes; production refuses one that has none ("The query requires an index").
 *
 * The model follows Firestore's documented planner for the shapes this app uses (equality filters,
 * one range field, order-by clauses, count() aggregations):
 * - no filters, or filters/orders on one field only: a single-field index. Collection scope has them
 *   automatically (unless a fieldOverride replaces them); collection-group scope needs a fieldOverride.
 * - equality filters only: single-field indexes of the scope (merged), or one composite of exactly them.
 * - anything else: one composite index of the scope: the equality fields (any order), then the order-by
 *   fields in order and direction (a range field with no orderBy is ordered ascending).
 */

export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Direction = 'ASCENDING' | 'DESCENDING';

export interface QuerySpec {
  collectionId: string;
  scope: Scope;
  equalities: string[];
  ranges: string[];
  orderBy: { field: string; direction: Direction }[];
  /** Where the query was built (file:line), for messages. */
  site: string;
}

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: Scope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: Direction; arrayConfig?: 'CONTAINS'; queryScope: Scope }[];
}

export interface IndexesFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

export type Need =
  | { kind: 'none' }
  | { kind: 'single'; field: string; direction: Direction }
  | { kind: 'equalities'; fields: string[] }
  | { kind: 'composite'; equalities: string[]; orderBy: { field: string; direction: Direction }[] };

const NAME = '__name__';

/** The index a query needs. */
export function needOf(q: QuerySpec): Need {
  // Filters and orders on the document name alone (documentId() ==, in, ranges) are served by the
  // built-in name index in both scopes: no single-field index or fieldOverride (docs/performance.md).
  const equalities = [...new Set(q.equalities)].filter((f) => f !== NAME);
  let orderBy = q.orderBy.filter((o) => o.field !== NAME);
  const ranges = [...new Set(q.ranges)].filter((f) => f !== NAME);
  // Range fields are ordered first when nothing is ordered, and after the explicit orders otherwise.
  const unordered = ranges.filter((f) => !orderBy.some((o) => o.field === f));
  orderBy = [...orderBy, ...unordered.map((field) => ({ field, direction: 'ASCENDING' as const }))];
  const ordered = new Set(orderBy.map((o) => o.field));
  const onlyEq = equalities.filter((f) => !ordered.has(f));
  const fields = new Set([...onlyEq, ...ordered]);
  if (fields.size === 0) return { kind: 'none' };
  if (onlyEq.length === 0 && orderBy.length === 1) {
    const first = orderBy[0];
    if (first) return { kind: 'single', field: first.field, direction: first.direction };
  }
  if (orderBy.length === 0 && onlyEq.length === 1) {
    const field = onlyEq[0];
    if (field) return { kind: 'single', field, direction: 'ASCENDING' };
  }
  if (orderBy.length === 0) return { kind: 'equalities', fields: onlyEq.sort() };
  return { kind: 'composite', equalities: onlyEq.sort(), orderBy };
}

function singleFieldServes(file: IndexesFile, q: QuerySpec, field: string, direction: Direction): boolean {
  const override = file.fieldOverrides.find(
    (o) => o.collectionGroup === q.collectionId && o.fieldPath === field,
  );
  if (!override) return q.scope === 'COLLECTION'; // the automatic ones are collection-scoped only
  return override.indexes.some((i) => i.queryScope === q.scope && i.order === direction);
}

function compositeMatches(
  index: CompositeIndex,
  q: QuerySpec,
  equalities: string[],
  orderBy: { field: string; direction: Direction }[],
): boolean {
  if (index.collectionGroup !== q.collectionId || index.queryScope !== q.scope) return false;
  const fields = index.fields.filter((f) => f.fieldPath !== NAME);
  if (fields.length !== equalities.length + orderBy.length) return false;
  const head = fields.slice(0, equalities.length);
  if (
    head.some((f) => !f.order) ||
    [...head.map((f) => f.fieldPath)].sort().join() !== [...equalities].sort().join()
  )
    return false;
  return orderBy.every((o, i) => {
    const f = fields[equalities.length + i];
    return f?.fieldPath === o.field && f.order === o.direction;
  });
}

/** The composite index serving the query, 'single-field' when single-field indexes do, or null when none does. */
export function servingIndex(file: IndexesFile, q: QuerySpec): CompositeIndex | 'single-field' | null {
  const need = needOf(q);
  switch (need.kind) {
    case 'none':
      return 'single-field';
    case 'single':
      return singleFieldServes(file, q, need.field, need.direction) ? 'single-field' : null;
    case 'equalities':
      if (need.fields.every((f) => singleFieldServes(file, q, f, 'ASCENDING'))) return 'single-field';
      return file.indexes.find((i) => compositeMatches(i, q, need.fields, [])) ?? null;
    case 'composite':
      return file.indexes.find((i) => compositeMatches(i, q, need.equalities, need.orderBy)) ?? null;
  }
}

/** What to add to firestore.indexes.json for a query that has no index. */
export function suggestion(q: QuerySpec): string {
  const need = needOf(q);
  if (need.kind === 'single' || need.kind === 'equalities') {
    const fields = need.kind === 'single' ? [need.field] : need.fields;
    return `fieldOverrides for ${q.collectionId}.${fields.join(', ')} with queryScope ${q.scope} (keep the COLLECTION defaults)`;
  }
  if (need.kind === 'composite') {
    const fields = [
      ...need.equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      ...need.orderBy.map((o) => ({ fieldPath: o.field, order: o.direction })),
    ];
    return JSON.stringify({ collectionGroup: q.collectionId, queryScope: q.scope, fields });
  }
  return 'nothing';
}

export function describeQuery(q: QuerySpec): string {
  const parts = [
    `${q.scope === 'COLLECTION_GROUP' ? 'collectionGroup' : 'collection'} ${q.collectionId}`,
    ...q.equalities.map((f) => `${f} ==`),
    ...q.ranges.map((f) => `${f} <>`),
    ...q.orderBy.map((o) => `orderBy ${o.field} ${o.direction === 'ASCENDING' ? 'asc' : 'desc'}`),
  ];
  return `${parts.join(', ')} (${q.site})`;
}
