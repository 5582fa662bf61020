import { describe, expect, it } from 'vitest';
import { makeActivity } from '@/test/factories';
import { DEFAULT_SORT, isLongTitle, nextSort, shortTitle, sortActivities } from './sorting';

const list = [
  makeActivity({ id: 'PA010', points: 50, isActive: true }),
  makeActivity({ id: 'PA002', points: 500, isActive: false }),
  makeActivity({ id: 'PA001', points: 100, isActive: true }),
];
const ids = (s: Parameters<typeof sortActivities>[1]) => sortActivities(list, s).map((a) => a.id);

describe('activity sorting', () => {
  it('defaults to id ascending, numerically', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'id', dir: 'asc' });
    expect(ids(DEFAULT_SORT)).toEqual(['PA001', 'PA002', 'PA010']);
  });
  it('toggles the same column and starts a new one ascending', () => {
    expect(nextSort({ key: 'id', dir: 'asc' }, 'id')).toEqual({ key: 'id', dir: 'desc' });
    expect(nextSort({ key: 'id', dir: 'desc' }, 'id')).toEqual({ key: 'id', dir: 'asc' });
    expect(nextSort({ key: 'id', dir: 'desc' }, 'points')).toEqual({ key: 'points', dir: 'asc' });
  });
  it('sorts by points and by status (Active first when ascending)', () => {
    expect(ids({ key: 'points', dir: 'asc' })).toEqual(['PA010', 'PA001', 'PA002']);
    expect(ids({ key: 'points', dir: 'desc' })).toEqual(['PA002', 'PA001', 'PA010']);
    expect(ids({ key: 'status', dir: 'asc' })).toEqual(['PA001', 'PA010', 'PA002']);
    // Ties keep ascending ids whichever way the column is sorted.
    expect(ids({ key: 'status', dir: 'desc' })).toEqual(['PA002', 'PA001', 'PA010']);
  });
  it('truncates titles over 30 characters', () => {
    const exactly30 = 'x'.repeat(30);
    expect(isLongTitle(exactly30)).toBe(false);
    expect(shortTitle(exactly30)).toBe(exactly30);
    expect(isLongTitle(`${exactly30}y`)).toBe(true);
    expect(shortTitle('Organised the quarterly client meet')).toBe('Organised the quarterly client...');
  });
});
