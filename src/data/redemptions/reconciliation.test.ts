import { getFirestore, type Firestore } from 'firebase/firestore/lite';
import { initializeApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMeter } from '../readMeter';
import { reconciliationTotals } from './reconciliation';

/**
 * The read meter bills an aggregation as Firestore does: 1 read per started 1,000 index entries. Each
 * fake aggregation answers `count()` with the entries it "scanned": the month totals for a collection
 * query (the liability), the redemptions for a collection-group query; each month total's point field
 * sums to `fake.perField`.
 */
const fake = vi.hoisted(() => ({ monthTotals: 0, redemptions: 0, perField: 0 }));

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof import('firebase/firestore/lite')>();
  return {
    ...real,
    getAggregate: async (q: { type?: string }, spec: Record<string, unknown>) => {
      const onTotals = q.type === 'collection';
      const data: Record<string, number> = {};
      for (const key of Object.keys(spec)) {
        if (key === 'count' || key === 'n') data[key] = onTotals ? fake.monthTotals : fake.redemptions;
        else data[key] = onTotals ? fake.perField : 0;
      }
      return { data: () => data };
    },
  };
});

const db: Firestore = getFirestore(initializeApp({ projectId: 'demo-meter' }, 'reconciliation-meter'));

beforeEach(() => readMeter.reset());

const liabilityReads = () =>
  readMeter
    .records()
    .filter((r) => r.label === 'points liability (month totals)')
    .reduce((a, r) => a + r.reads, 0);

describe('reconciliationTotals: the liability from the month totals', () => {
  it('sums the six point fields of every month total', async () => {
    fake.monthTotals = 78;
    fake.perField = 1000;
    const totals = await reconciliationTotals(db, { basis: 'settled', from: '', to: '' });
    expect(totals.organisationLiability).toBe(6 * 1000);
  });

  it('bills 2 reads (two aggregation queries, five aggregations at most each) whatever the organisation', async () => {
    fake.monthTotals = 78; // 13 months x 6 departments
    await reconciliationTotals(db, { basis: 'settled', from: '', to: '' });
    expect(liabilityReads()).toBe(2);
    expect(readMeter.records().some((r) => r.label === 'organisation liability')).toBe(false);
  });

  it('bills per started 1,000 month totals: 4 reads for 1,001', async () => {
    fake.monthTotals = 1001;
    await reconciliationTotals(db, { basis: 'settled', from: '', to: '' });
    expect(liabilityReads()).toBe(4);
  });
});
