import { getFirestore, type Firestore } from 'firebase/firestore/lite';
import { initializeApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMeter } from '../readMeter';
import { reconciliationTotals } from './reconciliation';

/**
 * The read meter bills an aggregation as Firestore does: 1 read per started 1,000 index entries.
 * Each fake aggregation answers with the number of entries it "scanned" (`entries`), and the sums.
 */
const fake = vi.hoisted(() => ({ profiles: 0, redemptions: 0 }));

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof import('firebase/firestore/lite')>();
  return {
    ...real,
    getAggregate: async (q: { type?: string }, spec: Record<string, unknown>) => {
      const onProfiles = q.type === 'collection';
      const n = onProfiles ? fake.profiles : fake.redemptions;
      const data: Record<string, number> = {};
      for (const key of Object.keys(spec)) data[key] = key === 'points' ? 0 : n;
      return { data: () => data };
    },
  };
});

const db: Firestore = getFirestore(initializeApp({ projectId: 'demo-meter' }, 'reconciliation-meter'));

beforeEach(() => readMeter.reset());

describe('reconciliationTotals read meter', () => {
  it('bills the liability sum over 10,000 profiles 10 reads, not 1', async () => {
    fake.profiles = 10_000;
    fake.redemptions = 0;
    await reconciliationTotals(db, { basis: 'settled', from: '', to: '' });
    const liability = readMeter.records().find((r) => r.label === 'organisation liability');
    expect(liability?.reads).toBe(10);
  });

  it('bills 11 reads for 10,001 profiles and 1 for 14', async () => {
    fake.profiles = 10_001;
    await reconciliationTotals(db, { basis: 'settled', from: '', to: '' });
    expect(readMeter.records().find((r) => r.label === 'organisation liability')?.reads).toBe(11);
    readMeter.reset();
    fake.profiles = 14;
    await reconciliationTotals(db, { basis: 'settled', from: '', to: '' });
    expect(readMeter.records().find((r) => r.label === 'organisation liability')?.reads).toBe(1);
  });
});
