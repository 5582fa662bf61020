/**
 * Firestore's published prices (Standard edition), the one place the bench's bill takes them from.
 *
 * Source: https://cloud.google.com/firestore/pricing ("Pricing by location"), looked up 2026-11-26.
 * Region: nam5 (United States multi-region), the default location Firebase proposes and the dearer
 * of the US choices (a single region such as us-central1 costs about half for reads, writes and
 * deletes), so the bill is an upper bound for a US deployment. The free quota (50,000 reads, 20,000
 * writes and 20,000 deletes a day, 1 GiB stored) is left out: it is per project, not per employee,
 * and makes no difference at 10,000 employees and up. Network egress is left out too: within Google
 * Cloud and for the payloads this app reads (a page of 20 small documents), it is not what bills.
 */
export interface Prices {
  /** US dollars per 100,000 document reads (an aggregation: per started 1,000 index entries). */
  perHundredThousandReads: number;
  perHundredThousandWrites: number;
  perHundredThousandDeletes: number;
  /** US dollars per GiB stored for a month (documents, metadata and indexes). */
  perGibMonth: number;
}

export const FIRESTORE_PRICES: Prices & { asOf: string; source: string; region: string } = {
  asOf: '2026-11-26',
  source: 'https://cloud.google.com/firestore/pricing',
  region: 'nam5 (United States multi-region)',
  perHundredThousandReads: 0.06,
  perHundredThousandWrites: 0.18,
  perHundredThousandDeletes: 0.02,
  perGibMonth: 0.18,
};
