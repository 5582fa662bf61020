/**
 * Counts the documents each read returns (Firestore bills per document; a count() aggregation
 * costs 1 read per started 1,000 entries). The bench and the local debug overlay read it.
 */
export interface ReadRecord {
  label: string;
  reads: number;
}

let records: ReadRecord[] = [];
const listeners = new Set<() => void>();

export function recordReads(label: string, documents: number): void {
  records.push({ label, reads: Math.max(documents, 1) });
  for (const l of listeners) l();
}

export function recordCount(label: string, count: number): void {
  recordReads(label, Math.max(1, Math.ceil(count / 1000)));
}

export const readMeter = {
  total: () => records.reduce((s, r) => s + r.reads, 0),
  records: () => [...records],
  reset: () => {
    records = [];
    for (const l of listeners) l();
  },
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
