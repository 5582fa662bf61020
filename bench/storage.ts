import { MODEL, WORKING_DAYS } from './usage';

/**
 * Stored size, by Firestore's published rules ("Storage size calculations",
 * https://firebase.google.com/docs/firestore/storage-size):
 * - a string: its UTF-8 bytes + 1; a number, a timestamp: 8; a boolean, null: 1; an array, a map:
 *   the sum of its values (a map's keys as strings too);
 * - a document name: the sum of its path segments as strings + 16; a document: its name + the
 *   sum of its field names (as strings) and values + 32;
 * - a single-field index entry (Firestore keeps an ascending and a descending one for every field,
 *   and one array-contains entry per array): the collection id + the document name + the field name
 *   and value + 32. Composite indexes are left out (a few per collection, each about one entry).
 */
const stringSize = (s: string) => Buffer.byteLength(s, 'utf8') + 1;

export function valueSize(v: unknown): number {
  if (typeof v === 'string') return stringSize(v);
  if (typeof v === 'number') return 8;
  if (typeof v === 'boolean' || v === null || v === undefined) return 1;
  if (v instanceof Date) return 8;
  if (Array.isArray(v)) return v.reduce((s: number, x) => s + valueSize(x), 0);
  if (typeof v === 'object') {
    // A Timestamp (seconds and nanoseconds) is 8 bytes; any other object is a map.
    if ('toMillis' in v && typeof v.toMillis === 'function') return 8;
    return Object.entries(v).reduce((s, [k, x]) => s + stringSize(k) + valueSize(x), 0);
  }
  return 8;
}

export const documentNameSize = (path: string) => path.split('/').reduce((s, seg) => s + stringSize(seg), 0) + 16;

/** A document and its single-field index entries, in bytes. */
export function storedSize(path: string, data: Record<string, unknown>): number {
  const name = documentNameSize(path);
  const segments = path.split('/');
  const collectionId = stringSize(segments[segments.length - 2] ?? '');
  const fields = Object.entries(data);
  const doc = name + fields.reduce((s, [k, v]) => s + stringSize(k) + valueSize(v), 0) + 32;
  const index = fields.reduce((s, [k, v]) => {
    const entry = (value: number) => collectionId + name + stringSize(k) + value + 32;
    if (Array.isArray(v)) return s + v.reduce((t: number, x) => t + entry(valueSize(x)), 0);
    return s + 2 * entry(valueSize(v));
  }, 0);
  return doc + index;
}

/** The kinds of document an employee has, one sample of each (from the seeded organisation). */
export type DocumentKind = 'profile' | 'personal' | 'uidLink' | 'claim' | 'redemption' | 'report' | 'ledgerEntry';

/** How many of each an employee has after a year of the usage model. */
export function documentsAfterAYear(): Record<DocumentKind, number> {
  const e = MODEL.employee;
  const claims = 12 * e.claimsPerMonth;
  const redemptions = 12 * e.redemptionsPerMonth;
  // The opening entry, approved claims, redemptions (and their refunds or cancellations, ~10%).
  const ledger = 1 + claims * (1 - e.withdrawnShare) * MODEL.reviewer.approvedShare + redemptions * 1.1;
  return {
    profile: 1,
    personal: 1,
    uidLink: 1,
    claim: claims,
    redemption: redemptions,
    report: 12 * WORKING_DAYS * e.reportsPerDay,
    ledgerEntry: ledger,
  };
}

export function bytesPerEmployee(sizes: Record<DocumentKind, number>): number {
  const n = documentsAfterAYear();
  return (Object.keys(n) as DocumentKind[]).reduce((s, k) => s + n[k] * sizes[k], 0);
}
