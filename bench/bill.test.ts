import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type ActionName } from './actions';
import { billOf, dollarsOf, extrapolate, growthOf, type SizeMeasure } from './bill';
import type { Usage } from './billing';
import { headcountOf, MODEL, monthlyUsage, WORKING_DAYS } from './usage';
import { documentNameSize, storedSize, valueSize } from './storage';

const PRICES = { perHundredThousandReads: 0.06, perHundredThousandWrites: 0.18, perHundredThousandDeletes: 0.02, perGibMonth: 0.18 };
const u = (reads: number, writes = 0, deletes = 0): Usage => ({ reads, writes, deletes });
const ZERO = u(0);

function measure(employees: number, each: (n: ActionName) => Usage = () => u(10, 1)): SizeMeasure {
  return {
    employees,
    actions: Object.fromEntries(ACTION_NAMES.map((n) => [n, each(n)])) as Record<ActionName, Usage>,
    live: {
      startReads: { employee: 14, reviewer: 16, finance: 15, admin: 16 },
      noticeReads: 2,
      afterNoticeReads: 0,
      restartReads: 1,
      refetch: { claims: u(24), redemptions: u(24) },
    },
    bytesPerEmployee: 2 ** 30 / 1000,
  };
}

describe('usage model', () => {
  it('has 1 reviewer per 50 employees, 1 finance officer per 500, 1 admin per 1,000, at least one each', () => {
    expect(headcountOf(1000)).toEqual({ employees: 1000, reviewers: 20, finance: 2, admins: 1 });
    expect(headcountOf(10)).toEqual({ employees: 10, reviewers: 1, finance: 1, admins: 1 });
  });

  it("counts a month's actions from the model: every claim is reviewed or withdrawn, every redemption settled", () => {
    const m = monthlyUsage(1000);
    expect(m.actions.submitClaim).toBe(2000);
    expect(m.actions.withdrawClaim + m.actions.approveClaim + m.actions.rejectClaim + 20 * (m.actions.approveBulk20 + m.actions.rejectBulk20)).toBeCloseTo(2000);
    expect(m.actions.payRedemption + m.actions.declineRedemption + m.actions.cancelRedemption).toBeCloseTo(m.actions.redeem);
    expect(m.actions.fileReport).toBe(1000 * WORKING_DAYS);
    expect(m.actions.openEmployee).toBe(3 * 1000 * WORKING_DAYS);
    expect(m.actions.integrityCheck).toBe(1);
    expect(m.openHours.reviewer).toBe(20 * 8 * WORKING_DAYS);
  });
});

describe('billOf', () => {
  it("prices each line (per occurrence x times a month) and the month's storage, per employee-month", () => {
    const bill = billOf(measure(1000), PRICES);
    const usage = monthlyUsage(1000);
    const submit = bill.lines.find((l) => l.name === 'submitClaim');
    expect(submit?.month).toEqual(u(20_000, 2000));
    expect(submit?.dollars).toBeCloseTo((20_000 * 0.06 + 2000 * 0.18) / 100_000);
    // One GiB stored (bytesPerEmployee x 1,000) at $0.18.
    expect(bill.storedGib).toBeCloseTo(1);
    expect(bill.dollars.storage).toBeCloseTo(0.18);
    expect(bill.dollars.total).toBeCloseTo(bill.dollars.reads + bill.dollars.writes + bill.dollars.deletes + 0.18);
    expect(bill.perEmployeeMonth).toBeCloseTo(bill.dollars.total / 1000);
    expect(bill.month.reads).toBeCloseTo(bill.lines.reduce((s, l) => s + l.month.reads, 0));
    // The realtime channel: a reviewer's or admin's open tab-hour costs its 'Show's, each the notice
    // before it (2), listening again (1) and the refetch of its page (24).
    const live = bill.lines.find((l) => l.name === 'liveClaims');
    expect(live?.each.reads).toBeCloseTo(MODEL.reviewer.showsPerOpenHour * 27);
    expect(live?.times).toBe(usage.openHours.reviewer + usage.openHours.admin);
  });

  it('prices usage at the given prices', () => {
    expect(dollarsOf(u(100_000, 100_000, 100_000), PRICES)).toBeCloseTo(0.26);
  });
});

describe('growthOf', () => {
  it('flags, by name, a line whose reads or writes per occurrence grow more than 1.2x with the organisation', () => {
    const grows = (n: ActionName, employees: number) => (n === 'searchDirectory' ? u(employees / 100) : n === 'redeem' ? u(8, 3) : ZERO);
    const bills = [billOf(measure(1000, (n) => grows(n, 1000)), PRICES), billOf(measure(10_000, (n) => grows(n, 10_000)), PRICES)];
    const growth = growthOf(bills);
    const byName = Object.fromEntries(growth.map((g) => [g.name, g]));
    expect(byName.searchDirectory?.grows).toBe(true);
    expect(byName.searchDirectory?.ratio).toBeCloseTo(10);
    expect(byName.redeem?.grows).toBe(false);
    // A staff tab-hour of the realtime channel costs the same whatever the organisation's size (it
    // followed the organisation's changes: N / 42 claims an hour, each a read and a refetch).
    expect(byName.liveClaims?.grows).toBe(false);
    expect(byName.liveRedemptions?.grows).toBe(false);
    expect(byName.liveStart?.grows).toBe(false);
  });

  it('says nothing with one size', () => {
    expect(growthOf([billOf(measure(1000), PRICES)])).toEqual([]);
  });
});

describe('extrapolate', () => {
  it('scales what grows by the size and carries the rest as measured, saying where from', () => {
    const m = measure(10_000, (n) => (n === 'integrityCheck' ? u(20_001) : u(4, 1)));
    const big = extrapolate(m, 100_000, new Set(['integrityCheck']));
    expect(big.employees).toBe(100_000);
    expect(big.from).toBe(10_000);
    expect(big.actions.integrityCheck.reads).toBeCloseTo(200_010);
    expect(big.actions.submitClaim).toEqual(u(4, 1));
  });
});

describe('stored size', () => {
  it("follows Firestore's storage-size rules", () => {
    // 'users' (6) + 'EMP0001' (8) + 16
    expect(documentNameSize('users/EMP0001')).toBe(30);
    expect(valueSize('abc')).toBe(4);
    expect(valueSize(12)).toBe(8);
    expect(valueSize(true)).toBe(1);
    expect(valueSize(['a', 'b'])).toBe(4);
    expect(valueSize({ a: 1 })).toBe(10);
    // Document: name 30 + field 'points' (7) + 8 + 32 = 77; its two index entries: 'users' 6 + 30 + 7 + 8 + 32 = 83 each.
    expect(storedSize('users/EMP0001', { points: 5 })).toBe(77 + 2 * 83);
  });
});
