import { describe, expect, it } from 'vitest';
import { checkBill, checkTargets, MAX_GROWTH, summarize, targetLines, type ScreenInfo, type SizeReads } from './targets';

const INFO: Record<string, ScreenInfo> = {
  dashboard: { label: 'Dashboard', kind: 'page' },
  manageRequests: { label: 'Manage Requests', kind: 'paginated' },
  employeeCentre: { label: 'Employee Centre', kind: 'paginated' },
  statementCsv: { label: 'statement CSV', kind: 'export' },
  integrityCheck: { label: 'integrity check', kind: 'integrity' },
  audit: { label: 'Audit Trail', kind: 'paginated', readLimit: 30 },
};

const at = (n: number) => ({ reads: n, ms: 1 });

function size(employees: number, reads: Record<string, number>, oldManageRequests?: number): SizeReads {
  const screens: SizeReads['screens'] = {};
  for (const [name, n] of Object.entries(reads)) {
    screens[name] = {
      app: at(n),
      baseline: name === 'manageRequests' && oldManageRequests !== undefined ? at(oldManageRequests) : null,
    };
  }
  return { employees, screens };
}

describe('checkTargets', () => {
  it("holds a screen to its own read limit where it has one (the audit trail's 30)", () => {
    const lines = targetLines(checkTargets([size(10000, { audit: 31 })], INFO, null));
    expect(lines).toContain('FAIL  Audit Trail (10,000 employees) <= 30 reads: 31');
    expect(targetLines(checkTargets([size(10000, { audit: 27 })], INFO, null))).toContain(
      'PASS  Audit Trail (10,000 employees) <= 30 reads: 27',
    );
  });

  const reads = (centre: number) => ({
    dashboard: 30,
    manageRequests: 40,
    employeeCentre: centre,
    statementCsv: 500,
    integrityCheck: 1000,
  });

  it('limits every page to 60 reads at 1,000 and 10,000 employees, reporting exports and the integrity check', () => {
    const checks = checkTargets(
      [size(10, reads(44)), size(1000, reads(60)), size(10000, reads(61))],
      INFO,
      null,
    );
    const lines = targetLines(checks);
    expect(lines).toContain('PASS  Dashboard (1,000 employees) <= 60 reads: 30');
    expect(lines).toContain('PASS  Employee Centre (1,000 employees) <= 60 reads: 60');
    expect(lines).toContain('FAIL  Employee Centre (10,000 employees) <= 60 reads: 61');
    expect(lines).toContain('INFO  statement CSV (10,000 employees) reads, reported (no target): 500');
    expect(lines).toContain('INFO  integrity check (1,000 employees) reads, reported (no target): 1,000');
    // The 10-employee organisation is not held to the read limit.
    expect(lines.some((l) => l.includes('(10 employees)'))).toBe(false);
  });

  it('holds the first loads at 100,000 employees to the same limit when that size is measured', () => {
    const lines = targetLines(checkTargets([size(1000, reads(50)), size(100_000, reads(149))], INFO, null));
    expect(lines).toContain('PASS  Employee Centre (1,000 employees) <= 60 reads: 50');
    expect(lines).toContain('FAIL  Employee Centre (100,000 employees) <= 60 reads: 149');
    expect(lines).toContain('INFO  integrity check (100,000 employees) reads, reported (no target): 1,000');
  });

  it('holds paginated screens to 1.2x growth from the smallest to the largest organisation', () => {
    const lines = targetLines(checkTargets([size(10, reads(44)), size(10000, reads(52))], INFO, null));
    expect(lines).toContain(
      'PASS  Manage Requests: reads grow <= 1.2x from 10 to 10,000 employees (40 -> 40): 1.00x',
    );
    expect(lines).toContain(
      'PASS  Employee Centre: reads grow <= 1.2x from 10 to 10,000 employees (44 -> 52): 1.18x',
    );
    const over = targetLines(checkTargets([size(10, reads(44)), size(10000, reads(54))], INFO, null));
    expect(over).toContain(
      'FAIL  Employee Centre: reads grow <= 1.2x from 10 to 10,000 employees (44 -> 54): 1.23x',
    );
    // Pages (not paginated) and exports have no growth target.
    expect(over.some((l) => l.startsWith('PASS  Dashboard: reads grow'))).toBe(false);
  });

  it('measures growth from the smallest size with full pages (100 on), reporting the growth from 10', () => {
    const lines = targetLines(
      checkTargets([size(10, reads(46)), size(1000, reads(61)), size(10000, reads(61))], INFO, null),
    );
    expect(lines).toContain(
      'PASS  Employee Centre: reads grow <= 1.2x from 1,000 to 10,000 employees (61 -> 61): 1.00x',
    );
    expect(lines).toContain(
      'INFO  Employee Centre: reads from 10 to 10,000 employees (46 -> 61), reported (no target): 1.33x',
    );
    expect(lines.some((l) => l.startsWith('PASS  Employee Centre: reads grow <= 1.2x from 10 '))).toBe(false);
    const growing = targetLines(
      checkTargets([size(10, reads(46)), size(100, reads(50)), size(10000, reads(61))], INFO, null),
    );
    expect(growing).toContain(
      'FAIL  Employee Centre: reads grow <= 1.2x from 100 to 10,000 employees (50 -> 61): 1.22x',
    );
  });

  it('checks the read limit at the largest size when neither 1,000 nor 10,000 was measured, and no growth for one size', () => {
    const lines = targetLines(checkTargets([size(10, reads(44)), size(100, reads(134))], INFO, null));
    expect(lines).toContain('FAIL  Employee Centre (100 employees) <= 60 reads: 134');
    expect(
      targetLines(checkTargets([size(100, reads(134))], INFO, null)).some((l) => l.includes('grow')),
    ).toBe(false);
  });

  it('compares Manage Requests with the old app at the largest size from 1,000 on where it was run', () => {
    const lines = targetLines(
      checkTargets(
        [size(10, reads(44), 274), size(1000, reads(60), 21022), size(10000, reads(61))],
        INFO,
        null,
      ),
    );
    expect(lines).toContain(
      'PASS  Manage Requests >= 100x fewer reads than the old app (1,000 employees): 526x',
    );
    const small = targetLines(checkTargets([size(10, reads(44), 274)], INFO, null));
    expect(small.some((l) => l.includes('old app'))).toBe(false);
  });

  it('holds every Lighthouse route to performance 95 and accessibility 100', () => {
    const lines = targetLines(
      checkTargets([], INFO, {
        routes: {
          '/signin': { performance: 98, accessibility: 100 },
          '/manage-requests': { performance: 94, accessibility: 96, user: 'MGR001' },
        },
        calibration: { cpuSlowdownMultiplier: 3.2, pinned: false },
        fixed4x: { '/signin': 100, '/manage-requests': 90 },
      }),
    );
    expect(lines).toEqual([
      'PASS  Lighthouse /signin performance >= 95 (mobile, CPU 3.2x calibrated; fixed 4x: 100): 98',
      'PASS  Lighthouse /signin accessibility 100: 100',
      'FAIL  Lighthouse /manage-requests as MGR001 performance >= 95 (mobile, CPU 3.2x calibrated; fixed 4x: 90): 94',
      'FAIL  Lighthouse /manage-requests as MGR001 accessibility 100: 96',
    ]);
  });
  it('fails a route Lighthouse could not measure, naming why', () => {
    const lines = targetLines(
      checkTargets([], INFO, {
        routes: {
          '/ics-employee-centre': {
            performance: 0,
            accessibility: 0,
            user: 'MGR001',
            error: 'page.goto: Page crashed',
          },
        },
        calibration: { cpuSlowdownMultiplier: 2.9, pinned: false },
        fixed4x: {},
      }),
    );
    expect(lines).toEqual([
      'FAIL  Lighthouse /ics-employee-centre as MGR001 could be measured: page.goto: Page crashed',
    ]);
  });
});

