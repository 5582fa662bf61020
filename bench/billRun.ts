import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore/lite';
import { formatTable } from '../scripts/lib/table';
import { ACTIONS, ACTION_NAMES, measureActions, measureRefetch, sampleSizes, type ActionName } from './actions';
import { billOf, extrapolate, growthOf, type Bill, type Growth, type SizeMeasure } from './bill';
import { installBillingMeter, scaleUsage, type Usage } from './billing';
import { measureLive } from './live';
import { FIRESTORE_PRICES } from './prices';
import type { SeededOrg } from './seedOrg';
import { bytesPerEmployee } from './storage';
import type { BillSummary, LineGrowth } from './targets';

/** The sizes the bill is printed for (measured where the bench seeded them, else extrapolated). */
export const BILL_SIZES = [1000, 10_000, 100_000];

import { INTEGRITY_MAX_EMPLOYEES } from './options';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Measures every action, the realtime channel and the stored size on the seeded organisation. */
export async function measureForBill(
  env: { projectId: string; firestorePort: number },
  db: Firestore,
  admin: AdminFirestore,
  seed: SeededOrg,
): Promise<Omit<SizeMeasure, 'actions'> & { actions: Partial<Record<ActionName, Usage>> }> {
  const meter = installBillingMeter();
  try {
    const bill = async (fn: () => Promise<unknown>) => {
      meter.take();
      await fn();
      return meter.take();
    };
    const c = {
      db,
      admin,
      employees: seed.employees,
      manager: seed.manager,
      finance: seed.finance,
      admin_: seed.admin,
      sampleEmployee: seed.sampleEmployee,
      today: new Date(),
    };
    const sizes = await sampleSizes(c, seed.sampleEmployee);
    const refetch = await measureRefetch(c, bill);
    const actions = await measureActions(c, bill, { integrity: seed.employees <= INTEGRITY_MAX_EMPLOYEES });
    const change = await admin.collectionGroup('requestedClaims').where('status', '==', 'pending').limit(2).get();
    const [first, second] = change.docs.map((d) => ({ employeeId: String(d.get('employeeId')), id: d.id }));
    if (!first || !second) throw new Error('bench: no two pending claims left to change');
    const live = await measureLive(
      env.projectId,
      env.firestorePort,
      admin,
      { employee: seed.sampleEmployee, manager: seed.manager, finance: seed.finance },
      [first, second],
    );
    return {
      employees: seed.employees,
      actions,
      live: {
        startReads: {
          employee: live.startReads.employee,
          reviewer: live.startReads.manager,
          finance: live.startReads.finance,
          // An admin listens to what a reviewer does (src/data/live/channels.ts).
          admin: live.startReads.manager,
        },
        noticeReads: live.noticeReads,
        afterNoticeReads: live.afterNoticeReads,
        restartReads: live.restartReads,
        refetch,
      },
      bytesPerEmployee: bytesPerEmployee(sizes),
    };
  } finally {
    meter.uninstall();
  }
}

export type MeasuredSize = Awaited<ReturnType<typeof measureForBill>>;

/**
 * Completes each measured size (an action not run at a size, the integrity check above
 * INTEGRITY_MAX_EMPLOYEES, takes the next smaller size's figures scaled by the size: it visits
 * everyone) and bills BILL_SIZES: measured ones as measured, larger ones extrapolated from the
 * largest measured size (what grows between measured sizes scaled by the size, the rest as is).
 */
export function billsOf(measured: readonly MeasuredSize[]): { bills: Bill[]; growth: Growth[]; measuredGrowth: Growth[] } {
  const sorted = [...measured].sort((a, b) => a.employees - b.employees);
  const complete: SizeMeasure[] = [];
  for (const m of sorted) {
    const actions = {} as Record<ActionName, Usage>;
    for (const n of ACTION_NAMES) {
      const own = m.actions[n];
      const before = complete.at(-1);
      if (own) actions[n] = own;
      else if (before) actions[n] = scaleUsage(before.actions[n], m.employees / before.employees);
      else throw new Error(`bench: ${n} not measured at ${m.employees} employees`);
    }
    complete.push({ ...m, actions });
  }
  const atLeast1000 = complete.filter((m) => m.employees >= 1000);
  const basis = atLeast1000.length >= 2 ? atLeast1000 : complete;
  const measuredBills = basis.map((m) => billOf(m, FIRESTORE_PRICES));
  const measuredGrowth = growthOf(measuredBills);
  // What visits everyone grows with the organisation by its job, measured growing or not.
  const growing = new Set([
    ...measuredGrowth.filter((g) => g.grows).map((g) => g.name),
    ...ACTION_NAMES.filter((n) => ACTIONS[n].scope === 'visits-everyone'),
  ]);
  const largest = complete.at(-1);
  if (!largest) return { bills: [], growth: [], measuredGrowth };
  const bills = BILL_SIZES.map((size) => {
    const m = complete.find((x) => x.employees === size) ?? (size > largest.employees ? extrapolate(largest, size, growing) : null);
    return m ? billOf(m, FIRESTORE_PRICES) : null;
  }).filter((b): b is Bill => b !== null);
  return { bills, growth: growthOf(bills), measuredGrowth };
}

