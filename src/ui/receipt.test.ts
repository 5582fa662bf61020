import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRedemption } from '@/test/factories';
import { printRedemptionReceipt, receiptHtml, receiptRows } from './receipt';

describe('redemption receipt', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists the redemption with en-IN dates and rupees', () => {
    const rows = Object.fromEntries(
      receiptRows(
        makeRedemption({
          status: 'paid',
          amount: 250,
          pointsRedeemed: 250,
          requestedDate: '2025-08-04',
          paidDate: '2025-08-06',
          paidDetails: 'UPI 123',
        }),
      ),
    );
    expect(rows).toMatchObject({
      'Reference ID': 'RD-EMP001-001',
      'Employee Name': 'Asha Verma',
      'Employee ID': 'EMP001',
      Amount: '₹250',
      'Points Redeemed': '250',
      Status: 'Paid',
      'Requested Date': '4 Aug 2025',
      'Paid On': '6 Aug 2025',
      'Payment Details': 'UPI 123',
    });
  });

  it('escapes what it prints', () => {
    const html = receiptHtml(makeRedemption({ employeeName: '<img src=x onerror=alert(1)>' }));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('opens a window with the receipt and prints it after 250 ms', () => {
    vi.useFakeTimers();
    const print = vi.fn();
    const doc = document.implementation.createHTMLDocument('');
    const fake = {
      document: doc,
      setTimeout: globalThis.setTimeout,
      focus: vi.fn(),
      print,
    } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(fake);
    expect(printRedemptionReceipt(makeRedemption())).toBe(true);
    expect(doc.body.textContent).toContain('Redemption Receipt');
    expect(doc.body.textContent).toContain('RD-EMP001-001');
    vi.advanceTimersByTime(249);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledOnce();
  });

  it('reports a blocked window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(printRedemptionReceipt(makeRedemption())).toBe(false);
  });
});
