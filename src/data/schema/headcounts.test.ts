import { describe, expect, it } from 'vitest';
import { packRosterRows, rosterHeadcounts, rosterRowLookups } from '../roster/api';
import { activeTotal, directoryTotal, headcountDocs, headcountMoves, membershipOf, toHeadcount } from './headcounts';

const profile = (extra: Record<string, unknown> = {}) => ({ departments: ['HR'], director: false, isActive: true, userStatus: 'unblocked', ...extra });

describe('how a profile counts (as firestore.rules membership() reads it)', () => {
  it('by its first department, a Director only when flagged, active unless blocked or deactivated and never a Director', () => {
    expect(membershipOf(profile())).toEqual({ department: 'HR', director: false, active: true });
    expect(membershipOf(profile({ departments: ['Loocafe', 'HR'], director: true }))).toEqual({ department: 'Loocafe', director: true, active: false });
    expect(membershipOf(profile({ userStatus: 'blocked' })).active).toBe(false);
    expect(membershipOf(profile({ isActive: false })).active).toBe(false);
    // Legacy: no departments ('none'), no flags (not a Director, active).
    expect(membershipOf({})).toEqual({ department: 'none', director: false, active: true });
    expect(membershipOf({ director: 'yes', isActive: 'no' })).toEqual({ department: 'none', director: false, active: true });
  });
});

describe('the moves of a profile write', () => {
  it('a sign-up: one more profile (and active employee, or Director)', () => {
    expect(headcountMoves(undefined, profile())).toEqual([{ department: 'HR', delta: { profiles: 1, directors: 0, active: 1 } }]);
    expect(headcountMoves(undefined, profile({ director: true }))).toEqual([{ department: 'HR', delta: { profiles: 1, directors: 1, active: 0 } }]);
  });

  it('blocking, deactivating, unblocking: the active employees only; nothing when who is counted does not change', () => {
    expect(headcountMoves(profile(), profile({ userStatus: 'blocked' }))).toEqual([{ department: 'HR', delta: { profiles: 0, directors: 0, active: -1 } }]);
    expect(headcountMoves(profile({ isActive: false }), profile())).toEqual([{ department: 'HR', delta: { profiles: 0, directors: 0, active: 1 } }]);
    expect(headcountMoves(profile({ isActive: false }), profile({ isActive: false, userStatus: 'blocked' }))).toEqual([]);
    expect(headcountMoves(profile(), profile({ points: 10, departments: ['HR', 'Loocafe'] }))).toEqual([]);
  });

  it('a department change moves two headcounts; becoming a Director one', () => {
    expect(headcountMoves(profile(), profile({ departments: ['Tech Team'] }))).toEqual([
      { department: 'HR', delta: { profiles: -1, directors: 0, active: -1 } },
      { department: 'Tech Team', delta: { profiles: 1, directors: 0, active: 1 } },
    ]);
    expect(headcountMoves(profile(), profile({ director: true }))).toEqual([{ department: 'HR', delta: { profiles: 0, directors: 1, active: -1 } }]);
  });
});

describe('the stored headcounts', () => {
  it('read missing or malformed counts as zero', () => {
    expect(toHeadcount('HR', { profiles: 'many', active: 3 })).toEqual({ department: 'HR', profiles: 0, directors: 0, active: 3 });
  });

  it('add up to the directory total (Directors left out) and the active employees', () => {
    const hs = [toHeadcount('HR', { profiles: 5, directors: 1, active: 3 }), toHeadcount('Loocafe', { profiles: 2, directors: 0, active: 2 })];
    expect(directoryTotal(hs)).toBe(6);
    expect(activeTotal(hs)).toBe(5);
  });

  it('are computed whole from the profiles (the seed, the bench, the migration)', () => {
    const docs = [
      { path: 'users/EMP001', data: profile() },
      { path: 'users/EMP002', data: profile({ userStatus: 'blocked' }) },
      { path: 'users/DIR001', data: profile({ director: true }) },
      { path: 'users/EMP003', data: profile({ departments: ['Loocafe'] }) },
      { path: 'users/EMP003/ledger/opening', data: { points: 50 } },
    ];
    expect(headcountDocs(docs, 'now')).toEqual([
      { path: 'headcounts/HR', data: { department: 'HR', profiles: 3, directors: 1, active: 1, lastEmployee: 'EMP002', updatedAt: 'now' } },
      { path: 'headcounts/Loocafe', data: { department: 'Loocafe', profiles: 1, directors: 0, active: 1, lastEmployee: 'EMP003', updatedAt: 'now' } },
    ]);
  });
});

describe("a roster import's headcount moves", () => {
  const entry = (departments: string[], designation = 'Associate') => ({ departments, designation });
  it('plans the headcounts an edit moves from the stored entry', () => {
    expect(rosterHeadcounts(null, entry(['HR']))).toEqual([]);
    expect(rosterHeadcounts(entry(['HR']), entry(['HR', 'Loocafe']))).toEqual([]);
    expect(rosterHeadcounts(entry(['HR']), entry(['Loocafe', 'HR']))).toEqual(['HR', 'Loocafe']);
    expect(rosterHeadcounts(entry(['HR']), entry(['HR'], ' director '))).toEqual(['HR']);
  });

  it('costs their look-ups, and never puts two rows moving one headcount in one request', () => {
    const row = (headcounts: string[]) => ({ stored: { email: 'a@x.test' }, entry: { email: 'a@x.test' }, headcounts });
    expect(rosterRowLookups(row([]))).toBe(5);
    expect(rosterRowLookups(row(['HR']))).toBe(6);
    expect(rosterRowLookups(row(['HR', 'Loocafe']))).toBe(7);
    const packed = packRosterRows([row(['HR', 'Loocafe']), row(['Tech Team', 'Ixora FM']), row(['HR']), row([]), row([])]);
    expect(packed.map((c) => c.map((r) => r.headcounts.join('+')))).toEqual([['HR+Loocafe', 'Tech Team+Ixora FM'], ['HR', '', '']]);
  });
});
