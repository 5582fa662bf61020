import { ACTIONS, ACTION_NAMES, type ActionName } from './actions';
import { addUsage, NO_USAGE, scaleUsage, type Usage } from './billing';
import type { Prices } from './prices';
import { MAX_GROWTH } from './targets';
import { MODEL, monthlyUsage, type MonthlyUsage } from './usage';

/**
 * The month's bill of an organisation: each measured action's usage times how often the usage
 * model (bench/usage.ts) says it happens, plus the realtime channel's share, plus storage; priced
 * at bench/prices.ts. Pure: the bench measures, this adds up (bench/bill.test.ts).
 */
export interface LiveCosts {
  /** Reads of a tab's listeners starting (their first snapshots), by role. */
  startReads: { employee: number; reviewer: number; finance: number; admin: number };
  /**
   * Reads a staff tab's listener pays when it hears the first change someone else made (the change
   * entering its `limit(1)` query, the one it replaces leaving); it then stops until 'Show'.
   */
  noticeReads: number;
  /** Reads of a further change while the line is up (0: the listener has stopped). */
  afterNoticeReads: number;
  /** Reads of 'Show' listening again (its first snapshot). */
  restartReads: number;
  /** What 'Show' refetches on a staff screen. */
  refetch: { claims: Usage; redemptions: Usage };
}

export interface SizeMeasure {
  employees: number;
  /** Per action, measured on the emulator at this size (or carried from a measured size, see `from`). */
  actions: Record<ActionName, Usage>;
  live: LiveCosts;
  /** Stored bytes per employee after a year of the usage model (documents and their index entries). */
  bytesPerEmployee: number;
  /** Where the per-action figures were measured, when not at this size (extrapolated). */
  from?: number;
}

export interface BillLine {
  name: string;
  label: string;
  /** What one occurrence costs (for the realtime lines: one staff tab-hour, or one tab opened). */
  each: Usage;
  times: number;
  month: Usage;
  dollars: number;
  scope: 'bounded' | 'visits-everyone';
}

export interface Bill {
  employees: number;
  usage: MonthlyUsage;
  lines: BillLine[];
  month: Usage;
  storedGib: number;
  dollars: { reads: number; writes: number; deletes: number; storage: number; total: number };
  perEmployeeMonth: number;
  from?: number;
}

const GIB = 2 ** 30;

export const dollarsOf = (u: Usage, p: Prices) =>
  (u.reads * p.perHundredThousandReads + u.writes * p.perHundredThousandWrites + u.deletes * p.perHundredThousandDeletes) /
  100_000;

export const REALTIME_LINES = {
  liveStart: "realtime channel: listeners starting (a tab's first snapshots)",
  liveClaims: 'realtime channel: claim changes announced on reviewers\u2019 and admins\u2019 open tabs, shown when asked (per tab-hour)',
  liveRedemptions: 'realtime channel: redemption changes announced on staff tabs, shown when asked (per tab-hour)',
} as const;