export const billSummaries = (bills: readonly Bill[]): BillSummary[] =>
  bills.map((b) => ({ employees: b.employees, perEmployeeMonth: b.perEmployeeMonth, ...(b.from !== undefined ? { from: b.from } : {}) }));

export const lineGrowths = (growth: readonly Growth[]): LineGrowth[] =>
  growth.map((g) => ({ label: g.label, scope: g.scope, from: g.from.employees, to: g.to.employees, ratio: g.ratio, grows: g.grows }));

const usageCells = (u: Usage) => [fmt(u.reads), fmt(u.writes), fmt(u.deletes)];
const each = (u: Usage) => `${+u.reads.toFixed(1)}/${+u.writes.toFixed(1)}/${+u.deletes.toFixed(1)}`;

/** The bill as printed: per size, every line's per-occurrence cost, times a month, usage and dollars. */
/** `growth`: between the bills (measured sizes, and extrapolated ones scaled where they grow). */
export function billTables(bills: readonly Bill[], growth: readonly Growth[]): string {
  const p = FIRESTORE_PRICES;
  const out: string[] = [
    `\nThe monthly Firestore bill (usage model: bench/usage.ts; prices: ${p.region}, ${p.source}, as of ${p.asOf}: ` +
      `$${p.perHundredThousandReads}/100k reads, $${p.perHundredThousandWrites}/100k writes, $${p.perHundredThousandDeletes}/100k deletes, $${p.perGibMonth}/GiB-month)`,
  ];
  const growing = new Map(growth.map((g) => [g.name, g]));
  for (const b of bills) {
    const rows = b.lines.map((l) => {
      const g = growing.get(l.name);
      const flag = g?.grows ? (l.scope === 'visits-everyone' ? 'grows (visits everyone)' : 'GROWS') : '';
      return [l.label, each(l.each), fmt(l.times), ...usageCells(l.month), `$${l.dollars.toFixed(2)}`, flag];
    });
    const h = b.usage.headcount;
    out.push(
      `\n${fmt(b.employees)} employees (${fmt(h.reviewers)} reviewers, ${fmt(h.finance)} finance, ${fmt(h.admins)} admins)` +
        (b.from === undefined ? ', measured' : `, per-action figures measured at ${fmt(b.from)} (see docs/performance.md)`),
      formatTable(rows, {
        header: ['line', 'each r/w/d', 'times a month', 'reads', 'writes', 'deletes', 'dollars', 'grows with the organisation?'],
        align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
      }),
      `month: ${fmt(b.month.reads)} reads, ${fmt(b.month.writes)} writes, ${fmt(b.month.deletes)} deletes; stored ${b.storedGib.toFixed(2)} GiB; ` +
        `$${b.dollars.total.toFixed(2)} (reads $${b.dollars.reads.toFixed(2)}, writes $${b.dollars.writes.toFixed(2)}, deletes $${b.dollars.deletes.toFixed(2)}, storage $${b.dollars.storage.toFixed(2)}); ` +
        `$${b.perEmployeeMonth.toFixed(5)} per employee-month`,
    );
  }
  const summary = bills.map((b) => [
    fmt(b.employees),
    ...usageCells(b.month),
    b.storedGib.toFixed(2),
    `$${b.dollars.total.toFixed(2)}`,
    `$${b.perEmployeeMonth.toFixed(5)}`,
    b.from === undefined ? 'measured' : `from ${fmt(b.from)}`,
  ]);
  out.push(
    '\nThe bill',
    formatTable(summary, {
      header: ['employees', 'reads', 'writes', 'deletes', 'stored GiB', 'dollars a month', 'per employee-month', ''],
      align: ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    }),
  );
  const flagged = growth.filter((g) => g.grows);
  if (flagged.length > 0)
    out.push(
      `Growing with the organisation (reads or writes per occurrence, ${fmt(flagged[0]?.from.employees ?? 0)} -> ${fmt(flagged[0]?.to.employees ?? 0)} employees): ` +
        flagged.map((g) => `${g.label} ${g.ratio === Infinity ? 'from 0' : `${g.ratio.toFixed(2)}x`}${ACTIONS[g.name as ActionName]?.scope === 'visits-everyone' ? ' (visits everyone)' : ''}`).join('; '),
    );
  return out.join('\n');
}
