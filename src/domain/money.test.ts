import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('money', () => {
  it('formats rupees exactly as Intl en-IN does, lakh and crore grouping included', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const samples = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 12345678, 123456789,
    ];
    samples.push(2.5, 3.49, 999.5, -0, -0.4, -1, -1500, -2.5, 1e14 + 7, 1e15, NaN, Infinity);
    for (let i = 0; i < 500; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const n of samples) expect(formatRupees(n), String(n)).toBe(intl.format(n));
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });
});