export function billOf(m: SizeMeasure, prices: Prices): Bill {
  const usage = monthlyUsage(m.employees);
  const line = (name: string, label: string, each: Usage, times: number, scope: BillLine['scope']): BillLine => {
    const month = scaleUsage(each, times);
    return { name, label, each, times, month, dollars: dollarsOf(month, prices), scope };
  };
  const lines = ACTION_NAMES.filter((n) => usage.actions[n] > 0).map((n) =>
    line(n, ACTIONS[n].label, m.actions[n], usage.actions[n], ACTIONS[n].scope),
  );
  const { live } = m;
  const o = usage.opens;
  const starts = o.employee * live.startReads.employee + o.reviewer * live.startReads.reviewer + o.finance * live.startReads.finance + o.admin * live.startReads.admin;
  const opens = o.employee + o.reviewer + o.finance + o.admin;
  lines.push(line('liveStart', REALTIME_LINES.liveStart, { ...NO_USAGE, reads: starts / Math.max(1, opens) }, opens, 'bounded'));
  // A staff tab hears at most one change someone else made, then says so and reads nothing more
  // until 'Show' (src/data/live/heardChanges.ts): per open hour, each 'Show' costs the notice before
  // it, listening again and the screen's refetch, whatever the organisation's size. (A small
  // organisation, whose changes come less often than that, pays less: the bill counts the bound.)
  const perShow = (refetch: Usage): Usage =>
    addUsage({ ...NO_USAGE, reads: live.noticeReads + live.restartReads }, refetch);
  const showsPerHour = MODEL.reviewer.showsPerOpenHour;
  lines.push(
    line(
      'liveClaims',
      REALTIME_LINES.liveClaims,
      scaleUsage(perShow(live.refetch.claims), showsPerHour),
      usage.openHours.reviewer + usage.openHours.admin,
      'bounded',
    ),
    line(
      'liveRedemptions',
      REALTIME_LINES.liveRedemptions,
      scaleUsage(perShow(live.refetch.redemptions), showsPerHour),
      usage.openHours.reviewer + usage.openHours.admin + usage.openHours.finance,
      'bounded',
    ),
  );
  const month = lines.reduce((s, l) => addUsage(s, l.month), NO_USAGE);
  const storedGib = (m.employees * m.bytesPerEmployee) / GIB;
  const dollars = {
    reads: (month.reads * prices.perHundredThousandReads) / 100_000,
    writes: (month.writes * prices.perHundredThousandWrites) / 100_000,
    deletes: (month.deletes * prices.perHundredThousandDeletes) / 100_000,
    storage: storedGib * prices.perGibMonth,
    total: 0,
  };
  dollars.total = dollars.reads + dollars.writes + dollars.deletes + dollars.storage;
  return {
    employees: m.employees,
    usage,
    lines,
    month,
    storedGib,
    dollars,
    perEmployeeMonth: dollars.total / m.employees,
    ...(m.from !== undefined ? { from: m.from } : {}),
  };
}


export interface Growth {
  name: string;
  label: string;
  scope: BillLine['scope'];
  from: { employees: number; each: Usage };
  to: { employees: number; each: Usage };
  /** The larger of the reads' and the writes' ratio. */
  ratio: number;
  grows: boolean;
}

const ratioOf = (a: number, b: number) => (a === 0 ? (b === 0 ? 1 : Infinity) : b / a);

/** Per line: how one occurrence's reads and writes change from the smallest bill to the largest. */
export function growthOf(bills: readonly Bill[]): Growth[] {
  const sorted = [...bills].sort((a, b) => a.employees - b.employees);
  const small = sorted[0];
  const big = sorted.at(-1);
  if (!small || !big || small === big) return [];
  return big.lines.flatMap((l) => {
    const before = small.lines.find((s) => s.name === l.name);
    if (!before) return [];
    const ratio = Math.max(ratioOf(before.each.reads, l.each.reads), ratioOf(before.each.writes, l.each.writes));
    return [
      {
        name: l.name,
        label: l.label,
        scope: l.scope,
        from: { employees: small.employees, each: before.each },
        to: { employees: big.employees, each: l.each },
        ratio,
        grows: ratio > MAX_GROWTH,
      },
    ];
  });
}

/**
 * The bill of a size the emulator could not hold, from the largest measured size's per-action
 * figures: what grows with the organisation (per `growthOf` between the measured sizes) is scaled in
 * proportion to the size, everything else is carried as measured.
 */
export function extrapolate(measured: SizeMeasure, employees: number, growing: ReadonlySet<string>): SizeMeasure {
  const k = employees / measured.employees;
  const actions = Object.fromEntries(
    ACTION_NAMES.map((n) => [n, growing.has(n) ? scaleUsage(measured.actions[n], k) : measured.actions[n]]),
  ) as Record<ActionName, Usage>;
  return { ...measured, employees, actions, from: measured.from ?? measured.employees };
}