describe('summarize', () => {
  it('counts targets met, not the reported figures', () => {
    expect(
      summarize([
        { target: 'a', value: '1', status: 'pass' },
        { target: 'b', value: '2', status: 'report' },
      ]),
    ).toEqual({ ok: true, line: 'bench: all targets met (1/1)' });
    expect(
      summarize([
        { target: 'a', value: '1', status: 'pass' },
        { target: 'c', value: '3', status: 'fail' },
      ]),
    ).toEqual({ ok: false, line: 'bench: TARGETS MISSED (1/2)' });
  });
});

describe('checkBill', () => {
  const bill = (employees: number, perEmployeeMonth: number, from?: number) => ({ employees, perEmployeeMonth, ...(from ? { from } : {}) });
  const line = (label: string, ratio: number, scope: 'bounded' | 'visits-everyone' = 'bounded') => ({
    label,
    scope,
    from: 1000,
    to: 100_000,
    ratio,
    grows: ratio > MAX_GROWTH,
  });

  it('holds every size to $0.01 per employee-month and the growth to 1.2x, saying which size was extrapolated', () => {
    const checks = checkBill([bill(1000, 0.004), bill(10_000, 0.0045), bill(100_000, 0.011, 10_000)], []);
    const lines = targetLines(checks);
    expect(lines).toContain('PASS  Firestore cost per employee-month <= $0.01000 (1,000 employees): $0.00400');
    expect(lines).toContain(
      "FAIL  Firestore cost per employee-month <= $0.01000 (100,000 employees, from 10,000's per-action figures): $0.01100",
    );
    expect(lines).toContain('FAIL  cost per employee-month grows <= 1.2x from 1,000 to 100,000 employees: 2.75x');
  });

  it('fails an action that grows with the organisation by name, and reports the ones that visit everyone', () => {
    const checks = checkBill(
      [bill(1000, 0.001), bill(100_000, 0.0011)],
      [line('submit a claim', 1), line('Employee Centre search', 10), line('integrity check', 100, 'visits-everyone')],
    );
    const lines = targetLines(checks);
    expect(lines).toContain('PASS  cost per employee-month grows <= 1.2x from 1,000 to 100,000 employees: 1.10x');
    expect(lines).toContain(
      'FAIL  Employee Centre search: grows with the organisation (1,000 to 100,000 employees); must not: 10.00x',
    );
    expect(lines).toContain(
      'INFO  integrity check: visits everyone, grows with the organisation by design (1,000 to 100,000 employees), reported (no target): 100.00x',
    );
    expect(lines).toContain(
      'FAIL  actions whose reads and writes per occurrence do not grow with the organisation (at most 1.2x): 1 of 2',
    );
    expect(lines.some((l) => l.includes('submit a claim'))).toBe(false);
  });
});
