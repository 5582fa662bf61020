/**
 * A roster import is written in batches small enough for production's limit on the rules' look-ups
 * (tests/rules/lookups.test.ts measures one full batch): a row's entry and profile stay together,
 * unchanged rows write nothing.
 */
import { describe, expect, it } from 'vitest';
import type { RosterFields } from '@/domain/roster';
import type { RosterEntry } from '@/domain/types';
import { ROSTER_ROWS_PER_BATCH } from '../limits';
import { rosterBatches } from './api';

const row = (n: number, designation = 'Associate'): RosterFields => ({
  employeeId: `EMP${String(n).padStart(3, '0')}`,
  email: `emp${n}@x.test`,
  fullName: `Person ${n}`,
  designation,
  departments: ['HR'],
  userRole: 'employee',
  reviewQueues: [],
});
const stored = (f: RosterFields): RosterEntry => ({ ...f, createdAt: null, createdBy: 'ADM001' });

describe('rosterBatches', () => {
  it(`writes at most ${ROSTER_ROWS_PER_BATCH} rows per batch, in order, each row once`, () => {
    const entries = Array.from({ length: 2 * ROSTER_ROWS_PER_BATCH + 1 }, (_, i) => row(i + 1));
    const { batches, unchanged } = rosterBatches(entries, [], new Set());
    expect(batches.map((b) => b.length)).toEqual([ROSTER_ROWS_PER_BATCH, ROSTER_ROWS_PER_BATCH, 1]);
    expect(batches.flat().map((r) => r.employeeId)).toEqual(entries.map((e) => e.employeeId));
    expect(batches.flat().every((r) => r.kind === 'created' && r.profile === null)).toBe(true);
    expect(unchanged).toBe(0);
  });

  it("keeps an edited row's profile with its entry, only for someone who has signed up", () => {
    const before = [row(1), row(2), row(3)];
    const after = [row(1, 'Lead'), row(2, 'Lead'), row(3)];
    const { batches, unchanged } = rosterBatches(after, before.map(stored), new Set(['EMP001']));
    expect(unchanged).toBe(1);
    expect(batches).toHaveLength(1);
    const [first, second] = batches[0] ?? [];
    expect(first).toMatchObject({ employeeId: 'EMP001', kind: 'updated', profile: { designation: 'Lead' } });
    expect(second).toMatchObject({ employeeId: 'EMP002', kind: 'updated', profile: null });
    expect(first?.entry).toEqual({ update: expect.objectContaining({ designation: 'Lead' }) });
  });
});
